// The signed-in user's own account (/api/users/me/:userId) and, for admins, role changes: contracts' accountRoutes,
// each body parsed once by its schema.
import { accountRoutes as routes } from '@shop/contracts/accounts/routes';
import { accountRouteSchemas as schemas } from '@shop/contracts/accounts/route-schemas';
import {
  clearSessionCookieOptions,
  SESSION_COOKIE,
  sessionFromRequest,
  type SessionTokens,
} from '@shop/platform/auth/index';
import { DomainError } from '@shop/contracts';
import { serveRoute } from '@shop/platform/http/serve-route';
import express, { type RequestHandler, type Router } from 'express';
import type { Accounts } from '../accounts/accounts';
import { authenticate, requireActor, requireRole } from './authenticate';
import { contextOf } from './context';

export function userRoutes({
  accounts,
  sessions,
  publicUrl,
}: {
  accounts: Accounts;
  sessions: SessionTokens;
  publicUrl?: string;
}): Router {
  const router = express.Router();
  const signedIn = authenticate(sessions, accounts);
  // Only the user themselves, checked before anything is read (no hint whether another id exists).
  const self: RequestHandler = (req, res, next) => {
    if (requireActor(res).userId !== req.params.userId) throw new DomainError('auth.forbidden');
    next();
  };

  serveRoute(
    router,
    routes.updateProfile,
    schemas.updateProfile,
    async ({ params, body, req, res }) => {
      const ctx = contextOf(req, res, 'PUT /users/me');
      const result = await accounts.updateProfile(requireActor(res), params.userId, body, ctx);
      return { position: result.position };
    },
    { before: [signedIn, self] },
  );

  serveRoute(
    router,
    routes.changePassword,
    schemas.changePassword,
    async ({ params, body: { password, newPassword }, req, res }) => {
      const ctx = contextOf(req, res, 'POST /users/me/password');
      const result = await accounts.changePassword(
        requireActor(res),
        params.userId,
        password,
        newPassword,
        ctx,
      );
      return { position: result.position };
    },
    { before: [signedIn, self] },
  );

  // Saved delivery addresses (docs/phone-and-trust.md): the owner only.
  serveRoute(
    router,
    routes.saveAddress,
    schemas.saveAddress,
    async ({ params, body, req, res }) => {
      const ctx = contextOf(req, res, 'PUT /users/me/addresses');
      const result = await accounts.saveAddress(
        requireActor(res),
        params.userId,
        params.addressId,
        body,
        ctx,
      );
      return { position: result.position };
    },
    { before: [signedIn, self] },
  );
  serveRoute(
    router,
    routes.removeAddress,
    schemas.removeAddress,
    async ({ params, req, res }) => {
      const ctx = contextOf(req, res, 'DELETE /users/me/addresses');
      const result = await accounts.removeAddress(requireActor(res), params.userId, params.addressId, ctx);
      return { position: result.position };
    },
    { before: [signedIn, self] },
  );

  // A retried deletion (the first one stopped after AccountDeleted) finds the account deleted, so `signedIn` would
  // refuse it: with a valid own session it finishes the release and the key destruction and answers as the first.
  const finishDeletedAccount: RequestHandler = async (req, res, next) => {
    const token = sessionFromRequest(req);
    const session = token ? await sessions.verify(token).catch(() => null) : null;
    if (!session || session.userId !== String(req.params.userId)) return next();
    if ((await accounts.loadUser(session.userId)).status !== 'deleted') return next();
    const result = await accounts.finishDeletion(session.userId, contextOf(req, res, 'DELETE /users/me'));
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(publicUrl));
    res.json({ position: result.position });
  };

  serveRoute(
    router,
    routes.deleteAccount,
    schemas.deleteAccount,
    async ({ params, body: { password }, req, res }) => {
      const ctx = contextOf(req, res, 'DELETE /users/me');
      const result = await accounts.deleteAccount(requireActor(res), params.userId, password, ctx);
      res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(publicUrl));
      return { position: result.position };
    },
    { before: [finishDeletedAccount, signedIn, self] },
  );

  serveRoute(
    router,
    routes.changeRole,
    schemas.changeRole,
    async ({ params, body: { role }, req, res }) => {
      const result = await accounts.changeRole(
        requireActor(res),
        params.userId,
        role,
        contextOf(req, res, 'PATCH /users/role'),
      );
      return { position: result.position };
    },
    { before: [signedIn, requireRole('admin')] },
  );

  return router;
}
