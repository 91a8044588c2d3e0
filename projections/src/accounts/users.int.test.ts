import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserView } from '@shop/contracts';
import { readModelKeys, type ReadModelKeys } from '@shop/platform/read-model-keys';
import type { Projections } from '../runner';
import {
  createIntFixture,
  dumpNamespace,
  listenToChanges,
  replayWholeLog,
  type IntFixture,
} from '../testing/int-fixture';
import { appendAccountEvent, registerUser } from './testing';

let fx: IntFixture;
let projections: Projections;
let keys: ReadModelKeys;
const settle = () => projections.waitForIdle(10_000);
const view = async (id: string) => {
  const raw = await fx.redis.get(keys.user(id));
  return raw === null ? null : (JSON.parse(raw) as UserView);
};

const amina = { userId: 'u-1', name: 'Amina', lastName: 'Benali', email: 'amina.benali@example.dz' };
const karim = {
  userId: 'u-2',
  name: 'Karim',
  lastName: 'Haddad',
  email: 'karim@example.dz',
  role: 'admin' as const,
};

beforeEach(async () => {
  fx = await createIntFixture();
  projections = fx.projections();
  await registerUser(fx.store, amina, '2025-03-01T09:00:00.000Z');
  await registerUser(fx.store, karim, '2025-03-02T09:00:00.000Z');
  await projections.start();
  await settle();
  keys = readModelKeys(fx.prefix, 1);
});

afterEach(() => fx.close());

describe('users projection', () => {
  it('keeps a view per user, the list by registration time and the search text', async () => {
    expect(await view('u-1')).toMatchObject({
      name: 'Amina Benali',
      email: 'amina.benali@example.dz',
      roles: [{ name: 'user' }],
      date: '2025-03-01T09:00:00.000Z',
    });
    expect(await fx.redis.zrange(keys.users, 0, '-1')).toEqual(['u-1', 'u-2']);
    expect(await fx.redis.hget(keys.userSearch, 'u-2')).toBe('karim haddad karim@example.dz');
  });

  it('follows verification, profile and role changes, and announces them to staff and to the user only', async () => {
    const sub = await listenToChanges(fx);
    const { messages } = sub;
    const at = '2025-03-03T09:00:00.000Z';
    await appendAccountEvent(fx.store, { type: 'EmailVerified', data: { userId: 'u-1', at } });
    await appendAccountEvent(fx.store, {
      type: 'ProfileUpdated',
      data: {
        userId: 'u-1',
        name: 'amina',
        lastName: 'benali',
        number: '0555123456',
        address: '12 rue Larbi Ben Mhidi',
        district: 'senia',
        profileState: 'complited',
        at,
      },
    });
    const { position } = await appendAccountEvent(fx.store, {
      type: 'RoleChanged',
      data: { userId: 'u-1', role: 'moderator', by: 'u-2', at },
    });
    await settle();
    expect(await view('u-1')).toMatchObject({
      name: 'amina benali',
      emailVerified: true,
      number: '0555123456',
      address: '12 rue Larbi Ben Mhidi',
      district: 'senia',
      profileState: 'complited',
      roles: [{ name: 'moderator' }],
    });
    await expect
      .poll(() => messages.filter((m) => m.position === position.toString()))
      .toEqual([
        { type: 'changed', topic: 'users', id: 'u-1', position: position.toString(), audience: 'staff' },
        { type: 'changed', topic: 'users', id: 'u-1', position: position.toString(), audience: 'user:u-1' },
      ]);
    expect(messages.every((m) => m.audience !== 'public')).toBe(true);
    await sub.quit();
  });

  it('erases every trace of a deleted account from Redis', async () => {
    const at = '2025-03-03T09:00:00.000Z';
    await appendAccountEvent(fx.store, {
      type: 'ProfileUpdated',
      data: {
        userId: 'u-1',
        name: 'Amina',
        lastName: 'Benali',
        number: '0555123456',
        address: '12 rue Larbi Ben Mhidi',
        district: 'senia',
        profileState: 'complited',
        at,
      },
    });
    await appendAccountEvent(fx.store, { type: 'AccountDeleted', data: { userId: 'u-1', by: 'u-1', at } });
    await settle();
    expect(await view('u-1')).toBeNull();
    expect(await fx.redis.zrange(keys.users, 0, '-1')).toEqual(['u-2']);

    const personal = ['amina', 'benali', '0555123456', 'larbi ben mhidi'];
    const everything = JSON.stringify(await dumpNamespace(fx.redis, fx.prefix)).toLowerCase();
    for (const value of personal) expect(everything).not.toContain(value);
    expect(everything).toContain('karim@example.dz'); // the dump does see the users that remain
  });

  it('builds nothing for a user whose personal data was erased (replay after deletion)', async () => {
    await appendAccountEvent(fx.store, {
      type: 'UserRegistered',
      data: {
        userId: 'u-gone',
        email: null,
        name: null,
        lastName: null,
        passwordHash: 'x',
        role: 'user',
        language: 'fr',
        registeredAt: '2025-03-04T09:00:00.000Z',
      },
    });
    await appendAccountEvent(fx.store, {
      type: 'RoleChanged',
      data: { userId: 'u-gone', role: 'admin', by: 'u-2', at: '2025-03-04T10:00:00.000Z' },
    });
    await settle();
    expect(await view('u-gone')).toBeNull();
    expect(await fx.redis.zscore(keys.users, 'u-gone')).toBeNull();
  });

  it('applies each account event once: replaying the log changes nothing', async () => {
    await appendAccountEvent(fx.store, {
      type: 'EmailVerified',
      data: { userId: 'u-2', at: '2025-03-03T09:00:00.000Z' },
    });
    await settle();
    const replay = await replayWholeLog(fx, keys);
    expect(replay.statuses).toEqual(new Set(['duplicate']));
    expect(replay.after).toEqual(replay.before);
  });
});
