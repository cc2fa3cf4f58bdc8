/**
 * One error type for everything the server refuses on purpose. `detail` is what the user sees;
 * anything else (a bug, a driver error) is logged and answered with a plain 500.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: TErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (detail: string) => new AppError('FORBIDDEN', detail);
export const conflict = (detail: string) => new AppError('CONFLICT', detail);
export const badRequest = (detail: string) => new AppError('BAD_REQUEST', detail);

/** "30 seconds", "1 minute", "15 minutes": how long a client is asked to wait, in words. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 with its `retry-after` header; `message` puts the wait in words into the detail. */
export const tooManyRequests = (message: (wait: string) => string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message(describeWait(retryAfterSeconds)), {
    'retry-after': String(retryAfterSeconds),
  });
