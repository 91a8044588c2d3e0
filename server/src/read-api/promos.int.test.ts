import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoView, StaffPromoView } from '@shop/contracts';
import { createSessionTokens } from '@shop/platform/auth/session';
import { registerUser } from '@shop/projections/accounts/testing';
import { createIntFixture, seedMenu, type IntFixture } from '../testing/int-fixture';
import { startReadApiServer, type ReadApiServer } from '@shop/read-api/testing/read-api-server';

// Issue 13: customers see only the codes they can use now; staff see every code with its flag.
let fx: IntFixture;
let api: ReadApiServer;
const tokens: Record<string, string> = {};

const get = async (path: string, who?: 'admin' | 'moderator' | 'customer') => {
  const headers: Record<string, string> = who ? { cookie: `session=${tokens[who]}` } : {};
  const res = await fetch(`${api.base}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { data: unknown; code?: string } };
};
const byCode = <T extends PromoView>(promos: T[], pick: (p: T) => unknown) =>
  Object.fromEntries(promos.map((p) => [p.promo_code, pick(p)]));

beforeAll(async () => {
  fx = await createIntFixture();
  await seedMenu(fx.handle); // ORAN10 (running), LATER (starts in 2099), OFF (running, switched off by staff)
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  await fx.handle({
    type: 'CreatePromo',
    data: { code: 'BEGUN', percentage: 15, startsAt: hourAgo, validForHours: 24 },
  });
  const people = [
    { userId: 'u-admin', name: 'karim', lastName: 'haddad', email: 'k@example.dz', role: 'admin' as const },
    {
      userId: 'u-mod',
      name: 'nadia',
      lastName: 'mansouri',
      email: 'n@example.dz',
      role: 'moderator' as const,
    },
    { userId: 'u-cust', name: 'amina', lastName: 'benali', email: 'a@example.dz', role: 'user' as const },
  ];
  for (const person of people) await registerUser(fx.store, person);
  const projections = fx.projections();
  await projections.start();
  await projections.waitForIdle();
  const sessions = createSessionTokens('s'.repeat(40));
  tokens.admin = await sessions.sign('u-admin');
  tokens.moderator = await sessions.sign('u-mod');
  tokens.customer = await sessions.sign('u-cust');
  api = await startReadApiServer(fx, { sessions });
});

afterAll(async () => {
  await api?.close();
  await fx?.close();
});

describe('promo lists', () => {
  it('GET /api/promos lists only the codes usable now: a code created with a start already past is one of them', async () => {
    const { status, body } = await get('/api/promos');
    expect(status).toBe(200);
    const promos = body.data as PromoView[];
    expect(byCode(promos, (p) => p.active)).toEqual({ BEGUN: true, ORAN10: true });
    expect(promos.every((p) => !('enabled' in p))).toBe(true);
    expect((await get('/api/promos/vrf?promo_code=begun')).status).toBe(200);
  });

  it('GET /api/promos/all gives staff every code, usable now or not, with the staff flag', async () => {
    for (const who of ['admin', 'moderator'] as const) {
      const { status, body } = await get('/api/promos/all', who);
      expect(status).toBe(200);
      const promos = body.data as StaffPromoView[];
      expect(byCode(promos, (p) => [p.active, p.enabled])).toEqual({
        BEGUN: [true, true],
        ORAN10: [true, true],
        OFF: [false, false],
        LATER: [false, true],
      });
    }
  });

  it('GET /api/promos/all is refused to customers and visitors', async () => {
    expect(await get('/api/promos/all', 'customer')).toMatchObject({
      status: 403,
      body: { code: 'auth.forbidden' },
    });
    expect(await get('/api/promos/all')).toMatchObject({ status: 401, body: { code: 'auth.required' } });
  });
});
