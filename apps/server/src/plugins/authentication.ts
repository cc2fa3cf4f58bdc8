/**
 * Who is asking. `requireUser` turns a bearer token into `request.user` (401 otherwise) and refuses
 * users who still hold a temporary password (403), `requireTerms` refuses users who have not accepted
 * the terms (403), `requireAdmin` refuses non-admins (403). Routes get them by the scope they are
 * registered in.
 */
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/sessions.js';
import type { TTokenClaims } from '../auth/tokens.js';
import type { UserRow } from '../db/schema.js';
import { AppError, forbidden } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** The verified token of `user` (logout ends this one). */
    tokenClaims: TTokenClaims | null;
  }
  interface FastifyContextConfig {
    /** Reachable before the terms are accepted (me, dashboard, accept-disclaimer). */
    termsExempt?: boolean;
    /** Reachable with a temporary password, which must be changed first (me, change-password, logout). */
    passwordChangeExempt?: boolean;
  }
}

const TEMPORARY_PASSWORD_DETAIL = 'Change your temporary password first';

const unauthorized = (detail: string) => new AppError('UNAUTHORIZED', detail, { 'www-authenticate': 'Bearer' });

export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Not authenticated');
  const { tokens, db } = request.server.ctx;
  const claims = await tokens.verify(match[1]);
  if (!claims) throw unauthorized('Invalid or expired token');
  const user = await findSessionUser(db, claims);
  if (!user || !user.is_active || user.token_version !== claims.tokenVersion) {
    throw unauthorized('Invalid or expired token');
  }
  request.user = user;
  request.tokenClaims = claims;
  // Here rather than per route, so that every route, current or future, is closed until the password is changed.
  if (user.must_change_password && !request.routeOptions.config.passwordChangeExempt) {
    throw forbidden(TEMPORARY_PASSWORD_DETAIL);
  }
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

/** The verified token of a route behind `requireUser`. */
export function currentToken(request: FastifyRequest): TTokenClaims {
  if (!request.tokenClaims) throw unauthorized('Not authenticated');
  return request.tokenClaims;
}
