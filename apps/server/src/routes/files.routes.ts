import { ZDocumentFile, ZDocumentStructure, ZIdParams, ZUploadParams } from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { structureOfFile } from '../documents/structure/index.js';
import { conflict } from '../errors.js';
import { loadEntities } from '../files/files.queries.js';
import { deleteFile, getFile, retryProcessing, uploadToSlot, type TOwnedFile } from '../files/files.service.js';
import { currentUser } from '../plugins/authentication.js';
import { presentFile } from '../presenters/projects.js';
import { bearer, errors } from './schemas.js';
import { readUploadedFile } from './upload-request.js';

const tags = ['files'];
const FILE_NOT_PROCESSED = 'This file has not been processed yet.';

/** Uploads and files; registered behind requireUser and requireTerms. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const maxBytes = Math.round(ctx.config.MAX_UPLOAD_MB * 1024 * 1024);

  const present = async ({ file, project }: TOwnedFile) =>
    presentFile(file, project, (await loadEntities(ctx.db, [file])).get(file.id) ?? []);

  app.post(
    '/projects/:id/revisions/:revisionId/upload-slot/:slot',
    {
      schema: {
        tags,
        summary:
          "Upload a .pdf or .docx into one of the project type's slots (multipart field `file`); replaces a filled slot",
        consumes: ['multipart/form-data'],
        security: bearer,
        params: ZUploadParams,
        response: { 201: ZDocumentFile, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const part = await readUploadedFile(request, maxBytes);
      const uploaded = await uploadToSlot(
        ctx,
        currentUser(request),
        { projectId: request.params.id, revisionId: request.params.revisionId, slot: request.params.slot },
        part,
        maxBytes,
      );
      ctx.jobs.notify();
      return reply.status(201).send(await present(uploaded));
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        summary: 'A file with its text, anonymized text and detected personal data',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZDocumentFile, ...errors(401, 403, 404) },
      },
    },
    async (request) => present(await getFile(ctx.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/files/:id/structure',
    {
      schema: {
        tags,
        summary:
          "A processed file's document model: sections, paragraphs, lists and tables, offsets into its `content` " +
          '(409 until the file is processed)',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZDocumentStructure, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { file } = await getFile(ctx.db, currentUser(request), request.params.id);
      if (file.status !== 'PROCESSED' || file.content === null) throw conflict(FILE_NOT_PROCESSED);
      return structureOfFile({ content: file.content, structure: file.structure });
    },
  );

  app.delete(
    '/files/:id',
    {
      schema: {
        tags,
        summary: 'Delete a file with its text, entities and stored blob',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteFile(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/files/:id/retry-processing',
    {
      schema: {
        tags,
        summary: 'Process a failed file again (409 unless its status is ERROR)',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZDocumentFile, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const file = await retryProcessing(ctx, currentUser(request), request.params.id);
      ctx.jobs.notify();
      return present(file);
    },
  );
};
