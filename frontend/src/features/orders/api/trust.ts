import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes, trustReadRoutes, trustRoutes, type CancelReason } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { call } from '@/lib/api-client';

// Confirmation calls and no-shows (docs/phone-and-trust.md): staff's queries and writes. Every key starts with the
// change topic 'orders': a held, confirmed or reminded order and a number's no-show or block refresh them live.

export const trustQueries = {
  /** Staff: the "to call" lane, longest waiting first (GET /api/orders/to-call). */
  toCall: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'to-call'],
      queryFn: () => call(trustReadRoutes.toCall).then((r) => r.data),
    }),
  /** Staff: a number's orders, no-shows, block and history (GET /api/phones/trust?phone=). */
  phone: (phone: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'phone-trust', phone],
      queryFn: () => call(trustReadRoutes.phoneTrust, { query: { phone } }).then((r) => r.data),
    }),
};

function useTrustCommand<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

/** POST /api/orders/{id}/call-confirmed: the customer was called and confirmed. */
export const useConfirmCall = () =>
  useTrustCommand((orderId: string) => call(trustRoutes.confirmCall, { params: { id: orderId } }));

/** POST /api/orders/{id}/cancel { reason }: from the lane, with the reason staff chose. */
export const useCancelFromLane = () =>
  useTrustCommand(({ orderId, reason }: { orderId: string; reason: CancelReason }) =>
    call(orderRoutes.cancel, { params: { id: orderId }, body: { reason } }),
  );

/** POST /api/phones/block | unblock { phone, reason }. */
export const useBlockPhone = () =>
  useTrustCommand(({ phone, reason, block }: { phone: string; reason: string; block: boolean }) =>
    call(block ? trustRoutes.blockPhone : trustRoutes.unblockPhone, { body: { phone, reason } }),
  );
