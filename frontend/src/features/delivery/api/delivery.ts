import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deliveryReadRoutes,
  deliveryRoutes,
  type BodyOf,
  type DeliveryFailureReason,
} from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { call } from '@/lib/api-client';

// The delivery by the shop's riders (docs/riders.md "Dispatch, the rider's page and the code at the door"). Every key
// starts with the change topic 'orders': a /ws message about an order (an assignment, a pickup, a delivery, a
// cancellation) refreshes the rider's list, the riders' loads and the order's delivery at once.

export const deliveryQueries = {
  /** The rider's own orders, in the order to deliver. */
  riderOrders: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'rider'],
      queryFn: () => call(deliveryReadRoutes.riderOrders).then((r) => r.data),
      staleTime: 0,
    }),
  /** Staff: the riders with their load, those on shift first. */
  dispatch: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'dispatch'],
      queryFn: () => call(deliveryReadRoutes.dispatch).then((r) => r.data),
    }),
  /** One order's delivery (staff: rider, tries, failure; its customer: the rider and the code once it has left). */
  delivery: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'delivery', orderId],
      queryFn: () => call(deliveryReadRoutes.delivery, { params: { id: orderId } }).then((r) => r.data),
      staleTime: 0,
    }),
};

/** Every delivery write reloads the orders, whether it worked or not (another screen may have moved the order). */
function useDeliveryCommand<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

export const useAssignRider = () =>
  useDeliveryCommand(({ orderId, riderId }: { orderId: string; riderId: string }) =>
    call(deliveryRoutes.assign, { params: { id: orderId }, body: { riderId } }),
  );
export const usePickUp = () =>
  useDeliveryCommand((orderId: string) => call(deliveryRoutes.pickUp, { params: { id: orderId } }));
export const useDeliver = () =>
  useDeliveryCommand(({ orderId, code }: { orderId: string; code: string }) =>
    call(deliveryRoutes.deliver, { params: { id: orderId }, body: { code } }),
  );
export const useFailDelivery = () =>
  useDeliveryCommand(({ orderId, ...body }: { orderId: string } & BodyOf<typeof deliveryRoutes.fail>) =>
    call(deliveryRoutes.fail, { params: { id: orderId }, body }),
  );
export const useConfirmByHand = () =>
  useDeliveryCommand((orderId: string) => call(deliveryRoutes.confirmByStaff, { params: { id: orderId } }));

export type { DeliveryFailureReason };
