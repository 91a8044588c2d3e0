import { screenBoxKeys, streams, type ScreenContent } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import { categoryDecider, type CategoryEvent } from '../category/decider';
import { productDecider, type ProductEvent } from '../product/decider';
import { screenRefKey } from './decider';

/** Whether each product or category named by a box is live: one short stream read per box. */
export const screenFacts = (boxes: ScreenContent['boxes']) => async (store: EventStore) => {
  const live: Record<string, boolean> = {};
  for (const key of screenBoxKeys) {
    const box = boxes[key];
    if (!box || screenRefKey(box) in live) continue;
    if (box.kind === 'product') {
      let state = productDecider.initialState();
      for await (const e of store.readStream(streams.product(box.id)))
        state = productDecider.evolve(state, e as unknown as ProductEvent);
      live[screenRefKey(box)] = state.status === 'live';
    } else {
      let state = categoryDecider.initialState();
      for await (const e of store.readStream(streams.category(box.id)))
        state = categoryDecider.evolve(state, e as unknown as CategoryEvent);
      live[screenRefKey(box)] = state.status === 'live';
    }
  }
  return { live };
};
