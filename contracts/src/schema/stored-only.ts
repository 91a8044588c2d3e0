// Event types the store holds that no read-side contract parses (the projections pass them by), each with the shape
// its writer gives it, so that `npm run events:verify` and `events:import` check them too and refuse any other type.
import { z } from 'zod';
import { isoDate } from '../fields';
import { reactionsRecorded, reactionsRecordedType } from '../reactions';

export const storedOnlyEvents: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  // The demo menu's marker in `seed-demo` (command-api/src/seed/seed.ts): seeded once.
  ['DemoDataSeeded', z.object({ version: z.number().int().min(1), seededAt: isoDate })],
  // A reactor's record of the outward reactions it did (contracts/src/reactions.ts), on `reactions-<reactor>`.
  [reactionsRecordedType, reactionsRecorded],
]);
