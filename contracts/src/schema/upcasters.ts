import { createUpcasting, type Upcaster } from './upcasting';

/**
 * Every upcaster of the shop's event contracts, oldest first per type. A contract change either stays backward
 * compatible (a new optional field, a wider bound) or adds its upcaster here, with a fixture of the old shape and a
 * test (docs/design-notes.md, "Event schema versions"). No contract has changed shape incompatibly yet: every type is
 * at version 1. The mechanism is exercised by schema/upcasting.test.ts and the golden log.
 */
export const eventUpcasters: readonly Upcaster[] = [];

export const eventUpcasting = createUpcasting(eventUpcasters);
