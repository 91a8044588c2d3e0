import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One `npm test` runs three projects: unit (no I/O), int (real Redis/SQLite/HTTP) and e2e (Chromium).
const services = ['contracts', 'platform', 'command-api', 'projections', 'read-api', 'workers', 'server'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [...services.map((s) => `${s}/src/**/*.test.ts`), 'frontend/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
        // The client's own alias, for component tests (jsdom, per file) that import its modules.
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
      },
      {
        test: {
          name: 'int',
          include: services.map((s) => `${s}/src/**/*.int.test.ts`),
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          // Builds frontend/dist once when it is missing or older than its sources.
          globalSetup: ['e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
