/**
 * The session: who is signed in. Plain React state and fetch (no React Query) so that the landing page,
 * which only needs "signed in or not", stays small.
 */
import type { TCurrentUser } from '@grant-review/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { changeLocale, type TLocale } from '@/i18n';
import { clearToken, getToken, onTokenChange, setToken } from '@/lib/session';
import { getCurrentUser, requestToken, revokeToken, updateMe } from './auth-api';

export interface Session {
  user: TCurrentUser | null;
  /** True until the start-up token check has finished. */
  isLoading: boolean;
  login: (email: string, password: string) => Promise<TCurrentUser>;
  /** Signs out here at once, and ends the token on the server in the background. */
  logout: () => void;
  /** Re-reads the current user (after accepting the terms, for example). */
  refreshUser: () => Promise<void>;
  /**
   * Switches the interface language at once and remembers it: in this browser, and on the account when signed in
   * (rejects when the account could not be updated; the language has changed anyway).
   */
  setLanguage: (language: TLocale) => Promise<void>;
}

/** A signed-in user's saved language wins over this browser's: the choice follows the user to other devices. */
function adoptUserLanguage(user: TCurrentUser) {
  if (user.language) void changeLocale(user.language);
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<TCurrentUser | null>(null);
  const [isLoading, setIsLoading] = useState(() => getToken() !== null);

  useEffect(() => {
    let isCancelled = false;
    if (getToken()) {
      getCurrentUser({ skipAuthRedirect: true })
        .then((currentUser) => {
          if (isCancelled) return;
          adoptUserLanguage(currentUser);
          setUser(currentUser);
        })
        .catch(() => {
          clearToken();
        })
        .finally(() => {
          if (!isCancelled) setIsLoading(false);
        });
    }
    // Any 401 clears the token through lib/session: sign out here too.
    const unsubscribe = onTokenChange((token) => {
      if (token === null) setUser(null);
    });
    return () => {
      isCancelled = true;
      unsubscribe();
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const { access_token: accessToken } = await requestToken(email, password);
    setToken(accessToken);
    try {
      const currentUser = await getCurrentUser();
      adoptUserLanguage(currentUser);
      setUser(currentUser);
      return currentUser;
    } catch (error) {
      clearToken();
      throw error;
    }
  }, []);

  const logout = useCallback(() => {
    const token = getToken();
    clearToken();
    setUser(null);
    if (token) void revokeToken(token);
  }, []);

  const refreshUser = useCallback(async () => {
    setUser(await getCurrentUser());
  }, []);

  const isSignedIn = user !== null;
  const setLanguage = useCallback(
    async (language: TLocale) => {
      await changeLocale(language);
      if (isSignedIn) setUser(await updateMe({ language }));
    },
    [isSignedIn],
  );

  const value = useMemo<Session>(
    () => ({ user, isLoading, login, logout, refreshUser, setLanguage }),
    [user, isLoading, login, logout, refreshUser, setLanguage],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** For tests and stories: provide a fixed session. */
export const SessionContextProvider = SessionContext.Provider;
