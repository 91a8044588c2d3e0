// The orders' read routes (read-api), as data (docs/conventions.md "HTTP routes"). Customers read their own orders,
// staff every order. No zod at run time: the types come from ./read-route-schemas through `import type`.
import { route, type NoParams } from '../http/route';
import type {
  CustomerQueryParams,
  CustomersAnswer,
  NewOrderCount,
  OrderAnswer,
  OrderHistory,
  OrderListParams,
  OrderPage,
  PushKeyAnswer,
  ReadyBoardAnswer,
  SlotsAnswerBody,
} from './read-route-schemas';

type Id = { id: string };

export const orderReadRoutes = {
  /** Staff: the customers with this phone number (accounts and customers without one), to take an order. */
  customers: route<NoParams, undefined, CustomersAnswer, CustomerQueryParams>('GET', '/customers'),
  /** The scheduled-order slots offered now, with their places taken. */
  slots: route<NoParams, undefined, SlotsAnswerBody>('GET', '/slots'),
  /** Staff: how many orders wait for their first step. */
  newCount: route<NoParams, undefined, NewOrderCount>('GET', '/orders/new-count'),
  /** Staff: the scheduled lane, soonest slot first (the whole lane: `total` is its length). */
  scheduled: route<NoParams, undefined, OrderPage>('GET', '/orders/scheduled'),
  /** Staff: the kitchen screen's cards (accepted or preparing), soonest promised first (docs/kitchen.md). */
  kitchen: route<NoParams, undefined, OrderPage>('GET', '/orders/kitchen'),
  /** Public: the numbers of the on-site orders ready, or served a moment ago (the TV's ready board). */
  readyBoard: route<NoParams, undefined, ReadyBoardAnswer>('GET', '/ready-board'),
  /** The signed-in customer's orders, newest first. */
  mine: route<NoParams, undefined, OrderPage, OrderListParams>('GET', '/orders/mine'),
  /** Staff: every order, newest first, by status and search. */
  list: route<NoParams, undefined, OrderPage, OrderListParams>('GET', '/orders'),
  /** Staff: the audit timeline, each event with the order as it was after it; 404 order.not_found. */
  history: route<Id, undefined, OrderHistory>('GET', '/orders/:id/history'),
  /** One order (a customer's own only: another's is a 404 order.not_found like an unknown one). */
  detail: route<Id, undefined, OrderAnswer>('GET', '/orders/:id'),
  /** The VAPID public key browsers subscribe to Web Push with. */
  pushKey: route<NoParams, undefined, PushKeyAnswer>('GET', '/push/key'),
};
