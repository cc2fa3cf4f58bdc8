import { type TProjectType, ZIdParams, ZRevisionComparison, ZRevisionComparisonQuery } from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chooseExportLanguage } from '../export/chat-docx.js';
import { buildComparisonDocx, comparisonFileName } from '../export/comparison-docx.js';
import { currentUser } from '../plugins/authentication.js';
import { compareProjectRevisions } from '../projects/revision-comparison.js';
import { bearer, errors } from './schemas.js';
import { DOCX_TYPE, sendDocx } from './send-docx.js';

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

  app.get(
    '/projects/:id/compare/export',
    {
      schema: {
        tags,
        summary: 'The comparison of two revisions as a Word document',
        description: 'Same query and errors as `GET /api/projects/{id}/compare`.',
        security: bearer,
        params: ZIdParams,
        querystring: ZRevisionComparisonQuery,
        produces: [DOCX_TYPE],
        response: { 200: z.any().describe('.docx file'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { from, to } = request.query;
      const { comparison, project } = await compareProjectRevisions(
        ctx.db,
        user,
        request.params.id,
        [from, to],
        'export',
      );
      const document = await buildComparisonDocx({
        projectName: project.name,
        projectType: project.project_type as TProjectType,
        comparison,
        exportedAt: new Date(),
        language: chooseExportLanguage(comparison.after.report_language, user.language),
      });
      return sendDocx(reply, comparisonFileName(project.name, comparison.before, comparison.after), document);
    },
  );
};
