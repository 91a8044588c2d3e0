import { describe, it } from 'vitest';
import type { SlotEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { slotDecider, type SlotCommand } from './slot';

const slot = '2025-03-01T18:00:00.000Z';
const now = '2025-03-01T12:00:00.000Z';
/** `orderRevision`: the order stream's revision the attempt to place the order decided on. */
const reserve = (orderId: string, capacity = 2, orderRevision = 0): SlotCommand => ({
  type: 'ReserveSlot',
  data: { slot, orderId, orderRevision },
  metadata: { now, capacity },
});
const free = (orderId: string, orderRevision?: number): SlotCommand => ({
  type: 'FreeSlot',
  data: { slot, orderId, ...(orderRevision !== undefined ? { orderRevision } : {}) },
  metadata: { now },
});
const reserved = (orderId: string, capacity = 2, orderRevision: number | null = 0): SlotEvent => ({
  type: 'SlotReserved',
  data: { slot, orderId, orderRevision, capacity, at: now },
});
const released = (orderId: string, orderRevision: number | null = 0): SlotEvent => ({
  type: 'SlotReleased',
  data: { slot, orderId, orderRevision, at: now },
});

const spec = deciderSpec(slotDecider);

describe('slot decider', () => {
  it('reserves a place while the slot has one', () => {
    spec
      .given([])
      .when(reserve('a'))
      .then([reserved('a')]);
    spec
      .given([reserved('a')])
      .when(reserve('b'))
      .then([reserved('b')]);
  });
  it('refuses the place after the last one: slot.full', () =>
    spec
      .given([reserved('a'), reserved('b')])
      .when(reserve('c'))
      .thenThrows('slot.full'));
  it('counts against the capacity of the moment (lowered by staff: full sooner)', () =>
    spec
      .given([reserved('a')])
      .when(reserve('b', 1))
      .thenThrows('slot.full'));
  it('keeps the place of a retried placement without taking a second', () =>
    spec
      .given([reserved('a'), reserved('b')])
      .when(reserve('a'))
      .thenNothing());
  it('frees the place of a cancelled order, once, and the freed place can be taken', () => {
    spec
      .given([reserved('a'), reserved('b')])
      .when(free('a'))
      .then([released('a')]);
    spec
      .given([reserved('a'), reserved('b'), released('a')])
      .when(free('a'))
      .thenNothing();
    spec
      .given([reserved('a'), reserved('b'), released('a')])
      .when(reserve('c'))
      .then([reserved('c')]);
    spec.given([]).when(free('z')).thenNothing();
  });
  it('a cancelled order taken before attempts were named (version 1, null) frees its place', () =>
    spec
      .given([reserved('a', 2, null)])
      .when(free('a'))
      .then([released('a', null)]));

  describe('a place is held by one attempt to place the order', () => {
    it('an attempt that did not place the order frees its own place', () =>
      spec
        .given([reserved('a', 2, 3), reserved('b')])
        .when(free('a', 3))
        .then([released('a', 3)]));
    it('and never the place of another attempt of the same order', () => {
      spec
        .given([reserved('a', 2, 4)])
        .when(free('a', 3))
        .thenNothing();
      spec
        .given([reserved('a', 2, null)])
        .when(free('a', 3))
        .thenNothing();
    });
    it('a later attempt of the same order takes over the place of an earlier one, without a second place', () =>
      spec
        .given([reserved('a', 2, 3), reserved('b')])
        .when(reserve('a', 2, 5))
        .then([released('a', 3), reserved('a', 2, 5)]));
    it('an earlier attempt, whose revision is past, gets nothing once a later one holds the place', () =>
      spec
        .given([reserved('a', 1, 5)])
        .when(reserve('a', 1, 3))
        .thenNothing());
  });
});
