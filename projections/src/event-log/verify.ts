// `npm run events:verify`: every stored (or exported) event through the upcasters and today's contracts, as the
// projections will read it. Personal fields are checked as the read side may receive them after an erasure (null):
// nothing is decrypted, so an export can be verified anywhere.
import { piiFields } from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { withholdPersonalData } from '@shop/platform/eventstore/pii';
import { upcastRecorded } from '@shop/platform/eventstore/schema-versions';
import { parseRecorded } from '../event-schemas';

export type VerifyFailure = {
  stream: string;
  revision: string;
  type: string;
  position: string;
  issues: { path: string; message: string }[];
};

export type VerifyResult = {
  checked: number;
  failures: VerifyFailure[];
  /** Types with no read-side contract (write-side bookkeeping such as EmailReserved): counted, not parsed. */
  unchecked: Map<string, number>;
};

export function verifyEvent(stored: RecordedEvent): VerifyFailure | 'unchecked' | undefined {
  const event = withholdPersonalData(upcastRecorded(stored), piiFields);
  const parsed = parseRecorded(event);
  if (parsed.status === 'unknown') return 'unchecked';
  if (parsed.status !== 'invalid') return undefined;
  return {
    stream: stored.stream,
    revision: String(stored.revision),
    type: stored.type,
    position: String(stored.position),
    issues: parsed.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message })),
  };
}

export async function verifyEvents(
  events: AsyncIterable<RecordedEvent>,
  onEvent?: (event: RecordedEvent, checked: number) => void,
): Promise<VerifyResult> {
  let checked = 0;
  const failures: VerifyFailure[] = [];
  const unchecked = new Map<string, number>();
  for await (const event of events) {
    checked += 1;
    const failure = verifyEvent(event);
    if (failure === 'unchecked') unchecked.set(event.type, (unchecked.get(event.type) ?? 0) + 1);
    else if (failure) failures.push(failure);
    onEvent?.(event, checked);
  }
  return { checked, failures, unchecked };
}

export const describeFailure = (f: VerifyFailure): string =>
  `${f.stream}@${f.revision} ${f.type} (position ${f.position}): ` +
  f.issues.map((i) => `${i.path}: ${i.message}`).join('; ');
