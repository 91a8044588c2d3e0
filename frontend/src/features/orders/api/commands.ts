import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderRoutes, type CancelReason, type OrderStep } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { call } from '@/lib/api-client';

/** Staff click a step: PATCH /api/orders/{id} { state }. */
const confirmStep = ({ orderId, state }: { orderId: string; state: OrderStep }) =>
  call(orderRoutes.confirmStep, { params: { id: orderId }, body: { state } });

/** POST /api/orders/{id}/cancel { reason }: the customer while 'placed', staff before the last step. */
const cancelOrder = ({ orderId, reason }: { orderId: string; reason: CancelReason }) =>
  call(orderRoutes.cancel, { params: { id: orderId }, body: { reason } });

/** Spec §4: the orders are reloaded after a click, whether it worked or not (a 409 concurrency.conflict too). */
function useOrderCommand<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

export const useConfirmStep = () => useOrderCommand(confirmStep);
export const useCancelOrder = () => useOrderCommand(cancelOrder);

/** POST /api/orders/{id}/rating { stars, comment }: the order's customer, once, within 3 days of delivery. */
const rateOrder = ({ orderId, stars, comment }: { orderId: string; stars: number; comment: string }) =>
  call(orderRoutes.rate, { params: { id: orderId }, body: { stars, comment } });
/** POST /api/orders/{id}/rating/answer { answer }: staff, once. */
const answerRating = ({ orderId, answer }: { orderId: string; answer: string }) =>
  call(orderRoutes.answerRating, { params: { id: orderId }, body: { answer } });

export const useRateOrder = () => useOrderCommand(rateOrder);
export const useAnswerRating = () => useOrderCommand(answerRating);
