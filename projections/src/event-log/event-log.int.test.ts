import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { namespaceOf } from '@shop/platform/read-model-keys';
import { rebuildReadModels } from '../rebuild';
import { createIntFixture, dumpNamespace, seedMenu, type IntFixture } from '../testing/int-fixture';

// The three commands as an operator runs them (`npm run events:…` = tsx on these files), over real SQLite stores and
// a real Redis. Each run starts a tsx process (seconds on a loaded machine): the tests get a longer timeout.
const exec = promisify(execFile);
const cli = (name: string) => fileURLToPath(new URL(`./${name}-cli.ts`, import.meta.url));
type Run = { code: number; stdout: string; stderr: string };
const run = async (name: string, args: string[], dataDir: string): Promise<Run> => {
  const env = { ...process.env, DATA_DIR: dataDir, EVENT_STORE: 'sqlite', LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', cli(name), ...args], {
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout: string; stderr: string };
    return { code: e.code ?? 1, stdout: e.stdout, stderr: e.stderr };
  }
};

let fx: IntFixture;
let dir: string;
let targets: EventStore[];
const otherPrefixes: string[] = [];

beforeEach(async () => {
  fx = await createIntFixture();
  await seedMenu(fx.handle);
  await fx.handle({ type: 'UpdateProduct', data: await productData('reine', 1200) });
  dir = mkdtempSync(join(tmpdir(), 'event-log-'));
  targets = [];
});
afterEach(async () => {
  await Promise.all(targets.map((t) => t.close()));
  for (const prefix of otherPrefixes.splice(0)) await deleteKeysWithPrefix(fx.redis, prefix);
  await fx.close();
  rmSync(dir, { recursive: true, force: true });
});

async function productData(productId: string, price: number) {
  return {
    productId,
    categoryId: 'pizzas',
    name: productId,
    size: { value: 1, unit: 'XL' },
    description: `${productId} maison`,
    price,
    sold: 0,
  };
}

const targetDir = (name: string) => join(dir, name);
const openTarget = (name: string) => {
  mkdirSync(targetDir(name), { recursive: true });
  const store = createSqliteEventStore({ file: join(targetDir(name), 'events.sqlite') });
  targets.push(store);
  return store;
};
const lines = (file: string) =>
  gunzipSync(readFileSync(file))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const CLI_TIMEOUT = { timeout: 120_000 };

describe('npm run events:export / events:import', CLI_TIMEOUT, () => {
  it('export → import into an empty store → rebuild gives the source’s read models; a second import appends nothing', async () => {
    const live = fx.projections();
    await live.start();
    await live.waitForIdle();
    const source = await dumpNamespace(fx.redis, namespaceOf(fx.prefix, 1));

    const file = join(dir, 'shop.jsonl.gz');
    const exported = await run('export', ['--out', file], fx.dataDir);
    const head = Number(await fx.store.headPosition());
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`Exported ${head} events to ${file}.`);
    const written = lines(file);
    expect(written).toHaveLength(head);
    expect(written[0]).toEqual({
      position: '1',
      stream: expect.any(String),
      revision: 0,
      type: 'DiscountsEnabledSet',
      data: { enabled: true },
      metadata: expect.objectContaining({ correlationId: expect.any(String) }),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      id: expect.any(String),
      schemaVersion: 1,
    });

    const imported = await run('import', [file], targetDir('empty'));
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      new RegExp(`Imported ${head} events into \\d+ streams \\(0 already there\\)\\.`),
    );
    const target = openTarget('empty');
    const sourceEvents: RecordedEvent[] = [];
    for await (const e of fx.store.readAll()) sourceEvents.push(e);
    const targetEvents: RecordedEvent[] = [];
    for await (const e of target.readAll()) targetEvents.push(e);
    const shape = (e: RecordedEvent) => [e.id, e.stream, e.revision, e.type, e.data, e.metadata];
    expect(targetEvents.map(shape)).toEqual(sourceEvents.map(shape));

    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    otherPrefixes.push(prefix);
    await rebuildReadModels({ store: target, redis: fx.redis, prefix, logger: fx.logger, freezeViews: true });
    expect(await dumpNamespace(fx.redis, namespaceOf(prefix, 1))).toEqual(source);

    const again = await run('import', [file], targetDir('empty'));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Imported 0 events`);
    expect(again.stdout).toContain(`(${head} already there)`);
    expect(await target.headPosition()).toBe(BigInt(head));
  });

  it('refuses a file that disagrees with the target, naming the stream, and writes nothing', async () => {
    const file = join(dir, 'shop.jsonl');
    expect((await run('export', ['--out', file], fx.dataDir)).code).toBe(0);
    const target = openTarget('busy');
    await target.append(
      'category-burgers', // the file has its own category-burgers@0
      [
        {
          id: randomUUID(),
          type: 'CategoryDeleted',
          data: { categoryId: 'burgers' },
          metadata: { correlationId: 'c' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const refused = await run('import', [file], targetDir('busy'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Import refused, nothing written');
    expect(refused.stderr).toMatch(
      /category-burgers@0: the target holds event \S+ \(CategoryDeleted\), the file \S+ \(CategoryCreated\)/,
    );
    expect(await target.headPosition()).toBe(1n);
  });

  it('selects by stream, by category and after a position', async () => {
    const file = join(dir, 'part.jsonl.gz');
    const byCategory = await run('export', ['--out', file, '--category', 'product'], fx.dataDir);
    expect(byCategory.code).toBe(0);
    const products = lines(file);
    expect(products.length).toBeGreaterThan(5);
    expect(products.every((l) => String(l.stream).startsWith('product-'))).toBe(true);

    expect((await run('export', ['--out', file, '--stream', 'product-reine'], fx.dataDir)).code).toBe(0);
    expect(lines(file).map((l) => [l.revision, l.type])).toEqual([
      [0, 'ProductCreated'],
      [1, 'ProductUpdated'],
    ]);

    const head = Number(await fx.store.headPosition());
    expect((await run('export', ['--out', file, '--from-position', String(head - 2)], fx.dataDir)).code).toBe(
      0,
    );
    expect(lines(file).map((l) => l.position)).toEqual([String(head - 1), String(head)]);
  });

  it('says in its help that personal data is never decrypted', async () => {
    const help = await run('export', ['--help'], fx.dataDir);
    expect(help.stdout).toContain('Personal data is NOT decrypted');
  });
});

describe('npm run events:verify', CLI_TIMEOUT, () => {
  it('lists a hand-broken event of an exported file and exits 1', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/hand-broken.jsonl', import.meta.url));
    const verified = await run('verify', [fixture], fx.dataDir);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toContain(
      'product-margherita@1 ProductUpdated (position 3): data.price: Invalid input: expected number, received string',
    );
    expect(verified.stdout).toContain('Verified 4 events from');
    expect(verified.stdout).toContain('1 do not.');
  });

  it('passes the configured store when every event matches', async () => {
    const verified = await run('verify', [], fx.dataDir);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('all match their contracts.');
  });
});
