// The riders' shift and cash routes (docs/riders.md "Shifts and cash"): contracts' `riderRoutes` over the riders'
// handler. A rider starts and ends their own shift (anyone else: 403 before anything is read); staff end a rider's
// shift and record the cash handed over (a rider or a customer: 403).
import { DomainError } from '@shop/contracts';
import { riderRoutes as routes } from '@shop/contracts/riders/routes';
import { riderRouteSchemas as schemas } from '@shop/contracts/riders/route-schemas';
import type { AnyRoute } from '@shop/contracts/http/route';
import { serveRoute } from '@shop/platform/http/serve-route';
import express, { type RequestHandler, type Router } from 'express';
import { requireActor, requireRole } from '../auth/authenticate';
import { orderContext, routeName } from '../orders/routes';
import type { HandleRider, RiderRequest } from './handle';

const requireRider: RequestHandler = (_req, res, next) => {
  if (requireActor(res).role !== 'rider') throw new DomainError('auth.forbidden');
  next();
};

export function createRiderRoutes({
  handleRider,
  authenticate,
}: {
  handleRider: HandleRider;
  authenticate?: RequestHandler;
}): Router {
  const router = express.Router();
  const signedIn: RequestHandler[] = authenticate ? [authenticate] : [];
  const rider = { before: [...signedIn, requireRider] };
  const staff = { before: [...signedIn, requireRole('staff')], errorNames: { id: 'riderId' } };
  const run = (
    command: RiderRequest,
    route: Pick<AnyRoute, 'method' | 'path'>,
    req: express.Request,
    res: express.Response,
  ) => handleRider(command, orderContext(req, requireActor(res), routeName(route)));

  serveRoute(
    router,
    routes.startShift,
    schemas.startShift,
    ({ req, res }) =>
      run(
        { type: 'StartRiderShift', data: { riderId: requireActor(res).userId } },
        routes.startShift,
        req,
        res,
      ),
    rider,
  );
  serveRoute(
    router,
    routes.endShift,
    schemas.endShift,
    ({ req, res }) =>
      run({ type: 'EndRiderShift', data: { riderId: requireActor(res).userId } }, routes.endShift, req, res),
    rider,
  );
  serveRoute(
    router,
    routes.endRiderShift,
    schemas.endRiderShift,
    ({ params, req, res }) =>
      run({ type: 'EndRiderShift', data: { riderId: params.id } }, routes.endRiderShift, req, res),
    staff,
  );
  serveRoute(
    router,
    routes.recordHandover,
    schemas.recordHandover,
    ({ params, body, req, res }) =>
      run(
        {
          type: 'RecordCashHandover',
          data: { riderId: params.id, shiftId: params.shiftId, handedOver: body.handedOver },
        },
        routes.recordHandover,
        req,
        res,
      ),
    staff,
  );
  return router;
}
