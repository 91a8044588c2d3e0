// Visits (spec §7 "a page view is sent at start") in the one-process shop over real HTTP, SQLite and Redis: one
// VisitRecorded per browser id per Oran day, nothing personal in it, counted per day on GET /api/stats beside the
// orders with the conversion, and POST /api/visits rate-limited per IP.
import { randomUUID } from 'node:crypto';
import { localDayHour } from '@shop/contracts';
import type { RecordedEvent } from '@shop/platform/eventstore/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from './create-shop';
import { prepareTestShop } from './testing/test-shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const setup = prepareTestShop({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
let shop: Shop;
let cookie: string;
let userId: string;

beforeAll(async () => {
  shop = await setup.start();
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { data: { userId: string; token: string } };
  ({ userId } = body.data);
  cookie = `session=${body.data.token}`;
});
afterAll(() => setup.stop());

const visit = (visitorId: unknown, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}/api/visits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ visitorId }),
  });

const eventsOf = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const e of shop.store.readStream(stream)) events.push(e);
  return events;
};

type Stats = {
  days: { day: string; orders: number; visits: number; conversion: number | null }[];
  totals: { orders: number; visits: number; conversion: number | null };
};
const stats = async (position: string) => {
  const res = await fetch(`${shop.url}/api/stats`, { headers: { cookie, 'X-Min-Position': position } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Stats }).data;
};

describe('POST /api/visits', () => {
  const today = () => localDayHour(new Date()).day;

  it('records one visit per visitor per day: a reload the same day appends nothing', async () => {
    const visitorId = randomUUID();
    const first = await visit(visitorId);
    expect(first.status).toBe(202);
    const { position } = (await first.json()) as { position: string };
    const head = await shop.store.headPosition();
    expect((await visit(visitorId)).status).toBe(202);
    expect(await shop.store.headPosition()).toBe(head);
    const events = await eventsOf(`visit-${today()}-${visitorId}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['VisitRecorded', { visitorId, day: today(), at: expect.any(String) }],
    ]);
    expect(events[0]!.position.toString()).toBe(position);
  });

  it('keeps neither the IP nor the user id, even from a signed-in browser', async () => {
    const visitorId = randomUUID();
    const res = await visit(visitorId, { cookie, 'X-Forwarded-For': '203.0.113.7' });
    expect(res.status).toBe(202);
    const [recorded] = await eventsOf(`visit-${today()}-${visitorId}`);
    const stored = JSON.stringify({ data: recorded!.data, metadata: recorded!.metadata });
    expect(stored).not.toContain(userId);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('203.0.113.7');
    expect(recorded!.metadata).not.toHaveProperty('userId');
    expect(recorded!.metadata).not.toHaveProperty('ip');
  });

  it('counts visits per day on GET /api/stats, with the conversion (no order yet: 0, not a division by zero)', async () => {
    const { position } = (await (await visit(randomUUID())).json()) as { position: string };
    const s = await stats(position);
    // Two customers' browsers; the admin's (signed in, above) is staff's and does not count.
    expect(s.days).toEqual([{ day: today(), orders: 0, revenue: 0, visits: 2, conversion: 0 }]);
    expect(s.totals).toMatchObject({ orders: 0, visits: 2, conversion: 0 });
  });

  it('a staff session’s page view is not a visit; staff logging in after a page view takes that visit out', async () => {
    const staffBrowser = randomUUID();
    const seen = await visit(staffBrowser, { cookie });
    expect(seen.status).toBe(202);
    expect((await eventsOf(`visit-${today()}-${staffBrowser}`)).map((e) => [e.type, e.data])).toEqual([
      [
        'StaffVisitRecorded',
        { visitorId: staffBrowser, day: today(), at: expect.any(String), wasCounted: false },
      ],
    ]);
    // The same browser logged out later that day is still staff's: nothing more.
    const head = await shop.store.headPosition();
    expect((await visit(staffBrowser)).status).toBe(202);
    expect(await shop.store.headPosition()).toBe(head);

    const laterStaff = randomUUID();
    const first = (await (await visit(laterStaff)).json()) as { position: string };
    expect((await stats(first.position)).totals.visits).toBe(3);
    const loggedIn = (await (await visit(laterStaff, { cookie })).json()) as { position: string };
    const s = await stats(loggedIn.position);
    expect(s.totals.visits).toBe(2);
    expect(s.days.find((d) => d.day === today())?.visits).toBe(2);
    // A body saying otherwise changes nothing: the server decides from the session only.
    const claimed = randomUUID();
    const res = await fetch(`${shop.url}/api/visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: claimed, staff: true }),
    });
    expect(res.status).toBe(202);
    expect((await eventsOf(`visit-${today()}-${claimed}`)).map((e) => e.type)).toEqual(['VisitRecorded']);
    // A bad session is a visitor, not an error.
    expect((await visit(randomUUID(), { cookie: 'session=forged' })).status).toBe(202);
  });

  it('refuses a visitor id that is not a random UUID: 400 problem, nothing appended', async () => {
    const head = await shop.store.headPosition();
    const res = await visit('user-42');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { code: string }).code).toBe('validation.failed');
    expect(await shop.store.headPosition()).toBe(head);
  });

  it('is rate-limited per IP: 429 problem+json with Retry-After beyond the limit', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 61; i++) {
      res = await visit(randomUUID());
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    expect(res!.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res!.json()) as { code: string }).code).toBe('rate_limited');
  });
});
