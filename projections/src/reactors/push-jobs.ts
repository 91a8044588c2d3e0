import type { OrderStepPushJob } from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { parseOrStop } from '../event-schemas';
import { CONFIRMATION_MAX_AGE_MS } from './order-jobs';

// Which order events push a notification to the customer's browsers: each step (OrderPlaced confirms `placed`)
// and a cancellation. Pure. A step older than a day pushes nothing (a replay of an old log wakes nobody up).

export function pushJobOf(recorded: RecordedEvent, now: Date): OrderStepPushJob | null {
  if (
    !['OrderPlaced', 'OrderStepConfirmed', 'OrderCancelled', 'OrderPromiseMoved', 'OrderAmended'].includes(
      recorded.type,
    )
  )
    return null;
  const event = parseOrStop(recorded);
  if (!event) return null;
  const fresh = (at: string) => now.getTime() - Date.parse(at) <= CONFIRMATION_MAX_AGE_MS;
  switch (event.type) {
    case 'OrderPlaced':
      return fresh(event.data.placedAt)
        ? { kind: 'order-step', orderId: event.data.orderId, status: 'placed' }
        : null;
    case 'OrderStepConfirmed':
      return fresh(event.data.at)
        ? { kind: 'order-step', orderId: event.data.orderId, status: event.data.step }
        : null;
    case 'OrderCancelled':
      return fresh(event.data.at)
        ? { kind: 'order-step', orderId: event.data.orderId, status: 'cancelled' }
        : null;
    // A kitchen delay moved the promise (docs/kitchen.md): the customer is told the new time.
    case 'OrderPromiseMoved':
      return fresh(event.data.at)
        ? {
            kind: 'order-step',
            orderId: event.data.orderId,
            status: 'delayed',
            promisedAt: event.data.promisedAt,
          }
        : null;
    // Staff changed the lines (docs/phone-and-trust.md): the customer is told the new total.
    case 'OrderAmended':
      return fresh(event.data.at)
        ? {
            kind: 'order-step',
            orderId: event.data.orderId,
            status: 'placed',
            amendedTotal: event.data.after.totals.total,
          }
        : null;
    default:
      return null;
  }
}
