import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, defaultRetry, refreshAfterChange, retryUnlessNotFound } from './query-client';

const problem = (status: number) =>
  new ApiError({
    type: 'about:blank',
    title: 't',
    status,
    code: status === 404 ? 'not_found' : 'internal',
    message: 'm',
  });

describe('retry policies', () => {
  it('never retries a 4xx by default, retries other failures twice', () => {
    expect(defaultRetry(0, problem(400))).toBe(false);
    expect(defaultRetry(0, problem(404))).toBe(false);
    expect(defaultRetry(0, problem(500))).toBe(true);
    expect(defaultRetry(1, new Error('network'))).toBe(true);
    expect(defaultRetry(2, problem(503))).toBe(false);
  });
  it('product/order fetches retry 6 times except on 404', () => {
    expect(retryUnlessNotFound(0, problem(404))).toBe(false);
    expect(retryUnlessNotFound(5, problem(500))).toBe(true);
    expect(retryUnlessNotFound(6, problem(500))).toBe(false);
  });
});

describe('refreshAfterChange', () => {
  /** A query in use whose server state is `state.version`, answered 20 ms after the request left. */
  const watched = (state: { version: number }) => {
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['products', 'detail', 'margherita'],
      queryFn: () => {
        const answer = state.version;
        return new Promise<number>((resolve) => setTimeout(() => resolve(answer), 20));
      },
    });
    const seen: (number | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    const settled = () =>
      new Promise<void>((resolve) => {
        const check = () =>
          observer.getCurrentResult().fetchStatus === 'idle' ? resolve() : setTimeout(check, 5);
        check();
      });
    return { queryClient, observer, seen, unsubscribe, settled };
  };

  it('fetches again a first fetch that left before the change, instead of settling on the old state', async () => {
    const state = { version: 1 };
    const { queryClient, observer, unsubscribe, settled } = watched(state);
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching'); // the first fetch is in flight
    state.version = 2; // the change lands on the server, then its message arrives
    await refreshAfterChange(queryClient, ['products']);
    await settled();
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });

  it('refetches a query that has data, and leaves other topics alone', async () => {
    const state = { version: 1 };
    const { queryClient, observer, unsubscribe, settled } = watched(state);
    await settled();
    expect(observer.getCurrentResult().data).toBe(1);
    state.version = 2;
    await refreshAfterChange(queryClient, ['orders']);
    expect(observer.getCurrentResult().data).toBe(1);
    await refreshAfterChange(queryClient, ['products']);
    await settled();
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });
});
