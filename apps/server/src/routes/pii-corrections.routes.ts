import {
  ZCreatePiiCorrectionRequest,
  ZIdParams,
  ZPiiCorrection,
  ZPiiCorrectionChange,
  ZPiiCorrectionParams,
} from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authentication.js';
import { presentPiiCorrection } from '../presenters/pii-corrections.js';
import {
  addPiiCorrection,
  listPiiCorrections,
  removePiiCorrection,
  type TCorrectionChange,
} from '../projects/pii-corrections.service.js';
import { AUTHENTICATED, bearer, errors } from './schemas.js';

const tags = ['projects'];

const presentChange = (change: TCorrectionChange) => ({
  correction: presentPiiCorrection(change.correction),
  recomputed_file_ids: change.recomputedFileIds,
});

/** The masking corrections of a project; registered behind requireUser and requireTerms. */
export const piiCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/projects/:id/pii-corrections',
    {
      schema: {
        tags,
        summary: "The project's masking corrections: items kept in clear and terms added to the masking",
        security: bearer,
        params: ZIdParams,
        response: { 200: z.array(ZPiiCorrection), ...errors(401, 403, 404) },
      },
    },
    async (request) =>
      (await listPiiCorrections(ctx, currentUser(request), request.params.id)).map(presentPiiCorrection),
  );

  app.post(
    '/projects/:id/pii-corrections',
    {
      schema: {
        tags,
        summary:
          'Keep an item in clear ("keep") or mask a missed term ("mask") in every file of the project; recomputes ' +
          'the anonymized text from the stored text and answers with the files whose masking changed',
        security: bearer,
        params: ZIdParams,
        body: ZCreatePiiCorrectionRequest,
        response: { 201: ZPiiCorrectionChange, ...errors(...AUTHENTICATED, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const change = await addPiiCorrection(ctx, currentUser(request), request.params.id, request.body);
      return reply.status(201).send(presentChange(change));
    },
  );

  app.delete(
    '/projects/:id/pii-corrections/:correctionId',
    {
      schema: {
        tags,
        summary:
          'Undo a masking correction (recorded with who undid it and when); recomputes the anonymized text and ' +
          'answers with the files whose masking changed',
        security: bearer,
        params: ZPiiCorrectionParams,
        response: { 200: ZPiiCorrectionChange, ...errors(401, 403, 404) },
      },
    },
    async (request) =>
      presentChange(
        await removePiiCorrection(ctx, currentUser(request), request.params.id, request.params.correctionId),
      ),
  );
};
