import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRUST_RULES,
  type OrderEvent,
  type PhoneEvent,
  type PricedLine,
  type TrustRules,
} from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider, type OrderActor, type OrderCommandWithFacts, type ProductFact } from './decider';
import { phoneDecider, type TrustOrderFact } from './trust';

// The trust rules (docs/phone-and-trust.md "Confirmation calls and no-shows") as given/when/then on the order and
// phone deciders.

const now = '2026-11-28T12:00:00.000Z';
const later = '2026-11-28T12:10:00.000Z';
const orderId = 'o1';
const customer: OrderActor = { userId: 'u1', role: 'user' };
const staff: OrderActor = { userId: 's1', role: 'moderator' };
const system: OrderActor = { userId: 'system', role: 'admin' };
const phone = '+213550123456';

const pizza: ProductFact = {
  status: 'live',
  active: true,
  name: 'Pizza',
  size: { value: 1, unit: 'XL' },
  price: 1000,
  sold: 0,
  optionGroups: [],
};
const line: PricedLine = {
  productId: 'pizza',
  name: 'Pizza',
  translations: {},
  size: { value: 1, unit: 'XL' },
  options: [],
  unitPrice: 1000,
  price: 1000,
  quantity: 2,
  lineTotal: 2000,
};
const started: OrderEvent = {
  type: 'CheckoutStarted',
  data: { orderId, userId: 'u1', type: 'on_site', lines: [line], discountsEnabled: false, startedAt: now },
};

const trust = (rules: Partial<TrustRules>, facts: Partial<TrustOrderFact['phone']> = {}): TrustOrderFact => ({
  rules: { ...DEFAULT_TRUST_RULES, ...rules },
  phone: { previousOrders: 3, noShows: 0, blocked: false, openOrders: 0, ...facts },
});

const place = (t: TrustOrderFact | undefined): OrderCommandWithFacts => ({
  type: 'PlaceOrder',
  data: { orderId, delivery: { recipient: 'amine b', phone: '0550 12 34 56' } },
  metadata: {
    now,
    actor: customer,
    products: { pizza },
    discountsEnabled: false,
    promo: null,
    district: null,
    profileState: 'complited',
    pointsBalance: 0,
    openingHours: null,
    ...(t ? { trust: t } : {}),
  },
});
const placeEvents = (t: TrustOrderFact | undefined) =>
  orderDecider.decide(place(t), orderDecider.evolve(orderDecider.initialState(), started));

const placedOrder = (): OrderEvent[] => [started, ...placeEvents(undefined)];
const held: OrderEvent = {
  type: 'OrderHeldForCall',
  data: { orderId, reasons: ['first_order'], at: now, remindAt: later },
};
const order = deciderSpec(orderDecider);
const cmd = <T extends OrderCommandWithFacts['type']>(type: T, data: object, actor: OrderActor, at = later) =>
  ({ type, data: { orderId, ...data }, metadata: { now: at, actor } }) as unknown as OrderCommandWithFacts;

describe('PlaceOrder and trust', () => {
  it('places a trusted customer’s order as before: nothing held', () => {
    expect(placeEvents(trust({})).map((e) => e.type)).toEqual(['OrderPlaced']);
    expect(placeEvents(undefined).map((e) => e.type)).toEqual(['OrderPlaced']);
  });

  it('holds a first order for a call when the rule is on, not when it is off (the default)', () => {
    const events = placeEvents(trust({ firstOrderCall: true, reminderMinutes: 10 }, { previousOrders: 0 }));
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderHeldForCall']);
    expect(events[1]!.data).toEqual({ orderId, reasons: ['first_order'], at: now, remindAt: later });
    expect(placeEvents(trust({}, { previousOrders: 0 })).map((e) => e.type)).toEqual(['OrderPlaced']);
  });

  it('holds an order after N no-shows (1 by default) and above the amount set, naming every reason', () => {
    const events = placeEvents(trust({ callAboveTotal: 1500 }, { noShows: 1 }));
    expect(events[1]).toMatchObject({ type: 'OrderHeldForCall', data: { reasons: ['no_show', 'amount'] } });
    expect(placeEvents(trust({ noShowsBeforeCall: 2 }, { noShows: 1 })).map((e) => e.type)).toEqual([
      'OrderPlaced',
    ]);
    // The total (2 000 DA) is not above 2 000.
    expect(placeEvents(trust({ callAboveTotal: 2000 })).map((e) => e.type)).toEqual(['OrderPlaced']);
  });

  it('refuses a blocked number', () => {
    order
      .given([started])
      .when(place(trust({}, { blocked: true })))
      .thenThrows('phone.blocked');
  });

  it('refuses a number with the most open orders allowed, not below it, not without a limit', () => {
    order
      .given([started])
      .when(place(trust({ maxOpenOrders: 2 }, { openOrders: 2 })))
      .thenThrows('phone.open_orders_limit');
    expect(placeEvents(trust({ maxOpenOrders: 2 }, { openOrders: 1 })).map((e) => e.type)).toEqual([
      'OrderPlaced',
    ]);
    expect(placeEvents(trust({}, { openOrders: 40 })).map((e) => e.type)).toEqual(['OrderPlaced']);
  });
});

