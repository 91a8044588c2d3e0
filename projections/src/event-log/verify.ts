// `npm run events:verify` and `events:import`: every stored (or exported) event through the upcasters and today's
// contracts, as the projections will read it; a type no contract knows fails too (the stored-only types, such as the
// demo seed's marker, are checked with their own shapes). Personal fields are checked as the read side may receive
// them after an erasure (null): nothing is decrypted, so an export can be verified anywhere.
import { piiFields } from '@shop/contracts';
import { storedOnlyEvents } from '@shop/contracts/schema/stored-only';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { withholdPersonalData } from '@shop/platform/eventstore/pii';
import { upcastRecorded } from '@shop/platform/eventstore/schema-versions';
import { parseRecorded } from '../event-schemas';

export type VerifyFailure = {
  /** The line of an exported file (1-based). */
  line?: number;
  stream: string;
  revision: string;
  type: string;
  position: string;
  issues: { path: string; message: string }[];
};

export type VerifyResult = { checked: number; failures: VerifyFailure[] };

/** An event as stored, with its line when it comes from a file. */
export type VerifiedEvent = RecordedEvent & { line?: number };

const UNKNOWN_TYPE = 'unknown event type: no contract of today’s code reads it';

type Issue = { path: readonly PropertyKey[]; message: string };

const issuesOf = (event: RecordedEvent): readonly Issue[] | undefined => {
  const parsed = parseRecorded(event);
  if (parsed.status === 'parsed') return undefined;
  if (parsed.status === 'invalid') return parsed.issues;
  const storedOnly = storedOnlyEvents.get(event.type);
  if (!storedOnly) return [{ path: [], message: UNKNOWN_TYPE }];
  const data = storedOnly.safeParse(event.data);
  return data.success ? undefined : data.error.issues.map((i) => ({ ...i, path: ['data', ...i.path] }));
};

export function verifyEvent(stored: VerifiedEvent): VerifyFailure | undefined {
  const issues = issuesOf(withholdPersonalData(upcastRecorded(stored), piiFields));
  if (!issues) return undefined;
  return {
    ...(stored.line !== undefined ? { line: stored.line } : {}),
    stream: stored.stream,
    revision: String(stored.revision),
    type: stored.type,
    position: String(stored.position),
    issues: issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message })),
  };
}

export async function verifyEvents(
  events: AsyncIterable<VerifiedEvent>,
  onEvent?: (event: RecordedEvent, checked: number) => void,
): Promise<VerifyResult> {
  let checked = 0;
  const failures: VerifyFailure[] = [];
  for await (const event of events) {
    checked += 1;
    const failure = verifyEvent(event);
    if (failure) failures.push(failure);
    onEvent?.(event, checked);
  }
  return { checked, failures };
}

export const describeFailure = (f: VerifyFailure): string =>
  `${f.line !== undefined ? `line ${f.line}: ` : ''}${f.stream}@${f.revision} ${f.type} (position ${f.position}): ` +
  f.issues.map((i) => `${i.path}: ${i.message}`).join('; ');
