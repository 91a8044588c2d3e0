import { localDayHour, type OrderView } from '@shop/contracts';
import type { RiderShiftOrder, RiderShiftView } from '@shop/contracts/riders/read-models';
import { defineProjection, readJson, writeJson, type Change, type ProjectionContext } from '../projection';

// The riders' shifts and cash (docs/riders.md "Shifts and cash"): per shift its view (the orders the rider delivered
// in it, their cash in hand, the handover once recorded), the shifts of each day, the open balances, and per rider
// the stats' deliveries and minutes from pickup to delivery. A delivery counts for the rider who confirmed it with
// the code, or the one staff confirmed it for by hand, in that rider's latest shift (after its handover: in their
// next one), as the handover's own finding does (command-api/src/riders/cash.ts).

export type RiderStats = { deliveries: number; timed: number; minutes: number };

const told = (riderId: string): Change[] => [
  { topic: 'orders', audience: 'staff' },
  { topic: 'orders', audience: `user:${riderId}` },
];

const loadShift = (ctx: ProjectionContext, shiftId: string) =>
  readJson<RiderShiftView>(ctx.redis, ctx.keys.riderShift(shiftId));

const saveShift = (ctx: ProjectionContext, view: RiderShiftView) =>
  writeJson(ctx.tx, ctx.keys.riderShift(view.shiftId), {
    ...view,
    cashInHand: view.orders.reduce((sum, o) => sum + o.total, 0),
  });

/** The rider credited with a delivered order: the one who confirmed it, or the one staff confirmed it for. */
async function creditedRider(
  ctx: ProjectionContext,
  orderId: string,
  by: { userId: string; role: string },
): Promise<string | null> {
  if (by.role === 'rider') return by.userId;
  return ctx.redis.hget(ctx.keys.riderHandConfirmed, orderId);
}

export const ridersProjection = defineProjection({
  name: 'riders',
  handles: [
    'RiderShiftStarted',
    'RiderShiftEnded',
    'RiderCashHandedOver',
    'DeliveryConfirmedByStaff',
    'OrderStepConfirmed',
  ],
  async apply(event, ctx) {
    const { keys, redis, tx } = ctx;
    switch (event.type) {
      case 'RiderShiftStarted': {
        const { riderId, shiftId, at } = event.data;
        if ((await redis.exists(keys.riderShift(shiftId))) === 1) return [];
        const pending = (await readJson<RiderShiftOrder[]>(redis, keys.riderPendingOrders(riderId))) ?? [];
        const view: RiderShiftView = {
          shiftId,
          riderId,
          riderName: null,
          startedAt: at,
          endedAt: null,
          day: localDayHour(at).day,
          orders: pending,
          cashInHand: 0,
          handover: null,
        };
        saveShift(ctx, view);
        tx.del(keys.riderPendingOrders(riderId));
        tx.zadd(keys.riderShiftsOfDay(view.day), Date.parse(at), shiftId);
        tx.zadd(keys.riderShiftsOpen, Date.parse(at), shiftId);
        tx.hset(keys.riderLatestShift, riderId, shiftId);
        // The dispatch's list of riders (projections/src/orders/deliveries.ts) shows who is on shift.
        if ((await redis.hget(keys.dispatchRiders, riderId)) !== null)
          tx.hset(keys.dispatchRiders, riderId, JSON.stringify({ onShift: true }));
        return told(riderId);
      }
      case 'RiderShiftEnded': {
        const { riderId, shiftId, at } = event.data;
        const view = await loadShift(ctx, shiftId);
        if (view) saveShift(ctx, { ...view, endedAt: at });
        if ((await redis.hget(keys.dispatchRiders, riderId)) !== null)
          tx.hset(keys.dispatchRiders, riderId, JSON.stringify({ onShift: false }));
        return told(riderId);
      }
      case 'RiderCashHandedOver': {
        const { riderId, shiftId, expected, handedOver, orderIds, by, at } = event.data;
        const view = await loadShift(ctx, shiftId);
        if (!view) return [];
        saveShift(ctx, {
          ...view,
          handover: { expected, handedOver, difference: handedOver - expected, orderIds, by, at },
        });
        tx.zrem(keys.riderShiftsOpen, shiftId);
        return told(riderId);
      }
      case 'DeliveryConfirmedByStaff': {
        const { orderId, riderId } = event.data;
        if (riderId) tx.hset(keys.riderHandConfirmed, orderId, riderId);
        return [];
      }
      case 'OrderStepConfirmed': {
        const { orderId, step, by, at } = event.data;
        if (step !== 'delivered') return [];
        const riderId = await creditedRider(ctx, orderId, by);
        tx.hdel(keys.riderHandConfirmed, orderId);
        if (!riderId) return [];
        const order = await readJson<OrderView>(redis, keys.order(orderId));
        if (!order) return [];
        // Stats: one delivery, and its minutes from "Picked up" when the order has left.
        const raw = await redis.hget(keys.riderStats, riderId);
        const before: RiderStats = raw
          ? (JSON.parse(raw) as RiderStats)
          : { deliveries: 0, timed: 0, minutes: 0 };
        const pickedUp = order.states.find((s) => s.name === 'out_for_delivery' && s.confirmed)?.date ?? null;
        const minutes = pickedUp ? Math.max(0, (Date.parse(at) - Date.parse(pickedUp)) / 60_000) : null;
        const after: RiderStats = {
          deliveries: before.deliveries + 1,
          timed: before.timed + (minutes === null ? 0 : 1),
          minutes: before.minutes + (minutes ?? 0),
        };
        tx.hset(keys.riderStats, riderId, JSON.stringify(after));
        // Cash: in the rider's latest shift, or their next one once that one is handed over.
        const delivered: RiderShiftOrder = {
          orderId,
          orderNumber: order.orderID,
          total: order.total_price_with_liv,
          deliveredAt: at,
        };
        const latest = await redis.hget(keys.riderLatestShift, riderId);
        const shift = latest ? await loadShift(ctx, latest) : null;
        if (shift && !shift.handover) {
          if (!shift.orders.some((o) => o.orderId === orderId))
            saveShift(ctx, { ...shift, orders: [...shift.orders, delivered] });
        } else {
          const pending = (await readJson<RiderShiftOrder[]>(redis, keys.riderPendingOrders(riderId))) ?? [];
          if (!pending.some((o) => o.orderId === orderId))
            writeJson(tx, keys.riderPendingOrders(riderId), [...pending, delivered]);
        }
        return told(riderId);
      }
      default:
        return [];
    }
  },
});
