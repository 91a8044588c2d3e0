// The health route (read-api; docs/operations.md "Health"), as data. No zod at run time.
import { route, type NoParams } from '../http/route';
import type { HealthAnswer } from './read-route-schemas';

export const operationsReadRoutes = {
  /** Reachability of Redis and the store, each projection's and reactor's lag; `degraded`, or `down` (503). */
  health: route<NoParams, undefined, HealthAnswer>('GET', '/health'),
};
