import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ChangeMessage, UserView } from '@shop/contracts';
import { createSessionRevocations } from '@shop/platform/auth/revocation';
import { createSessionTokens, type SessionTokens } from '@shop/platform/auth/session';
import type { Projections } from '@shop/projections';
import { appendAccountEvent, registerUser } from '@shop/projections/accounts/testing';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

let fx: IntFixture;
let projections: Projections;
let api: ReadApiServer;
let base: string;
let sessions: SessionTokens;
const tokens: Record<string, string> = {};

const people = {
  admin: {
    userId: 'u-1',
    name: 'Karim',
    lastName: 'Haddad',
    email: 'karim@example.dz',
    role: 'admin' as const,
  },
  moderator: {
    userId: 'u-2',
    name: 'Nadia',
    lastName: 'Mansouri',
    email: 'nadia@example.dz',
    role: 'moderator' as const,
  },
  user: {
    userId: 'u-3',
    name: 'Amina',
    lastName: 'Benali',
    email: 'amina@example.dz',
    role: 'user' as const,
  },
  other: {
    userId: 'u-4',
    name: 'Samir',
    lastName: 'Benali',
    email: 'samir@example.dz',
    role: 'user' as const,
  },
  deleted: {
    userId: 'u-5',
    name: 'Yacine',
    lastName: 'Khelifi',
    email: 'yacine@example.dz',
    role: 'admin' as const,
  },
};
type Who = keyof typeof people | 'visitor' | 'forged';

const get = async (path: string, who: Who, via: 'cookie' | 'bearer' = 'cookie') => {
  const headers: Record<string, string> = {};
  const token = tokens[who];
  if (token)
    headers[via === 'cookie' ? 'cookie' : 'authorization'] =
      via === 'cookie' ? `lng=fr; session=${token}` : `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

const openSocket = async (who: Who) => {
  const token = tokens[who];
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}/ws`,
    token ? { headers: { cookie: `session=${token}` } } : {},
  );
  const messages: ChangeMessage[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as ChangeMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, messages };
};

beforeAll(async () => {
  fx = await createIntFixture();
  let day = 1;
  for (const person of Object.values(people))
    await registerUser(fx.store, person, `2025-03-0${day++}T09:00:00.000Z`);
  await appendAccountEvent(fx.store, {
    type: 'AccountDeleted',
    data: { userId: 'u-5', by: 'u-5', at: '2025-03-09T09:00:00.000Z' },
  });
  projections = fx.projections();
  await projections.start();
  await projections.waitForIdle();

  sessions = createSessionTokens('s'.repeat(40));
  for (const [who, person] of Object.entries(people)) tokens[who] = await sessions.sign(person.userId);
  tokens.forged = await createSessionTokens('f'.repeat(40)).sign(people.admin.userId);

  api = await startReadApiServer(fx, { sessions });
  base = api.base;
});

afterAll(async () => {
  await api.close();
  await fx.close();
});

