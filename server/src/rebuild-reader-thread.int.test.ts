// A rebuild reads the log on a thread of its own (projections/src/rebuild-reader.ts): over the golden log (old event
// shapes upcast, personal fields decrypted) the thread must hand over exactly what reading on the caller's thread
// gives, from the start and from any position; the content of an event no projection handles stays on the thread.
import { describe, expect, it } from 'vitest';
import {
  readLogHere,
  readLogInThread,
  readItemsOf,
  type LogReader,
  type ReadItem,
} from '@shop/projections/rebuild-reader';
import { startReaderThread } from '@shop/projections/rebuild-reader-channel';
import { allProjections } from '@shop/projections/all-projections';
import { projectedTypes, UNPROJECTED } from '@shop/projections/projection';
import { useReplayedGoldenLog } from './testing/golden-log/replayed';

const golden = useReplayedGoldenLog();

const readAll = async (reader: LogReader, from: bigint | null) => {
  const items: ReadItem[] = [];
  for await (const batch of reader.readBatches(from)) items.push(...batch);
  return items;
};

describe('the log read on the rebuild reader thread', () => {
  it('gives every event as reading here does, decrypted, upcast and parsed, from the start or from a position', async () => {
    const shop = golden();
    const here = readLogHere(shop.store);
    const projected = projectedTypes(allProjections);
    const readerThread = startReaderThread(shop.source!);
    const thread = readLogInThread(readerThread, here, projected);
    try {
      await readerThread.ready; // from now on the thread reads (before, the first batches are read here)
      const readHere = await readAll(here, null);
      expect(readHere.length).toBe(shop.events);
      // Pages (readAllPages through the upcasting and personal-data layers) give what reading event by event gives.
      const eventByEvent: ReadItem[] = [];
      for await (const recorded of shop.store.readAll()) eventByEvent.push(...readItemsOf([recorded]));
      expect(readHere).toEqual(eventByEvent);
      const expected = readHere.map(({ place, event }) => ({
        place,
        event:
          event !== null && event !== UNPROJECTED && !projected.includes(event.type) ? UNPROJECTED : event,
      }));
      expect(expected.some((item) => item.event === UNPROJECTED)).toBe(true); // CheckoutStarted…
      expect(
        expected.some((item) => item.event !== UNPROJECTED && item.event?.type === 'UserRegistered'),
      ).toBe(true);
      expect(await readAll(thread, null)).toEqual(expected);
      const middle = expected[Math.floor(expected.length / 2)]!.place.position;
      expect(await readAll(thread, middle)).toEqual(expected.filter((item) => item.place.position > middle));
    } finally {
      await thread.close();
    }
  });
});
