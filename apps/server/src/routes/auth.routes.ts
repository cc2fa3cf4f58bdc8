import {
  ZChangePasswordRequest,
  ZCurrentUser,
  ZRegisterRequest,
  ZTokenRequest,
  ZTokenResponse,
  ZUpdateMeRequest,
} from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endSession } from '../auth/sessions.js';
import { changeOwnPassword, signIn } from '../auth/sign-in.js';
import { AppError, forbidden } from '../errors.js';
import { currentToken, currentUser, requireUser } from '../plugins/authentication.js';
import { presentCurrentUser } from '../presenters/users.js';
import { acceptDisclaimer, registerUser, updateMe } from '../users/users.service.js';
import { AUTHENTICATED, bearer, errors } from './schemas.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/token',
    {
      // A flood guard per instance, in memory, keyed like the throttle (request.ip, IPv6 by /64);
      // the rules that every instance shares are in auth/login-throttle.ts.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      preValidation: async (request) => {
        if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Send username and password form-encoded (application/x-www-form-urlencoded)',
          );
        }
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (as `username`) and password, form-encoded',
        consumes: ['application/x-www-form-urlencoded'],
        body: ZTokenRequest,
        response: { 200: ZTokenResponse, ...errors(401, 415, 422, 429) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await signIn(ctx, { email: username, password, address: request.ip });
      const accessToken = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
      return { access_token: accessToken, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (only when ALLOW_REGISTRATION=true)',
        body: ZRegisterRequest,
        response: { 201: ZCurrentUser, ...errors(403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      if (!ctx.config.ALLOW_REGISTRATION) {
        throw forbidden('Registration is closed: access is by invitation. Please contact us to request beta access.');
      }
      const user = await registerUser(ctx.db, request.body);
      return reply.status(201).send(presentCurrentUser(user));
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireUser,
      config: { passwordChangeExempt: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: ZCurrentUser, ...errors(401) },
      },
    },
    async (request) => presentCurrentUser(currentUser(request)),
  );

  app.patch(
    '/auth/me',
    {
      onRequest: requireUser,
      // The language can be chosen on the screen that asks for a new password.
      config: { passwordChangeExempt: true },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's own settings: the interface language (en, de, fr, it)",
        security: bearer,
        body: ZUpdateMeRequest,
        response: { 200: ZCurrentUser, ...errors(401, 422) },
      },
    },
    async (request) => presentCurrentUser(await updateMe(ctx.db, currentUser(request), request.body)),
  );

  app.post(
    '/auth/accept-disclaimer',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Accept the Terms of Service & Disclaimer',
        security: bearer,
        response: { 200: ZCurrentUser, ...errors(401) },
      },
    },
    async (request) => presentCurrentUser(await acceptDisclaimer(ctx.db, currentUser(request))),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      config: {
        passwordChangeExempt: true,
        // A cheap first filter per instance; wrong current passwords count in the shared sign-in throttle.
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `change-password:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Change the own password (the current one is required); ends the other sessions and returns a new token',
        security: bearer,
        body: ZChangePasswordRequest,
        response: { 200: ZTokenResponse, ...errors(...AUTHENTICATED, 400, 409, 429) },
      },
    },
    async (request) => {
      const user = await changeOwnPassword(ctx, currentUser(request), request.body, request.ip);
      const accessToken = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
      return { access_token: accessToken, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireUser,
      config: { passwordChangeExempt: true },
      schema: {
        tags: ['auth'],
        summary: "End this session: the token is refused from now on (the user's other sessions stay)",
        security: bearer,
        response: { 204: z.null(), ...errors(401) },
      },
    },
    async (request, reply) => {
      await endSession(ctx.db, currentToken(request));
      return reply.status(204).send(null);
    },
  );
};
