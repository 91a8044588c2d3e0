import { z } from 'zod';

// BullMQ queues of the back-office (docs/catalogue.md "Back-office"). Job ids derive from event ids, so a replayed
// event adds nothing.

/** `images`: ImageUploaded → resize the original into imageWidths WebP copies (job id = event id). */
export const imagesQueueName = 'images';
export const resizeImageJob = z.object({
  kind: z.literal('resize-image'),
  imageId: z.string(),
  /** Path of the original under the uploads dir, e.g. `original/<id>.png`. */
  original: z.string(),
});
export type ResizeImageJob = z.infer<typeof resizeImageJob>;

/** `promos`: PromoCreated → a delayed job at its start and one at its end (job ids `<event id>-start|-end`). */
export const promosQueueName = 'promos';
export const promoTimerJob = z.object({
  kind: z.literal('promo-timer'),
  code: z.string(),
  edge: z.enum(['start', 'end']),
  /** The instant of that edge (ISO-8601): the worker never announces it early. */
  at: z.string(),
  /** Global position of the PromoCreated event (the change message's position). */
  position: z.string(),
});
export type PromoTimerJob = z.infer<typeof promoTimerJob>;

/**
 * `sold-out`: ProductSoldOut with an end → a delayed job at `until` that ends that mark (EndProductSoldOut; job id =
 * event id, so a replayed event adds nothing, and a later mark of the same target is never ended by it).
 */
export const soldOutQueueName = 'sold-out';
export const soldOutEndJob = z.object({
  kind: z.literal('sold-out-end'),
  productId: z.string(),
  choiceId: z.string().nullable(),
  /** The mark's `at`: only that mark ends. */
  markedAt: z.string(),
  /** Its end (ISO-8601): the worker never ends it early. */
  until: z.string(),
});
export type SoldOutEndJob = z.infer<typeof soldOutEndJob>;
