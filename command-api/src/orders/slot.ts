import { DomainError } from '@shop/contracts';
import type { SlotEvent } from '@shop/contracts/orders/index';
import type { Decider } from '../decider';

// The places of one scheduled-order slot on `slot-{start}` (docs/design-notes.md "Scheduled orders"). The handler
// appends at the revision it read: of two customers deciding on the last place, the store takes one append and the
// other re-reads a full slot (`slot.full`). Pure; the capacity (settings) and the clock come on the metadata.

export type SlotCommand =
  | {
      type: 'ReserveSlot';
      data: { slot: string; orderId: string };
      metadata: { now: string; capacity: number };
    }
  | { type: 'FreeSlot'; data: { slot: string; orderId: string }; metadata: { now: string } };

/** The orders holding a place. */
export type SlotState = { orders: string[] };

export const slotDecider: Decider<SlotState, SlotCommand, SlotEvent> = {
  initialState: () => ({ orders: [] }),

  decide(command, state) {
    const { slot, orderId } = command.data;
    const holds = state.orders.includes(orderId);
    if (command.type === 'FreeSlot')
      return holds ? [{ type: 'SlotReleased', data: { slot, orderId, at: command.metadata.now } }] : [];
    if (holds) return []; // a retried placement keeps its place
    const { capacity, now } = command.metadata;
    if (state.orders.length >= capacity) throw new DomainError('slot.full');
    return [{ type: 'SlotReserved', data: { slot, orderId, capacity, at: now } }];
  },

  evolve(state, e) {
    return e.type === 'SlotReserved'
      ? { orders: [...state.orders, e.data.orderId] }
      : { orders: state.orders.filter((id) => id !== e.data.orderId) };
  },
};
