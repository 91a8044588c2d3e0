import { Router } from 'express';
import type { Redis } from 'ioredis';
import { DomainError, type UserView } from '@shop/contracts';
import { accountReadRoutes as routes } from '@shop/contracts/accounts/read-routes';
import { accountReadSchemas as schemas } from '@shop/contracts/accounts/read-route-schemas';
import { serveRoute } from '@shop/platform/http/serve-route';
import type { ReadModelPointer } from '../read-model-pointer';
import { queryInvalid, requireReader } from '../serve-read';
import { pageOfUsers, usersQueryMessages } from './users-query';
import type { IdentifyRequest } from './viewer';

const parseAll = (raws: (string | null)[]): UserView[] =>
  raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as UserView]));

export function usersRoutes(redis: Redis, pointer: ReadModelPointer, identify: IdentifyRequest): Router {
  const router = Router();
  // Admin only: 401 without a session (or a deleted user), 403 for the other roles.
  const admin = [requireReader(identify, 'admin')];

  // Spec §7: the current user, or null when the session is missing, invalid or someone else's (the client logs out).
  // The signed-in user also gets their bonus-point balance (CurrentUserView): the one place a customer sees it.
  serveRoute(router, routes.currentUser, schemas.currentUser, async ({ params, req }) => {
    const { viewer, user } = await identify(req);
    if (!user || viewer.userId !== params.userId) return { data: null };
    const points = Number((await redis.get((await pointer.keys()).loyaltyBalance(user._id))) ?? '0');
    return { data: { ...user, points } };
  });

  serveRoute(
    router,
    routes.users,
    schemas.users,
    async ({ query }) => {
      const keys = await pointer.keys();
      const [ids, search] = await Promise.all([
        redis.zrange(keys.users, 0, '-1', 'REV'),
        query.q === '' ? Promise.resolve({}) : redis.hgetall(keys.userSearch),
      ]);
      const page = pageOfUsers(ids, search, query);
      const data = page.ids.length === 0 ? [] : parseAll(await redis.mget(page.ids.map(keys.user)));
      return { data, total: page.total };
    },
    { before: admin, invalid: queryInvalid(usersQueryMessages) },
  );

  serveRoute(
    router,
    routes.user,
    schemas.user,
    async ({ params }) => {
      const raw = await redis.get((await pointer.keys()).user(params.userId));
      if (raw === null) throw new DomainError('user.not_found');
      return { data: JSON.parse(raw) as UserView };
    },
    { before: admin },
  );

  return router;
}
