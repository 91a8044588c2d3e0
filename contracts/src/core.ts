// The zod-free entry (`@shop/contracts/core`): types, constants and pure functions, what the client's first load
// may import. It must never load zod at runtime (core.test.ts fails if it does): a module that defines schemas is
// re-exported here with `export type *` only, and its plain values live in a zod-free module of their own
// (catalogue/constants, orders/step-tables, change-topics, accounts/limits). Schemas: `@shop/contracts/schemas`.

// Values (zod-free modules).
export * from './languages';
export * from './time-zone';
export * from './local-day';
export * from './amounts';
export * from './errors';
export * from './error-messages';
export * from './change-topics';
export * from './pricing';
export * from './catalogue/constants';
export * from './catalogue/option-choices';
export * from './catalogue/product-sorts';
export * from './catalogue/localize';
export * from './catalogue/streams';
export * from './catalogue/opening-hours';
export * from './catalogue/sold-out';
export * from './catalogue/conversion';
export * from './accounts/roles';
export * from './accounts/limits';
export * from './accounts/person-name';
export * from './accounts/streams';
export * from './orders/step-tables';
export * from './orders/kitchen-tables';
export * from './orders/totals';
export * from './orders/loyalty-balance';
export * from './orders/cart-limits';
export * from './orders/streams';
export * from './orders/slots';
export * from './orders/order-customer';
export * from './orders/order-names';
export * from './orders/trust';
export * from './orders/trust-routes';
export * from './orders/phone';
export * from './orders/staff-orders';
export * from './orders/ratings';
export * from './orders/promise';
export * from './schema/upcasting';
export * from './schema/upcasters';
// The write routes' table (docs/conventions.md "HTTP routes"): zod-free, their types from the schemas.
export * from './http/route';
export * from './orders/routes';
export * from './catalogue/routes';
export * from './catalogue/kitchen-routes';
export * from './accounts/routes';
// The read routes' tables (read-api).
export * from './catalogue/read-routes';
export * from './orders/read-routes';
export * from './accounts/read-routes';
export * from './operations/read-routes';

// Types only (modules that define schemas).
export type * from './fields';
export type * from './catalogue/events';
export type * from './catalogue/options';
export type * from './catalogue/commands';
export type * from './catalogue/kitchen';
export type * from './catalogue/read-models';
export type * from './changes';
export type * from './accounts/events';
export type * from './accounts/http';
export type * from './orders/steps';
export type * from './orders/events';
export type * from './orders/commands';
export type * from './orders/read-models';
export type * from './jobs/back-office';
export type * from './jobs/mail';
export type * from './jobs/orders';
export type * from './push';
export type * from './catalogue/read-route-schemas';
export type * from './orders/read-route-schemas';
export type * from './accounts/read-route-schemas';
export type * from './operations/read-route-schemas';
// Delivery by the shop's riders (issue 30).
export * from './orders/delivery-tables';
export * from './orders/delivery-routes';
export type * from './orders/delivery-events';
export type * from './orders/delivery-commands';
export type * from './orders/delivery-read-models';
export type * from './orders/delivery-route-schemas';
// The riders' shifts and cash (issue 30 item 5; docs/riders.md "Shifts and cash").
export * from './riders/constants';
export * from './riders/streams';
export * from './riders/routes';
export type * from './riders/events';
export type * from './riders/commands';
export type * from './riders/read-models';
export type * from './riders/route-schemas';
