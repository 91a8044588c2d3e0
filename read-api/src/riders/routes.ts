import { Router } from 'express';
import type { Redis } from 'ioredis';
import { DomainError, localDayHour, personName, type UserView } from '@shop/contracts';
import type { RiderShiftView, RiderStatsView } from '@shop/contracts/riders/read-models';
import { riderReadRoutes as routes } from '@shop/contracts/riders/routes';
import { riderReadSchemas as schemas } from '@shop/contracts/riders/route-schemas';
import { serveRoute } from '@shop/platform/http/serve-route';
import type { IdentifyRequest } from '../accounts/viewer';
import type { ReadModelPointer } from '../read-model-pointer';
import { identityOf, requireReader } from '../serve-read';

// The riders' shifts and cash (docs/riders.md "Shifts and cash"): the rider's own shift, and for staff today's
// shifts with the open balances, and the deliveries per rider. The rider is named from their user view at read time.

export type RiderRoutesDeps = {
  redis: Redis;
  pointer: ReadModelPointer;
  identify: IdentifyRequest;
  now?: () => Date;
};

type Stats = { deliveries: number; timed: number; minutes: number };
const parsed = <T>(raw: string | null | undefined): T | null => (raw ? (JSON.parse(raw) as T) : null);

export function riderRoutes({ redis, pointer, identify, now = () => new Date() }: RiderRoutesDeps): Router {
  const router = Router();
  const signedIn = [requireReader(identify, 'signed-in')];
  const staff = [requireReader(identify, 'staff')];

  const names = async (keys: Awaited<ReturnType<ReadModelPointer['keys']>>, ids: string[]) => {
    const unique = [...new Set(ids)];
    const users = unique.length ? await redis.mget(unique.map(keys.user)) : [];
    return new Map(
      unique.map((id, i) => {
        const user = parsed<UserView>(users[i]);
        return [id, user ? personName(user.name) : null] as const;
      }),
    );
  };

  serveRoute(
    router,
    routes.myShift,
    schemas.myShift,
    async ({ res }) => {
      const { viewer } = identityOf(res);
      if (viewer.role !== 'rider') throw new DomainError('auth.forbidden');
      const keys = await pointer.keys();
      const shiftId = await redis.hget(keys.riderLatestShift, viewer.userId!);
      const shift = shiftId ? parsed<RiderShiftView>(await redis.get(keys.riderShift(shiftId))) : null;
      if (!shift) return { data: null };
      const named = await names(keys, [shift.riderId]);
      return { data: { ...shift, riderName: named.get(shift.riderId) ?? null } };
    },
    { before: signedIn },
  );

  serveRoute(
    router,
    routes.shifts,
    schemas.shifts,
    async () => {
      const keys = await pointer.keys();
      const today = localDayHour(now()).day;
      const [todays, open] = await Promise.all([
        redis.zrange(keys.riderShiftsOfDay(today), 0, '-1'),
        redis.zrange(keys.riderShiftsOpen, 0, '-1'),
      ]);
      const ids = [...new Set([...todays, ...open])];
      const raws = ids.length ? await redis.mget(ids.map(keys.riderShift)) : [];
      const shifts = raws.flatMap((raw) => {
        const shift = parsed<RiderShiftView>(raw);
        return shift ? [shift] : [];
      });
      const named = await names(
        keys,
        shifts.map((s) => s.riderId),
      );
      shifts.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
      return { data: shifts.map((s) => ({ ...s, riderName: named.get(s.riderId) ?? null })) };
    },
    { before: staff },
  );

  serveRoute(
    router,
    routes.stats,
    schemas.stats,
    async () => {
      const keys = await pointer.keys();
      const all = await redis.hgetall(keys.riderStats);
      const ids = Object.keys(all);
      const named = await names(keys, ids);
      const data: RiderStatsView[] = ids.map((riderId) => {
        const s = JSON.parse(all[riderId]!) as Stats;
        return {
          riderId,
          riderName: named.get(riderId) ?? null,
          deliveries: s.deliveries,
          averageMinutes: s.timed > 0 ? Math.round(s.minutes / s.timed) : null,
        };
      });
      data.sort((a, b) => b.deliveries - a.deliveries);
      return { data };
    },
    { before: staff },
  );
  return router;
}
