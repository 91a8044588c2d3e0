import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openEventStore } from './index';

describe('openEventStore', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-open-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('opens the SQLite file under DATA_DIR, creating the directory, and keeps events across reopenings', async () => {
    const config = loadConfig({ DATA_DIR: join(root, 'nested', 'data') });
    const store = openEventStore(config);
    const event = {
      id: crypto.randomUUID(),
      type: 'Opened',
      data: { n: 1 },
      metadata: { correlationId: 'c' },
    };
    await store.append('opened-1', [event], { expectedRevision: 'no_stream' });
    await store.close();
    expect(existsSync(join(root, 'nested', 'data', 'events.sqlite'))).toBe(true);

    const reopened = openEventStore(config);
    const events = [];
    for await (const e of reopened.readStream('opened-1')) events.push(e);
    await reopened.close();
    expect(events.map((e) => e.id)).toEqual([event.id]);
  });
});
