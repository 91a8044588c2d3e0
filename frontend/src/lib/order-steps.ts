import { orderStepLabels, orderStepNames, pickLanguage, type OrderStep } from '@shop/contracts/core';

// The step tracker of spec §4: steps are an ordered list of { name, confirmed, date }; the active step is the one
// after the last confirmed step; confirmed steps show their date and time, the active one 'En cours...'.
export type StepLike = { name: string; confirmed: boolean; date: string | null };
export type StepDisplay = 'done' | 'active' | 'todo';

/** Index of the last confirmed step, or -1. */
export const lastConfirmedIndex = (states: readonly StepLike[]): number => {
  for (let i = states.length - 1; i >= 0; i -= 1) if (states[i]!.confirmed) return i;
  return -1;
};

/** Index of the active step (the one after the last confirmed), or -1 when every step is confirmed. */
export const activeStepIndex = (states: readonly StepLike[]): number => {
  const next = lastConfirmedIndex(states) + 1;
  return next < states.length ? next : -1;
};

/** How each step is shown; a cancelled order has no active step. */
export const stepDisplays = (states: readonly StepLike[], cancelled = false): StepDisplay[] => {
  const active = cancelled ? -1 : activeStepIndex(states);
  const last = lastConfirmedIndex(states);
  return states.map((s, i) => (s.confirmed || i <= last ? 'done' : i === active ? 'active' : 'todo'));
};

/** The name of the latest confirmed state (the notification 'Command {name}'), or undefined. */
export const latestConfirmedName = (states: readonly StepLike[]): string | undefined =>
  states[lastConfirmedIndex(states)]?.name;

const isStep = (name: string): name is OrderStep => (orderStepNames as readonly string[]).includes(name);

/** The label of a step (or status) in a language; unknown names are shown as they are. */
export const stepLabel = (name: string, lng: string | undefined): string => {
  return isStep(name) ? orderStepLabels[name][pickLanguage(lng)] : name;
};

/** The customer may cancel while the order is only placed (design notes: CancelOrder). */
export const customerMayCancel = (order: { status: string; cancelled: unknown }) =>
  !order.cancelled && order.status === 'placed';

/** Staff may cancel before the last step. */
export const staffMayCancel = (order: { status: string; cancelled: unknown; states: readonly StepLike[] }) =>
  !order.cancelled && activeStepIndex(order.states) !== -1;
