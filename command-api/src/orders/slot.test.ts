import { describe, it } from 'vitest';
import type { SlotEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { slotDecider, type SlotCommand } from './slot';

const slot = '2025-03-01T18:00:00.000Z';
const now = '2025-03-01T12:00:00.000Z';
const reserve = (orderId: string, capacity = 2): SlotCommand => ({
  type: 'ReserveSlot',
  data: { slot, orderId },
  metadata: { now, capacity },
});
const free = (orderId: string): SlotCommand => ({
  type: 'FreeSlot',
  data: { slot, orderId },
  metadata: { now },
});
const reserved = (orderId: string, capacity = 2): SlotEvent => ({
  type: 'SlotReserved',
  data: { slot, orderId, capacity, at: now },
});
const released = (orderId: string): SlotEvent => ({ type: 'SlotReleased', data: { slot, orderId, at: now } });

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
});
