/**
 * Every error leaves the server as `{"detail": "..."}`. Deliberate refusals keep their status and
 * message; anything unexpected is logged with the request id and answered with a bare 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = (error.code && FRIENDLY_MESSAGES[error.code]) ?? error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}
