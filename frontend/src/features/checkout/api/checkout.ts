import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes, type PlaceOrderBody, type StartCheckoutBody } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { slotQueries } from '@/api/slots';
import { call } from '@/lib/api-client';

// The order write side (contracts' orderRoutes). Every answer carries `position` (read-your-writes).

/** StartCheckout: the server prices the lines from the product streams. */
export const startCheckout = (body: StartCheckoutBody) =>
  call(orderRoutes.startCheckout, { body }).then((r) => r.data._id);

const applyPromo = ({ orderId, code }: { orderId: string; code: string }) =>
  call(orderRoutes.applyPromo, { params: { id: orderId }, body: { promo_code: code } }).then((r) => r.data);

const removePromo = (orderId: string) => call(orderRoutes.removePromo, { params: { id: orderId } });

const spendBonusPoints = ({ orderId, points }: { orderId: string; points: number }) =>
  call(orderRoutes.useBonusPoints, { params: { id: orderId }, body: { points } });

/** PlaceOrder with an Idempotency-Key: a retried or double-clicked submit answers the same order. */
const placeOrder = ({
  orderId,
  delivery,
  slot,
  idempotencyKey,
}: PlaceOrderBody & {
  orderId: string;
  /** Start of the chosen slot; null = as soon as possible. */
  slot: string | null;
  idempotencyKey: string;
}) =>
  call(orderRoutes.place, {
    params: { id: orderId },
    body: { delivery, slot },
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((r) => r.data);

export const useApplyPromo = () => useMutation({ mutationFn: applyPromo });
export const useRemovePromo = () => useMutation({ mutationFn: removePromo });
export const useSpendPoints = () => useMutation({ mutationFn: spendBonusPoints });

/** Placing an order changes the customer's order list (and a slot's places): refetched once placed or refused. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
    onSettled: (_data, _error, { slot }) => {
      if (slot) void queryClient.invalidateQueries({ queryKey: slotQueries.all() });
    },
  });
}