describe('users routes', () => {
  it('GET /users/me/:userId answers the own view, or null for anyone else (cookie or Bearer)', async () => {
    const mine = await get('/api/users/me/u-3', 'user');
    expect(mine.status).toBe(200);
    expect(mine.body.data as UserView).toMatchObject({
      _id: 'u-3',
      name: 'Amina Benali',
      email: 'amina@example.dz',
      roles: [{ name: 'user' }],
    });
    expect((await get('/api/users/me/u-3', 'user', 'bearer')).body.data._id).toBe('u-3');
    for (const who of ['visitor', 'forged', 'admin', 'other', 'deleted'] as const) {
      expect(await get('/api/users/me/u-3', who)).toEqual({ status: 200, body: { data: null } });
    }
    expect(await get('/api/users/me/u-5', 'deleted')).toEqual({ status: 200, body: { data: null } });
  });

  it('lets only admins list and open users (status matrix)', async () => {
    const expected: Record<Who, number> = {
      visitor: 401,
      forged: 401,
      deleted: 401,
      user: 403,
      other: 403,
      moderator: 403,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [Who, number][]) {
      const list = await get('/api/users', who);
      const one = await get('/api/users/u-3', who);
      expect({ who, list: list.status, one: one.status }).toEqual({ who, list: status, one: status });
      if (status === 401) expect(list.body.code).toBe('auth.required');
      if (status === 403) expect(one.body.code).toBe('auth.forbidden');
    }
  });

  it('lists newest first with a total, searches name and e-mail, pages, and 404s an unknown user', async () => {
    const all = await get('/api/users', 'admin');
    expect(all.body.total).toBe(4);
    expect(all.body.data.map((u: UserView) => u._id)).toEqual(['u-4', 'u-3', 'u-2', 'u-1']);
    const benali = await get('/api/users?q=BENALI&limit=1&page=2', 'admin');
    expect({ total: benali.body.total, ids: benali.body.data.map((u: UserView) => u._id) }).toEqual({
      total: 2,
      ids: ['u-3'],
    });
    expect((await get('/api/users?q=nadia@example', 'admin')).body.data.map((u: UserView) => u._id)).toEqual([
      'u-2',
    ]);
    const bad = await get('/api/users?limit=1000', 'admin');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('limit');
    const missing = await get('/api/users/u-5', 'admin');
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: 404,
      code: 'user.not_found',
    });
    expect((await get('/api/users/u-2', 'admin')).body.data).toMatchObject({
      _id: 'u-2',
      roles: [{ name: 'moderator' }],
    });
  });

  it('takes the role from the read model: a demoted admin is refused at once', async () => {
    const { position } = await appendAccountEvent(fx.store, {
      type: 'RoleChanged',
      data: { userId: 'u-2', role: 'admin', by: 'u-1', at: '2025-03-10T09:00:00.000Z' },
    });
    await projections.waitForIdle();
    expect(position).toBeGreaterThan(0n);
    expect((await get('/api/users', 'moderator')).status).toBe(200);
    await appendAccountEvent(fx.store, {
      type: 'RoleChanged',
      data: { userId: 'u-2', role: 'moderator', by: 'u-1', at: '2025-03-10T10:00:00.000Z' },
    });
    await projections.waitForIdle();
    expect((await get('/api/users', 'moderator')).status).toBe(403);
  });
});

describe('/ws audience', () => {
  it("gives a user its own messages and not another user's, and staff messages to staff only", async () => {
    const sockets = {
      user: await openSocket('user'),
      other: await openSocket('other'),
      moderator: await openSocket('moderator'),
      visitor: await openSocket('visitor'),
    };
    const { position } = await appendAccountEvent(fx.store, {
      type: 'EmailVerified',
      data: { userId: 'u-3', at: '2025-03-11T09:00:00.000Z' },
    });
    const at = position.toString();
    await expect
      .poll(() => sockets.moderator.messages.filter((m) => m.position === at))
      .toEqual([{ type: 'changed', topic: 'users', id: 'u-3', position: at, audience: 'staff' }]);
    await expect
      .poll(() => sockets.user.messages.filter((m) => m.position === at))
      .toEqual([{ type: 'changed', topic: 'users', id: 'u-3', position: at, audience: 'user:u-3' }]);
    // A later public message reaches everybody: by then the ones above would have arrived too.
    const later = await fx.handle({
      type: 'AddDistrict',
      data: { districtId: 'gambetta', name: 'Gambetta', deliveryPrice: 200 },
    });
    for (const s of [sockets.other, sockets.visitor]) {
      await expect.poll(() => s.messages.some((m) => m.position === later.position)).toBe(true);
      expect(s.messages.filter((m) => m.topic === 'users')).toEqual([]);
    }
    for (const s of Object.values(sockets)) s.ws.close();
  });
});

