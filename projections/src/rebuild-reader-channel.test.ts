import { describe, expect, it } from 'vitest';
import { packBatch, unpackBatch, type ReadItem } from './rebuild-reader-channel';
import { UNPROJECTED } from './projection';

describe('a batch packed to cross between the rebuild and its reader thread', () => {
  it('unpacks to the very items it was packed from, in order', () => {
    const items: ReadItem[] = [
      {
        place: { stream: 'order-1', revision: 0n, position: 7n, type: 'OrderPlaced' },
        event: { type: 'OrderStepConfirmed', data: { orderId: '1' } } as unknown as ReadItem['event'],
      },
      {
        place: { stream: 'checkout-1', revision: 3n, position: 2n ** 40n, type: 'CheckoutStarted' },
        event: UNPROJECTED,
      },
      {
        place: { stream: 'marker', revision: 12n, position: 2n ** 62n, type: 'MigrationMarker' },
        event: null,
      },
    ];
    const packed = packBatch(items);
    expect(packed.positions).toBeInstanceOf(BigUint64Array);
    expect(unpackBatch(structuredClone(packed))).toEqual(items);
    expect(unpackBatch(packBatch([]))).toEqual([]);
  });
});
