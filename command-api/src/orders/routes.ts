// The order routes (spec §7; docs/orders.md "Orders"): the table `orderRoutes` of contracts served by express
// (`createOrderRoutes`, mounted by createCommandApi under /api after `express.json()` and before the problem
// middleware). Each body is parsed once, by its route's schema (contracts/src/orders/route-schemas.ts), and the
// command built of it goes to the checked handler, which does not parse it again.
// Customers act on their own orders only (the decider answers 403 `auth.forbidden` otherwise); steps are staff only.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AnyRoute } from '@shop/contracts/http/route';
import { orderRoutes } from '@shop/contracts/orders/routes';
import { orderRouteSchemas } from '@shop/contracts/orders/route-schemas';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Actor } from '../accounts/events';
import { requireActor, requireRole } from '../auth/authenticate';
import { requestContext } from '../http/request-context';
import { deterministicId } from '../ids';
import type { HandleCheckedOrder, OrderContext, OrderResult } from './handle';

/** The route's name in the handler context: an Idempotency-Key is scoped to it. */
export const routeName = (route: Pick<AnyRoute, 'method' | 'path'>): string =>
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

const answer = <Extra extends object>(result: OrderResult, extra: Extra = {} as Extra) => ({
  data: { _id: result.orderId, ...extra },
  position: result.position,
});

/**
 * The order routes as an express router over the checked order handler.
 * `authenticate` sets `res.locals.actor` ({ userId, role }) or throws 401 (auth/authenticate.ts); without it the
 * router expects an earlier middleware to have set it.
 */
