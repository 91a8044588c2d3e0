import type { OrderView } from './read-models';
import { stepIndex, stepsOf } from './step-tables';
import { READY_FOR_PICKUP } from './kitchen-tables';
import { hasNameTranslations } from './order-names';
import type { RecordedOrderEvent } from './recorded-order-event';

// The pure fold of order events into the OrderView (read-models.ts), here once for the two that need it: the
// projection applies it event by event; the audit endpoint (read-api) folds an order's stream with it to show the
// order after each event.

/** What the events do not carry: the display number (a counter of the read model) and the product images. */
export type OrderViewFacts = {
  orderID: number;
  productImages: Readonly<Record<string, string>>;
  /** The name of the staff member who took a phone or counter order (the users read model), when known. */
  takenByName?: string | null;
};

/**
 * Only placed orders have a view: checkout events before PlaceOrder give null (and leave a view unchanged). An event
 * that changes nothing answers the very view it was given, so callers compare references, not contents.
 */
export function evolveOrderView(
  view: OrderView | null,
  event: RecordedOrderEvent,
  facts: OrderViewFacts,
): OrderView | null {
  switch (event.type) {
    case 'OrderPlaced':
      return placedView(event.data, facts);
    case 'OrderStepConfirmed': {
      if (!view || view.status === 'cancelled') return view;
      const { step, at } = event.data;
      const index = stepIndex(view.type, step);
      if (index < 0) return view;
      const current = view.states.find((s) => s.name === step);
      if (current?.confirmed && current.date === at) return view;
      const states = view.states.map((s) => (s.name === step ? { ...s, confirmed: true, date: at } : s));
      const lastConfirmed = states.reduce((last, s, i) => (s.confirmed ? i : last), 0);
      return { ...view, states, status: states[lastConfirmed]!.name };
    }
    case 'OrderCancelled':
      if (!view) return view;
      if (
        view.cancelled?.reason === event.data.reason &&
        view.cancelled.at === event.data.at &&
        !view.scheduled
      )
        return view;
      return {
        ...view,
        status: 'cancelled',
        cancelled: { reason: event.data.reason, at: event.data.at },
        scheduled: false,
      };
    case 'ScheduledOrderReleased':
      return view && { ...view, scheduled: false };
    // Confirmation calls (docs/phone-and-trust.md).
    case 'OrderHeldForCall':
      if (!view || view.call?.heldAt === event.data.at) return view;
      return {
        ...view,
        call: { reasons: event.data.reasons, heldAt: event.data.at, confirmedAt: null, remindedAt: null },
      };
    case 'OrderCallConfirmed':
      if (!view?.call || view.call.confirmedAt === event.data.at) return view;
      return { ...view, call: { ...view.call, confirmedAt: event.data.at } };
    case 'OrderCallReminded':
      if (!view?.call || view.call.remindedAt === event.data.at) return view;
      return { ...view, call: { ...view.call, remindedAt: event.data.at } };
    case 'OrderAmended': {
      if (!view || view.amended?.at === event.data.at) return view;
      const { after, at, reason } = event.data;
      return {
        ...view,
        description: after.lines.map((l) => lineView(l, facts.productImages)),
        points: after.totals.points,
        use_score: after.totals.points > 0,
        liv_price: after.totals.delivery,
        total: after.totals.items,
        promoDiscount: after.totals.promoDiscount,
        total_price_with_liv: after.totals.total,
        amended: { at, reason, count: (view.amended?.count ?? 0) + 1 },
      };
    }
    case 'OrderRated': {
      if (!view || view.rating?.at === event.data.at) return view;
      const { stars, comment, at } = event.data;
      return { ...view, rating: { stars, comment, at, answer: null } };
    }
    case 'RatingAnswered':
      if (!view?.rating || view.rating.answer?.at === event.data.at) return view;
      return { ...view, rating: { ...view.rating, answer: { text: event.data.answer, at: event.data.at } } };
    case 'OrderPromised':
    case 'OrderPromiseMoved':
      // The promised time (docs/kitchen.md "Promised times").
      if (!view || view.promisedAt === event.data.promisedAt) return view;
      return { ...view, promisedAt: event.data.promisedAt };
    case 'OrderReadyForPickup':
      if (!view || view.status === 'cancelled' || view.readyForPickupAt === event.data.at) return view;
      return { ...view, readyForPickupAt: event.data.at };
    case 'OrderStepUndone':
      return view && undoneView(view, event.data.step);
    default:
      return view;
  }
}

