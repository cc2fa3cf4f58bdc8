import { ZErrorResponse } from '@grant-review/contract';

/** Error responses a route may give, for the OpenAPI document and the serializer. */
export const errors = (...statuses: readonly (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503)[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<number, typeof ZErrorResponse>;

export const AUTHENTICATED = [401, 422] as const;
export const bearer = [{ bearerAuth: [] }];
