// The zod schemas entry (`@shop/contracts/schemas`): commands, events, read models and bodies as schemas, for the
// server and for the client's forms that validate at runtime (staff and checkout screens, never a public page's
// first load: eslint.config.js). Types, constants and pure functions: `@shop/contracts/core`.
export * from './fields';
export * from './catalogue/events';
export * from './catalogue/options';
export * from './catalogue/commands';
export * from './catalogue/kitchen';
export * from './catalogue/read-models';
export * from './changes';
export * from './accounts/events';
export * from './accounts/http';
export * from './orders/steps';
export * from './orders/events';
export * from './orders/commands';
export * from './orders/read-models';
export * from './jobs/back-office';
export * from './jobs/mail';
export * from './jobs/orders';
export * from './push';
// The write routes' schemas (docs/conventions.md "HTTP routes").
export * from './http/route-schemas';
export * from './orders/route-schemas';
export * from './catalogue/route-schemas';
export * from './catalogue/kitchen-route-schemas';
export * from './accounts/route-schemas';
// The read routes' schemas (read-api).
export * from './catalogue/read-route-schemas';
export * from './orders/read-route-schemas';
export * from './accounts/read-route-schemas';
export * from './operations/read-route-schemas';
// Delivery by the shop's riders (issue 30).
export * from './orders/delivery-events';
export * from './orders/trust-events';
export * from './orders/trust-commands';
export * from './orders/trust-read-models';
export * from './orders/trust-route-schemas';
export * from './orders/delivery-commands';
export * from './orders/delivery-read-models';
export * from './orders/delivery-route-schemas';
// The riders' shifts and cash (issue 30 item 5).
export * from './riders/events';
export * from './riders/commands';
export * from './riders/read-models';
export * from './riders/route-schemas';
