import { Router, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import { isStaffRole, type OrderView, type UserView } from '@shop/contracts';
import type { ReadModelKeys } from '@shop/platform/read-model-keys';
import type { IdentifyRequest } from '../accounts/viewer';
import type { Viewer } from '../audience';
import { describeErrors } from '../product-query';
import { sendProblem } from '../problem';
import type { ReadModelPointer } from '../read-model-pointer';
import { sendJson } from '../send-json';
import { orderHistory, type OrderStreamReader } from './order-history';
import { pageOfSearch, pageRange, parseOrderListQuery } from './order-query';

// The order read routes (docs/orders.md "Orders read side"). Customers read their own orders only: another
// customer's order is a 404 like an unknown one, so its existence does not leak. Staff read every order.

export type OrderRoutesDeps = {
  redis: Redis;
  pointer: ReadModelPointer;
  identify: IdentifyRequest;
  /** The event store through the personal-data wrapper, for the audit timeline; without it that route is absent. */
  store?: OrderStreamReader;
};

const isStaff = (viewer: Viewer) => isStaffRole(viewer.role);

/** The viewer, or null after answering 401 (visitor) / 403 (not staff when staff is required). */
async function requireViewer(
  deps: OrderRoutesDeps,
  req: Request,
  res: Response,
  staff: boolean,
): Promise<Viewer | null> {
  const { viewer } = await deps.identify(req);
  if (!viewer.userId) {
    sendProblem(res, 'auth.required');
    return null;
  }
  if (staff && !isStaff(viewer)) {
    sendProblem(res, 'auth.forbidden');
    return null;
  }
  return viewer;
}

async function sendPage(res: Response, redis: Redis, keys: ReadModelKeys, ids: string[], total: number) {
  const raws = ids.length === 0 ? [] : await redis.mget(ids.map(keys.order));
  const data = raws.filter((raw): raw is string => raw !== null);
  sendJson(res, `{"data":[${data.join(',')}],"total":${total}}`);
}

export function orderRoutes(deps: OrderRoutesDeps): Router {
  const { redis, pointer } = deps;
  const router = Router();

  const parseQuery = (req: Request, res: Response) => {
    const parsed = parseOrderListQuery(req.query);
    if (parsed.ok) return parsed.query;
    sendProblem(res, 'query.invalid', { detail: describeErrors(parsed.errors), errors: parsed.errors });
    return null;
  };

  router.get('/orders/new-count', async (req, res) => {
    if (!(await requireViewer(deps, req, res, true))) return;
    const count = Number((await redis.get((await pointer.keys()).ordersNewCount)) ?? '0');
    res.json({ data: { count } });
  });

  // The scheduled lane: orders placed for a slot and not yet moved to the live list, the soonest slot first.
  router.get('/orders/scheduled', async (req, res) => {
    if (!(await requireViewer(deps, req, res, true))) return;
    const keys = await pointer.keys();
    const ids = await redis.zrange(keys.ordersScheduled, 0, '-1');
    await sendPage(res, redis, keys, ids, ids.length);
  });

  router.get('/orders/mine', async (req, res) => {
    const viewer = await requireViewer(deps, req, res, false);
    if (!viewer) return;
    const query = parseQuery(req, res);
    if (!query) return;
    const keys = await pointer.keys();
    const list = keys.ordersOfUser(viewer.userId!);
    const { start, stop } = pageRange(query);
    const [ids, total] = await Promise.all([
      redis.zrange(list, String(start), String(stop), 'REV'),
      redis.zcard(list),
    ]);
    await sendPage(res, redis, keys, ids, total);
  });

  router.get('/orders', async (req, res) => {
    if (!(await requireViewer(deps, req, res, true))) return;
    const query = parseQuery(req, res);
    if (!query) return;
    const keys = await pointer.keys();
    const list = keys.orders(query.status);
    if (query.q) {
      const [ids, search] = await Promise.all([
        redis.zrange(list, 0, '-1', 'REV'),
        redis.hgetall(keys.orderSearch),
      ]);
      const page = pageOfSearch(ids, search, query.q, query);
      return sendPage(res, redis, keys, page.ids, page.total);
    }
    const { start, stop } = pageRange(query);
    const [ids, total] = await Promise.all([
      redis.zrange(list, String(start), String(stop), 'REV'),
      redis.zcard(list),
    ]);
    await sendPage(res, redis, keys, ids, total);
  });

  if (deps.store) {
    const store = deps.store;
    router.get('/orders/:id/history', async (req, res) => {
      if (!(await requireViewer(deps, req, res, true))) return;
      const keys = await pointer.keys();
      const raw = await redis.get(keys.order(req.params.id));
      const current = raw === null ? null : (JSON.parse(raw) as OrderView);
      const entries = await orderHistory(store, req.params.id, current, async (ids) => {
        const views = await redis.mget(ids.map(keys.user));
        return new Map(
          views.flatMap((v) => {
            if (v === null) return [];
            const user = JSON.parse(v) as UserView;
            return [[user._id, user.name] as const]; // "first last", as the users projection builds it
          }),
        );
      });
      if (!entries) return sendProblem(res, 'order.not_found');
      res.json({ data: entries });
    });
  }

  router.get('/orders/:id', async (req, res) => {
    const viewer = await requireViewer(deps, req, res, false);
    if (!viewer) return;
    const raw = await redis.get((await pointer.keys()).order(req.params.id));
    if (raw === null) return sendProblem(res, 'order.not_found');
    if (!isStaff(viewer) && (JSON.parse(raw) as OrderView).userId !== viewer.userId)
      return sendProblem(res, 'order.not_found');
    sendJson(res, `{"data":${raw}}`);
  });

  return router;
}
