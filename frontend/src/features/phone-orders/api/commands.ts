import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes, type BodyOf } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { call } from '@/lib/api-client';

export type TakeOrderBody = BodyOf<typeof orderRoutes.take>;
export type AmendOrderBody = BodyOf<typeof orderRoutes.amend>;

/** Staff take an order by phone or at the counter: POST /api/orders/taken (one Idempotency-Key per form). */
const takeOrder = ({ body, key }: { body: TakeOrderBody; key: string }) =>
  call(orderRoutes.take, { body, headers: { 'Idempotency-Key': key } });

/** Staff change a placed order's lines with a reason: POST /api/orders/{id}/amend. */
const amendOrder = ({ orderId, body }: { orderId: string; body: AmendOrderBody }) =>
  call(orderRoutes.amend, { params: { id: orderId }, body });

function useOrderWrite<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

export const useTakeOrder = () => useOrderWrite(takeOrder);
export const useAmendOrder = () => useOrderWrite(amendOrder);
