import { queryOptions } from '@tanstack/react-query';
import { orderReadRoutes } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

/**
 * GET /api/ready-board (public): the numbers of the on-site orders ready, or served a moment ago. Its key is the
 * change topic 'ready-board', which /ws sends whenever the board changes; the interval drops a served order at its
 * time (READY_BOARD_LEAVE_MINUTES after its serving) without a message.
 */
export const readyBoardQuery = () =>
  queryOptions({
    queryKey: ['ready-board'] as const,
    queryFn: () => call(orderReadRoutes.readyBoard).then((r) => r.data.orders),
    refetchInterval: 30_000,
    retry: (n) => n < 10,
  });
