import type { TChangePasswordRequest, TTokenResponse } from '@grant-review/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { useSession } from '@/lib/session-provider';

/** Answers a fresh token: the server ends every other session of the user, this one included. */
export const changePassword = (body: TChangePasswordRequest) =>
  api.post<TTokenResponse>('/api/auth/change-password', body);

/** Changes the password, keeps this session going with the new token, and re-reads the user (temporary flag). */
export function useChangePassword(options: { onSuccess: () => void }) {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: changePassword,
    // A retry after a lost answer would send the old token, which the first attempt revoked: a 401 signs out.
    retry: false,
    onSuccess: async ({ access_token: accessToken }) => {
      setToken(accessToken);
      await refreshUser();
      options.onSuccess();
    },
  });
}