describe('a password reset ends older sessions (read side)', () => {
  it('the old token gets null from /users/me, 401 on /orders/mine and no user or staff messages on /ws; a new one works', async () => {
    const reset = {
      userId: 'u-7',
      name: 'Lina',
      lastName: 'Saidi',
      email: 'lina@example.dz',
      role: 'moderator' as const,
    };
    await registerUser(fx.store, reset, '2025-03-12T09:00:00.000Z');
    await projections.waitForIdle();
    const issued = new Date(Date.now() - 60_000);
    tokens.old = await createSessionTokens('s'.repeat(40), { now: () => issued }).sign(reset.userId);
    expect((await get('/api/users/me/u-7', 'old' as Who)).body.data._id).toBe('u-7');

    await appendAccountEvent(fx.store, {
      type: 'PasswordChanged',
      data: {
        userId: 'u-7',
        passwordHash: 'scrypt$x',
        at: new Date().toISOString(),
        reason: 'reset',
        requestId: 'r-1',
      },
    });
    await projections.waitForIdle();
    tokens.fresh = await sessions.sign(reset.userId);

    expect(await get('/api/users/me/u-7', 'old' as Who)).toEqual({ status: 200, body: { data: null } });
    const mine = await get('/api/orders/mine', 'old' as Who);
    expect({ status: mine.status, code: mine.body.code }).toEqual({ status: 401, code: 'auth.required' });
    expect((await get('/api/users/me/u-7', 'fresh' as Who)).body.data._id).toBe('u-7');
    expect((await get('/api/orders/mine', 'fresh' as Who)).status).toBe(200);

    const old = await openSocket('old' as Who);
    const fresh = await openSocket('fresh' as Who);
    const { position } = await appendAccountEvent(fx.store, {
      type: 'EmailVerified',
      data: { userId: 'u-7', at: '2025-03-12T10:00:00.000Z' },
    });
    const at = position.toString();
    await expect
      .poll(() =>
        fresh.messages
          .filter((m) => m.position === at)
          .map((m) => m.audience)
          .sort(),
      )
      .toEqual(['staff', 'user:u-7']);
    const later = await fx.handle({
      type: 'AddDistrict',
      data: { districtId: 'maraval', name: 'Maraval', deliveryPrice: 250 },
    });
    await expect.poll(() => old.messages.some((m) => m.position === later.position)).toBe(true);
    expect(old.messages.filter((m) => m.topic === 'users')).toEqual([]);
    old.ws.close();
    fresh.ws.close();
  });
});

describe('a logout on the write side (another process sharing the Redis)', () => {
  it('makes the token a visitor here and closes its open /ws at once; the same user’s other token lives on', async () => {
    // Two processes as in compose: command-api revokes with its own connection, this read-api checks with its own.
    const commandRedis = fx.redis.duplicate();
    const writeSide = createSessionTokens('s'.repeat(40), {
      revocations: createSessionRevocations(commandRedis, fx.prefix),
    });
    const readSide = createSessionTokens('s'.repeat(40), {
      revocations: createSessionRevocations(fx.redis, fx.prefix),
    });
    const other = await startReadApiServer(fx, { sessions: readSide });
    try {
      const [ended, kept] = [await writeSide.sign('u-3'), await writeSide.sign('u-3')];
      const me = async (token: string) =>
        (await (
          await fetch(`${other.base}/api/users/me/u-3`, { headers: { cookie: `session=${token}` } })
        ).json()) as {
          data: UserView | null;
        };
      const socket = new WebSocket(`${other.base.replace('http', 'ws')}/ws`, {
        headers: { cookie: `session=${ended}` },
      });
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      expect((await me(ended)).data?._id).toBe('u-3');

      await writeSide.revoke(ended);

      expect(await closed).toBe(4401);
      expect((await me(ended)).data).toBeNull();
      expect((await me(kept)).data?._id).toBe('u-3');
    } finally {
      await other.close();
      await commandRedis.quit();
    }
  });
});
