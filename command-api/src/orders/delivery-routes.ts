// The delivery routes (issue 30; docs/riders.md): the table `deliveryRoutes` of contracts served over the delivery
// handler. Assigning and the hand confirmation are staff only; the rider's steps are the rider's only (another role
// gets 403 before the body is looked at), and the decider checks the order is theirs.
import { DomainError } from '@shop/contracts';
import type { AnyRoute } from '@shop/contracts/http/route';
import { deliveryRoutes } from '@shop/contracts/orders/delivery-routes';
import { deliveryRouteSchemas } from '@shop/contracts/orders/delivery-route-schemas';
import type { DeliveryCommand } from '@shop/contracts/orders/index';
import { serveRoute } from '@shop/platform/http/serve-route';
import express, { type RequestHandler, type Router } from 'express';
import { requireActor, requireRole } from '../auth/authenticate';
import type { HandleDelivery } from './delivery-handle';
import { orderContext, routeName } from './routes';

/** A rider only (staff and customers: 403). */
const requireRider: RequestHandler = (_req, res, next) => {
  if (requireActor(res).role !== 'rider') throw new DomainError('auth.forbidden');
  next();
};

export function createDeliveryRoutes({
  handleDelivery,
  authenticate,
}: {
  handleDelivery: HandleDelivery;
  authenticate?: RequestHandler;
}): Router {
  const router = express.Router();
  const signedIn: RequestHandler[] = authenticate ? [authenticate] : [];
  const errorNames = { id: 'orderId' };
  const staff = { before: [...signedIn, requireRole('staff')], errorNames };
  const rider = { before: [...signedIn, requireRider], errorNames };
  const schemas = deliveryRouteSchemas;
  const run = async (
    command: DeliveryCommand,
    route: AnyRoute,
    req: express.Request,
    res: express.Response,
  ) => {
    const result = await handleDelivery(command, orderContext(req, requireActor(res), routeName(route)));
    return { data: { _id: result.orderId }, position: result.position };
  };
  const { assign, pickUp, deliver, fail, confirmByStaff } = deliveryRoutes;

  serveRoute(
    router,
    assign,
    schemas.assign,
    ({ params, body, req, res }) =>
      run({ type: 'AssignRider', data: { orderId: params.id, riderId: body.riderId } }, assign, req, res),
    staff,
  );
  serveRoute(
    router,
    pickUp,
    schemas.pickUp,
    ({ params, req, res }) => run({ type: 'PickUpOrder', data: { orderId: params.id } }, pickUp, req, res),
    rider,
  );
  serveRoute(
    router,
    deliver,
    schemas.deliver,
    ({ params, body, req, res }) =>
      run({ type: 'DeliverOrder', data: { orderId: params.id, code: body.code } }, deliver, req, res),
    rider,
  );
  serveRoute(
    router,
    fail,
    schemas.fail,
    ({ params, body, req, res }) =>
      run({ type: 'FailDelivery', data: { orderId: params.id, ...body } }, fail, req, res),
    rider,
  );
  serveRoute(
    router,
    confirmByStaff,
    schemas.confirmByStaff,
    ({ params, req, res }) =>
      run({ type: 'ConfirmDeliveryByStaff', data: { orderId: params.id } }, confirmByStaff, req, res),
    staff,
  );
  return router;
}
