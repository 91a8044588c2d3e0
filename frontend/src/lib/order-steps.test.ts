import { describe, expect, it } from 'vitest';
import {
  activeStepIndex,
  customerMayCancel,
  latestConfirmedName,
  staffMayCancel,
  stepDisplays,
  stepLabel,
} from './order-steps';

const states = (confirmed: number) =>
  ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'].map((name, i) => ({
    name,
    confirmed: i < confirmed,
    date: i < confirmed ? '2025-03-01T12:00:00.000Z' : null,
  }));

describe('order steps display', () => {
  it('the active step is the one after the last confirmed', () => {
    expect(activeStepIndex(states(1))).toBe(1);
    expect(stepDisplays(states(2))).toEqual(['done', 'done', 'active', 'todo', 'todo']);
  });
  it('no active step once every step is confirmed, nor when cancelled', () => {
    expect(activeStepIndex(states(5))).toBe(-1);
    expect(stepDisplays(states(5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(stepDisplays(states(1), true)).toEqual(['done', 'todo', 'todo', 'todo', 'todo']);
  });
  it('names the latest confirmed state in each language', () => {
    expect(latestConfirmedName(states(3))).toBe('preparing');
    expect(latestConfirmedName(states(0))).toBeUndefined();
    expect(stepLabel('preparing', 'fr')).toBe('En préparation');
    expect(stepLabel('out_for_delivery', 'en')).toBe('Out for delivery');
    expect(stepLabel('placed', 'ar')).toBe('مستلمة');
    expect(stepLabel('weird', 'fr')).toBe('weird');
  });
  it('customers cancel only a placed order; staff before the last step', () => {
    expect(customerMayCancel({ status: 'placed', cancelled: null })).toBe(true);
    expect(customerMayCancel({ status: 'accepted', cancelled: null })).toBe(false);
    expect(staffMayCancel({ status: 'preparing', cancelled: null, states: states(3) })).toBe(true);
    expect(staffMayCancel({ status: 'delivered', cancelled: null, states: states(5) })).toBe(false);
    expect(staffMayCancel({ status: 'cancelled', cancelled: { reason: 'x' }, states: states(2) })).toBe(
      false,
    );
  });
});
