import type { TCurrentUser } from '@grant-review/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const acceptDisclaimer = () => api.post<TCurrentUser>('/api/auth/accept-disclaimer');

export function useAcceptDisclaimer(options: { onSuccess: () => Promise<void> }) {
  return useMutation({ mutationFn: acceptDisclaimer, onSuccess: options.onSuccess });
}
