import { LIMITS } from '@grant-review/contract';
import { useCallback, useEffect, useState } from 'react';

export interface TemporaryPassword {
  email: string;
  password: string;
}

/** Holds a freshly reset password and forgets it after 30 seconds (or when hidden by hand). */
export function useTemporaryPassword(visibleMs: number = LIMITS.temporaryPasswordVisibleMs) {
  const [temporaryPassword, setTemporaryPassword] = useState<TemporaryPassword | null>(null);

  useEffect(() => {
    if (!temporaryPassword) return;
    const timer = window.setTimeout(() => setTemporaryPassword(null), visibleMs);
    return () => window.clearTimeout(timer);
  }, [temporaryPassword, visibleMs]);

  const hide = useCallback(() => setTemporaryPassword(null), []);
  return { temporaryPassword, show: setTemporaryPassword, hide };
}
