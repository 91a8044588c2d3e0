import { describe, it } from 'vitest';
import type { OrderEvent } from '@shop/contracts/orders/index';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider, type OrderActor, type OrderCommandWithFacts } from './decider';

// Ratings on the order stream (docs/phone-and-trust.md "Ratings"): the order's customer rates a delivered or served
// order once, within 3 days of its last step (the server's clock, the command's `now`); staff answer it once.

const orderId = 'o1';
const customer: OrderActor = { userId: 'u1', role: 'user' };
const other: OrderActor = { userId: 'u2', role: 'user' };
const staff: OrderActor = { userId: 's1', role: 'moderator' };
const placedAt = '2025-03-01T12:00:00.000Z';
const deliveredAt = '2025-03-01T13:00:00.000Z';
const soon = '2025-03-02T09:00:00.000Z';
const lastMinute = '2025-03-04T13:00:00.000Z'; // exactly 3 days after delivery
const tooLate = '2025-03-04T13:00:00.001Z';

const spec = deciderSpec(orderDecider);
const line = {
  productId: 'margherita',
  name: 'Margherita',
  translations: {},
  size: { value: 1, unit: 'XL' },
  options: [],
  unitPrice: 900,
  price: 900,
  quantity: 1,
  lineTotal: 900,
};
const started = (type: 'delivery' | 'on_site'): OrderEvent => ({
  type: 'CheckoutStarted',
  data: { orderId, userId: 'u1', type, lines: [line], discountsEnabled: false, startedAt: placedAt },
});
// Only the fields the order's fold reads (OrderPlaced's other fields belong to the placement's specs).
const placed = (type: 'delivery' | 'on_site'): OrderEvent =>
  ({
    type: 'OrderPlaced',
    data: {
      orderId,
      userId: 'u1',
      type,
      lines: [line],
      promo: null,
      delivery: { recipient: 'amine b', phone: '0550123456' },
      deliveryPrice: 0,
      totals: { items: 900, promoDiscount: 0, points: 0, delivery: 0, total: 900 },
      placedAt,
      slot: null,
    },
  }) as unknown as OrderEvent;
const step = (s: 'accepted' | 'preparing' | 'delivered' | 'served', at = deliveredAt): OrderEvent => ({
  type: 'OrderStepConfirmed',
  data: { orderId, step: s, at, by: staff },
});
const delivered: OrderEvent[] = [started('delivery'), placed('delivery'), step('delivered')];
const rated: OrderEvent = {
  type: 'OrderRated',
  data: { orderId, userId: 'u1', stars: 4, comment: 'Bonne pizza, un peu froide', at: soon },
};

const rate = (actor: OrderActor, now: string, stars = 4, comment = 'Bonne pizza, un peu froide') =>
  ({
    type: 'RateOrder',
    data: { orderId, stars, comment },
    metadata: { now, actor },
  }) as OrderCommandWithFacts;
const answer = (actor: OrderActor, text = 'Merci, nous ferons mieux.') =>
  ({
    type: 'AnswerRating',
    data: { orderId, answer: text },
    metadata: { now: soon, actor },
  }) as OrderCommandWithFacts;

describe('RateOrder', () => {
  it('records the stars and comment of a delivered order, with the server time', () =>
    spec.given(delivered).when(rate(customer, soon)).then([rated]));

  it('takes a served on-site order too', () =>
    spec
      .given([started('on_site'), placed('on_site'), step('served')])
      .when(rate(customer, soon, 5, ''))
      .then([{ type: 'OrderRated', data: { orderId, userId: 'u1', stars: 5, comment: '', at: soon } }]));

  it('is open until exactly 3 days after the last step, closed a moment later', () => {
    spec
      .given(delivered)
      .when(rate(customer, lastMinute))
      .then([{ ...rated, data: { ...rated.data, at: lastMinute } } as OrderEvent]);
    spec.given(delivered).when(rate(customer, tooLate)).thenThrows('rating.too_late');
  });

  it('refuses an order not delivered or served yet', () => {
    spec
      .given([started('delivery'), placed('delivery'), step('preparing')])
      .when(rate(customer, soon))
      .thenThrows('rating.not_delivered');
    spec
      .given([started('delivery')])
      .when(rate(customer, soon))
      .thenThrows('rating.not_delivered');
  });

  it('refuses a cancelled order', () =>
    spec
      .given([
        ...delivered.slice(0, 2),
        { type: 'OrderCancelled', data: { orderId, reason: 'other', by: staff, at: soon } },
      ])
      .when(rate(customer, soon))
      .thenThrows('rating.not_delivered'));

  it('is given once', () =>
    spec
      .given([...delivered, rated])
      .when(rate(customer, soon, 1, 'non'))
      .thenThrows('rating.already_given'));

  it("only by the order's customer (not another customer, not staff)", () => {
    spec.given(delivered).when(rate(other, soon)).thenThrows('auth.forbidden');
    spec.given(delivered).when(rate(staff, soon)).thenThrows('auth.forbidden');
  });

  it('of an existing order', () => spec.given([]).when(rate(customer, soon)).thenThrows('order.not_found'));
});

describe('AnswerRating', () => {
  it('records the staff member who answered', () =>
    spec
      .given([...delivered, rated])
      .when(answer(staff))
      .then([
        {
          type: 'RatingAnswered',
          data: { orderId, answer: 'Merci, nous ferons mieux.', by: staff, at: soon },
        },
      ]));

  it('staff only: the customer cannot answer', () =>
    spec
      .given([...delivered, rated])
      .when(answer(customer))
      .thenThrows('auth.forbidden'));

  it('needs a rating', () => spec.given(delivered).when(answer(staff)).thenThrows('rating.none'));

  it('is given once; the same answer again changes nothing', () => {
    const answered: OrderEvent = {
      type: 'RatingAnswered',
      data: { orderId, answer: 'Merci, nous ferons mieux.', by: staff, at: soon },
    };
    spec
      .given([...delivered, rated, answered])
      .when(answer(staff))
      .thenNothing();
    spec
      .given([...delivered, rated, answered])
      .when(answer(staff, 'Autre chose'))
      .thenThrows('rating.already_answered');
  });
});