describe('the confirmation call', () => {
  it('keeps a held order from its first step until the call is confirmed', () => {
    order
      .given([...placedOrder(), held])
      .when(cmd('ConfirmOrderStep', { step: 'accepted' }, staff))
      .thenThrows('order.call_pending');
    order
      .given([
        ...placedOrder(),
        held,
        { type: 'OrderCallConfirmed', data: { orderId, by: staff, at: later } },
      ])
      .when(cmd('ConfirmOrderStep', { step: 'accepted' }, staff))
      .then([{ type: 'OrderStepConfirmed', data: { orderId, step: 'accepted', at: later, by: staff } }]);
  });

  it('is confirmed by staff only, once', () => {
    order
      .given([...placedOrder(), held])
      .when(cmd('ConfirmCall', {}, staff))
      .then([{ type: 'OrderCallConfirmed', data: { orderId, by: staff, at: later } }]);
    order
      .given([...placedOrder(), held])
      .when(cmd('ConfirmCall', {}, customer))
      .thenThrows('auth.forbidden');
    order
      .given([
        ...placedOrder(),
        held,
        { type: 'OrderCallConfirmed', data: { orderId, by: staff, at: later } },
      ])
      .when(cmd('ConfirmCall', {}, staff))
      .thenNothing();
    order
      .given(placedOrder())
      .when(cmd('ConfirmCall', {}, staff))
      .thenThrows('order.no_call_pending');
  });

  it('a held order is cancelled with a reason as any other', () => {
    order
      .given([...placedOrder(), held])
      .when(cmd('CancelOrder', { reason: 'no_show' }, staff))
      .then([{ type: 'OrderCancelled', data: { orderId, reason: 'no_show', by: staff, at: later } }]);
  });

  it('reminds once, and only while the order still waits', () => {
    const reminded: OrderEvent = { type: 'OrderCallReminded', data: { orderId, at: later } };
    order
      .given([...placedOrder(), held])
      .when(cmd('RemindCall', {}, system))
      .then([reminded]);
    order
      .given([...placedOrder(), held, reminded])
      .when(cmd('RemindCall', {}, system))
      .thenNothing();
    order
      .given([
        ...placedOrder(),
        held,
        { type: 'OrderCallConfirmed', data: { orderId, by: staff, at: later } },
      ])
      .when(cmd('RemindCall', {}, system))
      .thenNothing();
    order
      .given([
        ...placedOrder(),
        held,
        { type: 'OrderCancelled', data: { orderId, reason: 'customer', by: staff, at: later } },
      ])
      .when(cmd('RemindCall', {}, system))
      .thenNothing();
    order
      .given(placedOrder())
      .when(cmd('RemindCall', {}, system))
      .thenNothing();
    order
      .given([...placedOrder(), held])
      .when(cmd('RemindCall', {}, customer))
      .thenThrows('auth.forbidden');
  });
});

describe('the phone number stream', () => {
  const spec = deciderSpec(phoneDecider);
  const base = { now };
  const placedHere: PhoneEvent = { type: 'PhoneOrderPlaced', data: { phone, orderId, at: now } };
  const noShow: PhoneEvent = {
    type: 'NoShowRecorded',
    data: { phone, orderId, source: 'no_answer', at: now },
  };
  const blocked: PhoneEvent = {
    type: 'PhoneBlocked',
    data: { phone, reason: 'trois commandes refusées', by: staff, at: now },
  };

  it('records each order once', () => {
    spec
      .given([])
      .when({ type: 'RecordPhoneOrder', data: { phone, orderId }, metadata: base })
      .then([placedHere]);
    spec
      .given([placedHere])
      .when({ type: 'RecordPhoneOrder', data: { phone, orderId }, metadata: base })
      .thenNothing();
  });

  it('records one no-show per order, whichever way it came (the rider’s no answer, then the cancellation)', () => {
    spec
      .given([placedHere])
      .when({ type: 'RecordNoShow', data: { phone, orderId, source: 'no_answer' }, metadata: base })
      .then([noShow]);
    spec
      .given([placedHere, noShow])
      .when({ type: 'RecordNoShow', data: { phone, orderId, source: 'no_show' }, metadata: base })
      .thenNothing();
  });

  it('is blocked and unblocked by staff only, with the reason kept', () => {
    const reason = 'trois commandes refusées';
    spec
      .given([])
      .when({ type: 'BlockPhone', data: { phone, reason }, metadata: { now, actor: staff } })
      .then([blocked]);
    spec
      .given([])
      .when({ type: 'BlockPhone', data: { phone, reason }, metadata: { now, actor: customer } })
      .thenThrows('auth.forbidden');
    spec
      .given([blocked])
      .when({ type: 'BlockPhone', data: { phone, reason }, metadata: { now, actor: staff } })
      .thenNothing();
    spec
      .given([blocked])
      .when({
        type: 'UnblockPhone',
        data: { phone, reason: 'il a payé' },
        metadata: { now: later, actor: staff },
      })
      .then([{ type: 'PhoneUnblocked', data: { phone, reason: 'il a payé', by: staff, at: later } }]);
    spec
      .given([])
      .when({ type: 'UnblockPhone', data: { phone, reason: 'x' }, metadata: { now, actor: staff } })
      .thenNothing();
  });
});
