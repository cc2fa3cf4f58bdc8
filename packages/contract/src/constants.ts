/** Domain constants shared by the server and the web app (spec sections 3, 4 and 9). */

export const PROJECT_TYPES = ['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP'] as const;
export type TProjectType = (typeof PROJECT_TYPES)[number];

/** A member's role in a project: the owner does everything, an editor works on it, a viewer reads and exports. */
export const PROJECT_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TProjectRole = (typeof PROJECT_ROLES)[number];

const EVERY_MEMBER = ['owner', 'editor', 'viewer'] as const;
const WORKERS = ['owner', 'editor'] as const;
const OWNER = ['owner'] as const;

/**
 * Who may do what in a project: the one table of actions and the roles allowed them. The server's access policy
 * (apps/server/src/projects/access-policy.ts) enforces it on every operation; the web app reads it to leave out the
 * controls a role may not use.
 */
export const PROJECT_ACTION_ROLES = {
  read: EVERY_MEMBER,
  export: EVERY_MEMBER,
  updateProject: OWNER,
  deleteProject: OWNER,
  manageMembers: OWNER,
  /** The owner hands the project over before leaving it. */
  leave: ['editor', 'viewer'],
  createRevision: WORKERS,
  deleteRevision: WORKERS,
  uploadDocument: WORKERS,
  deleteDocument: WORKERS,
  retryDocument: WORKERS,
  correctMasking: WORKERS,
  runAnalysis: WORKERS,
  sendChatMessage: WORKERS,
} as const satisfies Record<string, readonly TProjectRole[]>;

export type TProjectAction = keyof typeof PROJECT_ACTION_ROLES;

/** Whether a member with `role` may take `action` in the project. */
export function isActionAllowed(role: TProjectRole, action: TProjectAction): boolean {
  const allowed: readonly TProjectRole[] = PROJECT_ACTION_ROLES[action];
  return allowed.includes(role);
}

export const PROJECT_TYPE_LABELS: Record<TProjectType, string> = {
  INNOSUISSE_PROJECT: 'Innosuisse Project',
  ETH_PIONEER_FELLOWSHIP: 'ETH Pioneer Fellowship',
};

export interface TSlotDefinition {
  id: string;
  name: string;
  description: string;
  required: boolean;
}

export const ACCEPTED_EXTENSIONS = ['.pdf', '.docx'] as const;
export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type. Accepted types: .pdf, .docx';

/** The document slots of each project type, in display order (spec section 3). */
export const SLOTS_BY_PROJECT_TYPE: Record<TProjectType, readonly TSlotDefinition[]> = {
  INNOSUISSE_PROJECT: [
    {
      id: 'APPLICATION_DRAFT',
      name: 'Application Draft',
      description: 'The full application text: innovation, market, work plan, team and milestones.',
      required: true,
    },
    {
      id: 'FUNDING_PROPOSAL',
      name: 'Funding Proposal',
      description: 'Budget and financing: project costs, partner contributions and cash contribution.',
      required: true,
    },
    {
      id: 'RISK_MATRIX',
      name: 'Risk Matrix',
      description: 'Technical, market and organisational risks with their mitigations.',
      required: false,
    },
    {
      id: 'SUPPORTING_DOCS',
      name: 'Supporting Documents',
      description: 'Letters of intent, market studies or other evidence.',
      required: false,
    },
  ],
  ETH_PIONEER_FELLOWSHIP: [
    {
      id: 'RESEARCH_PROPOSAL',
      name: 'Research Proposal',
      description: 'The innovation, its market potential and the 12–18-month plan with milestones.',
      required: true,
    },
    {
      id: 'BUDGET',
      name: 'Budget',
      description: 'The budget of the fellowship (at most CHF 150,000).',
      required: true,
    },
    { id: 'CV', name: 'CV', description: "The applicant's curriculum vitae.", required: true },
    {
      id: 'PUBLICATIONS',
      name: 'Publications',
      description: 'Publications, patents or other prior work the project builds on.',
      required: false,
    },
  ],
};

export const ALL_SLOT_IDS = [
  ...new Set(Object.values(SLOTS_BY_PROJECT_TYPE).flatMap((slots) => slots.map((slot) => slot.id))),
];