export function createOrderRoutes({
  handleOrder,
  ids = randomUUID,
  authenticate,
}: {
  handleOrder: HandleCheckedOrder;
  ids?: () => string;
  authenticate?: RequestHandler;
}): Router {
  const router = express.Router();
  const signedIn: RequestHandler[] = authenticate ? [authenticate] : [];
  /** Staff only (admin or moderator): a customer gets 403 before the body is looked at. */
  const staff = { before: [...signedIn, requireRole('staff')], errorNames: { state: 'step', id: 'orderId' } };
  const customer = { before: signedIn, errorNames: { id: 'orderId' } };
  const contextOf = (req: Request, res: Response, route: AnyRoute): OrderContext =>
    orderContext(req, requireActor(res), routeName(route));
  const {
    startCheckout,
    applyPromo,
    removePromo,
    useBonusPoints,
    place,
    confirmStep,
    confirmStepPut,
    cancel,
    rate,
    answerRating,
  } = orderRoutes;
  const { undoStep, readyForPickup } = orderRoutes;
  const schemas = orderRouteSchemas;

  // Staff take an order by phone or at the counter (docs/phone-and-trust.md): the order id is chosen here, derived
  // from the Idempotency-Key when given (a retried submit answers the same order).
  serveRoute(
    router,
    orderRoutes.take,
    schemas.take,
    async ({ body, req, res }) => {
      const ctx = contextOf(req, res, orderRoutes.take);
      const orderId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'order', 0) : ids();
      const result = await handleOrder({ type: 'TakeOrder', data: { orderId, ...body } }, ctx);
      const totals = result.order.status === 'none' ? null : result.order.totals;
      return reply(answer(result, totals ? { totals } : {}), { status: 201 });
    },
    { ...staff, errorNames: { id: 'orderId', promoCode: 'code' } },
  );
  serveRoute(
    router,
    orderRoutes.amend,
    schemas.amend,
    async ({ params, body, req, res }) => {
      const data = { orderId: params.id, lines: body.lines, reason: body.reason };
      const result = await handleOrder({ type: 'AmendOrder', data }, contextOf(req, res, orderRoutes.amend));
      const totals = result.order.status === 'none' ? null : result.order.totals;
      return answer(result, totals ? { totals } : {});
    },
    staff,
  );

  // StartCheckout: the order id is chosen here (derived from the Idempotency-Key when given).
  serveRoute(
    router,
    startCheckout,
    schemas.startCheckout,
    async ({ body, req, res }) => {
      const ctx = contextOf(req, res, startCheckout);
      const orderId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'order', 0) : ids();
      const data = { orderId, userId: ctx.userId, ...body };
      return reply(answer(await handleOrder({ type: 'StartCheckout', data }, ctx)), { status: 201 });
    },
    customer,
  );
  serveRoute(
    router,
    applyPromo,
    schemas.applyPromo,
    async ({ params, body, req, res }) => {
      const data = { orderId: params.id, code: body.promo_code };
      const result = await handleOrder({ type: 'ApplyPromo', data }, contextOf(req, res, applyPromo));
      // Also on a no-op (the same code again): the client shows 'Promo code {name} applied. Price reduced by {per}%.'
      const promo = result.order.status === 'none' ? null : result.order.promo;
      return answer(result, promo ? { promo_code: promo.code, pourcentage: promo.percentage } : {});
    },
    { ...customer, errorNames: { id: 'orderId', promo_code: 'code' } },
  );
  serveRoute(
    router,
    removePromo,
    schemas.removePromo,
    async ({ params, req, res }) =>
      answer(
        await handleOrder(
          { type: 'RemovePromo', data: { orderId: params.id } },
          contextOf(req, res, removePromo),
        ),
      ),
    customer,
  );
  serveRoute(
    router,
    useBonusPoints,
    schemas.useBonusPoints,
    async ({ params, body, req, res }) =>
      answer(
        await handleOrder(
          { type: 'UseBonusPoints', data: { orderId: params.id, points: body.points } },
          contextOf(req, res, useBonusPoints),
        ),
      ),
    customer,
  );
  serveRoute(
    router,
    place,
    schemas.place,
    async ({ params, body, req, res }) => {
      const data = { orderId: params.id, delivery: body.delivery, slot: body.slot ?? null };
      const result = await handleOrder({ type: 'PlaceOrder', data }, contextOf(req, res, place));
      const totals = result.order.status === 'none' ? null : result.order.totals;
      return answer(result, totals ? { totals } : {});
    },
    customer,
  );
  // Staff click a step (spec §7 "PUT or PATCH /api/orders/{id}" with state); the client then reloads the order.
  for (const [route, routeSchemas] of [
    [confirmStep, schemas.confirmStep],
    [confirmStepPut, schemas.confirmStepPut],
  ] as const)
    serveRoute(
      router,
      route,
      routeSchemas,
      async ({ params, body, req, res }) =>
        answer(
          await handleOrder(
            { type: 'ConfirmOrderStep', data: { orderId: params.id, step: body.state } },
            contextOf(req, res, route),
          ),
        ),
      staff,
    );
  serveRoute(
    router,
    cancel,
    schemas.cancel,
    async ({ params, body, req, res }) =>
      answer(
        await handleOrder(
          { type: 'CancelOrder', data: { orderId: params.id, reason: body.reason } },
          contextOf(req, res, cancel),
        ),
      ),
    customer,
  );
  // Ratings (docs/phone-and-trust.md): the customer rates their own order (the decider checks whose it is), staff answer.
  serveRoute(
    router,
    rate,
    schemas.rate,
    async ({ params, body, req, res }) =>
      answer(
        await handleOrder(
          { type: 'RateOrder', data: { orderId: params.id, stars: body.stars, comment: body.comment } },
          contextOf(req, res, rate),
        ),
      ),
    customer,
  );
  serveRoute(
    router,
    answerRating,
    schemas.answerRating,
    async ({ params, body, req, res }) =>
      answer(
        await handleOrder(
          { type: 'AnswerRating', data: { orderId: params.id, answer: body.answer } },
          contextOf(req, res, answerRating),
        ),
      ),
    { ...staff, errorNames: { id: 'orderId' } },
  );
  // The kitchen screen (docs/kitchen.md): undo the last tap, pack a delivery order for its rider. Staff only.
  serveRoute(
    router,
    undoStep,
    schemas.undoStep,
    async ({ params, body, req, res }) =>
      answer(
        await handleOrder(
          { type: 'UndoOrderStep', data: { orderId: params.id, step: body.step } },
          contextOf(req, res, undoStep),
        ),
      ),
    staff,
  );
  serveRoute(
    router,
    readyForPickup,
    schemas.readyForPickup,
    async ({ params, req, res }) =>
      answer(
        await handleOrder(
          { type: 'MarkReadyForPickup', data: { orderId: params.id } },
          contextOf(req, res, readyForPickup),
        ),
      ),
    staff,
  );
  return router;
}
