/**
 * Every error leaves the server as `{"detail": "..."}`. Deliberate refusals keep their status and
 * message; anything unexpected is logged with the request id and answered with a bare 500.
 * Errors raised before a request reaches a route (a malformed URL, a header block too large for
 * Node's HTTP parser) get the same shape through `frameworkErrors` and `answerClientError`, and
 * never echo what the client sent.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConcurrencyAbort, isForeignKeyViolation, isUniqueViolation } from '../db/database.js';
import { AppError } from '../errors.js';

const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

export const URL_TOO_LONG_MESSAGE = 'The request URL is too long';
export const BAD_URL_MESSAGE = 'The request URL is not valid: check its percent-encoding';
export const DELETED_MEANWHILE_MESSAGE = 'Not found: it was deleted while this request was running';
export const CONCURRENT_CHANGE_MESSAGE = 'Another change to the same data happened at the same time. Please try again.';

function describeValidationError(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'Invalid request';
  const messages = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : (issue.message ?? 'invalid value');
  });
  return [...new Set(messages)].join('; ');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: describeValidationError(error) });
    }
    // The same races exist wherever a row is written under a parent another request may delete,
    // or next to a row another request may insert; these answers keep them from being 500s.
    if (isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'a parent row was deleted while the request ran');
      return reply.status(404).send({ detail: DELETED_MEANWHILE_MESSAGE });
    }
    if (isUniqueViolation(error) || isConcurrencyAbort(error)) {
      request.log.warn({ err: error }, 'concurrent change');
      return reply.status(409).send({ detail: CONCURRENT_CHANGE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = (error.code && FRIENDLY_MESSAGES[error.code]) ?? error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}

/** Fastify's `frameworkErrors`: the router's refusals, which would otherwise echo the URL. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ detail: URL_TOO_LONG_MESSAGE });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ detail: BAD_URL_MESSAGE });
  } else {
    request.log.error({ err: error }, 'router error');
    void reply.status(500).send({ detail: 'Internal server error' });
  }
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it.
 * A request line that alone overflows the header limit is a URL too long (414), anything else
 * that overflows is 431; other parse errors are 400, and a client too slow to send is 408.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = describeClientError(error);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function describeClientError(error: NodeJS.ErrnoException): [number, string, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'The request took too long to send'];
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return isRequestLineOverflow(error)
      ? [414, 'URI Too Long', URL_TOO_LONG_MESSAGE]
      : [431, 'Request Header Fields Too Large', 'The request headers are too large'];
  }
  return [400, 'Bad Request', 'The request is not valid HTTP'];
}

/** Longer than any URL this API produces; a request line this long is what overflowed. */
const LONGEST_REASONABLE_REQUEST_LINE = 8 * 1024;

/** Node attaches the bytes it was parsing when the limit was hit; they start with the request line. */
function isRequestLineOverflow(error: NodeJS.ErrnoException): boolean {
  const packet: unknown = 'rawPacket' in error ? error.rawPacket : undefined;
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = packet.indexOf('\n');
  return (lineEnd === -1 ? packet.length : lineEnd) > LONGEST_REASONABLE_REQUEST_LINE;
}
