// The bonus-point balance over real HTTP, Redis, SQLite: earned when an order is delivered, redeemed when an order
// using points is placed, refunded when that order is cancelled, and shown to its owner only (GET /users/me/:id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, signUpCast, type OrderStack } from '../../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('bonus points of the signed-in user', () => {
  it('follow the loyalty stream and are only given to their owner', async () => {
    const { call } = stack;
    const { amina, karim, staff } = await signUpCast(stack);
    const pointsOf = async (auth: Record<string, string>) =>
      (await call('GET', `/users/me/${amina.userId}`, undefined, auth)).body.data?.points;

    expect(await pointsOf(amina.auth)).toBe(0);

    // 2 × 1200 DA of food delivered: 24 points.
    const first = await stack.placeOrder(
      amina.auth,
      { type: 'delivery', lines: [{ productId: 'calzone', quantity: 2 }] },
      amina.delivery,
      'p1',
    );
    expect(first.placed.status).toBe(200);
    const delivered = await call('PATCH', `/orders/${first.id}`, { state: 'delivered' }, staff.auth);
    expect(delivered.status).toBe(200);
    await stack.settle();
    const me = (await call('GET', `/users/me/${amina.userId}`, undefined, amina.auth)).body.data;
    expect(me).toMatchObject({ _id: amina.userId, name: 'Amina Benali', points: 24 });

    // 10 of them spent on a second order: redeemed when it is placed.
    const second = await call(
      'POST',
      '/orders',
      { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
      amina.auth,
    );
    const id = second.body.data._id as string;
    expect((await call('POST', `/orders/${id}/points`, { points: 10 }, amina.auth)).status).toBe(200);
    const placed = await call(
      'POST',
      `/orders/${id}/place`,
      { delivery: amina.delivery },
      { ...amina.auth, 'idempotency-key': 'p2' },
    );
    expect(placed.status).toBe(200);
    await stack.settle();
    expect(await pointsOf(amina.auth)).toBe(14);

    // Cancelled while still placed: the 10 points come back.
    const cancelled = await call('POST', `/orders/${id}/cancel`, { reason: 'customer' }, amina.auth);
    expect(cancelled.status).toBe(200);
    await stack.settle();
    expect(await pointsOf(amina.auth)).toBe(24);

    // Nobody else reads Amina's balance: another customer and staff get null, the admin's user details carry none.
    expect(await pointsOf(karim.auth)).toBeUndefined();
    expect((await call('GET', `/users/me/${amina.userId}`, undefined, karim.auth)).body).toEqual({
      data: null,
    });
    expect((await call('GET', `/users/me/${amina.userId}`, undefined, staff.auth)).body).toEqual({
      data: null,
    });
    expect((await call('GET', `/users/me/${amina.userId}`)).body).toEqual({ data: null });
    const details = await call('GET', `/users/${amina.userId}`, undefined, staff.auth);
    expect(details.status).toBe(200);
    expect(details.body.data).not.toHaveProperty('points');
    expect((await call('GET', `/users/me/${karim.userId}`, undefined, karim.auth)).body.data.points).toBe(0);
  });
});
