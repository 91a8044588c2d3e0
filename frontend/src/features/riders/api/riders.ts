import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { riderReadRoutes, riderRoutes } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { call } from '@/lib/api-client';

// The riders' shifts and cash (docs/riders.md "Shifts and cash"). Every key starts with the change topic 'orders':
// the riders' projection tells staff and the rider on that topic (a shift started or ended, a delivery, a handover),
// so a /ws message refreshes these screens at once.

export const riderQueries = {
  /** The rider's open (else latest) shift. */
  myShift: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'riders', 'my-shift'],
      queryFn: () => call(riderReadRoutes.myShift).then((r) => r.data),
      staleTime: 0,
    }),
  /** Staff: today's shifts and the open balances. */
  shifts: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'riders', 'shifts'],
      queryFn: () => call(riderReadRoutes.shifts).then((r) => r.data),
      staleTime: 0,
    }),
  /** Staff: deliveries per rider, average minutes from pickup to delivery. */
  stats: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'riders', 'stats'],
      queryFn: () => call(riderReadRoutes.stats).then((r) => r.data),
    }),
};

function useRiderWrite<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...orderQueries.all(), 'riders'] }),
  });
}

export const useStartShift = () => useRiderWrite(() => call(riderRoutes.startShift));
export const useEndShift = () => useRiderWrite(() => call(riderRoutes.endShift));
export const useEndRiderShift = () =>
  useRiderWrite((riderId: string) => call(riderRoutes.endRiderShift, { params: { id: riderId } }));
export const useRecordHandover = () =>
  useRiderWrite(
    ({ riderId, shiftId, handedOver }: { riderId: string; shiftId: string; handedOver: number }) =>
      call(riderRoutes.recordHandover, { params: { id: riderId, shiftId }, body: { handedOver } }),
  );
