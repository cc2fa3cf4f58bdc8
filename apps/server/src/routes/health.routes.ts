import { ZHealthResponse, ZLivenessResponse } from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { createReadiness } from '../health/readiness.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = createReadiness({
    checkDatabase: () => sql`select 1`.execute(app.ctx.db),
    checkStorage: () => app.ctx.storage.checkReady(),
    storageKind: () => app.ctx.storage.kind,
    log: app.log,
  });

  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when the database answers and the file storage can be written, else 503 naming which',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const health = await readiness.check();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers; no dependency is asked',
        response: { 200: ZLivenessResponse },
      },
    },
    () => ({ status: 'ok' as const }),
  );
};
