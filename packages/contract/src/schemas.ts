/**
 * Request, response and stream-event schemas (DESIGN.md "API shapes").
 * Naming follows `ZThing` for the schema and `TThing` for its inferred type.
 */
import { z } from 'zod';
import {
  FILE_ERROR_CODES,
  FILE_STATUSES,
  LIMITS,
  MESSAGE_TYPES,
  PII_ENTITY_TYPES,
  PROJECT_ROLES,
  PROJECT_TYPES,
  STORAGE_KINDS,
} from './constants.js';

const isoDateTime = z.string().describe('ISO 8601 timestamp in UTC');
const trimmed = (max: number) => z.string().trim().max(max);

export const ZProjectType = z.enum(PROJECT_TYPES);
export const ZFileStatus = z.enum(FILE_STATUSES);
export const ZFileErrorCode = z.enum(FILE_ERROR_CODES);
export const ZMessageType = z.enum(MESSAGE_TYPES);
export const ZPiiEntityType = z.enum(PII_ENTITY_TYPES);

// ─── errors and health ──────────────────────────────────────────────────────

export const ZErrorResponse = z.object({ detail: z.string() }).meta({ id: 'Error' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const HEALTH_STATUSES = ['ok', 'unavailable'] as const;
export const ZHealthStatus = z.enum(HEALTH_STATUSES);

/** One dependency's readiness: how long its check took, and on failure a reason that names no path or secret. */
const ZHealthCheck = z.object({
  status: ZHealthStatus,
  latency_ms: z.number().int().nonnegative(),
  error: z.string().optional().describe('Why the check failed: "timed out after 2000 ms", or the error code'),
});

/**
 * GET /api/health: 200 when the database and the file storage are both ready, else 503 with the same shape and a
 * `detail` naming what is unavailable (the `{"detail"}` of every error answer). A load balancer's readiness probe.
 */
export const ZHealthResponse = z
  .object({
    status: ZHealthStatus,
    detail: z.string().optional().describe('On 503 only: what is unavailable'),
    database: ZHealthCheck,
    storage: ZHealthCheck.extend({ kind: z.enum(STORAGE_KINDS) }),
  })
  .meta({ id: 'Health' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/health/live: the process answers; no dependency is asked. */
export const ZLivenessResponse = z.object({ status: z.literal('ok') });

// ─── auth ───────────────────────────────────────────────────────────────────

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

/**
 * A password someone chooses (registration, create user, change password). Only the length is checked here,
 * so the web app stays small; the server also refuses common and easily guessed passwords with a detail.
 */
export const ZNewPassword = z
  .string()
  .min(LIMITS.passwordMinLength, {
    message: `Password must be at least ${LIMITS.passwordMinLength} characters`,
  })
  .max(LIMITS.passwordMaxLength, {
    message: `Password must be at most ${LIMITS.passwordMaxLength} characters`,
  });

/** Form-encoded body of POST /api/auth/token (OAuth2 password flow field names). */
export const ZTokenRequest = z.object({
  username: z.string().trim().min(1, { message: 'Email is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(LIMITS.passwordMaxLength),
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  first_name: trimmed(LIMITS.nameMaxLength).default(''),
  last_name: trimmed(LIMITS.nameMaxLength).default(''),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** The interface languages: English (the spec's strings), German, French and Italian. */
export const INTERFACE_LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export const ZInterfaceLanguage = z.enum(INTERFACE_LANGUAGES);
export type TInterfaceLanguage = z.infer<typeof ZInterfaceLanguage>;

export const ZCurrentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_admin: z.boolean(),
    accepted_disclaimer: z.boolean(),
    allowed_project_types: z.array(ZProjectType),
    /** Set by a temporary password (admin reset, new account): only me, change-password and logout work until then. */
    must_change_password: z.boolean(),
    /** The interface language the user chose; null until they choose one (the browser's language is used). */
    language: ZInterfaceLanguage.nullable(),
  })
  .meta({ id: 'CurrentUser' });

/** PATCH /api/auth/me: the user's own settings. */
export const ZUpdateMeRequest = z.strictObject({ language: ZInterfaceLanguage });
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** POST /api/auth/change-password; answered with a fresh token, since the user's other sessions end. */
export const ZChangePasswordRequest = z.object({
  current_password: z
    .string()
    .min(1, { message: 'Current password is required' })
    .max(LIMITS.passwordMaxLength, { message: 'Current password is incorrect' }),
  new_password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

// ─── projects and revisions ────────────────────────────────────────────────

export const ZProjectRole = z.enum(PROJECT_ROLES).meta({ id: 'ProjectRole' });

export const ZProject = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    project_type: ZProjectType,
    revision_count: z.number().int(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    /** The caller's role in the project. */
    role: ZProjectRole,
    owner: z.object({ user_id: z.string(), name: z.string() }),
  })
  .meta({ id: 'Project' });
export type TProject = z.infer<typeof ZProject>;

export const ZProjectName = z
  .string({ message: 'Project name is required' })
  .trim()
  .min(1, { message: 'Project name is required' })
  .max(LIMITS.projectNameMaxLength, {
    message: `Project name must be at most ${LIMITS.projectNameMaxLength} characters`,
  });

export const ZProjectDescription = z
  .string()
  .trim()
  .max(LIMITS.projectDescriptionMaxLength, {
    message: `Description must be at most ${LIMITS.projectDescriptionMaxLength} characters`,
  })
  .nullish()
  .transform((value) => (value ? value : undefined));

export const ZCreateProjectRequest = z.object({
  name: ZProjectName,
  description: ZProjectDescription,
  project_type: ZProjectType,
});
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequest>;

export const ZUpdateProjectRequest = z.object({
  name: ZProjectName.optional(),
  description: ZProjectDescription,
});
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequest>;

// ─── project members ───────────────────────────────────────────────────────

export const ZProjectMember = z
  .object({
    user_id: z.string(),
    email: z.string(),
    name: z.string(),
    role: ZProjectRole,
    added_at: isoDateTime,
  })
  .meta({ id: 'ProjectMember' });
export type TProjectMember = z.infer<typeof ZProjectMember>;

/** The roles the owner gives when adding a member; `owner` comes only by handing the project over. */
export const ZMemberRole = z.enum(['editor', 'viewer'], { message: 'Role must be editor or viewer' });

export const ZAddProjectMemberRequest = z.object({ email: ZEmail, role: ZMemberRole });
export type TAddProjectMemberRequest = z.input<typeof ZAddProjectMemberRequest>;

/** `owner` hands the project over to this member; the old owner becomes an editor. */
export const ZUpdateProjectMemberRequest = z.object({
  role: z.enum(PROJECT_ROLES, { message: 'Role must be owner, editor or viewer' }),
});
export type TUpdateProjectMemberRequest = z.input<typeof ZUpdateProjectMemberRequest>;

export const ZDashboardResponse = z.object({
  needs_disclaimer: z.boolean(),
  projects: z.array(ZProject),
  user: ZCurrentUser,
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

export const ZPiiEntity = z
  .object({
    entity_type: ZPiiEntityType,
    text: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    confidence: z.number().min(0).max(1),
    /** Why the detector took this for personal data, in plain words ("after 'Kontakt:'", "IBAN checksum valid"). */
    reasons: z.array(z.string()).optional(),
  })
  .meta({ id: 'PiiEntity' });
export type TPiiEntity = z.infer<typeof ZPiiEntity>;

/**
 * How a PDF's text was read where pages had no text layer (scans): by OCR, offline, in the document worker. Page
 * numbers count from 1 in the document.
 */
export const ZFileOcr = z
  .object({
    /** Pages whose text came from OCR, in order. */
    pages: z.array(z.number().int().positive()),
    /** Pages in the whole document (digital and scanned). */
    page_count: z.number().int().nonnegative(),
    /** How sure the OCR was: mean word confidence over the pages it read, 0–100. */
    confidence: z.number().min(0).max(100),
    /** Scanned pages from which OCR read no usable text; their content is missing from `content`. */
    unreadable_pages: z.array(z.number().int().positive()),
  })
  .meta({ id: 'FileOcr' });
export type TFileOcr = z.infer<typeof ZFileOcr>;

/** Where processing of a long file has got to, while it is PROCESSING: "reading page 3 of 12" (scanned pages). */
export const ZFileProgress = z
  .object({
    /** The page being read now (counting from 1 in the document). */
    page: z.number().int().positive(),
    page_count: z.number().int().positive(),
  })
  .meta({ id: 'FileProgress' });
export type TFileProgress = z.infer<typeof ZFileProgress>;

export const ZDocumentFile = z
  .object({
    id: z.string(),
    /** The project the file belongs to (its masking corrections are the project's). */
    project_id: z.string(),
    filename: z.string(),
    original_filename: z.string(),
    file_role: z.string(),
    role: z.string(),
    processing_status: ZFileStatus,
    file_size: z.number().int(),
    file_type: z.enum(['pdf', 'docx']),
    created_at: isoDateTime,
    content: z.string().nullable(),
    anonymized_content: z.string().nullable(),
    /** Every detected entity; empty in the polled revision list (`include_content=false`), which counts them instead. */
    pii_entities: z.array(ZPiiEntity),
    /** How many entities of each detected type the file holds (only the types found), in every response. */
    pii_entity_counts: z.partialRecord(ZPiiEntityType, z.number().int().nonnegative()),
    error: z.string().nullable(),
    /** Why processing failed, stable for clients (null unless the status is ERROR, and for failures recorded before codes). */
    error_code: ZFileErrorCode.nullable().optional(),
    /** Whether processing the same file again can succeed (`retry-processing`); false outside ERROR. */
    can_retry: z.boolean().optional(),
    /** Set when some of the text came from OCR (scanned pages); null for digital documents and while unread. */
    ocr: ZFileOcr.nullable().optional(),
    /** Progress of a file being read page by page (OCR); null when not PROCESSING or not known. */
    progress: ZFileProgress.nullable().optional(),
  })
  .meta({ id: 'File' });
export type TDocumentFile = z.infer<typeof ZDocumentFile>;

export const ZChatRef = z.object({ id: z.string() });

/**
 * `include_content=false` leaves out the files' text (null) and their entities (an empty list, with
 * `pii_entity_counts` still counting them), for polling a revision's processing state: the response stays small
 * however large the documents are. The review page reads one file's text and entities from `GET /api/files/{id}`.
 */
export const ZRevisionListQuery = z.object({
  include_content: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** What changed in a revision since its analysis: a document (by slot) or the masking of all of them. */
export const REVISION_CHANGE_KINDS = [
  'document_added',
  'document_replaced',
  'document_removed',
  'document_read',
  'masking_changed',
] as const;
export const ZRevisionChangeKind = z.enum(REVISION_CHANGE_KINDS);
export type TRevisionChangeKind = z.infer<typeof ZRevisionChangeKind>;

export const ZRevisionChange = z
  .object({
    kind: ZRevisionChangeKind,
    /** The document slot; null for `masking_changed`. */
    slot: z.string().nullable(),
    /** The latest change of this kind to this slot. */
    changed_at: isoDateTime,
  })
  .meta({ id: 'RevisionChange' });
export type TRevisionChange = z.infer<typeof ZRevisionChange>;

/** The revision's current analysis: when it was written and what changed since it started, oldest first. */
export const ZRevisionAnalysis = z
  .object({
    created_at: isoDateTime,
    changes_since: z.array(ZRevisionChange),
  })
  .meta({ id: 'RevisionAnalysis' });
export type TRevisionAnalysis = z.infer<typeof ZRevisionAnalysis>;

export const ZRevision = z
  .object({
    id: z.string(),
    created_at: isoDateTime,
    files: z.array(ZDocumentFile),
    chat: ZChatRef.nullable(),
    /** The revision's documents or masking changed after its analysis started (`analysis.changes_since`). */
    is_analysis_outdated: z.boolean(),
    /** Null until an analysis has been written. */
    analysis: ZRevisionAnalysis.nullable(),
  })
  .meta({ id: 'Revision' });
export type TRevision = z.infer<typeof ZRevision>;

/**
 * The optional body of `POST /api/projects/{id}/revisions`. Without it (or with `{}`) the new revision starts empty, as
 * the spec's '+ Add' does; with `from_revision_id` it starts with that revision's files, text and masking carried over.
 */
export const ZCreateRevisionRequest = z.strictObject({ from_revision_id: z.string().optional() });
export type TCreateRevisionRequest = z.infer<typeof ZCreateRevisionRequest>;

// ─── chat ───────────────────────────────────────────────────────────────────

export const ZChatMessage = z
  .object({
    id: z.string(),
    chat_id: z.string(),
    user_id: z.string(),
    message_type: ZMessageType,
    content: z.string(),
    html_content: z.string(),
    created_at: isoDateTime,
    is_interrupted: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZAnalyzeResponse = z.object({ chat_id: z.string() });
export type TAnalyzeResponse = z.infer<typeof ZAnalyzeResponse>;

export const ZChatStreamQuery = z.object({
  user_input: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, { message: 'Message is required' })
    .max(LIMITS.chatMessageMaxLength, {
      message: `Message must be at most ${LIMITS.chatMessageMaxLength} characters`,
    }),
});

/** Server-sent events of the analysis and chat streams (spec section 4, DESIGN.md "SSE"). */
export const ZStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('clear_messages') }),
  z.object({ type: z.literal('user_message'), message: ZChatMessage }),
  z.object({ type: z.literal('start_user') }),
  z.object({ type: z.literal('start_assistant') }),
  z.object({ type: z.literal('chunk'), content: z.string() }),
  z.object({ type: z.literal('complete'), message: ZChatMessage, chat_id: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('stream_end') }),
]);
export type TStreamEvent = z.infer<typeof ZStreamEvent>;
export type TStreamEventType = TStreamEvent['type'];

// ─── admin ──────────────────────────────────────────────────────────────────

export const ZAdminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    accepted_disclaimer: z.boolean(),
    allowed_project_types: z.array(ZProjectType),
    created_at: isoDateTime,
    total_revisions_ever_created: z.number().int(),
    revisions_created_last_30_days: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** What deleting an account does to the projects it owns (the admin's confirmation). */
export const ZDeletionPreview = z
  .object({
    /** Projects with other members, passed to the longest-standing editor, else viewer. */
    projects_handed_over: z.number().int(),
    /** Projects without other members, deleted with their documents. */
    projects_deleted: z.number().int(),
  })
  .meta({ id: 'DeletionPreview' });
export type TDeletionPreview = z.infer<typeof ZDeletionPreview>;

export const ZProjectTypeList = z
  .array(ZProjectType)
  .min(1, { message: 'Select at least one project type' })
  .transform((types) => [...new Set(types)]);

export const ZCreateUserRequest = z.object({
  email: ZEmail,
  first_name: trimmed(LIMITS.nameMaxLength).min(1, { message: 'First name is required' }),
  last_name: trimmed(LIMITS.nameMaxLength).default(''),
  password: ZNewPassword,
  is_admin: z.boolean().default(false),
  allowed_project_types: ZProjectTypeList.default([...PROJECT_TYPES]),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZTemporaryPasswordResponse = z.object({ temporary_password: z.string() });
export type TTemporaryPasswordResponse = z.infer<typeof ZTemporaryPasswordResponse>;

export const ZIdParams = z.object({ id: z.string() });
export const ZRevisionParams = z.object({ id: z.string(), revisionId: z.string() });
export const ZMemberParams = z.object({ id: z.string(), userId: z.string() });
export const ZUploadParams = z.object({ id: z.string(), revisionId: z.string(), slot: z.string() });
