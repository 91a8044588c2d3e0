import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toLogLine, type LogLine } from '@shop/platform/eventstore/log/index';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { namespaceOf } from '@shop/platform/read-model-keys';
import { rebuildReadModels } from '@shop/projections/rebuild';
import { createIntFixture, dumpNamespace, seedMenu, type IntFixture } from '../testing/int-fixture';

// The three commands as an operator runs them (`npm run events:…` = tsx on these files), over real SQLite stores and
// a real Redis. Each run starts a tsx process (seconds on a loaded machine): the tests get a longer timeout.
const exec = promisify(execFile);
const cli = (name: string) =>
  fileURLToPath(new URL(`../../../projections/src/event-log/${name}-cli.ts`, import.meta.url));
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

    const imported = await run('import', [file, '--create'], targetDir('empty'));
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

// What an import must refuse whole: the shop reads only what its contracts accept, and a file is not trusted.
describe('npm run events:import refuses hostile files and writes nothing', CLI_TIMEOUT, () => {
  const exported = async () => {
    const out: LogLine[] = [];
    for await (const e of fx.store.readAll()) out.push(toLogLine(e));
    return out;
  };
  const jsonl = (name: string, lines: unknown[]) => {
    const file = join(dir, name);
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    return file;
  };
  const eventLine = (stream: string, type: string, data: unknown, revision = 0): LogLine => ({
    position: '1',
    stream,
    revision,
    type,
    data,
    metadata: { correlationId: 'c', schemaVersion: 1 },
    createdAt: '2026-11-02T09:00:00.000Z',
    id: randomUUID(),
    schemaVersion: 1,
  });
  const orderFixture = () =>
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL('../../../contracts/src/schema/fixtures/order-placed.v1.json', import.meta.url),
        ),
        'utf8',
      ),
    ) as { data: { orderId: string; totals: { total: number } } };

  it('events today’s contracts refuse (wrong types, a negative total) or no contract knows: all listed, exit 1', async () => {
    const source = await exported();
    const created = source.find((l) => l.type === 'ProductCreated')!;
    const order = orderFixture();
    order.data.totals.total = -500;
    const file = jsonl('hostile.jsonl', [
      ...source,
      eventLine('product-ghost', 'ProductCreated', {
        ...(created.data as object),
        productId: 'ghost',
        name: 42,
        price: 'free',
      }),
      eventLine(`order-${order.data.orderId}`, 'OrderPlaced', order.data),
      eventLine('teleport-1', 'Teleported', { to: 'mars' }),
    ]);
    const n = source.length;
    const target = openTarget('hostile');
    const refused = await run('import', [file], targetDir('hostile'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Import refused, nothing written: 3 event(s) of the file do not match');
    expect(refused.stderr).toMatch(
      new RegExp(
        `line ${n + 1}: product-ghost@0 ProductCreated .*data\\.name: .*expected string.*data\\.price: .*expected number`,
      ),
    );
    expect(refused.stderr).toMatch(
      new RegExp(`line ${n + 2}: order-\\S+@0 OrderPlaced .*data\\.totals\\.total: `),
    );
    expect(refused.stderr).toContain(
      `line ${n + 3}: teleport-1@0 Teleported (position 1): (root): unknown event type`,
    );
    expect(await target.headPosition()).toBe(-1n);

    const verified = await run('verify', [file], fx.dataDir);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toContain(`line ${n + 3}: teleport-1@0 Teleported`);
    expect(verified.stdout).toContain('3 do not.');
  });

  it('a line over 1 MiB (a 20 MB line) is refused at that line, nothing written', async () => {
    const line = eventLine('category-big', 'CategoryCreated', {
      categoryId: 'big',
      name: 'Big',
      description: 'x'.repeat(20 * 1024 * 1024),
      image: '/images/pizzas.svg',
      createdAt: '2026-11-02T09:00:00.000Z',
    });
    const file = jsonl('long-line.jsonl', [
      eventLine('category-small', 'CategoryDeleted', { categoryId: 'small' }),
      line,
    ]);
    const target = openTarget('long-line');
    const refused = await run('import', [file], targetDir('long-line'));
    expect([refused.code, refused.stderr.trim()]).toEqual([1, `${file}:2: a line longer than 1 MiB`]);
    expect(await target.headPosition()).toBe(-1n);
  });

  it('a gzip bomb stops at the inflated bound (many lines) or at the line bound (one line), nothing written', async () => {
    // ~1.1 MB of gzip members (500 MiB once inflated) written one by one: the test holds one member (1 MiB) in memory.
    const bomb = async (name: string, mib: Buffer) => {
      const member = gzipSync(mib, { level: 9 });
      const file = join(dir, name);
      const out = createWriteStream(file);
      for (let i = 0; i < 500; i++) if (!out.write(member)) await once(out, 'drain');
      out.end();
      await once(out, 'finish');
      return file;
    };
    const spaces = Buffer.alloc(1024 * 1024, ' ');
    for (let i = 1023; i < spaces.length; i += 1024) spaces[i] = 0x0a; // lines of 1,023 spaces
    const manyLines = await bomb('lines.jsonl.gz', spaces);
    const oneLine = await bomb('one-line.jsonl.gz', Buffer.alloc(1024 * 1024, 'a'));
    expect(readFileSync(manyLines).length).toBeLessThan(1.2 * 1024 * 1024);
    const target = openTarget('bomb');

    const lines = await run('import', [manyLines, '--max-mib', '64'], targetDir('bomb'));
    expect([lines.code, lines.stderr.trim()]).toEqual([1, `${manyLines}: more than 64 MiB once inflated`]);
    const line = await run('import', [oneLine], targetDir('bomb'));
    expect([line.code, line.stderr.trim()]).toEqual([1, `${oneLine}:1: a line longer than 1 MiB`]);
    const verified = await run('verify', [manyLines, '--max-mib', '64'], fx.dataDir);
    expect([verified.code, verified.stderr.trim()]).toEqual([
      1,
      `${manyLines}: more than 64 MiB once inflated`,
    ]);
    expect(await target.headPosition()).toBe(-1n);
  });

  it('an event id the store holds on another stream, on line 2: line 1 is rolled back too', async () => {
    const target = openTarget('clash');
    const held = eventLine('category-held', 'CategoryDeleted', { categoryId: 'held' });
    await target.append(
      'category-held',
      [{ id: held.id, type: held.type, data: held.data, metadata: { correlationId: 'c' } }],
      {
        expectedRevision: 'no_stream',
      },
    );
    const file = jsonl('clash.jsonl', [
      eventLine('category-first', 'CategoryDeleted', { categoryId: 'first' }),
      { ...eventLine('category-second', 'CategoryDeleted', { categoryId: 'second' }), id: held.id },
    ]);
    const refused = await run('import', [file], targetDir('clash'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Import refused, nothing written');
    expect(refused.stderr).toContain(
      `category-second@0: event id ${held.id} is already in the target store, at category-held@0`,
    );
    const events: string[] = [];
    for await (const e of target.readAll()) events.push(e.stream);
    expect(events).toEqual(['category-held']);
  });

  it('export, import and verify refuse a DATA_DIR without a store, creating nothing', async () => {
    const file = jsonl('one.jsonl', [eventLine('category-one', 'CategoryDeleted', { categoryId: 'one' })]);
    const missing = join(dir, 'mistyped', 'data');
    const message = `No event store at ${join(missing, 'events.sqlite')}: check DATA_DIR (nothing was created).`;
    const verified = await run('verify', [], missing);
    const imported = await run('import', [file], missing);
    const exportedTo = await run('export', ['--out', join(dir, 'out.jsonl')], missing);
    expect([verified, imported, exportedTo].map((r) => [r.code, r.stderr.trim()])).toEqual([
      [1, message],
      [1, message],
      [1, message],
    ]);
    expect(existsSync(join(dir, 'mistyped'))).toBe(false);
  });
});

describe('npm run events:verify', CLI_TIMEOUT, () => {
  it('lists a hand-broken event of an exported file and exits 1', async () => {
    const fixture = fileURLToPath(
      new URL('../../../projections/src/event-log/fixtures/hand-broken.jsonl', import.meta.url),
    );
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
