import { Router } from 'express';
import type { Redis } from 'ioredis';
import {
  DELIVERY_CODE_TRIES,
  DomainError,
  isStaffRole,
  type DeliveryView,
  type OrderDelivery,
  type OrderView,
  type RiderOrderView,
  type UserView,
} from '@shop/contracts';
import { deliveryReadRoutes as routes } from '@shop/contracts/orders/delivery-routes';
import { deliveryReadSchemas as schemas } from '@shop/contracts/orders/delivery-route-schemas';
import { serveRoute } from '@shop/platform/http/serve-route';
import type { IdentifyRequest } from '../accounts/viewer';
import type { ReadModelPointer } from '../read-model-pointer';
import { identityOf, requireReader } from '../serve-read';

// The delivery read routes (issue 30; docs/riders.md "Dispatch, the rider's page and the code at the door"): the
// rider's own list, the riders staff assign to with their load, and one order's delivery (staff: who carries it, the
// tries, a failure; its customer: the rider and the code, once the order has left, never before).

export type DeliveryRoutesDeps = { redis: Redis; pointer: ReadModelPointer; identify: IdentifyRequest };

const parsed = <T>(raw: string | null): T | null => (raw === null ? null : (JSON.parse(raw) as T));

export function deliveryRoutes({ redis, pointer, identify }: DeliveryRoutesDeps): Router {
  const router = Router();
  const signedIn = [requireReader(identify, 'signed-in')];
  const staff = [requireReader(identify, 'staff')];

  serveRoute(
    router,
    routes.riderOrders,
    schemas.riderOrders,
    async ({ res }) => {
      const { viewer } = identityOf(res);
      if (viewer.role !== 'rider') throw new DomainError('auth.forbidden');
      const keys = await pointer.keys();
      const ids = await redis.zrange(keys.riderOrders(viewer.userId!), 0, '-1');
      if (ids.length === 0) return { data: [] };
      const [orders, deliveries] = await Promise.all([
        redis.mget(ids.map(keys.order)),
        redis.mget(ids.map(keys.orderDelivery)),
      ]);
      const data: RiderOrderView[] = [];
      ids.forEach((orderId, i) => {
        const order = parsed<OrderView>(orders[i] ?? null);
        const delivery = parsed<OrderDelivery>(deliveries[i] ?? null);
        if (!order || !delivery) return;
        data.push({
          orderId,
          orderID: order.orderID,
          // The first name only: the rider needs no more to ask for the customer at the door.
          firstName: (order.client[0]?.name ?? '').split(' ')[0] ?? '',
          phone: order.phone_number,
          district: order.quartier,
          ...(order.quartierTranslations ? { districtTranslations: order.quartierTranslations } : {}),
          address: order.address,
          comment: order.comment,
          itemsCount: order.description.reduce((n, l) => n + l.quantity, 0),
          amount: order.total_price_with_liv,
          status: order.status,
          pickedUp: delivery.pickedUp,
          tries: delivery.tries,
          locked: delivery.tries >= DELIVERY_CODE_TRIES,
          assignedAt: delivery.assignedAt ?? order.date,
        });
      });
      return { data };
    },
    { before: signedIn },
  );

  serveRoute(
    router,
    routes.dispatch,
    schemas.dispatch,
    async () => {
      const keys = await pointer.keys();
      const riders = await redis.hgetall(keys.dispatchRiders);
      const ids = Object.keys(riders);
      if (ids.length === 0) return { data: [] };
      const [users, loads] = await Promise.all([
        redis.mget(ids.map(keys.user)),
        Promise.all(ids.map((id) => redis.zcard(keys.riderOrders(id)))),
      ]);
      const data = ids.flatMap((riderId, i) => {
        const user = parsed<UserView>(users[i] ?? null);
        if (!user) return [];
        const { onShift } = JSON.parse(riders[riderId]!) as { onShift: boolean };
        return [{ riderId, name: user.name, onShift, load: loads[i] ?? 0 }];
      });
      // On shift first, then the least loaded, then by name.
      data.sort(
        (a, b) =>
          Number(b.onShift) - Number(a.onShift) || a.load - b.load || a.name.localeCompare(b.name, 'fr'),
      );
      return { data };
    },
    { before: staff },
  );

  serveRoute(
    router,
    routes.delivery,
    schemas.delivery,
    async ({ params, res }) => {
      const { viewer } = identityOf(res);
      const keys = await pointer.keys();
      const [order, delivery] = await Promise.all([
        redis.get(keys.order(params.id)).then((raw) => parsed<OrderView>(raw)),
        redis.get(keys.orderDelivery(params.id)).then((raw) => parsed<OrderDelivery>(raw)),
      ]);
      const staffReads = isStaffRole(viewer.role);
      // Another customer's order, like an unknown one, is not found; riders read their own list instead.
      if (!order || (!staffReads && order.userId !== viewer.userId)) throw new DomainError('order.not_found');
      const none: DeliveryView = {
        rider: null,
        code: null,
        tries: 0,
        locked: false,
        pickedUp: false,
        confirmedByStaff: false,
        failed: null,
      };
      if (!delivery) return { data: none };
      const riderUser = delivery.rider
        ? parsed<UserView>(await redis.get(keys.user(delivery.rider.id)))
        : null;
      const rider = delivery.rider
        ? {
            id: delivery.rider.id,
            name: delivery.rider.name || riderUser?.firstName || '',
            phone: riderUser?.number ?? null,
          }
        : null;
      if (staffReads)
        return {
          data: {
            rider,
            code: null,
            tries: delivery.tries,
            locked: delivery.tries >= DELIVERY_CODE_TRIES,
            pickedUp: delivery.pickedUp,
            confirmedByStaff: delivery.confirmedByStaff,
            failed: delivery.failed,
          },
        };
      // The customer: nothing before the order has left, nor once it is delivered or cancelled.
      const onTheWay = delivery.pickedUp && !delivery.delivered && !delivery.cancelled;
      return {
        data: {
          ...none,
          pickedUp: delivery.pickedUp,
          rider: onTheWay ? rider : null,
          code: onTheWay ? delivery.code : null,
        },
      };
    },
    { before: signedIn },
  );
  return router;
}
