import { z } from 'zod';
import { id, isoDate } from '../fields';

// The promised time of an order (docs/kitchen.md "Busy mode and promised times"): new events on `order-{id}`, beside
// OrderPlaced (whose shape they leave alone).

const minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const promiseEvents = [
  /** Appended with OrderPlaced: when the customer gets the order, and what it is made of (minutes). */
  z.object({
    type: z.literal('OrderPromised'),
    data: z.object({
      orderId: id,
      promisedAt: isoDate,
      prepMinutes: minutes,
      deliveryMinutes: minutes,
      delayMinutes: minutes,
      at: isoDate,
    }),
  }),
  /** Staff added a delay: the open order's promise moves later (never earlier). */
  z.object({
    type: z.literal('OrderPromiseMoved'),
    data: z.object({
      orderId: id,
      promisedAt: isoDate,
      previousPromisedAt: isoDate,
      delayMinutes: minutes,
      at: isoDate,
    }),
  }),
] as const;
