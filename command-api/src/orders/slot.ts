import { DomainError } from '@shop/contracts';
import type { SlotEvent } from '@shop/contracts/orders/index';
import type { Decider } from '../decider';

// The places of one scheduled-order slot on `slot-{start}` (docs/orders.md "Scheduled orders"). The handler
// appends at the revision it read: of two customers deciding on the last place, the store takes one append and the
// other re-reads a full slot (`slot.full`). Pure; the capacity (settings) and the clock come on the metadata.
//
// A place is held by one attempt to place an order: the order and the order stream's revision the attempt decided on
// (its OrderPlaced is appended at that revision, so at most one attempt of an order ever places it). An attempt that
// did not place the order frees its own place (`FreeSlot` with its revision) and never the one of the attempt that
// did; a cancelled order frees whichever place it holds (`FreeSlot` without a revision).

export type SlotCommand =
  | {
      type: 'ReserveSlot';
      data: { slot: string; orderId: string; orderRevision: number };
      metadata: { now: string; capacity: number };
    }
  | {
      type: 'FreeSlot';
      /** orderRevision: only the place of that attempt; absent: the order's place, whichever attempt took it. */
      data: { slot: string; orderId: string; orderRevision?: number };
      metadata: { now: string };
    };

/** The orders holding a place, each with the revision of the attempt holding it (null: taken before version 2). */
export type SlotState = { held: { orderId: string; orderRevision: number | null }[] };

export const slotDecider: Decider<SlotState, SlotCommand, SlotEvent> = {
  initialState: () => ({ held: [] }),

  decide(command, state) {
    const { slot, orderId } = command.data;
    const at = command.metadata.now;
    const holding = state.held.find((h) => h.orderId === orderId);
    if (command.type === 'FreeSlot') {
      const { orderRevision } = command.data;
      if (!holding || (orderRevision !== undefined && holding.orderRevision !== orderRevision)) return [];
      return [{ type: 'SlotReleased', data: { slot, orderId, orderRevision: holding.orderRevision, at } }];
    }
    const { orderRevision } = command.data;
    const { capacity } = command.metadata;
    const reserved: SlotEvent = {
      type: 'SlotReserved',
      data: { slot, orderId, orderRevision, capacity, at },
    };
    if (holding) {
      // The same attempt again (a retry, or a concurrent request with the same key): it keeps its place. An earlier
      // attempt's place is not a new place either: it passes to this later attempt (the earlier one can no longer place
      // the order, its append's revision is past). A later attempt already holds it: this one can no longer place.
      if (holding.orderRevision === orderRevision) return [];
      if (holding.orderRevision !== null && holding.orderRevision > orderRevision) return [];
      return [
        { type: 'SlotReleased', data: { slot, orderId, orderRevision: holding.orderRevision, at } },
        reserved,
      ];
    }
    if (state.held.length >= capacity) throw new DomainError('slot.full');
    return [reserved];
  },

  evolve(state, e) {
    const others = state.held.filter((h) => h.orderId !== e.data.orderId);
    if (e.type === 'SlotReleased') return { held: others };
    return { held: [...others, { orderId: e.data.orderId, orderRevision: e.data.orderRevision }] };
  },
};
