import type { OrderView } from './read-models';
import type { OrderStep } from './step-tables';

// The kitchen screen and the "orders ready" board (issue 31 items 4 and 5; docs/kitchen.md "Kitchen screen and ready
// board"), as plain values (no zod) for the client: ./kitchen-events.ts adds the schemas.

/** A kitchen tap can be undone for this long after it, by the server's clock. */
export const UNDO_WINDOW_SECONDS = 30;
/** A card's timer (since the order was accepted) turns amber at this many minutes, and red at KITCHEN_RED_MINUTES. */
export const KITCHEN_AMBER_MINUTES = 10;
export const KITCHEN_RED_MINUTES = 20;
/** A served on-site order stays on the ready board this long after it was served, then leaves it. */
export const READY_BOARD_LEAVE_MINUTES = 3;

/**
 * The kitchen's last step of a delivery order: packed and waiting for its rider. It is not one of the order's steps
 * (the rider's "Picked up" confirms out_for_delivery): the customer's tracker does not move, the card leaves the
 * kitchen screen.
 */
export const READY_FOR_PICKUP = 'ready_for_pickup';
/** What a tap on a kitchen card records, and so what an undo can take back. */
export const kitchenSteps = ['preparing', 'ready', READY_FOR_PICKUP] as const;
export type KitchenStep = (typeof kitchenSteps)[number];
export const isKitchenStep = (step: string): step is KitchenStep =>
  (kitchenSteps as readonly string[]).includes(step);

/** The statuses whose orders are cards on the kitchen screen. */
const kitchenStatuses: readonly string[] = ['accepted', 'preparing'] satisfies OrderStep[];

/** A card of the kitchen screen: accepted or preparing, on the live list, not yet packed for its rider. */
export const onKitchenScreen = (view: OrderView): boolean =>
  kitchenStatuses.includes(view.status) && !view.scheduled && !view.readyForPickupAt;

/** What a tap on the card records next: preparing, then ready (on site) or ready for pickup (delivery). */
export function nextKitchenStep(view: Pick<OrderView, 'status' | 'type'>): KitchenStep | null {
  if (view.status === 'accepted') return 'preparing';
  if (view.status === 'preparing') return view.type === 'on_site' ? 'ready' : READY_FOR_PICKUP;
  return null;
}

/**
 * The time a card is sorted by: the order's promised time when it has one (issue 31 item 3), else when it was
 * placed (a scheduled order: its slot).
 */
export const kitchenTime = (view: OrderView): string =>
  (view as OrderView & { promisedAt?: string | null }).promisedAt ?? view.slot ?? view.date;

/** When the order was accepted (the card's timer starts there), or null. */
export const acceptedAt = (view: Pick<OrderView, 'states'>): string | null =>
  view.states.find((s) => s.name === 'accepted')?.date ?? null;

/** The timer's colour after `minutes` since the order was accepted. */
export const kitchenTimerLevel = (minutes: number): 'ok' | 'amber' | 'red' =>
  minutes >= KITCHEN_RED_MINUTES ? 'red' : minutes >= KITCHEN_AMBER_MINUTES ? 'amber' : 'ok';

/** An on-site order on the ready board: ready, or served (it leaves READY_BOARD_LEAVE_MINUTES after). */
export const onReadyBoard = (view: OrderView): boolean =>
  view.type === 'on_site' && (view.status === 'ready' || view.status === 'served');

/** When the order was served, or null. */
export const servedAt = (view: Pick<OrderView, 'states'>): string | null =>
  view.states.find((s) => s.name === 'served')?.date ?? null;

/** Whether a served order is still shown at `now`: served less than READY_BOARD_LEAVE_MINUTES ago. */
export const stillOnBoard = (served: string, now: Date): boolean =>
  now.getTime() - Date.parse(served) < READY_BOARD_LEAVE_MINUTES * 60_000;
