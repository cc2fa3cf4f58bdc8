import {
  ZAdminUser,
  ZCreateUserRequest,
  ZDeletionPreview,
  ZIdParams,
  ZProjectTypeList,
  ZTemporaryPasswordResponse,
} from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/authentication.js';
import { presentAdminUser } from '../presenters/users.js';
import { removeBlobsAfter } from '../projects/projects.service.js';
import {
  createUserAsAdmin,
  deleteUser,
  getUserWithActivity,
  listUsersWithActivity,
  resetPassword,
  setProjectTypes,
  toggleDisclaimer,
} from '../users/users.service.js';
import { handOverSharedWork, previewAccountDeletion } from '../users/account-deletion.js';
import { AUTHENTICATED, bearer, errors } from './schemas.js';

const tags = ['admin'];

/** User administration; registered behind requireUser and requireAdmin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'All users with their revision activity',
        security: bearer,
        response: { 200: z.array(ZAdminUser), ...errors(401, 403) },
      },
    },
    async () => (await listUsersWithActivity(ctx.db)).map(presentAdminUser),
  );

  app.post(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Create a user, who must change the given password at the first sign-in',
        security: bearer,
        body: ZCreateUserRequest,
        response: { 201: ZAdminUser, ...errors(...AUTHENTICATED, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await createUserAsAdmin(ctx.db, request.body);
      return reply.status(201).send(presentAdminUser(await getUserWithActivity(ctx.db, user.id)));
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          "Delete a user (not the admin's own account): projects with other members pass to the longest-standing " +
          'editor, else viewer; the others are deleted with their documents',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const userId = request.params.id;
      await removeBlobsAfter(
        ctx,
        { userId },
        (trx) => deleteUser(trx, actor, userId),
        (trx) => handOverSharedWork(trx, userId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/users/:id/deletion-preview',
    {
      schema: {
        tags,
        summary: 'How many projects deleting the user hands over to another member and how many it deletes',
        description:
          'A project the user owns passes to its longest-standing editor, else its longest-standing viewer; one ' +
          'without other members is deleted with its documents.',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZDeletionPreview, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await getUserWithActivity(ctx.db, request.params.id);
      return previewAccountDeletion(ctx.db, user.id);
    },
  );

  app.post(
    '/admin/users/:id/toggle-disclaimer',
    {
      schema: {
        tags,
        summary: 'Flip whether the user has accepted the terms; returns the updated user',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZAdminUser, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await toggleDisclaimer(ctx.db, request.params.id);
      return presentAdminUser(await getUserWithActivity(ctx.db, request.params.id));
    },
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      schema: {
        tags,
        summary:
          'Replace the password with a temporary one, to be changed at the next sign-in; the old password and sessions stop working',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZTemporaryPasswordResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({ temporary_password: await resetPassword(ctx.db, request.params.id) }),
  );

  app.post(
    '/admin/users/:id/project-types',
    {
      schema: {
        tags,
        summary: 'Set the project types the user may create (a JSON array, not empty)',
        security: bearer,
        params: ZIdParams,
        body: ZProjectTypeList,
        response: { 200: ZAdminUser, ...errors(...AUTHENTICATED, 403, 404) },
      },
    },
    async (request) => {
      await setProjectTypes(ctx.db, request.params.id, request.body);
      return presentAdminUser(await getUserWithActivity(ctx.db, request.params.id));
    },
  );
};
