/**
 * Who is asking. `requireUser` turns a bearer token into `request.user` (401 otherwise),
 * `requireTerms` refuses users who have not accepted the terms (403), `requireAdmin` refuses
 * non-admins (403). Routes get them by the scope they are registered in.
 */
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';
import { AppError, forbidden } from '../errors.js';
import { findUserById } from '../users/users.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Reachable before the terms are accepted (me, dashboard, accept-disclaimer). */
    termsExempt?: boolean;
  }
}

const unauthorized = (detail: string) => new AppError('UNAUTHORIZED', detail, { 'www-authenticate': 'Bearer' });

export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Not authenticated');
  const { tokens, db } = request.server.ctx;
  const claims = await tokens.verify(match[1]);
  if (!claims) throw unauthorized('Invalid or expired token');
  const user = await findUserById(db, claims.userId);
  if (!user || !user.is_active || user.token_version !== claims.tokenVersion) {
    throw unauthorized('Invalid or expired token');
  }
  request.user = user;
}

export async function requireTerms(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.termsExempt) return;
  if (!currentUser(request).accepted_disclaimer) {
    throw forbidden('Please accept the Terms of Service & Disclaimer first');
  }
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).is_admin) throw forbidden('Admin privileges required');
}

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Not authenticated');
  return request.user;
}
