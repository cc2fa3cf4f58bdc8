import { ZHealthResponse } from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { AppError } from '../errors.js';
import { errors } from './schemas.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Answers once the database answers',
        response: { 200: ZHealthResponse, ...errors(503) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.ctx.db);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
