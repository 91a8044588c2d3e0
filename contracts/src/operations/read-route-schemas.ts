// The schemas of the health route (./read-routes.ts).
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import { operationsReadRoutes as routes } from './read-routes';

const lagged = z.object({
  name: z.string(),
  /** The position handled (published by the live process, else the stored checkpoint); null before any. */
  checkpoint: z.string().nullable(),
  head: z.string().nullable(),
  /** Events past the checkpoint (counted up to 1,000: `eventsAtLeast`) and the age of the oldest, in seconds. */
  lag: z
    .object({ events: z.number(), eventsAtLeast: z.literal(true).optional(), seconds: z.number() })
    .nullable(),
  running: z.boolean(),
  stoppedWithError: z.string().optional(),
  failing: z.object({ error: z.string(), failures: z.number() }).optional(),
  heartbeatAgeSeconds: z.number().nullable(),
  host: z.string().optional(),
  pid: z.number().optional(),
});

/** platform/src/health/report.ts: `down` (503) when Redis or the store does not answer. */
export const healthReport = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  redis: z.object({ reachable: z.boolean(), error: z.string().optional() }),
  store: z.object({ reachable: z.boolean(), head: z.string().optional(), error: z.string().optional() }),
  /** The active read-model version and the position its projections reached (null before the first event). */
  readModel: z.object({ version: z.number(), checkpoint: z.string().nullable() }).optional(),
  /** While the projections are stopped at an event their contract refuses: what stopped them. */
  projections: z.object({ stopped: z.unknown() }).optional(),
  /** Each projection and reactor. */
  followers: z.array(lagged),
  /** Processes without a log to follow (workers). */
  processes: z.array(
    z.object({
      name: z.string(),
      running: z.boolean(),
      heartbeatAgeSeconds: z.number(),
      host: z.string(),
      pid: z.number(),
    }),
  ),
  thresholds: z.object({ maxLagEvents: z.number(), maxLagSeconds: z.number() }),
});
export type HealthReport = z.infer<typeof healthReport>;
/**
 * The route's answer: anyone gets the status (and 200/503); the details (hosts, pids, errors, checkpoints) only a
 * signed-in admin or a caller on the service's own machine with no proxy in between (docs/security.md).
 */
export const healthAnswer = healthReport.partial().required({ status: true });
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const operationsReadSchemas = {
  health: routeSchemas(routes.health, { answer: healthAnswer }),
};
