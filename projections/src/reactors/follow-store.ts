// The follow-the-store loop moved to platform (eventstore/follow-store.ts), so that command-api's deletion finisher
// follows the store the same way as the projections and the reactors.
export * from '@shop/platform/eventstore/follow-store';
