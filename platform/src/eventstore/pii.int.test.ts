import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteKeyStore } from '../keys/sqlite';
import type { KeyStore } from '../keys/port';
import type { EventStore, RecordedEvent } from './port';
import { decryptField, isEncrypted, withoutPersonalData, withPersonalData } from './pii';
import { createSqliteEventStore } from './sqlite';

const pii = { UserRegistered: { owner: 'userId', fields: ['email', 'name'] } };
const meta = { correlationId: 'c' };
const registered = (userId: string, email: string, name: string | null) => ({
  id: `${userId}-reg`,
  type: 'UserRegistered',
  data: { userId, email, name, role: 'user' },
  metadata: meta,
});

const collect = async (events: AsyncIterable<RecordedEvent>) => {
  const out: RecordedEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
};

let dir: string;
let raw: EventStore;
let keys: KeyStore;
let store: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-pii-'));
  raw = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  keys = createSqliteKeyStore({ file: join(dir, 'keys.sqlite') });
  store = withPersonalData(raw, keys, pii);
});
afterEach(async () => {
  await store.close();
  await keys.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('withPersonalData', () => {
  it('keeps no clear text in the raw store and reads it back decrypted', async () => {
    await store.append('user-u1', [registered('u1', 'amina@example.dz', 'amina')], {
      expectedRevision: 'no_stream',
    });
    await store.append(
      'other',
      [{ id: 'o1', type: 'Other', data: { email: 'kept@example.dz' }, metadata: meta }],
      { expectedRevision: 'any' },
    );

    const [rawEvent] = await collect(raw.readStream('user-u1'));
    const rawData = rawEvent!.data as Record<string, unknown>;
    expect(isEncrypted(rawData.email)).toBe(true);
    expect(isEncrypted(rawData.name)).toBe(true);
    expect(rawData.userId).toBe('u1');
    for (const file of ['events.sqlite', 'events.sqlite-wal']
      .map((f) => join(dir, f))
      .filter((f) => existsSync(f))) {
      expect(readFileSync(file).includes('amina'), file).toBe(false);
    }

    const [read] = await collect(store.readStream('user-u1'));
    expect(read!.data).toEqual({ userId: 'u1', email: 'amina@example.dz', name: 'amina', role: 'user' });
    const all = await collect(store.readAll());
    expect(all.map((e) => e.data)).toEqual([read!.data, { email: 'kept@example.dz' }]);
  });

  it('leaves null fields null and wraps only once', async () => {
    expect(withPersonalData(store, keys, pii)).toBe(store);
    await store.append('user-u1', [registered('u1', 'a@b.dz', null)], { expectedRevision: 'no_stream' });
    const [rawEvent] = await collect(raw.readStream('user-u1'));
    expect((rawEvent!.data as { name: unknown }).name).toBeNull();
    expect(isEncrypted((rawEvent!.data as { email: unknown }).email)).toBe(true);
  });

  it('after the key is destroyed, every read gives null for the personal fields and decrypting is impossible', async () => {
    await store.append('user-u1', [registered('u1', 'amina@example.dz', 'amina')], {
      expectedRevision: 'no_stream',
    });
    await store.append('user-u2', [registered('u2', 'karim@example.dz', 'karim')], {
      expectedRevision: 'no_stream',
    });
    const oldKey = await keys.get('u1');
    await keys.destroy('u1');

    const [read] = await collect(store.readStream('user-u1'));
    expect(read!.data).toMatchObject({ userId: 'u1', email: null, name: null });
    const all = await collect(store.readAll());
    expect(all.map((e) => (e.data as { email: unknown }).email)).toEqual([null, 'karim@example.dz']);

    const [rawEvent] = await collect(raw.readStream('user-u1'));
    const cipher = (rawEvent!.data as { email: string }).email;
    expect(decryptField(await keys.get('u1'), 'u1', 'email', cipher)).toBeNull();
    // the old key did decrypt it: the null above is the shredding, not a broken format
    expect(decryptField(oldKey, 'u1', 'email', cipher)).toBe('amina@example.dz');
    // a ciphertext moved to another owner does not authenticate
    expect(decryptField(await keys.get('u2'), 'u2', 'email', cipher)).toBeNull();
  });

  it('decrypts an event read again once while its key lives, and reads it null once the key is destroyed', async () => {
    await store.append('user-u1', [registered('u1', 'amina@example.dz', 'amina')], {
      expectedRevision: 'no_stream',
    });
    const [first] = await collect(store.readStream('user-u1'));
    const [again] = await collect(store.readStream('user-u1'));
    expect(again!.data).toEqual({ userId: 'u1', email: 'amina@example.dz', name: 'amina', role: 'user' });
    // the same clear copy: no second decryption of the event the store kept
    expect(again!.data).toBe(first!.data);

    await keys.destroy('u1');
    const [erased] = await collect(store.readStream('user-u1'));
    expect(erased!.data).toMatchObject({ userId: 'u1', email: null, name: null });
    const [still] = await collect(store.readStream('user-u1'));
    expect(still!.data).toMatchObject({ email: null, name: null });
  });

  it('decrypts on a live subscription', async () => {
    const ac = new AbortController();
    const seen: unknown[] = [];
    const done = (async () => {
      for await (const e of store.subscribeToAll({ signal: ac.signal })) {
        seen.push(e.data);
        ac.abort();
      }
    })();
    await store.append('user-u1', [registered('u1', 'amina@example.dz', 'amina')], {
      expectedRevision: 'no_stream',
    });
    await done;
    expect(seen).toEqual([{ userId: 'u1', email: 'amina@example.dz', name: 'amina', role: 'user' }]);
  });
});

describe('withoutPersonalData', () => {
  const nested = { OrderPlaced: { owner: 'userId', fields: ['delivery.phone'] } };

  it('reads every personal field as null without asking for a key, before and after erasure, never ciphertext', async () => {
    const keyReads: string[] = [];
    const counted: KeyStore = {
      getOrCreate: (owner) => keys.getOrCreate(owner),
      get: (owner) => (keyReads.push(owner), keys.get(owner)),
      destroy: (owner) => keys.destroy(owner),
      close: () => keys.close(),
    };
    const wrapped = withPersonalData(raw, counted, { ...pii, ...nested });
    const view = withoutPersonalData(wrapped);
    await view.append('user-u1', [registered('u1', 'amina@example.dz', 'amina')], {
      expectedRevision: 'no_stream',
    });
    await view.append(
      'order-o1',
      [
        {
          id: 'o1-placed',
          type: 'OrderPlaced',
          data: { userId: 'u1', delivery: { phone: '0550123456', districtId: 'd1' } },
          metadata: meta,
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    // Appended through the view: encrypted like any append through the wrapper.
    const stored = await collect(raw.readAll());
    expect(isEncrypted((stored[0]!.data as { email: unknown }).email)).toBe(true);
    expect(isEncrypted((stored[1]!.data as { delivery: { phone: unknown } }).delivery.phone)).toBe(true);
    // The wrapper still reads them in clear.
    expect((await collect(wrapped.readAll())).map((e) => e.data)).toEqual([
      { userId: 'u1', email: 'amina@example.dz', name: 'amina', role: 'user' },
      { userId: 'u1', delivery: { phone: '0550123456', districtId: 'd1' } },
    ]);
    keyReads.length = 0;

    const withheld = [
      { userId: 'u1', email: null, name: null, role: 'user' },
      { userId: 'u1', delivery: { phone: null, districtId: 'd1' } },
    ];
    const viewed = async () => {
      const ac = new AbortController();
      const live: unknown[] = [];
      for await (const e of view.subscribeToAll({ signal: ac.signal })) {
        live.push(e.data);
        if (live.length === 2) ac.abort();
      }
      return {
        all: (await collect(view.readAll())).map((e) => e.data),
        streams: [
          ...(await collect(view.readStream('user-u1'))),
          ...(await collect(view.readStream('order-o1'))),
        ].map((e) => e.data),
        live,
      };
    };
    expect(await viewed()).toEqual({ all: withheld, streams: withheld, live: withheld });
    expect(keyReads).toEqual([]);
    // A stream read again (kept by the store) gives the copy made the first time, not a new one per read.
    const [once] = await collect(view.readStream('user-u1'));
    const [twice] = await collect(view.readStream('user-u1'));
    expect(twice).toBe(once);
    expect(twice!.data).toEqual(withheld[0]);

    await keys.destroy('u1');
    expect(await viewed()).toEqual({ all: withheld, streams: withheld, live: withheld });
    expect((await collect(wrapped.readStream('user-u1')))[0]!.data).toMatchObject({
      email: null,
      name: null,
    });
    expect(keyReads).toEqual(['u1']); // the wrapper's read just above, never the view's
  });

  it('is a view of the wrapped store only: a plain store and the view itself give what they got', () => {
    const view = withoutPersonalData(store);
    expect(view).not.toBe(store);
    expect(withoutPersonalData(view)).toBe(view);
    expect(withoutPersonalData(raw)).toBe(raw);
  });

  it('gives the decrypting wrapper back to withPersonalData, never a second encryption nor null fields', async () => {
    const view = withoutPersonalData(store);
    const personal = withPersonalData(view, keys, pii);
    expect(personal).toBe(store);
    await view.append('user-u1', [registered('u1', 'amina@example.dz', 'amina')], {
      expectedRevision: 'no_stream',
    });
    expect((await collect(personal.readStream('user-u1')))[0]!.data).toMatchObject({
      email: 'amina@example.dz',
      name: 'amina',
    });
  });
});
