import { QueryClient } from '@tanstack/react-query';
import { isOpsError } from '../shared/api/ops-error.ts';

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: lost connections and server failures, never a refusal. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isOpsError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}
