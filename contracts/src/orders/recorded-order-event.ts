import { z } from 'zod';
import { orderEvent, type OrderEvent, type OrderEventOf } from './events';

// Order events as the read side receives them: through the personal-data wrapper, so after the customer's
// account was deleted the delivery details of OrderPlaced read back null (crypto-shredding). The write schema
// would refuse those events; this one accepts them, and the views show the customer as deleted.

type Placed = OrderEventOf<'OrderPlaced'>;
type ErasableDelivery = Omit<Placed['data']['delivery'], 'recipient' | 'phone' | 'address' | 'comment'> & {
  recipient: string | null;
  phone: string | null;
  address?: string | null | undefined;
  comment?: string | null | undefined;
};
export type RecordedOrderPlaced = {
  type: 'OrderPlaced';
  data: Omit<Placed['data'], 'delivery'> & { delivery: ErasableDelivery };
};
export type RecordedOrderEvent = Exclude<OrderEvent, Placed> | RecordedOrderPlaced;

const placedOption = orderEvent.options.find((o) => o.shape.type.value === 'OrderPlaced')!;
const placedData = placedOption.shape.data as z.ZodObject<z.ZodRawShape>;
const deliveryShape = (placedData.shape.delivery as z.ZodObject<z.ZodRawShape>).extend({
  recipient: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable().optional(),
  comment: z.string().nullable().optional(),
});
const erasablePlaced = z.object({
  type: z.literal('OrderPlaced'),
  data: placedData.extend({ delivery: deliveryShape }),
});

/** The schema of each order event type, by type name. */
export const orderEventSchemas: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>(
  orderEvent.options.map((o) => {
    const type = o.shape.type.value;
    return [type, type === 'OrderPlaced' ? erasablePlaced : o] as const;
  }),
);

/** The parsed event, or null when the type is not an order event's or the data does not match. */
export function parseOrderEvent(type: string, data: unknown): RecordedOrderEvent | null {
  const schema = orderEventSchemas.get(type);
  if (!schema) return null;
  const parsed = schema.safeParse({ type, data });
  return parsed.success ? (parsed.data as RecordedOrderEvent) : null;
}
