import {
  isFinishedStatus,
  type OrderStatus,
  type OrderView,
  type ProductView,
  type UserView,
} from '@shop/contracts';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';
import {
  kitchenTime,
  onKitchenScreen,
  onReadyBoard,
  READY_BOARD_LEAVE_MINUTES,
  servedAt,
} from '@shop/contracts/orders/kitchen-tables';
import {
  moveIndexEntries,
  readJson,
  writeJson,
  type Change,
  type IndexEntry,
  defineProjection,
  type ProjectionContext,
} from '../projection';
import {
  erasedOrderView,
  evolveOrderView,
  factsOfView,
  orderScore,
  orderSearchText,
} from '@shop/contracts/orders/order-view';

// Orders (docs/orders.md "Orders read side"): the OrderView per placed order, the staff lists per status
// filter, the customer's list, the search hash, the display-number counter and the new-orders counter. Checkout
// events before PlaceOrder build nothing. Each event's writes go in the runner's MULTI with the stream's revision
// mark, so a replayed OrderPlaced never takes a second number.

const finished = (view: OrderView) => isFinishedStatus(view.status as OrderStatus);
/** On the live list and waiting for staff: the new-orders counter counts it. */
const open = (view: OrderView | null) => view !== null && !view.scheduled && !finished(view);

const load = (ctx: ProjectionContext, id: string) => readJson<OrderView>(ctx.redis, ctx.keys.order(id));

/** The lists an order is in: the customer's, and the scheduled lane by slot or the live lists once released. */
const orderIndexEntries = (keys: ReadModelKeys, view: OrderView): IndexEntry[] => {
  const score = orderScore(view);
  const lists = view.scheduled
    ? [keys.ordersScheduled]
    : [keys.orders('all'), keys.orders(finished(view) ? 'finish' : 'unfinish')];
  return [
    ...[keys.ordersOfUser(view.userId), ...lists].map((key) => ({ key, score })),
    ...kitchenEntries(keys, view),
    ...callEntries(keys, view),
  ];
};

/** The "to call" lane: held for a confirmation call, not confirmed nor cancelled yet (docs/phone-and-trust.md). */
const callEntries = (keys: ReadModelKeys, view: OrderView): IndexEntry[] =>
  view.call && view.call.confirmedAt === null && view.status !== 'cancelled'
    ? [{ key: keys.ordersToCall, score: Date.parse(view.call.heldAt) }]
    : [];

/**
 * The kitchen screen's cards by promised time, and the ready board's on-site orders: 0 while ready, the time served
 * once served (docs/kitchen.md "Kitchen screen and ready board").
 */
const kitchenEntries = (keys: ReadModelKeys, view: OrderView): IndexEntry[] => {
  const entries: IndexEntry[] = [];
  if (onKitchenScreen(view)) entries.push({ key: keys.ordersKitchen, score: Date.parse(kitchenTime(view)) });
  if (onReadyBoard(view))
    entries.push({ key: keys.ordersReadyBoard, score: Date.parse(servedAt(view) ?? '') || 0 });
  return entries;
};

/**
 * The public ready board hears when an on-site order comes onto it or changes there; a serving also drops from the
 * board's set the orders served READY_BOARD_LEAVE_MINUTES before it (by the event's time, so a rebuild keeps the same).
 */
async function readyBoardChanged(
  ctx: ProjectionContext,
  data: { at?: string; step?: string },
  before: OrderView,
  after: OrderView,
): Promise<Change[]> {
  if (!onReadyBoard(before) && !onReadyBoard(after)) return [];
  if (data.step === 'served' && data.at) {
    const ids = await ctx.redis.zrange(ctx.keys.ordersReadyBoard, 0, '-1');
    const views = ids.length === 0 ? [] : await ctx.redis.mget(ids.map((id) => ctx.keys.order(id)));
    const cutoff = Date.parse(data.at) - READY_BOARD_LEAVE_MINUTES * 60_000;
    views.forEach((raw, i) => {
      const served = raw === null ? null : servedAt(JSON.parse(raw) as OrderView);
      if (raw === null || (served !== null && Date.parse(served) < cutoff))
        ctx.tx.zrem(ctx.keys.ordersReadyBoard, ids[i]!);
    });
  }
  return [{ topic: 'ready-board', audience: 'public' }];
}

/** Queues the move of an order view from before to after (lists, search, counters). */
function write(ctx: ProjectionContext, before: OrderView | null, after: OrderView): void {
  const { keys, tx } = ctx;
  writeJson(tx, keys.order(after._id), after);
  moveIndexEntries(
    tx,
    after._id,
    before ? orderIndexEntries(keys, before) : [],
    orderIndexEntries(keys, after),
  );
  const search = orderSearchText(after);
  if (before === null || orderSearchText(before) !== search) tx.hset(keys.orderSearch, after._id, search);
  if (!open(before) && open(after)) tx.incr(keys.ordersNewCount);
  if (open(before) && !open(after)) tx.decr(keys.ordersNewCount);
}

// One socket message per order change and audience (each one makes the client refetch its orders): a change message,
// or the real-time message that says more (newOrder to staff, orderActualization to staff and the customer).

