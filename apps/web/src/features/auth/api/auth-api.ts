import type { TCurrentUser, TTokenResponse } from '@grant-review/contract';
import { api, TOKEN_PATH } from '@/lib/api-client';

/** POST /api/auth/token, form-encoded (OAuth2 password flow: the email goes in `username`). */
export function requestToken(email: string, password: string): Promise<TTokenResponse> {
  const form = new URLSearchParams({ username: email, password });
  return api.post<TTokenResponse>(TOKEN_PATH, form);
}

export function getCurrentUser(options?: { skipAuthRedirect?: boolean }): Promise<TCurrentUser> {
  return api.get<TCurrentUser>('/api/auth/me', options);
}
