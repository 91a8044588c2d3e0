import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderReadRoutes, orderRoutes, READY_FOR_PICKUP, type KitchenStep } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { call } from '@/lib/api-client';

// The kitchen screen's read and writes (docs/kitchen.md "Kitchen screen and ready board"). Its key starts with the
// change topic 'orders': every order message on /ws (newOrder, orderActualization) refreshes the cards.

export const kitchenQuery = () =>
  queryOptions({
    queryKey: [...orderQueries.all(), 'kitchen'],
    queryFn: () => call(orderReadRoutes.kitchen).then((r) => r.data),
  });

/** A tap on a card: the order's step (preparing, ready), or a delivery order packed for its rider. */
const tap = ({ orderId, step }: { orderId: string; step: KitchenStep }) =>
  step === READY_FOR_PICKUP
    ? call(orderRoutes.readyForPickup, { params: { id: orderId } })
    : call(orderRoutes.confirmStep, { params: { id: orderId }, body: { state: step } });

/** The undo of the last tap (OrderStepUndone), within UNDO_WINDOW_SECONDS by the server's clock. */
const undo = ({ orderId, step }: { orderId: string; step: KitchenStep }) =>
  call(orderRoutes.undoStep, { params: { id: orderId }, body: { step } });

/** The orders are reloaded after a tap, whether it worked or not (another tablet may have moved the card). */
function useKitchenCommand(
  mutationFn: (variables: { orderId: string; step: KitchenStep }) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

export const useKitchenTap = () => useKitchenCommand(tap);
export const useUndoKitchenStep = () => useKitchenCommand(undo);
