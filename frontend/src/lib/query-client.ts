import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** Default retry: never retry a 4xx (the answer will not change), up to 2 retries otherwise. */
export const defaultRetry = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
};

/** Spec §7/§9: product and order fetches are retried 6 times, except a 404 (that one goes to /notFound). */
export const retryUnlessNotFound = (failureCount: number, error: unknown): boolean => {
  if (statusOf(error) === 404) return false;
  return failureCount < 6;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: defaultRetry },
      mutations: { retry: false },
    },
  });

/**
 * Marks the queries under `queryKey` out of date after a change the server announced, and refetches the ones in use.
 * invalidateQueries alone restarts a fetch in flight only when its query already has data: a first fetch (no data
 * yet) is joined instead, and it may have left before the change, so it would settle on the old state. Those are
 * cancelled first, so they fetch again.
 */
export async function refreshAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
