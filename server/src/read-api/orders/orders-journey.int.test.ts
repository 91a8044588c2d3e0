// The order journey over real HTTP, Redis, SQLite: checkout → promo → points → place, as the customer's list and
// detail, the staff list (filters, search), the new-orders counter and the audit history show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, signUpCast, type OrderStack } from '../../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('orders read side', () => {
  it('follows an order journey from checkout to the lists, the counter and the history', async () => {
    const { call } = stack;
    const { amina, karim, staff } = await signUpCast(stack);
    const delivery = { ...amina.delivery, comment: 'sonner deux fois' };

    // A first order, delivered: it earns points (1 per 100 DA paid for the food).
    const first = await stack.placeOrder(
      amina.auth,
      { type: 'delivery', lines: [{ productId: 'calzone', quantity: 2 }] },
      delivery,
      'k1',
    );
    expect(first.started.status).toBe(201);
    const firstId = first.id;
    expect(first.placed.status).toBe(200);
    expect((await call('PATCH', `/orders/${firstId}`, { state: 'delivered' }, staff.auth)).status).toBe(200);

    // The second: checkout, promo, points, place. Not listed before it is placed.
    const second = await call(
      'POST',
      '/orders',
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 2 }] },
      amina.auth,
    );
    const id = second.body.data._id as string;
    await stack.settle();
    expect((await call('GET', `/orders/${id}`, undefined, amina.auth)).status).toBe(404);
    expect((await call('POST', `/orders/${id}/promo`, { promo_code: 'ete20' }, amina.auth)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/points`, { points: 10 }, amina.auth)).status).toBe(200);
    const placed = await call(
      'POST',
      `/orders/${id}/place`,
      { delivery },
      { ...amina.auth, 'idempotency-key': 'k2' },
    );
    expect(placed.status).toBe(200);
    const minPosition = { 'x-min-position': placed.body.position as string };

    const detail = await call('GET', `/orders/${id}`, undefined, { ...amina.auth, ...minPosition });
    expect(detail.status).toBe(200);
    // 2 × 810 = 1620; promo 20 % = 324; 10 points; delivery 200.
    expect(detail.body.data).toMatchObject({
      _id: id,
      orderID: 2,
      userId: amina.userId,
      client: [{ name: 'Amina Benali' }],
      customerDeleted: false,
      phone_number: '0550123456',
      quartier: 'Bir El Djir',
      address: '12 rue des Oliviers',
      status: 'placed',
      use_score: true,
      points: 10,
      promo_code: 'ETE20',
      promo_code_pourcentage: 20,
      total: 1620,
      promoDiscount: 324,
      liv_price: 200,
      total_price_with_liv: 1486,
      description: [
        {
          _id: 'margherita',
          quantity: 2,
          unitPrice: 810,
          product: { name: 'Margherita', img: '/images/margherita.svg' },
        },
      ],
    });

    // Who may read it: the customer and staff; another customer gets 404 (no leak), a visitor 401.
    expect((await call('GET', `/orders/${id}`, undefined, staff.auth)).status).toBe(200);
    const foreign = await call('GET', `/orders/${id}`, undefined, karim.auth);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('order.not_found');
    expect((await call('GET', `/orders/${id}`)).status).toBe(401);
    expect((await call('GET', '/orders/nope', undefined, staff.auth)).body.code).toBe('order.not_found');

    const mine = await call('GET', '/orders/mine?page=1&limit=10', undefined, amina.auth);
    expect(mine.body.total).toBe(2);
    expect(mine.body.data.map((o: { _id: string }) => o._id)).toEqual([id, firstId]);
    expect((await call('GET', '/orders/mine', undefined, karim.auth)).body).toEqual({ data: [], total: 0 });
    expect((await call('GET', '/orders/mine')).status).toBe(401);

    const list = async (query: string) => {
      const res = await call('GET', `/orders${query}`, undefined, staff.auth);
      expect(res.status).toBe(200);
      return {
        ids: res.body.data.map((o: { _id: string }) => o._id) as string[],
        total: res.body.total as number,
      };
    };
    expect(await list('')).toEqual({ ids: [id, firstId], total: 2 });
    expect(await list('?status=finish')).toEqual({ ids: [firstId], total: 1 });
    expect(await list('?status=unfinish')).toEqual({ ids: [id], total: 1 });
    expect(await list('?q=AMINA')).toEqual({ ids: [id, firstId], total: 2 });
    expect(await list('?q=%232')).toEqual({ ids: [id], total: 1 });
    expect(await list('?q=karim')).toEqual({ ids: [], total: 0 });
    expect(await list('?status=unfinish&q=0550&limit=1&page=1')).toEqual({ ids: [id], total: 1 });
    expect((await call('GET', '/orders?status=done', undefined, staff.auth)).body.code).toBe('query.invalid');
    expect((await call('GET', '/orders', undefined, amina.auth)).status).toBe(403);

    expect((await call('GET', '/orders/new-count', undefined, staff.auth)).body).toEqual({
      data: { count: 1 },
    });
    expect((await call('GET', '/orders/new-count', undefined, amina.auth)).status).toBe(403);

    // Popularity: quantities ordered, in the product view.
    const product = await call('GET', '/products/margherita');
    expect(product.body.data.popularity).toBe(2);

    // A step, then the history: every event with its actor and the order after it.
    const accepted = await call('PATCH', `/orders/${id}`, { state: 'accepted' }, staff.auth);
    expect(accepted.status).toBe(200);
    await stack.settle();
    expect((await call('GET', '/orders/new-count', undefined, staff.auth)).body.data.count).toBe(1);
    const history = await call('GET', `/orders/${id}/history`, undefined, staff.auth);
    expect(history.status).toBe(200);
    const entries = history.body.data as { type: string; actor: unknown; order: any; at: string }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(entries.map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'PromoApplied',
      'BonusPointsUsed',
      'OrderPlaced',
      'OrderPromised',
      'OrderStepConfirmed',
    ]);
    // Who acted, by name from the users read model (first name + last name).
    expect(entries[0]!.actor).toEqual({
      userId: amina.userId,
      role: 'user',
      name: 'Amina Benali',
      accountDeleted: false,
    });
    expect(entries[5]!.actor).toEqual({
      userId: staff.userId,
      role: 'admin',
      name: 'admin staff',
      accountDeleted: false,
    });
    expect(entries.slice(0, 3).map((e) => e.order)).toEqual([null, null, null]);
    expect(entries[3]!.order).toMatchObject({
      orderID: 2,
      status: 'placed',
      client: [{ name: 'Amina Benali' }],
    });
    expect(entries[5]!.order).toEqual((await call('GET', `/orders/${id}`, undefined, staff.auth)).body.data);
    expect(Date.parse(entries[0]!.at)).not.toBeNaN();
    expect((await call('GET', `/orders/${id}/history`, undefined, amina.auth)).status).toBe(403);
    expect((await call('GET', '/orders/nope/history', undefined, staff.auth)).status).toBe(404);
  });
});
