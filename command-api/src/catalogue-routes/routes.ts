// Staff catalogue writes (admin or moderator; a customer gets 403, a visitor 401): each route maps its body to one
// catalogue command for the handler, with the actor in the context. Creating routes choose the id on the server
// (derived from the Idempotency-Key when there is one, so a retried request lands on the same stream).
import type { CatalogueCommandInput } from '@shop/contracts';
import type { SessionTokens } from '@shop/platform/auth/index';
import express, { type Request, type Response, type Router } from 'express';
import type { Accounts } from '../accounts/accounts';
import { authenticate, requireRole } from '../auth/authenticate';
import { contextOf } from '../auth/context';
import type { Handle } from '../command-types';
import { deterministicId } from '../ids';

type Deps = {
  handle: Handle;
  sessions: SessionTokens;
  accounts: Pick<Accounts, 'loadUser'>;
  ids: () => string;
};

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};
const param = (req: Request, name: string) => String(req.params[name]);

type Mapping = {
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** The command; `newId` is the server-chosen id of a created thing. */
  command: (req: Request, newId: string) => CatalogueCommandInput;
  creates?: boolean;
};

export const catalogueMappings: Mapping[] = [
  {
    method: 'post',
    path: '/categories',
    creates: true,
    command: (req, id) =>
      ({ type: 'CreateCategory', data: { ...bodyOf(req), categoryId: id } }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/categories/:id',
    command: (req) =>
      ({
        type: 'UpdateCategory',
        data: { ...bodyOf(req), categoryId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'delete',
    path: '/categories/:id',
    command: (req) => ({ type: 'DeleteCategory', data: { categoryId: param(req, 'id') } }),
  },
  {
    method: 'post',
    path: '/products',
    creates: true,
    command: (req, id) =>
      ({ type: 'CreateProduct', data: { ...bodyOf(req), productId: id } }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/products/:id',
    command: (req) =>
      ({
        type: 'UpdateProduct',
        data: { ...bodyOf(req), productId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'patch',
    path: '/products/:id/publish',
    command: (req) => ({ type: 'PublishProduct', data: { productId: param(req, 'id') } }),
  },
  {
    method: 'patch',
    path: '/products/:id/unpublish',
    command: (req) => ({ type: 'UnpublishProduct', data: { productId: param(req, 'id') } }),
  },
  {
    method: 'delete',
    path: '/products/:id',
    command: (req) => ({ type: 'DeleteProduct', data: { productId: param(req, 'id') } }),
  },
  {
    method: 'post',
    path: '/promos',
    command: (req) => ({ type: 'CreatePromo', data: bodyOf(req) }) as CatalogueCommandInput,
  },
  {
    method: 'patch',
    path: '/promos/:code/activate',
    command: (req) => ({ type: 'ActivatePromo', data: { code: param(req, 'code') } }),
  },
  {
    method: 'patch',
    path: '/promos/:code/deactivate',
    command: (req) => ({ type: 'DeactivatePromo', data: { code: param(req, 'code') } }),
  },
  {
    method: 'post',
    path: '/districtDelivery',
    creates: true,
    command: (req, id) =>
      ({ type: 'AddDistrict', data: { ...bodyOf(req), districtId: id } }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/districtDelivery/:id',
    command: (req) =>
      ({
        type: 'ChangeDistrictPrice',
        data: { ...bodyOf(req), districtId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'delete',
    path: '/districtDelivery/:id',
    command: (req) => ({ type: 'RemoveDistrict', data: { districtId: param(req, 'id') } }),
  },
  // The names in every language, replaced: { name, translations } (left-out translations are taken away).
  {
    method: 'put',
    path: '/districtDelivery/:id/names',
    command: (req) =>
      ({
        type: 'RenameDistrict',
        data: { ...bodyOf(req), districtId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'delete',
    path: '/banners/:id',
    command: (req) => ({ type: 'DeleteBanner', data: { bannerId: param(req, 'id') } }),
  },
  {
    method: 'put',
    path: '/banners/:id/names',
    command: (req) =>
      ({
        type: 'RenameBanner',
        data: { ...bodyOf(req), bannerId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/settings/discounts',
    command: (req) => ({ type: 'SetDiscountsEnabled', data: bodyOf(req) }) as CatalogueCommandInput,
  },
  // Back-office (docs/catalogue.md "Back-office"). Images: `img` is the `url` answered by POST /uploads.
  {
    method: 'put',
    path: '/products/:id/image',
    command: (req) =>
      ({
        type: 'SetProductImage',
        data: { ...bodyOf(req), productId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/screens/:id',
    command: (req) =>
      ({
        type: 'SetScreenContent',
        data: { ...bodyOf(req), screenId: param(req, 'id') },
      }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/settings/shop',
    command: (req) => ({ type: 'SetShopInfo', data: bodyOf(req) }) as CatalogueCommandInput,
  },
  {
    method: 'put',
    path: '/settings/opening-hours',
    command: (req) => ({ type: 'SetOpeningHours', data: bodyOf(req) }) as CatalogueCommandInput,
  },
  // No hours any more: always open again.
  {
    method: 'delete',
    path: '/settings/opening-hours',
    command: () => ({ type: 'ClearOpeningHours', data: {} }),
  },
  {
    method: 'put',
    path: '/settings/slots',
    command: (req) => ({ type: 'SetSlotCapacity', data: bodyOf(req) }) as CatalogueCommandInput,
  },
];

export function catalogueRoutes({ handle, sessions, accounts, ids }: Deps): Router {
  const router = express.Router();
  const staff = [authenticate(sessions, accounts), requireRole('staff')];
  for (const mapping of catalogueMappings) {
    const route = `${mapping.method.toUpperCase()} ${mapping.path}`;
    router[mapping.method](mapping.path, ...staff, async (req: Request, res: Response) => {
      const ctx = contextOf(req, res, route);
      const newId = ctx.idempotencyKey ? deterministicId(ctx.idempotencyKey, 'catalogue', 0) : ids();
      const result = await handle(mapping.command(req, newId), ctx);
      if (mapping.creates) res.status(201).json({ data: { _id: newId }, position: result.position });
      else if (mapping.method === 'post') res.status(201).json({ position: result.position });
      else res.json({ position: result.position });
    });
  }
  return router;
}
