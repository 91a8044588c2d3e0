// The order routes (spec §7; docs/orders.md "Orders"): one table (`orderRoutes`) served by express
// (`createOrderRoutes`, mounted by createCommandApi under /api after `express.json()` and before the problem
// middleware).
// Customers act on their own orders only (the decider answers 403 `auth.forbidden` otherwise); steps are staff only.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { OrderCommandInput, OrderCommandType } from '@shop/contracts/orders/index';
import express, { type RequestHandler, type Router } from 'express';
import type { Actor } from '../accounts/events';
import { requireActor, requireRole } from '../auth/authenticate';
import { requestContext } from '../http/request-context';
import { deterministicId } from '../ids';
import type { HandleOrder, OrderContext, OrderResult } from './handle';

export type OrderRoutesDeps = { handleOrder: HandleOrder; ids?: () => string };

/** What a route is given: the parsed JSON body (undefined without one), the `:id` of its path, who calls and how. */
export type OrderRouteInput = { body: unknown; orderId: string; actor: Actor; ctx: OrderContext };
export type OrderAnswer = { status: number; body: unknown };

export type OrderRoute = {
  method: 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  /** Under /api, in express's syntax (`:id` is the order id). */
  path: string;
  /** Staff only (admin or moderator): a customer gets 403 before the body is looked at. */
  staff?: true;
  run(input: OrderRouteInput): Promise<OrderAnswer>;
};

/** The route's name in the handler context: an Idempotency-Key is scoped to it. */
export const routeName = (route: Pick<OrderRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** The handler context of a request: its correlation and route-scoped Idempotency-Key, and the actor. */
export function orderContext(
  req: Pick<IncomingMessage, 'headers'>,
  actor: Actor,
  route: string,
): OrderContext {
  const ctx = requestContext(req, route);
  return {
    userId: actor.userId,
    role: actor.role,
    // Scoped by user too: another customer's key can never reach this one's order or answer.
    ...(ctx.idempotencyKey ? { idempotencyKey: `${actor.userId}:${ctx.idempotencyKey}` } : {}),
    ...(ctx.correlationId ? { correlationId: ctx.correlationId } : {}),
  };
}

const answer = (result: OrderResult, status = 200, extra: Record<string, unknown> = {}): OrderAnswer => ({
  status,
  body: { data: { _id: result.orderId, ...extra }, position: result.position },
});

/** The body's fields (none when it is not a JSON object), as sent: the handler checks them. */
const fieldsOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * A command made of what the request sent. The order handler checks every command once against its schema
 * (orderCommand): the body is not checked here a first time.
 */
const sent = (command: { type: OrderCommandType; data: Record<string, unknown> }) =>
  command as OrderCommandInput;

export function orderRoutes({ handleOrder, ids = randomUUID }: OrderRoutesDeps): OrderRoute[] {
  // Staff click a step (spec §7 "PUT or PATCH /api/orders/{id}" with state); the client then reloads the order.
  const confirmStep = async ({ body, orderId, ctx }: OrderRouteInput) => {
    const { state } = fieldsOf(body);
    return answer(await handleOrder(sent({ type: 'ConfirmOrderStep', data: { orderId, step: state } }), ctx));
  };
  return [
    // StartCheckout: the order id is chosen here (derived from the Idempotency-Key when given).
    {
      method: 'POST',
      path: '/orders',
      async run({ body, actor, ctx }) {
        const { type, lines } = fieldsOf(body);
        const orderId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'order', 0) : ids();
        const result = await handleOrder(
          sent({ type: 'StartCheckout', data: { orderId, userId: actor.userId, type, lines } }),
          ctx,
        );
        return answer(result, 201);
      },
    },
    {
      method: 'POST',
      path: '/orders/:id/promo',
      async run({ body, orderId, ctx }) {
        const { promo_code } = fieldsOf(body);
        const result = await handleOrder(
          sent({ type: 'ApplyPromo', data: { orderId, code: promo_code } }),
          ctx,
        );
        // Also on a no-op (the same code again): the client shows 'Promo code {name} applied. Price reduced by {per}%.'
        const promo = result.order.status === 'none' ? null : result.order.promo;
        return answer(result, 200, promo ? { promo_code: promo.code, pourcentage: promo.percentage } : {});
      },
    },
    {
      method: 'DELETE',
      path: '/orders/:id/promo',
      run: async ({ orderId, ctx }) =>
        answer(await handleOrder({ type: 'RemovePromo', data: { orderId } }, ctx)),
    },
    {
      method: 'POST',
      path: '/orders/:id/points',
      async run({ body, orderId, ctx }) {
        const { points } = fieldsOf(body);
        return answer(await handleOrder(sent({ type: 'UseBonusPoints', data: { orderId, points } }), ctx));
      },
    },
    {
      method: 'POST',
      path: '/orders/:id/place',
      async run({ body, orderId, ctx }) {
        const { delivery, slot } = fieldsOf(body);
        const result = await handleOrder(
          sent({ type: 'PlaceOrder', data: { orderId, delivery, slot: slot ?? null } }),
          ctx,
        );
        const totals = result.order.status === 'none' ? null : result.order.totals;
        return answer(result, 200, totals ? { totals } : {});
      },
    },
    { method: 'PATCH', path: '/orders/:id', staff: true, run: confirmStep },
    { method: 'PUT', path: '/orders/:id', staff: true, run: confirmStep },
    {
      method: 'POST',
      path: '/orders/:id/cancel',
      async run({ body, orderId, ctx }) {
        const { reason } = fieldsOf(body);
        return answer(await handleOrder(sent({ type: 'CancelOrder', data: { orderId, reason } }), ctx));
      },
    },
  ];
}

/**
 * The order routes (`orderRoutes`) as an express router.
 * `authenticate` sets `res.locals.actor` ({ userId, role }) or throws 401 (auth/authenticate.ts); without it the
 * router expects an earlier middleware to have set it.
 */
export function createOrderRoutes({
  routes,
  authenticate,
}: {
  routes: OrderRoute[];
  authenticate?: RequestHandler;
}): Router {
  const router = express.Router();
  const guard: RequestHandler[] = authenticate ? [authenticate] : [];
  for (const route of routes) {
    const name = routeName(route);
    const serve: RequestHandler = async (req, res) => {
      const actor = requireActor(res);
      const { status, body } = await route.run({
        body: req.body,
        orderId: String(req.params.id),
        actor,
        ctx: orderContext(req, actor, name),
      });
      res.status(status).json(body);
    };
    const method = route.method.toLowerCase() as 'post' | 'delete' | 'patch' | 'put';
    router[method](route.path, ...guard, ...(route.staff ? [requireRole('staff')] : []), serve);
  }
  return router;
}
