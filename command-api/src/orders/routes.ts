// The order routes (spec §7; docs/design-notes.md "Orders"), mounted by createCommandApi under /api after
// `express.json()` and before the problem middleware. `authenticate` (auth/authenticate.ts, from the sessions and
// accounts) sets `res.locals.actor`; without it the router expects an earlier middleware to have set it.
// Customers act on their own orders only (the decider answers 403 `auth.forbidden` otherwise); steps are staff only.
import { randomUUID } from 'node:crypto';
import {
  applyPromoBody,
  cancelOrderBody,
  confirmStepBody,
  placeOrderBody,
  startCheckoutBody,
  useBonusPointsBody,
  type OrderCommandInput,
} from '@shop/contracts/orders/index';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import { requireActor, requireRole } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import { deterministicId } from '../ids';
import { validationError } from '../validation';
import type { HandleOrder, OrderContext, OrderResult } from './handle';

export type OrderRoutesDeps = {
  handleOrder: HandleOrder;
  /** Sets `res.locals.actor` ({ userId, role }) or throws 401; e.g. `authenticate(sessions, accounts)`. */
  authenticate?: RequestHandler;
  ids?: () => string;
};

const body = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};
const orderIdOf = (req: Request) => String(req.params.id);

function ctxOf(req: Request, res: Response, route: string): OrderContext {
  const actor = requireActor(res);
  const ctx = contextOf(req, res, route);
  return {
    userId: actor.userId,
    role: actor.role,
    // Scoped by user too: another customer's key can never reach this one's order or answer.
    ...(ctx.idempotencyKey ? { idempotencyKey: `${actor.userId}:${ctx.idempotencyKey}` } : {}),
    ...(ctx.correlationId ? { correlationId: ctx.correlationId } : {}),
  };
}

const answer = (res: Response, result: OrderResult, status = 200, extra: Record<string, unknown> = {}) =>
  res.status(status).json({ data: { _id: result.orderId, ...extra }, position: result.position });

export function createOrderRoutes({ handleOrder, authenticate, ids = randomUUID }: OrderRoutesDeps): Router {
  const router = express.Router();
  const guard: RequestHandler[] = authenticate ? [authenticate] : [];
  const run = (req: Request, res: Response, route: string, command: OrderCommandInput) =>
    handleOrder(command, ctxOf(req, res, route));

  // StartCheckout: the order id is chosen here (derived from the Idempotency-Key when given).
  router.post('/orders', ...guard, async (req, res) => {
    const { type, lines } = body(startCheckoutBody, req);
    const actor = requireActor(res);
    const ctx = ctxOf(req, res, 'POST /orders');
    const orderId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'order', 0) : ids();
    const result = await handleOrder(
      { type: 'StartCheckout', data: { orderId, userId: actor.userId, type, lines } },
      ctx,
    );
    answer(res, result, 201);
  });

  router.post('/orders/:id/promo', ...guard, async (req, res) => {
    const { promo_code } = body(applyPromoBody, req);
    const result = await run(req, res, 'POST /orders/:id/promo', {
      type: 'ApplyPromo',
      data: { orderId: orderIdOf(req), code: promo_code },
    });
    // Also on a no-op (the same code again): the client shows 'Promo code {name} applied. Price reduced by {per}%.'
    const promo = result.order.status === 'none' ? null : result.order.promo;
    answer(res, result, 200, promo ? { promo_code: promo.code, pourcentage: promo.percentage } : {});
  });

  router.delete('/orders/:id/promo', ...guard, async (req, res) => {
    answer(
      res,
      await run(req, res, 'DELETE /orders/:id/promo', {
        type: 'RemovePromo',
        data: { orderId: orderIdOf(req) },
      }),
    );
  });

  router.post('/orders/:id/points', ...guard, async (req, res) => {
    const { points } = body(useBonusPointsBody, req);
    answer(
      res,
      await run(req, res, 'POST /orders/:id/points', {
        type: 'UseBonusPoints',
        data: { orderId: orderIdOf(req), points },
      }),
    );
  });

  router.post('/orders/:id/place', ...guard, async (req, res) => {
    const { delivery, slot } = body(placeOrderBody, req);
    const result = await run(req, res, 'POST /orders/:id/place', {
      type: 'PlaceOrder',
      data: { orderId: orderIdOf(req), delivery, slot: slot ?? null },
    });
    const totals = result.order.status === 'none' ? null : result.order.totals;
    answer(res, result, 200, totals ? { totals } : {});
  });

  // Staff click a step (spec §7 "PUT or PATCH /api/orders/{id}" with state); the client then reloads the order.
  const confirmStep: RequestHandler = async (req, res) => {
    const { state } = body(confirmStepBody, req);
    answer(
      res,
      await run(req, res, `${req.method} /orders/:id`, {
        type: 'ConfirmOrderStep',
        data: { orderId: orderIdOf(req), step: state },
      }),
    );
  };
  router.patch('/orders/:id', ...guard, requireRole('staff'), confirmStep);
  router.put('/orders/:id', ...guard, requireRole('staff'), confirmStep);

  router.post('/orders/:id/cancel', ...guard, async (req, res) => {
    const { reason } = body(cancelOrderBody, req);
    answer(
      res,
      await run(req, res, 'POST /orders/:id/cancel', {
        type: 'CancelOrder',
        data: { orderId: orderIdOf(req), reason },
      }),
    );
  });

  return router;
}