/** The kitchen's last tap taken back (OrderStepUndone): the step unconfirmed, the status its last confirmed step. */
function undoneView(view: OrderView, step: string): OrderView {
  if (view.status === 'cancelled') return view;
  if (step === READY_FOR_PICKUP) return view.readyForPickupAt ? { ...view, readyForPickupAt: null } : view;
  if (!view.states.some((s) => s.name === step && s.confirmed)) return view;
  const states = view.states.map((s) => (s.name === step ? { ...s, confirmed: false, date: null } : s));
  const lastConfirmed = states.reduce((last, s, i) => (s.confirmed ? i : last), 0);
  return { ...view, states, status: states[lastConfirmed]!.name };
}

type PlacedData = Extract<RecordedOrderEvent, { type: 'OrderPlaced' }>['data'];
type PlacedLine = PlacedData['lines'][number];

/** An order line as the view shows it (the product's image from the facts). */
const lineView = (
  l: PlacedLine,
  productImages: OrderViewFacts['productImages'],
): OrderView['description'][number] => ({
  _id: l.productId,
  product: {
    name: l.name,
    size: l.size,
    img: productImages[l.productId] ?? '',
    ...(hasNameTranslations(l.translations) ? { translations: l.translations } : {}),
  },
  options: l.options,
  unitPrice: l.unitPrice,
  price: l.price,
  quantity: l.quantity,
  lineTotal: l.lineTotal,
});

function placedView(d: PlacedData, facts: OrderViewFacts): OrderView {
  const view: OrderView = {
    _id: d.orderId,
    orderID: facts.orderID,
    userId: d.userId,
    client: [{ name: d.delivery.recipient ?? '' }],
    customerDeleted: false,
    phone_number: d.delivery.phone,
    quartier: d.delivery.districtName ?? null,
    // The names in other languages only when the order kept some: a view of before them is unchanged.
    ...(hasNameTranslations(d.delivery.districtTranslations)
      ? { quartierTranslations: d.delivery.districtTranslations }
      : {}),
    districtId: d.delivery.districtId ?? null,
    comment: d.delivery.comment ?? null,
    address: d.delivery.address ?? null,
    states: stepsOf(d.type).map((name) => ({
      name,
      confirmed: name === 'placed',
      date: name === 'placed' ? d.placedAt : null,
    })),
    type: d.type,
    status: 'placed',
    cancelled: null,
    description: d.lines.map((l) => ({
      _id: l.productId,
      product: {
        name: l.name,
        size: l.size,
        img: facts.productImages[l.productId] ?? '',
        ...(hasNameTranslations(l.translations) ? { translations: l.translations } : {}),
      },
      options: l.options,
      unitPrice: l.unitPrice,
      price: l.price,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
    })),
    use_score: d.totals.points > 0,
    points: d.totals.points,
    promo_code: d.promo?.code ?? null,
    promo_code_pourcentage: d.promo?.percentage ?? null,
    liv_price: d.totals.delivery,
    total: d.totals.items,
    promoDiscount: d.totals.promoDiscount,
    total_price_with_liv: d.totals.total,
    date: d.placedAt,
    slot: d.slot,
    scheduled: d.slot !== null,
    // Online orders keep the view they had before staff took orders (no channel field).
    ...(d.channel !== 'online'
      ? {
          channel: d.channel,
          takenBy: d.takenBy && { userId: d.takenBy.userId, name: facts.takenByName ?? null },
        }
      : {}),
  };
  // The recipient and phone are required at placement: null means the customer's key is gone.
  return d.delivery.recipient === null || d.delivery.phone === null ? erasedOrderView(view) : view;
}

/** The view once the customer's account was deleted: no name, phone, address or comment; the order stays. */
export const erasedOrderView = (view: OrderView): OrderView => ({
  ...view,
  ...(view.rating ? { rating: { ...view.rating, comment: null } } : {}),
  client: [{ name: '' }],
  customerDeleted: true,
  phone_number: null,
  address: null,
  comment: null,
});

/** Lowercased text the staff search (`q`) matches: display number, customer name, phone, district. */
export const orderSearchText = (view: OrderView): string =>
  [`#${view.orderID}`, view.client[0]?.name ?? '', view.phone_number ?? '', view.quartier ?? '']
    .join(' ')
    .toLocaleLowerCase('fr');

/**
 * The score of every order list (newest first): placement time, or the slot's start for a scheduled order, which
 * joins the live list when it is due rather than when it was ordered.
 */
export const orderScore = (view: OrderView): number => Date.parse(view.slot ?? view.date);

/** The facts an existing view already holds, to fold later events of the same order with. */
export const factsOfView = (view: OrderView): OrderViewFacts => ({
  orderID: view.orderID,
  productImages: Object.fromEntries(view.description.map((l) => [l._id, l.product.img])),
  takenByName: view.takenBy?.name ?? null,
});
