/**
 * Table types for Kysely. Both databases store booleans as 0/1 integers and timestamps as
 * ISO 8601 UTC text, so one set of queries and migrations serves SQLite and PostgreSQL.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';

type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_admin: Flag;
  is_active: Flag;
  accepted_disclaimer: Flag;
  accepted_disclaimer_at: string | null;
  /** JSON array of project-type codes. */
  allowed_project_types: string;
  /** Bumped to revoke every token issued before (password reset or change). */
  token_version: number;
  /** Set with a temporary password; until it is changed only me, change-password and logout answer. */
  must_change_password: Flag;
  /** Bumped by database triggers on any change to a project the user is a member of, or to their memberships. */
  data_version: number;
  /** The interface language the user chose (migration 0011); null until they choose one. */
  language: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per revision ever created; kept when the revision goes, for the admin activity counters. */
export interface RevisionLogTable {
  id: string;
  user_id: string;
  created_at: string;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  project_type: string;
  created_at: string;
  updated_at: string;
}

/**
 * Who works on a project and with which role (migration 0015): the contract's `PROJECT_ROLES`. The owner has a row
 * too, and is also `projects.user_id`; exactly one row per project has the role `owner`.
 */
export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  role: string;
  added_at: string;
}

export interface RevisionsTable {
  id: string;
  project_id: string;
  /** Creation order within the project; newest first is `seq` descending. */
  seq: number;
  created_at: string;
}

/** What changed in a revision since its analysis started (migration 0012): kinds in `REVISION_CHANGE_KINDS`. */
export interface RevisionChangesTable {
  id: string;
  revision_id: string;
  kind: string;
  /** The document slot; null for a masking correction, which changes every document. */
  slot: string | null;
  created_at: string;
}

export interface FilesTable {
  id: string;
  revision_id: string;
  slot: string;
  original_filename: string;
  stored_filename: string;
  storage_key: string;
  file_type: string;
  file_size: number;
  status: string;
  error: string | null;
  /** The contract's TFileErrorCode when processing failed (migration 0010); null otherwise and for older failures. */
  error_code: string | null;
  content: string | null;
  /** The document model (the contract's DocumentStructure as JSON), offsets into `content`; null before 0006. */
  structure: string | null;
  anonymized_content: string | null;
  /** How OCR read the file's scanned pages (the contract's FileOcr as JSON, migration 0014); null when it read none. */
  ocr: string | null;
  /** The page being read while PROCESSING, and the document's page count (0014); null otherwise. */
  progress_page: number | null;
  progress_page_count: number | null;
  attempts: number;
  claimed_by: string | null;
  claimed_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface PiiEntitiesTable {
  id: string;
  file_id: string;
  entity_type: string;
  text: string;
  start_offset: number;
  end_offset: number;
  confidence: number;
  placeholder: string;
  /** JSON array of plain-English reasons the detector gave; null for entities saved before reasons existed. */
  reasons: string | null;
}

/** The value ↔ placeholder map of a revision. Never sent to an AI provider. */
export interface PlaceholderMapsTable {
  id: string;
  revision_id: string;
  entity_type: string;
  /** Normalised value used to give the same value the same placeholder. */
  value_key: string;
  value: string;
  placeholder: string;
  created_at: string;
}

/** The highest placeholder number issued per revision and type; numbers are never issued twice. */
export interface PlaceholderCountersTable {
  revision_id: string;
  entity_type: string;
  last_number: number;
}

export interface ChatsTable {
  id: string;
  revision_id: string;
  user_id: string;
  stream_lock_id: string | null;
  stream_lock_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: string;
  chat_id: string;
  user_id: string;
  seq: number;
  message_type: string;
  content: string;
  html_content: string;
  is_interrupted: Flag;
  created_at: string;
}

/** Sign-in failures per account, address or (account, address) pair, keyed by an HMAC of them. */
export interface SignInThrottleTable {
  key: string;
  failures: number;
  /** Pairs only: no attempt is evaluated before this time. */
  blocked_until: string | null;
  expires_at: string;
}

/** Addresses (HMAC of the network) from which a user signed in; they skip the address and account budgets. */
export interface SignInKnownAddressesTable {
  user_id: string;
  address_key: string;
  expires_at: string;
}

/** Access tokens ended by logout, until they would have expired anyway. */
export interface RevokedTokensTable {
  /** The token's `jti` claim. */
  jti: string;
  user_id: string;
  expires_at: string;
}

/** An analysis report (the contract's ReviewReport as JSON), kept with the message it was rendered into. */
export interface ReviewReportsTable {
  id: string;
  chat_id: string;
  message_id: string;
  reviewer: string;
  report: string;
  created_at: string;
}

/** A user's masking correction of a project (migration 0009); undone by setting `deleted_at`, never updated. */
export interface PiiCorrectionsTable {
  id: string;
  project_id: string;
  /** `keep` | `mask` */
  kind: string;
  entity_type: string | null;
  value: string;
  /** The value normalised for matching: case and spacing do not count. */
  value_key: string;
  created_by: string;
  created_at: string;
  deleted_by: string | null;
  deleted_at: string | null;
}

export interface JobInstancesTable {
  id: string;
  heartbeat_ms: number;
}

export interface DB {
  users: UsersTable;
  revision_log: RevisionLogTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  revisions: RevisionsTable;
  revision_changes: RevisionChangesTable;
  files: FilesTable;
  pii_entities: PiiEntitiesTable;
  placeholder_maps: PlaceholderMapsTable;
  placeholder_counters: PlaceholderCountersTable;
  chats: ChatsTable;
  messages: MessagesTable;
  sign_in_throttle: SignInThrottleTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  revoked_tokens: RevokedTokensTable;
  job_instances: JobInstancesTable;
  review_reports: ReviewReportsTable;
  pii_corrections: PiiCorrectionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type ProjectMemberRow = Selectable<ProjectMembersTable>;
export type RevisionRow = Selectable<RevisionsTable>;
export type FileRow = Selectable<FilesTable>;
export type PiiEntityRow = Selectable<PiiEntitiesTable>;
export type PiiCorrectionRow = Selectable<PiiCorrectionsTable>;
export type ChatRow = Selectable<ChatsTable>;
export type MessageRow = Selectable<MessagesTable>;
