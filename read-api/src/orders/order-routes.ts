import { Router } from 'express';
import type { Redis } from 'ioredis';
import { DomainError, isStaffRole, type OrderView, type UserView } from '@shop/contracts';
import { orderReadRoutes as routes } from '@shop/contracts/orders/read-routes';
import {
  orderReadSchemas as schemas,
  type OrderAnswer,
  type OrderPage,
} from '@shop/contracts/orders/read-route-schemas';
import { servedAt, stillOnBoard } from '@shop/contracts/orders/kitchen-tables';
import type { ReadyBoardView } from '@shop/contracts/orders/read-models';
import { jsonText, serveRoute } from '@shop/platform/http/serve-route';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';
import type { IdentifyRequest } from '../accounts/viewer';
import type { Viewer } from '../audience';
import type { ReadModelPointer } from '../read-model-pointer';
import { identityOf, queryInvalid, requireReader } from '../serve-read';
import { orderHistory, type OrderStreamReader } from './order-history';
import { orderQueryMessages, pageOfSearch, pageRange } from './order-query';

// The order read routes (docs/orders.md "Orders read side"). Customers read their own orders only: another
// customer's order is a 404 like an unknown one, so its existence does not leak. Staff read every order.

export type OrderRoutesDeps = {
  redis: Redis;
  pointer: ReadModelPointer;
  identify: IdentifyRequest;
  /** The event store through the personal-data wrapper, for the audit timeline; without it that route is absent. */
  store?: OrderStreamReader;
  /** The clock of the ready board (a served order leaves it READY_BOARD_LEAVE_MINUTES after). */
  now?: () => Date;
};

const isStaff = (viewer: Viewer) => isStaffRole(viewer.role);

/** A page of order views as stored, joined without parsing them. */
async function pageJson(redis: Redis, keys: ReadModelKeys, ids: string[], total: number) {
  const raws = ids.length === 0 ? [] : await redis.mget(ids.map(keys.order));
  const data = raws.filter((raw): raw is string => raw !== null);
  return jsonText<OrderPage>(`{"data":[${data.join(',')}],"total":${total}}`);
}

/** The ready board's lines from the stored views: ready ones, and those served a moment before `now`, by number. */
function readyBoardOrders(raws: (string | null)[], now: Date): ReadyBoardView['orders'] {
  const orders: ReadyBoardView['orders'] = [];
  for (const raw of raws) {
    if (raw === null) continue;
    const view = JSON.parse(raw) as OrderView;
    const served = servedAt(view);
    if (view.status === 'ready')
      orders.push({
        number: view.orderID,
        status: 'ready',
        at: view.states.find((s) => s.name === 'ready')?.date ?? view.date,
      });
    else if (view.status === 'served' && served && stillOnBoard(served, now))
      orders.push({ number: view.orderID, status: 'served', at: served });
  }
  return orders.sort((a, b) => a.number - b.number);
}

export function orderRoutes(deps: OrderRoutesDeps): Router {
  const { redis, pointer, identify } = deps;
  const router = Router();
  const signedIn = [requireReader(identify, 'signed-in')];
  const staff = [requireReader(identify, 'staff')];
  const invalid = queryInvalid(orderQueryMessages);

  serveRoute(
    router,
    routes.newCount,
    schemas.newCount,
    async () => {
      const count = Number((await redis.get((await pointer.keys()).ordersNewCount)) ?? '0');
      return { data: { count } };
    },
    { before: staff },
  );

  // The scheduled lane: orders placed for a slot and not yet moved to the live list, the soonest slot first.
  serveRoute(
    router,
    routes.scheduled,
    schemas.scheduled,
    async () => {
      const keys = await pointer.keys();
      const ids = await redis.zrange(keys.ordersScheduled, 0, '-1');
      return pageJson(redis, keys, ids, ids.length);
    },
    { before: staff },
  );

  serveRoute(
    router,
    routes.mine,
    schemas.mine,
    async ({ query, res }) => {
      const keys = await pointer.keys();
      const list = keys.ordersOfUser(identityOf(res).viewer.userId!);
      const { start, stop } = pageRange(query);
      const [ids, total] = await Promise.all([
        redis.zrange(list, String(start), String(stop), 'REV'),
        redis.zcard(list),
      ]);
      return pageJson(redis, keys, ids, total);
    },
    { before: signedIn, invalid },
  );

  serveRoute(
    router,
    routes.list,
    schemas.list,
    async ({ query }) => {
      const keys = await pointer.keys();
      const list = keys.orders(query.status);
      if (query.q) {
        const [ids, search] = await Promise.all([
          redis.zrange(list, 0, '-1', 'REV'),
          redis.hgetall(keys.orderSearch),
        ]);
        const page = pageOfSearch(ids, search, query.q, query);
        return pageJson(redis, keys, page.ids, page.total);
      }
      const { start, stop } = pageRange(query);
      const [ids, total] = await Promise.all([
        redis.zrange(list, String(start), String(stop), 'REV'),
        redis.zcard(list),
      ]);
      return pageJson(redis, keys, ids, total);
    },
    { before: staff, invalid },
  );

  if (deps.store) {
    const store = deps.store;
    serveRoute(
      router,
      routes.history,
      schemas.history,
      async ({ params }) => {
        const keys = await pointer.keys();
        const raw = await redis.get(keys.order(params.id));
        const current = raw === null ? null : (JSON.parse(raw) as OrderView);
        const entries = await orderHistory(store, params.id, current, async (ids) => {
          const views = await redis.mget(ids.map(keys.user));
          return new Map(
            views.flatMap((v) => {
              if (v === null) return [];
              const user = JSON.parse(v) as UserView;
              return [[user._id, user.name] as const]; // "first last", as the users projection builds it
            }),
          );
        });
        if (!entries) throw new DomainError('order.not_found');
        return { data: entries };
      },
      { before: staff },
    );
  }

  // The kitchen screen (docs/kitchen.md): the cards, soonest promised first.
  serveRoute(
    router,
    routes.kitchen,
    schemas.kitchen,
    async () => {
      const keys = await pointer.keys();
      const ids = await redis.zrange(keys.ordersKitchen, 0, '-1');
      return pageJson(redis, keys, ids, ids.length);
    },
    { before: staff },
  );

  // The ready board (public, docs/kitchen.md): numbers only, ready or served less than READY_BOARD_LEAVE_MINUTES ago.
  serveRoute(router, routes.readyBoard, schemas.readyBoard, async () => {
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.ordersReadyBoard, 0, '-1');
    const raws = ids.length === 0 ? [] : await redis.mget(ids.map(keys.order));
    const at = (deps.now ?? (() => new Date()))();
    return { data: { orders: readyBoardOrders(raws, at) } };
  });

  serveRoute(
    router,
    routes.detail,
    schemas.detail,
    async ({ params, res }) => {
      const { viewer } = identityOf(res);
      const raw = await redis.get((await pointer.keys()).order(params.id));
      if (raw === null) throw new DomainError('order.not_found');
      if (!isStaff(viewer) && (JSON.parse(raw) as OrderView).userId !== viewer.userId)
        throw new DomainError('order.not_found');
      return jsonText<OrderAnswer>(`{"data":${raw}}`);
    },
    { before: signedIn },
  );

  return router;
}
