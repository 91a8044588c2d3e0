import { queryOptions } from '@tanstack/react-query';
import { orderReadRoutes } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// The scheduled-order slots offered now with their places taken (GET /api/slots). The key starts with the change
// topic 'slots': a place taken or freed refetches it, so a full slot greys out while the customer looks. The offer
// also moves with the clock (a slot too close drops out), hence the refetch every minute.
export const slotQueries = {
  all: () => ['slots'] as const,
  list: () =>
    queryOptions({
      queryKey: [...slotQueries.all(), 'list'],
      queryFn: () => call(orderReadRoutes.slots).then((r) => r.data),
      refetchInterval: 60_000,
    }),
};
