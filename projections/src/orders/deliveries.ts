import type { OrderDelivery, OrderView } from '@shop/contracts';
import { defineProjection, readJson, writeJson, type Change, type ProjectionContext } from '../projection';

// The delivery by the shop's riders (issue 30; docs/riders.md): per order the OrderDelivery (who carries it, the
// code, its wrong tries, the last failure), per rider the zset of the orders they carry now (their page, their load),
// and the riders staff assign to. Each change tells staff, the order's customer and the riders concerned, on the
// `orders` topic: their screens refetch at once (an order reassigned or cancelled leaves the rider's list).

const load = (ctx: ProjectionContext, orderId: string) =>
  readJson<OrderDelivery>(ctx.redis, ctx.keys.orderDelivery(orderId));

const changes = (delivery: OrderDelivery, ...riders: (string | null | undefined)[]): Change[] => [
  { topic: 'orders', id: delivery.orderId, audience: 'staff' },
  { topic: 'orders', id: delivery.orderId, audience: `user:${delivery.userId}` },
  ...[...new Set(riders.filter((r): r is string => Boolean(r)))].map((r) => ({
    topic: 'orders' as const,
    id: delivery.orderId,
    audience: `user:${r}`,
  })),
];

/** The order leaves the rider's list (delivered, cancelled, failed, reassigned). */
const leaves = (ctx: ProjectionContext, delivery: OrderDelivery) => {
  if (delivery.rider) ctx.tx.zrem(ctx.keys.riderOrders(delivery.rider.id), delivery.orderId);
};

const updated = (ctx: ProjectionContext, after: OrderDelivery, ...riders: (string | null | undefined)[]) => {
  writeJson(ctx.tx, ctx.keys.orderDelivery(after.orderId), after);
  return changes(after, after.rider?.id, ...riders);
};

export const deliveriesProjection = defineProjection({
  name: 'deliveries',
  handles: [
    'RiderAssigned',
    'DeliveryCodeIssued',
    'DeliveryCodeRejected',
    'DeliveryConfirmedByStaff',
    'DeliveryFailed',
    'OrderStepConfirmed',
    'OrderCancelled',
    'RoleChanged',
    'AccountDeleted',
  ],
  async apply(event, ctx) {
    switch (event.type) {
      case 'RiderAssigned': {
        const d = event.data;
        const [before, order] = await Promise.all([
          load(ctx, d.orderId),
          readJson<OrderView>(ctx.redis, ctx.keys.order(d.orderId)),
        ]);
        if (!order) return [];
        if (before) leaves(ctx, before);
        ctx.tx.zadd(ctx.keys.riderOrders(d.riderId), Date.parse(d.at), d.orderId);
        const after: OrderDelivery = {
          ...(before ?? {
            orderId: d.orderId,
            userId: order.userId,
            code: null,
            tries: 0,
            pickedUp: order.states.some((s) => s.name === 'out_for_delivery' && s.confirmed),
            delivered: false,
            cancelled: false,
            confirmedByStaff: false,
          }),
          rider: { id: d.riderId, name: d.riderName ?? '' },
          failed: null,
          assignedAt: d.at,
        };
        return updated(ctx, after, before?.rider?.id);
      }
      case 'DeliveryCodeIssued': {
        const before = await load(ctx, event.data.orderId);
        return before ? updated(ctx, { ...before, code: event.data.code }) : [];
      }
      case 'DeliveryCodeRejected': {
        const before = await load(ctx, event.data.orderId);
        return before ? updated(ctx, { ...before, tries: event.data.tries }) : [];
      }
      case 'DeliveryConfirmedByStaff': {
        const before = await load(ctx, event.data.orderId);
        return before ? updated(ctx, { ...before, confirmedByStaff: true }) : [];
      }
      case 'DeliveryFailed': {
        const before = await load(ctx, event.data.orderId);
        if (!before) return [];
        const { riderId, reason, comment, at } = event.data;
        leaves(ctx, before);
        return updated(ctx, { ...before, rider: null, failed: { riderId, reason, comment, at } }, riderId);
      }
      case 'OrderStepConfirmed': {
        const { step, orderId } = event.data;
        if (step !== 'out_for_delivery' && step !== 'delivered') return [];
        const before = await load(ctx, orderId);
        if (!before) return [];
        if (step === 'out_for_delivery')
          return before.pickedUp ? [] : updated(ctx, { ...before, pickedUp: true });
        if (before.delivered) return [];
        leaves(ctx, before);
        return updated(ctx, { ...before, delivered: true });
      }
      case 'OrderCancelled': {
        const before = await load(ctx, event.data.orderId);
        if (!before || before.cancelled) return [];
        leaves(ctx, before);
        return updated(ctx, { ...before, cancelled: true });
      }
      case 'RoleChanged': {
        const { userId, role } = event.data;
        const wasRider = (await ctx.redis.hget(ctx.keys.dispatchRiders, userId)) !== null;
        // Only a rider made or unmade changes the dispatch list staff see.
        if (role === 'rider' && !wasRider)
          ctx.tx.hset(ctx.keys.dispatchRiders, userId, JSON.stringify({ onShift: false }));
        else if (role !== 'rider' && wasRider) ctx.tx.hdel(ctx.keys.dispatchRiders, userId);
        else return [];
        return [{ topic: 'orders', audience: 'staff' }];
      }
      case 'AccountDeleted': {
        ctx.tx.hdel(ctx.keys.dispatchRiders, event.data.userId);
        return [];
      }
      default:
        return [];
    }
  },
});
