/**
 * Configuration is read from the environment once, validated with Zod, and start-up fails
 * with a message that names every bad variable.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { findPasswordProblem, releasePasswordEstimator } from './auth/password-rules.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A duration in seconds ("3600") or with a unit ("45m", "12h", "7d"). */
const duration = z
  .string()
  .regex(/^\d+\s*(s|m|h|d)?$/, { message: 'use seconds or a number with s, m, h or d, e.g. 12h' })
  .transform((value) => {
    const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value);
    const amount = Number(match?.[1]);
    const unitSeconds = { s: 1, m: 60, h: 3600, d: 86_400 }[match?.[2] ?? 's'] ?? 1;
    return amount * unitSeconds;
  })
  .refine((seconds) => seconds >= 60, { message: 'must be at least one minute' });

/** proxy-addr's names for private ranges, accepted by Fastify beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_FORMS =
  'use false, the number of proxies in front of the server (e.g. 1), or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * How the client's address is found behind reverse proxies; it keys the sign-in throttle.
 * - `false`: the connecting peer is the client; X-Forwarded-For is ignored.
 * - a hop count `n`: the n-th X-Forwarded-For entry from the right is the client. Only safe when the
 *   server can be reached through the proxies alone: a direct client can write that entry itself.
 * - addresses/CIDRs of the proxies: entries are skipped from the right while they come from one of
 *   them, so only a listed proxy can name the client. The safest form.
 * `true` ("trust every entry") is refused: the leftmost entry is whatever the client sent.
 */
export type TTrustProxy = false | number | string[];

const trustProxySetting = z.string().transform((value, context): TTrustProxy => {
  const setting = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(setting)) return false;
  if (/^\d{1,2}$/.test(setting)) return Number(setting);
  if (['true', 'yes'].includes(setting)) {
    context.addIssue({
      code: 'custom',
      message: `trusting every proxy lets clients choose their own address; ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrCidr)) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
  return z.NEVER;
});

/**
 * Fastify 5.12 ignores a numeric `trustProxy` (it cannot check the peer), so a hop count becomes a
 * trust function: the connecting peer is hop 0, the rightmost X-Forwarded-For entry hop 1, and so on.
 */
export function toFastifyTrustProxy(
  setting: TTrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** `auto` asks for AES-256 and goes without when the provider refuses it (said in the log at start-up). */
export const S3_ENCRYPTION_MODES = ['auto', 'AES256', 'none'] as const;
export type TS3Encryption = (typeof S3_ENCRYPTION_MODES)[number];

/** The S3 settings that mean nothing without S3_BUCKET. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_SERVER_SIDE_ENCRYPTION',
];

const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  TOKEN_TTL: duration.default(12 * 3600),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  /** Checked with the rules of every new password, in findCrossFieldProblems (they need ADMIN_EMAIL). */
  ADMIN_PASSWORD: z.string().optional(),
  ALLOW_REGISTRATION: booleanFlag.default(false),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  LLM_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  LLM_BASE_URL: z.url({ message: 'must be a URL' }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** Longest a whole answer may take, and the longest pause between two chunks of it. */
  LLM_TIMEOUT_S: z.coerce.number().positive().max(3600).default(300),
  LLM_IDLE_TIMEOUT_S: z.coerce.number().positive().max(3600).default(60),
  /** How many criteria a model reviews at the same time in an analysis (each is one call within the limits above). */
  LLM_REVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Scanned pages read by OCR per file at most (0 turns OCR off); a scan with more ends in an error. */
  OCR_MAX_PAGES: z.coerce.number().int().min(0).max(5000).default(50),
  /** Longest rendering and reading one scanned page may take. */
  OCR_PAGE_TIMEOUT_S: z.coerce.number().positive().max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which X-Forwarded-For entries to believe: see `trustProxySetting`. */
  TRUST_PROXY: trustProxySetting.default(false),
  /** S3-compatible storage for uploaded files (several instances); unset S3_BUCKET keeps them under DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ message: 'must be a URL, e.g. https://sos-ch-gva-2.exo.io' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(S3_ENCRYPTION_MODES).default('auto'),
  /** Where the built SPA lives; defaults to apps/web/dist of this checkout. */
  WEB_DIST_DIR: z.string().optional(),
});

/** Rules across variables, checked on the raw values so they are reported with any other error. */
function findCrossFieldProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  if (env.ADMIN_PASSWORD) {
    const problem = findPasswordProblem(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL, first_name: 'Admin' });
    // Checked once at start-up: the word lists need not stay in memory until the next password change.
    releasePasswordEstimator();
    if (problem) problems.push(`ADMIN_PASSWORD: ${problem}`);
  }
  if (env.LLM_PROVIDER === 'openai-compatible') {
    for (const key of ['LLM_BASE_URL', 'LLM_MODEL']) {
      if (!env[key]) problems.push(`${key}: is required when LLM_PROVIDER=openai-compatible`);
    }
  }
  const s3Settings = S3_SETTINGS.filter((key) => env[key]);
  if (s3Settings.length > 0 && !env.S3_BUCKET) {
    problems.push(`S3_BUCKET: is required when ${s3Settings.join(', ')} ${s3Settings.length > 1 ? 'are' : 'is'} set`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`);
  }
  return problems;
}

export type TConfig = z.infer<typeof ZEnvironment>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO. */
function withoutEmptyValues(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): TConfig {
  const raw = withoutEmptyValues(environment);
  const parsed = ZEnvironment.safeParse(raw);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`) ?? []),
    ...findCrossFieldProblems(raw),
  ];
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}
