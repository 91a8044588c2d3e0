// Ratings over HTTP with the real sign-in (docs/phone-and-trust.md "Ratings"): only the order's customer rates it,
// once, within 3 days of its last step by the server's clock; only staff answer it, once. Every role is asked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '@shop/contracts';
import { orderStreams } from '@shop/contracts/orders/index';
import { startAccountsApp, type AccountsApp } from '../auth/testing/accounts-app';
import { readStream } from '../testing/temp-store';
import { appendDeliveredOrder } from './testing/delivered-order';

type Caller = 'visitor' | Role;
const callers: Caller[] = ['visitor', ...roles];
type Who = { userId: string; token: string | null };

let app: AccountsApp;
let customer: Who;
const signedIn: Partial<Record<Caller, Who>> = {};
const headers = (who: Who) => (who.token ? app.bearer(who.token) : {});
const newOrder = async (opts: { rated?: boolean; at?: Date } = {}) => {
  const orderId = `o-${randomUUID().slice(0, 8)}`;
  await appendDeliveredOrder(app.store, {
    orderId,
    userId: customer.userId,
    at: opts.at ?? app.clock.now,
    ...opts,
  });
  return orderId;
};
const rate = (orderId: string, who: Who, body: unknown = { stars: 4, comment: 'Très bon, merci' }) =>
  app.call('POST', `/orders/${orderId}/rating`, body, headers(who));
const answer = (orderId: string, who: Who, text = 'Merci pour votre retour !') =>
  app.call('POST', `/orders/${orderId}/rating/answer`, { answer: text }, headers(who));
const typesOf = async (orderId: string) =>
  (await readStream(app.store, orderStreams.order(orderId))).map((e) => e.type);

beforeAll(async () => {
  app = await startAccountsApp();
  customer = await app.userWithRole('user');
  signedIn.visitor = { userId: 'visitor', token: null };
  for (const role of roles) signedIn[role] = await app.userWithRole(role);
});
afterAll(async () => app?.close());

describe('rating an order', () => {
  it("only the order's customer rates it: a visitor is asked to sign in, anyone else is refused", async () => {
    const orderId = await newOrder();
    const got: Record<string, number> = {};
    for (const caller of callers) got[caller] = (await rate(orderId, signedIn[caller]!)).status;
    expect(got).toEqual(Object.fromEntries(callers.map((c) => [c, c === 'visitor' ? 401 : 403])));
    expect(await typesOf(orderId)).not.toContain('OrderRated');

    const own = await rate(orderId, customer);
    expect(own.status).toBe(200);
    expect(own.body.data._id).toBe(orderId);
    const again = await rate(orderId, customer, { stars: 1, comment: 'non' });
    expect([again.status, again.body.code]).toEqual([409, 'rating.already_given']);
    const recorded = await readStream(app.store, orderStreams.order(orderId));
    const rated = recorded.filter((e) => e.type === 'OrderRated');
    expect(rated.map((e) => e.data)).toEqual([
      {
        orderId,
        userId: customer.userId,
        stars: 4,
        comment: 'Très bon, merci',
        at: app.clock.now.toISOString(),
      },
    ]);
  });

  it('within 3 days of the last step, by the server clock; a delivered order only; 1 to 5 stars', async () => {
    const served = new Date(app.clock.now.getTime() - 3 * 86_400_000 - 1_000);
    const old = await newOrder({ at: served });
    expect((await rate(old, customer)).body.code).toBe('rating.too_late');

    const fresh = await newOrder();
    const bad = await rate(fresh, customer, { stars: 6, comment: '' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation.failed']);
    expect((await rate(fresh, customer, { stars: 0 })).status).toBe(400);
    expect((await rate(fresh, customer, { stars: 5 })).status).toBe(200);

    // Placed, not yet served.
    const placed = `o-${randomUUID().slice(0, 8)}`;
    await appendDeliveredOrder(app.store, {
      orderId: placed,
      userId: customer.userId,
      at: app.clock.now,
      served: false,
    });
    expect((await rate(placed, customer)).body.code).toBe('rating.not_delivered');
    const missing = await rate(`o-${randomUUID().slice(0, 8)}`, customer);
    expect([missing.status, missing.body.code]).toEqual([404, 'order.not_found']);
  });
});

describe('answering a rating', () => {
  it('staff only (admin, moderator), once; the customer and a rider are refused', async () => {
    const orderId = await newOrder({ rated: true });
    const others: Caller[] = ['visitor', 'user', 'rider'].filter((c) =>
      callers.includes(c as Caller),
    ) as Caller[];
    const got: Record<string, number> = {};
    for (const caller of others) got[caller] = (await answer(orderId, signedIn[caller]!)).status;
    got.customer = (await answer(orderId, customer)).status;
    expect(got).toEqual({
      ...Object.fromEntries(others.map((c) => [c, c === 'visitor' ? 401 : 403])),
      customer: 403,
    });

    expect((await answer(orderId, signedIn.moderator!)).status).toBe(200);
    const second = await answer(orderId, signedIn.admin!, 'Autre réponse');
    expect([second.status, second.body.code]).toEqual([409, 'rating.already_answered']);
    const answered = (await readStream(app.store, orderStreams.order(orderId))).filter(
      (e) => e.type === 'RatingAnswered',
    );
    expect(answered.map((e) => (e.data as { by: unknown }).by)).toEqual([
      { userId: signedIn.moderator!.userId, role: 'moderator' },
    ]);
  });

  it('needs a rating first', async () => {
    const orderId = await newOrder();
    const res = await answer(orderId, signedIn.admin!);
    expect([res.status, res.body.code]).toEqual([409, 'rating.none']);
  });
});
