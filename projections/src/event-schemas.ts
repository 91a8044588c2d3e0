import { accountEvent, catalogueEvent, loyaltyEvent, phoneEvent, slotEvent } from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import type { z } from 'zod';
import { orderEventSchemas } from '@shop/contracts/orders/recorded-order-event';
import { riderEvent } from '@shop/contracts/riders/events';
import type { ProjectedEvent } from './projection';

// The schema of each event type the read side parses: catalogue, accounts, orders (order events as read through the
// personal-data wrapper: an erased customer's delivery details are null), loyalty and slots. The projections and
// `npm run events:verify` parse with it, after the upcasters (the store wrapper of schema-versions.ts). Each type maps
// to its own member of the union (what the union would pick by `type`, without the union's dispatch per event).
const byType = (union: { options: readonly { shape: { type: { value: string } } }[] }) =>
  union.options.map((o) => [o.shape.type.value, o as unknown as z.ZodType] as const);
export const recordedEventSchemas: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ...byType(catalogueEvent),
  ...byType(accountEvent),
  ...orderEventSchemas,
  ...byType(loyaltyEvent),
  ...byType(slotEvent),
  ...byType(phoneEvent),
  ...byType(riderEvent),
]);

export type ParsedRecorded =
  | { status: 'parsed'; event: ProjectedEvent }
  /** A type with no contract on the read side (migration markers…): nothing to project. */
  | { status: 'unknown' }
  | { status: 'invalid'; issues: z.core.$ZodIssue[] };

export function parseRecorded(recorded: Pick<RecordedEvent, 'type' | 'data'>): ParsedRecorded {
  const schema = recordedEventSchemas.get(recorded.type);
  if (!schema) return { status: 'unknown' };
  const parsed = schema.safeParse({ type: recorded.type, data: recorded.data });
  return parsed.success
    ? { status: 'parsed', event: parsed.data as ProjectedEvent }
    : { status: 'invalid', issues: parsed.error.issues };
}

/** A stored event its contract refuses (after upcasting): retrying cannot fix it, a code or contract change can. */
export class UnparsableEventError extends Error {
  constructor(
    readonly event: Pick<RecordedEvent, 'stream' | 'revision' | 'type' | 'position'>,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `event ${event.type} at ${event.stream}@${event.revision} (position ${event.position}) does not match its ` +
        `contract: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
    this.name = 'UnparsableEventError';
  }

  /** What the health endpoint and the logs show. */
  toJSON() {
    return {
      stream: this.event.stream,
      revision: String(this.event.revision),
      type: this.event.type,
      position: String(this.event.position),
      issues: this.issues,
      message: this.message,
    };
  }
}

/**
 * The event parsed with its read-side contract; null for a type without one. Data its contract refuses throws
 * UnparsableEventError: the follower stops before the event (its checkpoint stays) instead of skipping it.
 */
export function parseOrStop(recorded: RecordedEvent): ProjectedEvent | null {
  const parsed = parseRecorded(recorded);
  if (parsed.status === 'invalid') throw new UnparsableEventError(recorded, parsed.issues);
  return parsed.status === 'parsed' ? parsed.event : null;
}
