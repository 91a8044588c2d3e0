// What a reactor records in the log before it acts outward (a mail, a push): "every reaction of mine to the events up
// to `through` is done". It travels with the log (export, import), so a reactor that starts on a Redis that never saw
// these reactions (an import, a fresh prefix, a lost Redis) does not do them again (docs/event-log.md "Reactions
// happen once, ever"). Stored only: no read side parses it (contracts/src/schema/stored-only.ts).
import { z } from 'zod';
import { isoDate } from './fields';

export const reactionsRecordedType = 'ReactionsRecorded';

/** One stream per reactor: `reactions-mail`, `reactions-orders`, `reactions-push`. */
export const reactionsStream = (reactor: string): string => `reactions-${reactor}`;

export const reactionsRecorded = z.object({
  reactor: z.string().min(1).max(40),
  /**
   * The last event of the batch, by what survives an export and an import: its id, stream and revision (a position
   * is the store's own and changes in another store).
   */
  through: z.object({
    eventId: z.string().min(1).max(100),
    stream: z.string().min(1).max(300),
    revision: z.string().regex(/^\d{1,20}$/),
  }),
  /**
   * How many events of the batch asked for an outward reaction; 0: the record of a shop upgraded from before records
   * existed, "every reaction up to its checkpoint is done" (platform reactions-ledger.ts recordReactionsDoneBefore).
   */
  events: z.number().int().min(0),
  at: isoDate,
});

export type ReactionsRecorded = z.infer<typeof reactionsRecorded>;
