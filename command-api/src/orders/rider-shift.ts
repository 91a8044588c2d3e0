import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { StreamStates } from '@shop/platform/eventstore/stream-states';

// Is a rider on shift: the fact AssignRider checks (issue 30 item 2), folded from `rider-{userId}` (R2's stream:
// RiderShiftStarted / RiderShiftEnded, docs/riders.md). A minimal fold of the two event types by name, written for
// the dispatch before the shifts' own fold existed; the riders' code may replace it with its own.

export const riderStream = (riderId: string): string => `rider-${riderId}`;

const shiftFold = {
  initialState: (): boolean => false,
  evolve: (onShift: boolean, e: { type: string }): boolean =>
    e.type === 'RiderShiftStarted' ? true : e.type === 'RiderShiftEnded' ? false : onShift,
};

export async function riderOnShift(
  store: Pick<EventStore, 'readStream'>,
  riderId: string,
  cache?: StreamStates,
): Promise<boolean> {
  return (await aggregateStream(store, riderStream(riderId), shiftFold, cache)).state;
}
