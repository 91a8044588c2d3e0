import { defineProjection } from '../projection';

// Places taken per scheduled-order slot (docs/orders.md "Scheduled orders"): HINCRBY per event of a
// `slot-{start}` stream; the stream's revision mark in the same MULTI keeps a replay from counting twice. The
// decision itself is the slot stream's (command-api): this count only greys out full slots at checkout.
export const slotsProjection = defineProjection({
  name: 'slots',
  handles: ['SlotReserved', 'SlotReleased'],
  async apply(event, { keys, tx }) {
    if (event.type !== 'SlotReserved' && event.type !== 'SlotReleased') return [];
    tx.hincrby(keys.slotsTaken, event.data.slot, event.type === 'SlotReserved' ? 1 : -1);
    return [{ topic: 'slots', id: event.data.slot }];
  },
});
