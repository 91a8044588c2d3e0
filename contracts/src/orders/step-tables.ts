import type { Language } from '../languages';

// The order steps of the design (docs/architecture.md, "Order steps"), as plain values (no zod) for the client's
// first load; ./steps.ts adds their schemas. `placed` is confirmed by PlaceOrder itself; ConfirmOrderStep confirms
// the named step and every earlier unconfirmed one.
export const orderTypes = ['delivery', 'on_site'] as const;
export type OrderType = (typeof orderTypes)[number];

export const orderStepsByType = {
  delivery: ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'],
  on_site: ['placed', 'accepted', 'preparing', 'ready', 'served'],
} as const satisfies Record<OrderType, readonly string[]>;

export const orderStepNames = [
  'placed',
  'accepted',
  'preparing',
  'out_for_delivery',
  'delivered',
  'ready',
  'served',
] as const;
export type OrderStep = (typeof orderStepNames)[number];

/** Labels of the step tracker and of the notification 'Command {step}', per language. */
export const orderStepLabels: Record<OrderStep, Record<Language, string>> = {
  placed: { fr: 'Reçue', en: 'Received', ar: 'مستلمة' },
  accepted: { fr: 'Confirmée', en: 'Confirmed', ar: 'مؤكدة' },
  preparing: { fr: 'En préparation', en: 'Preparing', ar: 'قيد التحضير' },
  out_for_delivery: { fr: 'En livraison', en: 'Out for delivery', ar: 'قيد التوصيل' },
  delivered: { fr: 'Livrée', en: 'Delivered', ar: 'تم التوصيل' },
  ready: { fr: 'Prête', en: 'Ready', ar: 'جاهزة' },
  served: { fr: 'Servie', en: 'Served', ar: 'تم التقديم' },
};

export const cancelReasons = ['customer', 'sold_out', 'rush_hour', 'no_show', 'other'] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const stepsOf = (type: OrderType): readonly OrderStep[] => orderStepsByType[type];
export const lastStepOf = (type: OrderType): OrderStep => {
  const steps = stepsOf(type);
  return steps[steps.length - 1]!;
};
/** Index of a step in the type's table, or -1 for a step of the other type. */
export const stepIndex = (type: OrderType, step: string): number =>
  (stepsOf(type) as readonly string[]).indexOf(step);

/**
 * The status of an order, as lists and filters see it: `checkout` before PlaceOrder, `cancelled`, or the name of
 * its last confirmed step.
 */
export type OrderStatus = 'checkout' | 'cancelled' | OrderStep;

export const orderStatusFilters = ['all', 'finish', 'unfinish'] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

/** `finish` = delivered, served or cancelled; `unfinish` = the rest. */
export const isFinishedStatus = (status: OrderStatus): boolean =>
  status === 'delivered' || status === 'served' || status === 'cancelled';

export const matchesStatusFilter = (status: OrderStatus, filter: OrderStatusFilter): boolean =>
  filter === 'all' ? true : filter === 'finish' ? isFinishedStatus(status) : !isFinishedStatus(status);
