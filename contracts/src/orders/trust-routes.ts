// The trust routes (docs/phone-and-trust.md "Confirmation calls and no-shows"): writes served by command-api, reads
// by read-api, called by the client. Zod-free: the types come from ./trust-route-schemas.
import type { z } from 'zod';
import { route, type NoParams } from '../http/route';
import type { OrderPage } from './read-route-schemas';
import type {
  PhoneTrustAnswer,
  trustWriteAnswer,
  phoneBlockBody,
  PhoneTrustParams,
} from './trust-route-schemas';

type OrderId = { id: string };
export type TrustWriteAnswer = z.output<typeof trustWriteAnswer>;
export type PhoneBlockBody = z.input<typeof phoneBlockBody>;

export const trustRoutes = {
  /** Staff only: the customer was called and confirmed; the order goes on (409 order.no_call_pending if never held). */
  confirmCall: route<OrderId, undefined, TrustWriteAnswer>('POST', '/orders/:id/call-confirmed'),
  /** Staff only: the number can no longer order (400 phone.invalid); again: nothing. */
  blockPhone: route<NoParams, PhoneBlockBody, TrustWriteAnswer>('POST', '/phones/block'),
  /** Staff only: the block lifted, with the reason. */
  unblockPhone: route<NoParams, PhoneBlockBody, TrustWriteAnswer>('POST', '/phones/unblock'),
};

export const trustReadRoutes = {
  /** Staff: the orders waiting for a confirmation call, longest waiting first (the whole lane). */
  toCall: route<NoParams, undefined, OrderPage>('GET', '/orders/to-call'),
  /** Staff: a number's orders, no-shows, block and history. */
  phoneTrust: route<NoParams, undefined, PhoneTrustAnswer, PhoneTrustParams>('GET', '/phones/trust'),
};
