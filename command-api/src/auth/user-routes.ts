// The signed-in user's own account (/api/users/me/:userId) and, for admins, role changes.
import { changeRoleBody, deleteAccountBody, passwordMinLength, profileUpdateBody } from '@shop/contracts';
import {
  clearSessionCookieOptions,
  SESSION_COOKIE,
  sessionFromRequest,
  type SessionTokens,
} from '@shop/platform/auth/index';
import { DomainError } from '@shop/contracts';
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/accounts';
import { parseBody } from '../validation';
import { authenticate, requireActor, requireRole } from './authenticate';
import { contextOf } from './context';

const changePasswordBody = z.object({
  password: z.string().min(1).max(200),
  newPassword: z.string().min(passwordMinLength).max(200),
});

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

  router.put('/users/me/:userId', signedIn, self, async (req, res) => {
    const body = parseBody(profileUpdateBody, req.body);
    const result = await accounts.updateProfile(
      requireActor(res),
      String(req.params.userId),
      body,
      contextOf(req, res, 'PUT /users/me'),
    );
    res.json({ position: result.position });
  });

  router.post('/users/me/:userId/password', signedIn, self, async (req, res) => {
    const { password, newPassword } = parseBody(changePasswordBody, req.body);
    const result = await accounts.changePassword(
      requireActor(res),
      String(req.params.userId),
      password,
      newPassword,
      contextOf(req, res, 'POST /users/me/password'),
    );
    res.json({ position: result.position });
  });

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

  router.delete('/users/me/:userId', finishDeletedAccount, signedIn, self, async (req, res) => {
    const { password } = parseBody(deleteAccountBody, req.body);
    const result = await accounts.deleteAccount(
      requireActor(res),
      String(req.params.userId),
      password,
      contextOf(req, res, 'DELETE /users/me'),
    );
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(publicUrl));
    res.json({ position: result.position });
  });

  router.patch('/users/:userId/role', signedIn, requireRole('admin'), async (req, res) => {
    const { role } = parseBody(changeRoleBody, req.body);
    const result = await accounts.changeRole(
      requireActor(res),
      String(req.params.userId),
      role,
      contextOf(req, res, 'PATCH /users/role'),
    );
    res.json({ position: result.position });
  });

  return router;
}
