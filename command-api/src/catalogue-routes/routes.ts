// Staff catalogue writes (admin or moderator; a customer gets 403, a visitor 401): contracts' `catalogueRoutes`
// served from their schemas (contracts/src/catalogue/route-schemas.ts). Each body is parsed once, there, and the
// command made of it goes to the checked handler, which does not parse it again. Creating routes choose the id on
// the server (derived from the Idempotency-Key when there is one, so a retried request lands on the same stream).
import type { CatalogueCommand } from '@shop/contracts';
import { catalogueRoutes as routes } from '@shop/contracts/catalogue/routes';
import { catalogueRouteSchemas as schemas } from '@shop/contracts/catalogue/route-schemas';
import type { AnyRoute } from '@shop/contracts/http/route';
import type { ParsedRequest, RouteSchemas, SchemasFit } from '@shop/contracts/http/route-schemas';
import type { SessionTokens } from '@shop/platform/auth/index';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
import express, { type Router } from 'express';
import type { Accounts } from '../accounts/accounts';
import { authenticate, requireRole } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import type { HandleChecked } from '../command-types';
import { deterministicId } from '../ids';

type Deps = {
  handle: HandleChecked;
  sessions: SessionTokens;
  accounts: Pick<Accounts, 'loadUser'>;
  ids: () => string;
};

export function createCatalogueRoutes({ handle, sessions, accounts, ids }: Deps): Router {
  const router = express.Router();
  const staff = [authenticate(sessions, accounts), requireRole('staff')];

  /**
   * `route` served: its command made of the parsed request (`newId`: the id a creating route chooses); a creation
   * answers 201 with the id, another POST 201, the rest 200, each with the position.
   */
  function serve<R extends AnyRoute, const S extends RouteSchemas<R>>(
    route: R,
    routeSchemas: S & SchemasFit<R, S>,
    command: (input: ParsedRequest<R, S>, newId: string) => CatalogueCommand,
    { creates = false, idName = 'id' }: { creates?: boolean; idName?: string } = {},
  ) {
    const name = `${route.method} ${route.path}`;
    serveRoute<R, S>(
      router,
      route,
      routeSchemas,
      async ({ req, res, ...parsed }) => {
        const ctx = contextOf(req, res, name);
        const newId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'catalogue', 0) : ids();
        const { position } = await handle(command(parsed, newId), ctx);
        if (creates) return reply({ data: { _id: newId }, position }, { status: 201 });
        return reply({ position }, route.method === 'POST' ? { status: 201 } : {});
      },
      { before: staff, errorNames: { id: idName } },
    );
  }

  serve(
    routes.createCategory,
    schemas.createCategory,
    ({ body }, id) => ({ type: 'CreateCategory', data: { ...body, categoryId: id } }),
    { creates: true },
  );
  serve(
    routes.updateCategory,
    schemas.updateCategory,
    ({ params, body }) => ({ type: 'UpdateCategory', data: { ...body, categoryId: params.id } }),
    { idName: 'categoryId' },
  );
  serve(
    routes.deleteCategory,
    schemas.deleteCategory,
    ({ params }) => ({ type: 'DeleteCategory', data: { categoryId: params.id } }),
    { idName: 'categoryId' },
  );
  serve(
    routes.createProduct,
    schemas.createProduct,
    ({ body }, id) => ({ type: 'CreateProduct', data: { ...body, productId: id } }),
    { creates: true },
  );
  const product = { idName: 'productId' };
  serve(
    routes.updateProduct,
    schemas.updateProduct,
    ({ params, body }) => ({ type: 'UpdateProduct', data: { ...body, productId: params.id } }),
    product,
  );
  serve(
    routes.publishProduct,
    schemas.publishProduct,
    ({ params }) => ({ type: 'PublishProduct', data: { productId: params.id } }),
    product,
  );
  serve(
    routes.unpublishProduct,
    schemas.unpublishProduct,
    ({ params }) => ({ type: 'UnpublishProduct', data: { productId: params.id } }),
    product,
  );
  serve(
    routes.deleteProduct,
    schemas.deleteProduct,
    ({ params }) => ({ type: 'DeleteProduct', data: { productId: params.id } }),
    product,
  );
  serve(
    routes.setProductImage,
    schemas.setProductImage,
    ({ params, body }) => ({ type: 'SetProductImage', data: { ...body, productId: params.id } }),
    product,
  );
  serve(
    routes.markSoldOut,
    schemas.markSoldOut,
    ({ params, body }) => ({ type: 'MarkProductSoldOut', data: { ...body, productId: params.id } }),
    product,
  );
  serve(
    routes.markBackOnSale,
    schemas.markBackOnSale,
    ({ params, body }) => ({ type: 'MarkProductBackOnSale', data: { ...body, productId: params.id } }),
    product,
  );
  serve(routes.createPromo, schemas.createPromo, ({ body }) => ({ type: 'CreatePromo', data: body }));
  serve(routes.activatePromo, schemas.activatePromo, ({ params }) => ({
    type: 'ActivatePromo',
    data: { code: params.code },
  }));
  serve(routes.deactivatePromo, schemas.deactivatePromo, ({ params }) => ({
    type: 'DeactivatePromo',
    data: { code: params.code },
  }));
  serve(
    routes.addDistrict,
    schemas.addDistrict,
    ({ body }, id) => ({ type: 'AddDistrict', data: { ...body, districtId: id } }),
    { creates: true },
  );
  const district = { idName: 'districtId' };
  serve(
    routes.changeDistrictPrice,
    schemas.changeDistrictPrice,
    ({ params, body }) => ({ type: 'ChangeDistrictPrice', data: { ...body, districtId: params.id } }),
    district,
  );
  serve(
    routes.removeDistrict,
    schemas.removeDistrict,
    ({ params }) => ({ type: 'RemoveDistrict', data: { districtId: params.id } }),
    district,
  );
  serve(
    routes.renameDistrict,
    schemas.renameDistrict,
    ({ params, body }) => ({ type: 'RenameDistrict', data: { ...body, districtId: params.id } }),
    district,
  );
  const banner = { idName: 'bannerId' };
  serve(
    routes.deleteBanner,
    schemas.deleteBanner,
    ({ params }) => ({ type: 'DeleteBanner', data: { bannerId: params.id } }),
    banner,
  );
  serve(
    routes.renameBanner,
    schemas.renameBanner,
    ({ params, body }) => ({ type: 'RenameBanner', data: { ...body, bannerId: params.id } }),
    banner,
  );
  serve(routes.setDiscounts, schemas.setDiscounts, ({ body }) => ({
    type: 'SetDiscountsEnabled',
    data: body,
  }));
  serve(
    routes.setScreenContent,
    schemas.setScreenContent,
    ({ params, body }) => ({ type: 'SetScreenContent', data: { ...body, screenId: params.id } }),
    { idName: 'screenId' },
  );
  serve(routes.setShopInfo, schemas.setShopInfo, ({ body }) => ({ type: 'SetShopInfo', data: body }));
  serve(routes.setOpeningHours, schemas.setOpeningHours, ({ body }) => ({
    type: 'SetOpeningHours',
    data: body,
  }));
  serve(routes.clearOpeningHours, schemas.clearOpeningHours, () => ({ type: 'ClearOpeningHours', data: {} }));
  serve(routes.setSlotCapacity, schemas.setSlotCapacity, ({ body }) => ({
    type: 'SetSlotCapacity',
    data: body,
  }));
  serve(routes.setTrustRules, schemas.setTrustRules, ({ body }) => ({ type: 'SetTrustRules', data: body }));
  return router;
}
