// Busy mode and the durations of promised times (docs/kitchen.md): contracts' `kitchenRoutes`, staff only (admin or
// moderator; a customer 403, a visitor 401), each body parsed once by its route's schema. `by` is the signed-in
// staff member, never the body's.
import type { CatalogueCommand, Role } from '@shop/contracts';
import { kitchenRoutes as routes } from '@shop/contracts/catalogue/kitchen-routes';
import { kitchenRouteSchemas as schemas } from '@shop/contracts/catalogue/kitchen-route-schemas';
import type { AnyRoute } from '@shop/contracts/http/route';
import type { ParsedRequest, RouteSchemas, SchemasFit } from '@shop/contracts/http/route-schemas';
import type { SessionTokens } from '@shop/platform/auth/index';
import { serveRoute } from '@shop/platform/http/serve-route';
import express, { type Router } from 'express';
import type { Accounts } from '../accounts/accounts';
import { authenticate, requireActor, requireRole } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import type { HandleChecked } from '../command-types';

type Deps = { handle: HandleChecked; sessions: SessionTokens; accounts: Pick<Accounts, 'loadUser'> };
type By = { userId: string; role: Role };

export function createKitchenRoutes({ handle, sessions, accounts }: Deps): Router {
  const router = express.Router();
  const staff = [authenticate(sessions, accounts), requireRole('staff')];

  function serve<R extends AnyRoute, const S extends RouteSchemas<R>>(
    route: R,
    routeSchemas: S & SchemasFit<R, S>,
    command: (input: ParsedRequest<R, S>, by: By) => CatalogueCommand,
    idName = 'id',
  ) {
    const name = `${route.method} ${route.path}`;
    serveRoute<R, S>(
      router,
      route,
      routeSchemas,
      async ({ req, res, ...parsed }) => {
        const ctx = contextOf(req, res, name);
        const { userId, role } = requireActor(res);
        const { position } = await handle(command(parsed, { userId, role }), ctx);
        return { position };
      },
      { before: staff, errorNames: { id: idName } },
    );
  }

  serve(routes.pauseOrderTaking, schemas.pauseOrderTaking, ({ body }, by) => ({
    type: 'PauseOrderTaking',
    data: { ...body, by },
  }));
  serve(routes.resumeOrderTaking, schemas.resumeOrderTaking, (_, by) => ({
    type: 'ResumeOrderTaking',
    data: { by },
  }));
  serve(routes.setKitchenDelay, schemas.setKitchenDelay, ({ body }, by) => ({
    type: 'SetKitchenDelay',
    data: { ...body, by },
  }));
  serve(routes.setDefaultPrepTime, schemas.setDefaultPrepTime, ({ body }) => ({
    type: 'SetDefaultPrepTime',
    data: body,
  }));
  serve(
    routes.setProductPrepTime,
    schemas.setProductPrepTime,
    ({ params, body }) => ({ type: 'SetProductPrepTime', data: { ...body, productId: params.id } }),
    'productId',
  );
  serve(
    routes.setDistrictDeliveryTime,
    schemas.setDistrictDeliveryTime,
    ({ params, body }) => ({ type: 'SetDistrictDeliveryTime', data: { ...body, districtId: params.id } }),
    'districtId',
  );
  return router;
}
