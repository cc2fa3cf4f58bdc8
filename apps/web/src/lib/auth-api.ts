import type { TCurrentUser, TTokenResponse, TUpdateMeRequest } from '@grant-review/contract';
import { api, TOKEN_PATH } from '@/lib/api-client';

export const LOGOUT_PATH = '/api/auth/logout';

/** POST /api/auth/token, form-encoded (OAuth2 password flow: the email goes in `username`). */
export function requestToken(email: string, password: string): Promise<TTokenResponse> {
  const form = new URLSearchParams({ username: email, password });
  return api.post<TTokenResponse>(TOKEN_PATH, form);
}

export function getCurrentUser(options?: { skipAuthRedirect?: boolean }): Promise<TCurrentUser> {
  return api.get<TCurrentUser>('/api/auth/me', options);
}

/** PATCH /api/auth/me: the user's own settings (the interface language). */
export function updateMe(changes: TUpdateMeRequest): Promise<TCurrentUser> {
  return api.patch<TCurrentUser>('/api/auth/me', changes);
}

/**
 * Ends the token on the server, best effort: the caller has already signed out locally. Plain fetch rather than
 * the api client, whose 401 handling would clear the token of a sign-in that happened meanwhile; `keepalive`
 * lets the request finish while the page navigates away.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch(LOGOUT_PATH, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true });
  } catch {
    // Offline or the server is gone: the token still expires on its own.
  }
}