export function findSlot(projectType: TProjectType, slotId: string): TSlotDefinition | undefined {
  return SLOTS_BY_PROJECT_TYPE[projectType].find((slot) => slot.id === slotId);
}

export const FILE_STATUSES = ['UPLOADED', 'PROCESSING', 'PROCESSED', 'ERROR'] as const;
export type TFileStatus = (typeof FILE_STATUSES)[number];

/**
 * Why a file's processing failed (`error_code` next to the user-facing `error`). The first eight come from reading the
 * document; the last four from the processing machinery.
 */
export const EXTRACTION_ERROR_CODES = [
  'ENCRYPTED',
  'CORRUPT',
  'NO_TEXT',
  'TOO_LARGE_UNZIPPED',
  'UNSUPPORTED',
  'TIMEOUT',
  /** A scan with more pages to read by OCR than the server's limit (`OCR_MAX_PAGES`). */
  'OCR_TOO_MANY_PAGES',
  /** One scanned page took longer to read than the server's limit (`OCR_PAGE_TIMEOUT_S`). */
  'OCR_PAGE_TIMEOUT',
] as const;
export const FILE_ERROR_CODES = [
  ...EXTRACTION_ERROR_CODES,
  'PROCESSING_TIMEOUT',
  'OUT_OF_MEMORY',
  'INTERNAL',
  'REPEATED_FAILURE',
] as const;
export type TFileErrorCode = (typeof FILE_ERROR_CODES)[number];

/**
 * Failures that processing the same file again can overcome: an internal fault or a machine too busy to finish in
 * time. A password, a damaged file or an unsupported type fails again the same way; only a new upload helps.
 * A failure recorded without a code (before codes existed) may be either, so it may be retried.
 */
export const RETRYABLE_FILE_ERROR_CODES: readonly TFileErrorCode[] = [
  'PROCESSING_TIMEOUT',
  'INTERNAL',
  'OCR_PAGE_TIMEOUT',
];

/** A stored code as this version knows it; anything else (none, or one a later version wrote) reads as unknown. */
export function parseFileErrorCode(code: string | null | undefined): TFileErrorCode | null {
  return FILE_ERROR_CODES.find((known) => known === code) ?? null;
}

export function isRetryableFileError(code: TFileErrorCode | null | undefined): boolean {
  return code == null || RETRYABLE_FILE_ERROR_CODES.includes(code);
}

/** Where uploaded files are kept: the local files folder under DATA_DIR, or an S3-compatible bucket (issue 15). */
export const STORAGE_KINDS = ['local', 's3'] as const;
export type TStorageKind = (typeof STORAGE_KINDS)[number];

export const MESSAGE_TYPES = ['USER', 'ASSISTANT'] as const;
export type TMessageType = (typeof MESSAGE_TYPES)[number];

/** Entity types use Presidio's names where they exist (DESIGN.md). */
export const PII_ENTITY_TYPES = [
  'PERSON',
  'EMAIL_ADDRESS',
  'PHONE_NUMBER',
  'IBAN_CODE',
  'CREDIT_CARD',
  'IP_ADDRESS',
  'URL',
  'LOCATION',
  'DATE_TIME',
  'CH_AHV_NUMBER',
  'STREET_ADDRESS',
  /** A term the user asked to mask that is not a person's name (a project's or product's name …): never detected. */
  'TERM',
] as const;
export type TPiiEntityType = (typeof PII_ENTITY_TYPES)[number];

export const LIMITS = {
  /** Status polling of the revision list while a file is being processed. */
  pollIntervalMs: 2000,
  maxPolls: 30,
  /** How long the admin screen shows a temporary password. */
  temporaryPasswordVisibleMs: 30_000,
  /** Detected entity types shown per file on the files page before '+N more'. */
  maxEntityTypesShown: 3,
  revisionIdShownChars: 8,
  activityWindowDays: 30,
  /** Query cache freshness in the web app. */
  queryStaleTimeMs: 5 * 60_000,
  projectNameMaxLength: 200,
  projectDescriptionMaxLength: 5000,
  nameMaxLength: 100,
  /** The length rule of every new password; the server also refuses easily guessed ones. */
  passwordMinLength: 10,
  passwordMaxLength: 256,
  chatMessageMaxLength: 8000,
} as const;

export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';
