/**
 * The stored access token. Kept free of runtime imports from the contract package so the landing page
 * does not pull Zod into its bundle; `session.test.ts` checks the key against ACCESS_TOKEN_STORAGE_KEY.
 */
export const TOKEN_STORAGE_KEY = 'access_token';

type TokenListener = (token: string | null) => void;
const listeners = new Set<TokenListener>();

function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readStorage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function setToken(token: string): void {
  readStorage()?.setItem(TOKEN_STORAGE_KEY, token);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  readStorage()?.removeItem(TOKEN_STORAGE_KEY);
  listeners.forEach((listener) => listener(null));
}

/** Subscribes to token changes made through this module; returns the unsubscribe function. */
export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
