import { riderStreams } from '@shop/contracts/riders/streams';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { StreamStates } from '@shop/platform/eventstore/stream-states';
import { isOnShift, riderDecider } from './decider';

// "Is this rider on shift" (docs/riders.md "Shifts and cash"): the fact the dispatch (AssignRider) checks, folded
// from `rider-{userId}` by the riders' own decider.
export async function riderOnShift(
  store: Pick<EventStore, 'readStream'>,
  riderId: string,
  cache?: StreamStates,
): Promise<boolean> {
  return isOnShift((await aggregateStream(store, riderStreams.rider(riderId), riderDecider, cache)).state);
}
