// The trust routes' schemas (./trust-routes.ts), derived from the phone commands.
import { z } from 'zod';
import { one } from '../catalogue/read-models';
import { routeSchemas } from '../http/route-schemas';
import { orderPage } from './read-route-schemas';
import { orderIdParams } from './route-schemas';
import { blockPhoneData } from './trust-commands';
import { phoneTrustQuery, phoneTrustView } from './trust-read-models';
import { trustReadRoutes, trustRoutes } from './trust-routes';

export const phoneBlockBody = blockPhoneData;
/** A trust write answers what it acted on (the order id, or the number as normalized) and its last event's position. */
export const trustWriteAnswer = z.object({ data: z.object({ _id: z.string() }), position: z.string() });
export const phoneTrustAnswer = one(phoneTrustView);
export type PhoneTrustAnswer = z.infer<typeof phoneTrustAnswer>;
export type PhoneTrustParams = z.input<typeof phoneTrustQuery>;

const answer = trustWriteAnswer;
export const trustRouteSchemas = {
  confirmCall: routeSchemas(trustRoutes.confirmCall, { params: orderIdParams, answer }),
  blockPhone: routeSchemas(trustRoutes.blockPhone, { body: phoneBlockBody, answer }),
  unblockPhone: routeSchemas(trustRoutes.unblockPhone, { body: phoneBlockBody, answer }),
};

export const trustReadSchemas = {
  toCall: routeSchemas(trustReadRoutes.toCall, { answer: orderPage }),
  phoneTrust: routeSchemas(trustReadRoutes.phoneTrust, { query: phoneTrustQuery, answer: phoneTrustAnswer }),
};
