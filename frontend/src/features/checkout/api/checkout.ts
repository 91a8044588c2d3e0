import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine, DeliveryDetails, OrderTotals, OrderType } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { slotQueries } from '@/api/slots';
import { api } from '@/lib/api-client';

// The order write side (command-api/src/orders/routes.ts). Every answer carries `position` (read-your-writes).
const path = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** StartCheckout: the server prices the lines from the product streams. */
export const startCheckout = (body: { type: OrderType; lines: CartLine[] }) =>
  api.post<{ data: { _id: string } }>('/api/orders', body).then((r) => r.data._id);

const applyPromo = ({ orderId, code }: { orderId: string; code: string }) =>
  api
    .post<{ data: { _id: string; promo_code?: string; pourcentage?: number } }>(`${path(orderId)}/promo`, {
      promo_code: code,
    })
    .then((r) => r.data);

const removePromo = (orderId: string) => api.delete<unknown>(`${path(orderId)}/promo`);

const spendBonusPoints = ({ orderId, points }: { orderId: string; points: number }) =>
  api.post<unknown>(`${path(orderId)}/points`, { points });

/** PlaceOrder with an Idempotency-Key: a retried or double-clicked submit answers the same order. */
const placeOrder = ({
  orderId,
  delivery,
  slot,
  idempotencyKey,
}: {
  orderId: string;
  delivery: DeliveryDetails;
  /** Start of the chosen slot; null = as soon as possible. */
  slot: string | null;
  idempotencyKey: string;
}) =>
  api
    .post<{ data: { _id: string; totals?: OrderTotals } }>(
      `${path(orderId)}/place`,
      { delivery, slot },
      { 'Idempotency-Key': idempotencyKey },
    )
    .then((r) => r.data);

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
