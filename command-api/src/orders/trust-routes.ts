// The trust routes (docs/phone-and-trust.md "Confirmation calls and no-shows"): the table `trustRoutes` of contracts.
// All staff only (a customer or a rider gets 403 before the body is looked at): the call confirmed goes through the
// order handler, a block and its lifting through the phone handler.
import { trustRoutes } from '@shop/contracts/orders/trust-routes';
import { trustRouteSchemas as schemas } from '@shop/contracts/orders/trust-route-schemas';
import { serveRoute } from '@shop/platform/http/serve-route';
import express, { type RequestHandler, type Router } from 'express';
import { requireActor, requireRole } from '../auth/authenticate';
import type { HandleCheckedOrder } from './handle';
import type { PhoneHandler } from './phone-handle';
import { orderContext, routeName } from './routes';

export function createTrustRoutes({
  handleOrder,
  phones,
  authenticate,
}: {
  handleOrder: HandleCheckedOrder;
  phones: PhoneHandler;
  authenticate?: RequestHandler;
}): Router {
  const router = express.Router();
  const signedIn: RequestHandler[] = authenticate ? [authenticate] : [];
  const before = [...signedIn, requireRole('staff')];
  const { confirmCall, blockPhone, unblockPhone } = trustRoutes;

  serveRoute(
    router,
    confirmCall,
    schemas.confirmCall,
    async ({ params, req, res }) => {
      const ctx = orderContext(req, requireActor(res), routeName(confirmCall));
      const result = await handleOrder({ type: 'ConfirmCall', data: { orderId: params.id } }, ctx);
      return { data: { _id: result.orderId }, position: result.position };
    },
    { before, errorNames: { id: 'orderId' } },
  );
  serveRoute(
    router,
    blockPhone,
    schemas.blockPhone,
    async ({ body, req, res }) => {
      const ctx = orderContext(req, requireActor(res), routeName(blockPhone));
      const result = await phones.block(body.phone, body.reason, ctx);
      return { data: { _id: result.phone }, position: result.position };
    },
    { before },
  );
  serveRoute(
    router,
    unblockPhone,
    schemas.unblockPhone,
    async ({ body, req, res }) => {
      const ctx = orderContext(req, requireActor(res), routeName(unblockPhone));
      const result = await phones.unblock(body.phone, body.reason, ctx);
      return { data: { _id: result.phone }, position: result.position };
    },
    { before },
  );
  return router;
}
