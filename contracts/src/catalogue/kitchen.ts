import { z } from 'zod';
import { role } from '../accounts/events';
import { id, isoDate } from '../fields';
import { MAX_KITCHEN_MINUTES } from '../orders/promise';

// Busy mode and the durations of honest promised times (docs/kitchen.md "Busy mode and promised times"): the
// `kitchen` stream (pause, delay), the settings' default preparation, a product's preparation and a district's
// delivery time. New event types beside the catalogue's (their union in ./events.ts takes them), no change to an
// older event's shape.

/** 1 to MAX_KITCHEN_MINUTES whole minutes. */
export const kitchenMinutes = z.number().int().min(1).max(MAX_KITCHEN_MINUTES);
/** A delay may be 0: no delay any more. */
export const delayMinutes = z.number().int().min(0).max(MAX_KITCHEN_MINUTES);
const by = z.object({ userId: z.string(), role });

export const kitchenEvents = [
  /** No new ASAP order until `until` (at most the day's closing); slots after it stay open. */
  z.object({
    type: z.literal('OrderTakingPaused'),
    data: z.object({ until: isoDate, by, at: isoDate }),
  }),
  z.object({ type: z.literal('OrderTakingResumed'), data: z.object({ by, at: isoDate }) }),
  /** Every promise gets `minutes` more until `until` (the day's closing); 0: none. */
  z.object({
    type: z.literal('KitchenDelaySet'),
    data: z.object({ minutes: delayMinutes, until: isoDate, by, at: isoDate }),
  }),
  /** On `settings`: the preparation of a product that has none of its own. */
  z.object({ type: z.literal('DefaultPrepTimeSet'), data: z.object({ minutes: kitchenMinutes }) }),
  /** On `product-{id}`: its preparation minutes; null: the shop's default. */
  z.object({
    type: z.literal('ProductPrepTimeSet'),
    data: z.object({ productId: id, minutes: kitchenMinutes.nullable() }),
  }),
  /** On `district-{id}`: minutes from the shop to the district (0: unknown, nothing added). */
  z.object({
    type: z.literal('DistrictDeliveryTimeSet'),
    data: z.object({ districtId: id, minutes: delayMinutes }),
  }),
] as const;

export const pauseOrderTakingData = z.object({ minutes: kitchenMinutes, by });
export const setKitchenDelayData = z.object({ minutes: delayMinutes, by });
export const setDefaultPrepTimeData = z.object({ minutes: kitchenMinutes });
export const setProductPrepTimeData = z.object({ productId: id, minutes: kitchenMinutes.nullable() });
export const setDistrictDeliveryTimeData = z.object({ districtId: id, minutes: delayMinutes });

export const kitchenCommands = [
  z.object({ type: z.literal('PauseOrderTaking'), data: pauseOrderTakingData }),
  z.object({ type: z.literal('ResumeOrderTaking'), data: z.object({ by }) }),
  z.object({ type: z.literal('SetKitchenDelay'), data: setKitchenDelayData }),
  z.object({ type: z.literal('SetDefaultPrepTime'), data: setDefaultPrepTimeData }),
  z.object({ type: z.literal('SetProductPrepTime'), data: setProductPrepTimeData }),
  z.object({ type: z.literal('SetDistrictDeliveryTime'), data: setDistrictDeliveryTimeData }),
] as const;
