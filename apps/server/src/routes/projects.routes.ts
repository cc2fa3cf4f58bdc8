import {
  ZCreateProjectRequest,
  ZCreateRevisionRequest,
  ZDashboardResponse,
  ZIdParams,
  ZProject,
  ZRevision,
  ZRevisionListQuery,
  ZRevisionParams,
  ZUpdateProjectRequest,
} from '@grant-review/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadRevisionDetails } from '../files/files.queries.js';
import { currentUser } from '../plugins/authentication.js';
import { createDashboardCache } from '../projects/dashboard-cache.js';
import { createRevisionFrom } from '../projects/revision-carry-forward.js';
import { presentProject, presentRevision } from '../presenters/projects.js';
import { presentCurrentUser } from '../presenters/users.js';
import {
  createProject,
  createRevision,
  deleteProject,
  deleteRevision,
  getProject,
  listProjects,
  listRevisions,
  updateProject,
} from '../projects/projects.service.js';
import { AUTHENTICATED, bearer, errors } from './schemas.js';

const tags = ['projects'];

/** Project and revision routes; registered behind requireUser and requireTerms. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const dashboardCache = createDashboardCache();

  app.get(
    '/projects/dashboard',
    {
      config: { termsExempt: true },
      schema: {
        tags,
        summary: 'Projects of the signed-in user, whether the terms still need accepting, and the user',
        security: bearer,
        response: { 200: ZDashboardResponse, 304: z.null(), ...errors(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      let dashboard = dashboardCache.get(user);
      if (!dashboard) {
        const projects = user.accepted_disclaimer ? await listProjects(ctx.db, user) : [];
        const body = ZDashboardResponse.parse({
          needs_disclaimer: !user.accepted_disclaimer,
          projects: projects.map(presentProject),
          user: presentCurrentUser(user),
        });
        dashboard = dashboardCache.set(user, JSON.stringify(body));
      }
      // The body is already JSON, so it bypasses the typed serializer. Like every API answer it is `no-store`;
      // a client that keeps its own copy may still revalidate it with If-None-Match.
      const raw: FastifyReply = reply;
      raw.header('etag', dashboard.etag);
      if (request.headers['if-none-match'] === dashboard.etag) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(dashboard.body);
    },
  );

  app.get(
    '/projects/',
    {
      schema: {
        tags,
        summary: 'Projects of the signed-in user, most recently changed first',
        security: bearer,
        response: { 200: z.array(ZProject), ...errors(401, 403) },
      },
    },
    async (request) => (await listProjects(ctx.db, currentUser(request))).map(presentProject),
  );

  app.post(
    '/projects/',
    {
      schema: {
        tags,
        summary: 'Create a project of one of the types the user is allowed',
        security: bearer,
        body: ZCreateProjectRequest,
        response: { 201: ZProject, ...errors(...AUTHENTICATED, 403) },
      },
    },
    async (request, reply) => {
      const project = await createProject(ctx.db, currentUser(request), request.body);
      return reply.status(201).send(presentProject(project));
    },
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZProject, ...errors(401, 403, 404) },
      },
    },
    async (request) => presentProject(await getProject(ctx.db, currentUser(request), request.params.id)),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Rename a project or change its description',
        security: bearer,
        params: ZIdParams,
        body: ZUpdateProjectRequest,
        response: { 200: ZProject, ...errors(...AUTHENTICATED, 403, 404) },
      },
    },
    async (request) =>
      presentProject(await updateProject(ctx.db, currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project with its revisions, files and chats',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteProject(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/projects/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Revisions of a project, newest first, each with its files and chat',
        security: bearer,
        params: ZIdParams,
        querystring: ZRevisionListQuery,
        response: { 200: z.array(ZRevision), ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const project = await getProject(ctx.db, currentUser(request), request.params.id);
      const revisions = await listRevisions(ctx.db, project);
      const details = await loadRevisionDetails(ctx.db, revisions, { includeContent: request.query.include_content });
      return details.map((revision) => presentRevision(revision, project));
    },
  );

  app.post(
    '/projects/:id/revisions',
    {
      schema: {
        tags,
        summary: 'Add a revision to a project',
        description:
          'Without a body the revision starts empty. With `from_revision_id` it starts with the files of that revision ' +
          'of the same project carried over (copied, not uploaded or extracted again), with their text, masking and ' +
          'placeholders; files not processed yet are processed again.',
        security: bearer,
        params: ZIdParams,
        // Optional: the spec's '+ Add' sends no body at all (Fastify then hands over null).
        body: ZCreateRevisionRequest.nullish(),
        response: { 201: ZRevision, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const project = await getProject(ctx.db, user, request.params.id, 'createRevision');
      const sourceId = request.body?.from_revision_id;
      let revision;
      if (sourceId === undefined) {
        revision = await createRevision(ctx.db, user, project.id);
      } else {
        const carried = await createRevisionFrom(ctx, user, project.id, sourceId);
        // Carried files that were not processed yet wait in the queue like fresh uploads.
        if (carried.needsProcessing) ctx.jobs.notify();
        revision = carried.revision;
      }
      const [details] = await loadRevisionDetails(ctx.db, [revision]);
      return reply.status(201).send(presentRevision(details!, project));
    },
  );

  app.delete(
    '/projects/:id/revisions/:revisionId',
    {
      schema: {
        tags,
        summary: 'Delete a revision with its files, anonymization map and chat',
        security: bearer,
        params: ZRevisionParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteRevision(ctx, currentUser(request), request.params.id, request.params.revisionId);
      return reply.status(204).send(null);
    },
  );
};