/** The customer hears about their own order only. */
const customerChanged = (view: OrderView): Change => ({
  topic: 'orders',
  id: view._id,
  audience: `user:${view.userId}`,
});

/** Staff see every order change. */
const changed = (view: OrderView): Change[] => [
  { topic: 'orders', id: view._id, audience: 'staff' },
  customerChanged(view),
];

/** Staff hear a new order on the live list. */
const newOrder = (view: OrderView): Change => ({
  realtime: { type: 'newOrder', orderId: view._id, orderID: view.orderID },
  audience: 'staff',
});

const actualization = (view: OrderView): Change[] =>
  ['staff', `user:${view.userId}`].map((audience) => ({
    realtime: { type: 'orderActualization', orderId: view._id, states: view.states, status: view.status },
    audience,
  }));

async function productImages(ctx: ProjectionContext, ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  // Asked together: one round trip for the order's products, not one per line.
  const products = await Promise.all(ids.map((id) => readJson<ProductView>(ctx.redis, ctx.keys.product(id))));
  const images: Record<string, string> = {};
  ids.forEach((id, i) => {
    const product = products[i];
    if (product) images[id] = product.img;
  });
  return images;
}

export const ordersProjection = defineProjection({
  name: 'orders',
  handles: [
    'OrderPlaced',
    'ScheduledOrderReleased',
    'OrderStepConfirmed',
    'OrderReadyForPickup',
    'OrderStepUndone',
    'OrderCancelled',
    'AccountDeleted',
    'OrderRated',
    'RatingAnswered',
    'OrderAmended',
    'OrderPromised',
    'OrderPromiseMoved',
    'OrderHeldForCall',
    'OrderCallConfirmed',
    'OrderCallReminded',
  ],
  async apply(event, ctx) {
    switch (event.type) {
      case 'OrderPlaced': {
        const d = event.data;
        // The three reads are asked together (one round trip on the projections' serial path, not 2 + one per line).
        const [placed, lastNumber, images, takenBy] = await Promise.all([
          load(ctx, d.orderId),
          ctx.redis.get(ctx.keys.orderNumber),
          productImages(
            ctx,
            d.lines.map((l) => l.productId),
          ),
          // A phone or counter order shows the name of the staff member who took it.
          d.takenBy ? readJson<UserView>(ctx.redis, ctx.keys.user(d.takenBy.userId)) : null,
        ]);
        if (placed) return []; // placed once (the decider refuses a second placement)
        const orderID = Number(lastNumber ?? '0') + 1;
        const takenByName = takenBy?.name ?? null;
        const view = evolveOrderView(null, event, { orderID, productImages: images, takenByName })!;
        ctx.tx.set(ctx.keys.orderNumber, String(orderID));
        write(ctx, null, view);
        // A scheduled order is announced when it reaches the live list (ScheduledOrderReleased).
        return view.scheduled ? changed(view) : [customerChanged(view), newOrder(view)];
      }
      case 'ScheduledOrderReleased': {
        const before = await load(ctx, event.data.orderId);
        if (!before?.scheduled) return [];
        const after = evolveOrderView(before, event, factsOfView(before))!;
        write(ctx, before, after);
        return open(after) ? [customerChanged(after), newOrder(after)] : changed(after);
      }
      case 'OrderStepConfirmed':
      case 'OrderReadyForPickup':
      case 'OrderStepUndone':
      case 'OrderCancelled': {
        const before = await load(ctx, event.data.orderId);
        if (!before) return []; // a checkout never placed (cancelled or expired): not listed
        const after = evolveOrderView(before, event, factsOfView(before))!;
        if (after === before) return []; // the fold answers the same view when the event changes nothing
        write(ctx, before, after);
        return [...actualization(after), ...(await readyBoardChanged(ctx, event.data, before, after))];
      }
      case 'OrderHeldForCall':
      case 'OrderCallConfirmed':
      case 'OrderCallReminded':
      case 'OrderRated':
      case 'RatingAnswered':
      case 'OrderAmended':
      case 'OrderPromised':
      case 'OrderPromiseMoved': {
        // Events that change one order's page (call, rating, amendment, promised time): staff and its customer follow.
        const before = await load(ctx, event.data.orderId);
        if (!before) return [];
        const after = evolveOrderView(before, event, factsOfView(before))!;
        if (after === before) return [];
        write(ctx, before, after);
        return changed(after);
      }
      case 'AccountDeleted': {
        // Past orders stay, without the customer's name, phone, address or comment.
        const { userId } = event.data;
        const ids = await ctx.redis.zrange(ctx.keys.ordersOfUser(userId), 0, '-1');
        if (ids.length === 0) return [];
        const raws = await ctx.redis.mget(ids.map((id) => ctx.keys.order(id)));
        const changes: Change[] = [{ topic: 'orders', audience: 'staff' }];
        for (const raw of raws) {
          if (raw === null) continue;
          const before = JSON.parse(raw) as OrderView;
          write(ctx, before, erasedOrderView(before));
          changes.push({ topic: 'orders', id: before._id, audience: 'staff' });
        }
        return changes;
      }
      default:
        return [];
    }
  },
});
