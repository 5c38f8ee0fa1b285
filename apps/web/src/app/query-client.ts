import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.ts';

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: lost connections and server-side failures, not refusals. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
