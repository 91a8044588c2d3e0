import { DEFAULT_TRUST_RULES, normalizePhone, orderStreams } from '@shop/contracts/orders/index';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { StreamStates } from '@shop/platform/eventstore/stream-states';
import { orderDecider, orderStatusOf } from './decider';
import { settingsFact } from './facts';
import { phoneDecider, phoneTrustFacts, type TrustOrderFact } from './trust';

// What PlaceOrder needs to know of the customer's number (docs/phone-and-trust.md), folded from the log: the
// settings' trust rules, the `phone-{normalized}` stream (orders placed, no-shows, block) and, when the open orders
// are limited, the state of each of the number's recent orders.

const isOpen = (status: ReturnType<typeof orderStatusOf>): boolean =>
  status !== 'none' &&
  status !== 'checkout' &&
  status !== 'expired' &&
  status !== 'cancelled' &&
  status !== 'delivered' &&
  status !== 'served';

export async function trustOrderFact(
  store: EventStore,
  typedPhone: string,
  orderId: string,
  cache?: StreamStates,
): Promise<TrustOrderFact | undefined> {
  const phone = normalizePhone(typedPhone);
  if (phone === null) return undefined;
  const [settings, { state }] = await Promise.all([
    settingsFact(store, cache),
    aggregateStream(store, orderStreams.phone(phone), phoneDecider, cache),
  ]);
  const rules = settings.trustRules ?? DEFAULT_TRUST_RULES;
  let openOrders = 0;
  if (rules.maxOpenOrders !== null) {
    const others = state.recentOrderIds.filter((id) => id !== orderId);
    const orders = await Promise.all(
      others.map((id) => aggregateStream(store, orderStreams.order(id), orderDecider, cache)),
    );
    openOrders = orders.filter((o) => isOpen(orderStatusOf(o.state))).length;
  }
  // This order itself, recorded by an earlier attempt that failed after its append, is not an earlier order.
  const earlier = state.recentOrderIds.includes(orderId) ? { ...state, orders: state.orders - 1 } : state;
  return { rules, phone: phoneTrustFacts(earlier, openOrders) };
}
