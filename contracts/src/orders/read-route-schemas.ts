// The schemas of the orders' read routes (./read-routes.ts): the query each parses once, the answer it gives.
import { z } from 'zod';
import { one, pageOf } from '../catalogue/read-models';
import { routeSchemas } from '../http/route-schemas';
import { pushKeyAnswer } from '../push';
import {
  customerMatch,
  customerQuery,
  orderHistoryEntry,
  orderListQuery,
  orderView,
  readyBoardView,
  slotsAnswer,
} from './read-models';
import { orderReadRoutes as routes } from './read-routes';

export const orderPage = pageOf(orderView);
export type OrderPage = z.infer<typeof orderPage>;
export type OrderListParams = z.input<typeof orderListQuery>;
export const orderAnswer = one(orderView);
export type OrderAnswer = z.infer<typeof orderAnswer>;
export const orderHistory = one(z.array(orderHistoryEntry));
export type OrderHistory = z.infer<typeof orderHistory>;
export const newOrderCount = one(z.object({ count: z.number() }));
export type NewOrderCount = z.infer<typeof newOrderCount>;
export const slotsAnswerBody = one(slotsAnswer);
export type SlotsAnswerBody = z.infer<typeof slotsAnswerBody>;
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>;
export const readyBoardAnswer = one(readyBoardView);
export type ReadyBoardAnswer = z.infer<typeof readyBoardAnswer>;

export const customersAnswer = one(z.array(customerMatch));
export type CustomersAnswer = z.infer<typeof customersAnswer>;
export type CustomerQueryParams = z.input<typeof customerQuery>;

export const orderReadSchemas = {
  customers: routeSchemas(routes.customers, { query: customerQuery, answer: customersAnswer }),
  slots: routeSchemas(routes.slots, { answer: slotsAnswerBody }),
  newCount: routeSchemas(routes.newCount, { answer: newOrderCount }),
  scheduled: routeSchemas(routes.scheduled, { answer: orderPage }),
  mine: routeSchemas(routes.mine, { query: orderListQuery, answer: orderPage }),
  list: routeSchemas(routes.list, { query: orderListQuery, answer: orderPage }),
  history: routeSchemas(routes.history, { answer: orderHistory }),
  detail: routeSchemas(routes.detail, { answer: orderAnswer }),
  pushKey: routeSchemas(routes.pushKey, { answer: pushKeyAnswer }),
  kitchen: routeSchemas(routes.kitchen, { answer: orderPage }),
  readyBoard: routeSchemas(routes.readyBoard, { answer: readyBoardAnswer }),
};
