import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@grant-review/contract';
import { ApiError } from '@/lib/api-client';

/** One retry, except for answers that a retry cannot change (4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIMITS.queryStaleTimeMs,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetry },
    },
  });
}
