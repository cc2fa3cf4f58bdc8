import {
  ZAddProjectMemberRequest,
  ZIdParams,
  ZMemberParams,
  ZProjectMember,
  ZUpdateProjectMemberRequest,
} from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authentication.js';
import { presentMember } from '../presenters/projects.js';
import { AppError } from '../errors.js';
import { createMemberLookupLimiter } from '../projects/member-lookups.js';
import {
  addMember,
  changeMemberRole,
  listMembers,
  NO_ACCOUNT_MESSAGE,
  removeMember,
} from '../projects/members.service.js';
import { AUTHENTICATED, bearer, errors } from './schemas.js';

const tags = ['members'];

/** The members of a project and their roles; registered behind requireUser and requireTerms. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const lookups = createMemberLookupLimiter();

  app.get(
    '/projects/:id/members',
    {
      schema: {
        tags,
        summary: "The project's members with their roles, the owner first (any member)",
        security: bearer,
        params: ZIdParams,
        response: { 200: z.array(ZProjectMember), ...errors(401, 403, 404) },
      },
    },
    async (request) => (await listMembers(ctx.db, currentUser(request), request.params.id)).map(presentMember),
  );

  app.post(
    '/projects/:id/members',
    {
      schema: {
        tags,
        summary: 'Add the active account with this e-mail address as an editor or viewer (owner only)',
        description: '404 when no active account uses the address, 409 when it is already a member.',
        security: bearer,
        params: ZIdParams,
        body: ZAddProjectMemberRequest,
        response: { 201: ZProjectMember, ...errors(...AUTHENTICATED, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      lookups.check(user.id);
      try {
        const member = await addMember(ctx.db, user, request.params.id, request.body);
        return reply.status(201).send(presentMember(member));
      } catch (error) {
        if (error instanceof AppError && error.message === NO_ACCOUNT_MESSAGE) lookups.recordMiss(user.id);
        throw error;
      }
    },
  );

  app.patch(
    '/projects/:id/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role (owner only); `owner` hands the project over and the caller becomes an editor",
        security: bearer,
        params: ZMemberParams,
        body: ZUpdateProjectMemberRequest,
        response: { 200: ZProjectMember, ...errors(...AUTHENTICATED, 403, 404, 409) },
      },
    },
    async (request) =>
      presentMember(
        await changeMemberRole(
          ctx.db,
          currentUser(request),
          request.params.id,
          request.params.userId,
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/projects/:id/members/:userId',
    {
      schema: {
        tags,
        summary:
          'Remove a member (owner only), or leave the project (a member naming themselves; the owner hands it over first)',
        security: bearer,
        params: ZMemberParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(ctx.db, currentUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
