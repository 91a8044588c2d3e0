import { z } from 'zod';
import { role } from '../accounts/events';
import { id } from '../catalogue/events';
import { kitchenSteps } from './kitchen-tables';

// The order stream's kitchen events (issue 31 item 4; docs/kitchen.md "Kitchen screen and ready board"). A tap on a
// kitchen card is the order's own OrderStepConfirmed (preparing, ready) or, for a delivery order, OrderReadyForPickup;
// an undo is the compensating OrderStepUndone, kept in the order's history like every other event.

const isoDate = z.string().datetime({ offset: true });
const actorRef = z.object({ userId: z.string(), role });
export const kitchenStep = z.enum(kitchenSteps);

export const kitchenEvents = [
  /** The kitchen packed a delivery order: it waits for its rider (not an order step; the card leaves the screen). */
  z.object({
    type: z.literal('OrderReadyForPickup'),
    data: z.object({ orderId: id, by: actorRef, at: isoDate }),
  }),
  /** Staff took back the kitchen's last tap, within UNDO_WINDOW_SECONDS of it: the step is unconfirmed again. */
  z.object({
    type: z.literal('OrderStepUndone'),
    data: z.object({ orderId: id, step: kitchenStep, by: actorRef, at: isoDate }),
  }),
] as const;

/** The kitchen's commands on the order stream (staff only). */
export const undoOrderStepData = z.object({ orderId: id, step: kitchenStep });
export const markReadyForPickupData = z.object({ orderId: id });
export const kitchenCommands = [
  z.object({ type: z.literal('UndoOrderStep'), data: undoOrderStepData }),
  z.object({ type: z.literal('MarkReadyForPickup'), data: markReadyForPickupData }),
] as const;
