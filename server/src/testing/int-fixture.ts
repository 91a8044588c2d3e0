// Integration-test fixture of the tests that write through command-api and read what the projections made of it:
// a temp SQLite event store, a real Redis prefix of its own, the real command handler on a ticking clock.
export {
  createIntFixture,
  dumpNamespace,
  seedMenu,
  type IntFixture,
} from '@shop/projections/testing/int-fixture';
