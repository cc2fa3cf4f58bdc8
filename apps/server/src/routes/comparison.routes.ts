import { ZIdParams, ZRevisionComparison, ZRevisionComparisonQuery } from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../plugins/authentication.js';
import { compareProjectRevisions } from '../projects/revision-comparison.js';
import { bearer, errors } from './schemas.js';

const tags = ['projects'];

/** The comparison of two analysed revisions of a project; registered behind requireUser and requireTerms. */
export const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/projects/:id/compare',
    {
      schema: {
        tags,
        summary: 'What changed between the analyses of two revisions of the project',
        description:
          '`from` and `to` name the two revisions in any order; `before` is always the earlier one. Findings are ' +
          'matched by check and criterion, not by wording. 409 when either revision has no analysis.',
        security: bearer,
        params: ZIdParams,
        querystring: ZRevisionComparisonQuery,
        response: { 200: ZRevisionComparison, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const { comparison } = await compareProjectRevisions(ctx.db, currentUser(request), request.params.id, [from, to]);
      return comparison;
    },
  );
};
