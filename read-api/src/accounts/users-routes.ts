import { Router, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import type { CurrentUserView, UserView } from '@shop/contracts';
import { describeErrors } from '../product-query';
import { sendProblem } from '../problem';
import type { ReadModelPointer } from '../read-model-pointer';
import { pageOfUsers, parseUsersQuery } from './users-query';
import type { Identity, IdentifyRequest } from './viewer';

const parseAll = (raws: (string | null)[]): UserView[] =>
  raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as UserView]));

/** Admin only: 401 without a session (or a deleted user), 403 for the other roles. Answers the identity or null. */
async function requireAdmin(
  identify: IdentifyRequest,
  req: Request,
  res: Response,
): Promise<Identity | null> {
  const identity = await identify(req);
  if (!identity.viewer.userId) {
    sendProblem(res, 'auth.required');
    return null;
  }
  if (identity.viewer.role !== 'admin') {
    sendProblem(res, 'auth.forbidden');
    return null;
  }
  return identity;
}

export function usersRoutes(redis: Redis, pointer: ReadModelPointer, identify: IdentifyRequest): Router {
  const router = Router();

  // Spec §7: the current user, or null when the session is missing, invalid or someone else's (the client logs out).
  // The signed-in user also gets their bonus-point balance (CurrentUserView): the one place a customer sees it.
  router.get('/users/me/:userId', async (req, res) => {
    const { viewer, user } = await identify(req);
    if (!user || viewer.userId !== req.params.userId) return res.json({ data: null });
    const points = Number((await redis.get((await pointer.keys()).loyaltyBalance(user._id))) ?? '0');
    const data: CurrentUserView = { ...user, points };
    res.json({ data });
  });

  router.get('/users', async (req, res) => {
    if (!(await requireAdmin(identify, req, res))) return;
    const parsed = parseUsersQuery(req.query);
    if (!parsed.ok)
      return sendProblem(res, 'query.invalid', {
        detail: describeErrors(parsed.errors),
        errors: parsed.errors,
      });
    const keys = await pointer.keys();
    const [ids, search] = await Promise.all([
      redis.zrange(keys.users, 0, '-1', 'REV'),
      parsed.query.q === '' ? Promise.resolve({}) : redis.hgetall(keys.userSearch),
    ]);
    const page = pageOfUsers(ids, search, parsed.query);
    const data = page.ids.length === 0 ? [] : parseAll(await redis.mget(page.ids.map(keys.user)));
    res.json({ data, total: page.total });
  });

  router.get('/users/:userId', async (req, res) => {
    if (!(await requireAdmin(identify, req, res))) return;
    const raw = await redis.get((await pointer.keys()).user(req.params.userId));
    if (raw === null) return sendProblem(res, 'user.not_found');
    res.type('json').send(`{"data":${raw}}`);
  });

  return router;
}
