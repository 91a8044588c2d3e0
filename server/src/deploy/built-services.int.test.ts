// The image's services (Dockerfile, stage app): `npm run build:services` bundles each main into dist/ and plain `node`
// runs it, with no tsx. Built here into a directory of the test's own under node_modules (where the bundles find the
// npm packages they leave external, as /app/dist finds /app/node_modules in the image).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceProcess, type ServiceProcess } from '@shop/platform/testing/service-process';

const root = join(import.meta.dirname, '../../..');
const outdir = mkdtempSync(join(root, 'node_modules', '.cache-build-services-'));
const dataDir = mkdtempSync(join(tmpdir(), 'shop-built-services-'));
const prefix = `test:built:${process.pid}:`;
const running: ServiceProcess[] = [];

const env = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.dz',
  DATA_DIR: dataDir,
  REDIS_PREFIX: prefix,
  EVENT_STORE: 'sqlite',
  LOG_LEVEL: 'info',
};

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['deploy/build-services.mjs', outdir], {
    cwd: root,
  });
  expect(stdout).toMatch(/^build:services: 10 bundles/);
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((service) => service.stop('SIGKILL')));
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built services (node dist/<service>.js)', () => {
  it('command-api and read-api start on plain node over one SQLite store: login, then /api/health', async () => {
    const commandApi = await startServiceProcess(
      join(outdir, 'command-api.js'),
      { ...env, SEED_DEMO: 'false', ADMIN_EMAIL: 'chef@oran-food.dz', ADMIN_PASSWORD: 'chef-password' },
      { timeoutMs: 60_000 },
    );
    running.push(commandApi);
    // the first admin is appended through the SQLite writer thread, itself a bundle of its own (dist/)
    const login = await fetch(`${commandApi.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example.dz' },
      body: JSON.stringify({ email: 'chef@oran-food.dz', password: 'chef-password' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { role: string } }).data.role).toBe('admin');

    const readApi = await startServiceProcess(join(outdir, 'read-api.js'), env, { timeoutMs: 60_000 });
    running.push(readApi);
    const health = await fetch(`${readApi.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: expect.stringMatching(/^(ok|degraded)$/) });

    expect((await readApi.stop()).code).toBe(0);
    expect((await commandApi.stop()).code).toBe(0);
  }, 120_000);

  it('refuses to start in production without PUBLIC_URL, in one line on stderr, exit 1', async () => {
    const started = startServiceProcess(
      join(outdir, 'read-api.js'),
      { ...env, PUBLIC_URL: '' },
      { timeoutMs: 60_000 },
    );
    await expect(started).rejects.toThrow(
      /exited with 1 before it was ready: read-api: Invalid configuration: PUBLIC_URL is not set: set it to the address customers open[^\n]*$/,
    );
  }, 60_000);
});
