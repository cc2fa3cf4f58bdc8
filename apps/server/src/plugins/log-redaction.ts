/**
 * What the server log may hold. Request lines carry the method, a path reduced to route words and ids, the
 * status and the time taken: never a query string (the chat sends what the user typed as `user_input`), a body,
 * a file name or any other text a user wrote. Errors are logged by name, code, message and stack only: the
 * extra fields drivers and SDKs attach (a PostgreSQL `detail` quoting the duplicate e-mail, the AI SDK's
 * `requestBodyValues` holding the whole prompt) stay out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SLOTS_BY_PROJECT_TYPE } from '@grant-review/contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Built web assets (`/assets/index-BxUiIfWq.js`): names made by the build, not by users. */
const ASSET_NAME = /^[\w-]{1,100}\.(?:js|css|map|svg|png|ico|webp|woff2?|txt|json|html|webmanifest)$/;
/** The web app's own routes (spec section 2), which the SPA fallback serves. */
const CLIENT_ROUTE_WORDS = ['login', 'projects', 'new', 'revisions', 'analysis', 'files', 'review', 'admin', 'assets'];
const SLOT_IDS = Object.values(SLOTS_BY_PROJECT_TYPE).flatMap((slots) => slots.map((slot) => slot.id));
const REDACTED = ':value';
const MAX_LOGGED_SEGMENTS = 12;

export interface TLogRedaction {
  serializers: {
    req: (request: FastifyRequest) => Record<string, unknown>;
    err: (error: unknown) => TSerializedError;
  };
  /** Learns the static words of every route, so paths keep them and lose everything else. */
  register(app: FastifyInstance): void;
}

export function createLogRedaction(): TLogRedaction {
  const routeWords = new Set<string>([...CLIENT_ROUTE_WORDS, ...SLOT_IDS]);

  const redactPath = (url: string): string => {
    const path = url.split(/[?#]/, 1)[0] ?? '';
    const segments = path.split('/');
    const kept = segments
      .slice(0, MAX_LOGGED_SEGMENTS + 1)
      .map((segment) =>
        segment === '' || routeWords.has(segment) || UUID.test(segment) || ASSET_NAME.test(segment)
          ? segment
          : REDACTED,
      );
    if (segments.length > MAX_LOGGED_SEGMENTS + 1) kept.push('…');
    return kept.join('/') + (url.length > path.length ? '?…' : '');
  };

  return {
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactPath(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    register(app) {
      app.addHook('onRoute', (route) => {
        for (const segment of route.url.split('/')) {
          if (segment && !segment.startsWith(':') && !segment.includes('*')) routeWords.add(segment);
        }
      });
    },
  };
}

export interface TSerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Name, code, status, message and stack of an error and its causes; nothing else it carries. */
export function serializeError(error: unknown, depth = 0): TSerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const record: TSerializedError = { type: error.name, message: error.message, stack: error.stack ?? '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' || typeof code === 'number') record.code = code;
  if (typeof statusCode === 'number') record.statusCode = statusCode;
  if (error.cause !== undefined && depth < 3) record.cause = serializeError(error.cause, depth + 1);
  return record;
}
