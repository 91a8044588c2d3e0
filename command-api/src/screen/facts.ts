import { screenBoxKeys, streams, type ScreenContent } from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import { categoryDecider } from '../category/decider';
import { productDecider } from '../product/decider';
import { screenRefKey } from './decider';

/** Whether each product or category named by a box is live: one short stream read per box. */
export const screenFacts = (boxes: ScreenContent['boxes']) => async (store: EventStore) => {
  const live: Record<string, boolean> = {};
  for (const key of screenBoxKeys) {
    const box = boxes[key];
    if (!box || screenRefKey(box) in live) continue;
    const { state } =
      box.kind === 'product'
        ? await aggregateStream(store, streams.product(box.id), productDecider)
        : await aggregateStream(store, streams.category(box.id), categoryDecider);
    live[screenRefKey(box)] = state.status === 'live';
  }
  return { live };
};
