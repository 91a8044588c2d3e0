// Erasure (crypto-shredding) of a customer who ordered: after AccountDeleted the orders stay, showing a deleted
// customer, and neither the read models nor the raw event log hold their name, phone, address or comment in clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, type OrderStack } from '../../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack();
});
afterAll(async () => {
  await stack?.close();
});

const personal = ['Zoubida', 'Mansouri', '0770445566', 'Cité des Palmiers', 'porte bleue'];
const delivery = {
  recipient: 'Zoubida Mansouri',
  phone: '0770445566',
  districtId: 'bir-el-djir',
  address: 'Cité des Palmiers',
  comment: 'porte bleue',
};

describe('orders of a deleted account', () => {
  it('keep the order without any personal detail, in the read models and in the raw store', async () => {
    const { call } = stack;
    const zoubida = await stack.customer('Zoubida', 'Mansouri', '0770445566');
    const staff = await stack.staff();
    const ids: string[] = [];
    for (const key of ['a', 'b']) {
      const { id, placed } = await stack.placeOrder(
        zoubida.auth,
        { type: 'delivery', lines: [{ productId: 'calzone', quantity: 1 }] },
        delivery,
        key,
      );
      expect(placed.status).toBe(200);
      ids.push(id);
    }
    await call('PATCH', `/orders/${ids[0]}`, { state: 'delivered' }, staff.auth);
    await stack.settle();

    // Before: in clear through the API, never in clear in the raw log.
    const before = await call('GET', `/orders/${ids[1]}`, undefined, staff.auth);
    expect(before.body.data).toMatchObject({
      client: [{ name: 'Zoubida Mansouri' }],
      phone_number: '0770445566',
      comment: 'porte bleue',
    });
    const historyBefore = (await call('GET', `/orders/${ids[1]}/history`, undefined, staff.auth)).body.data;
    expect(historyBefore[0].actor).toMatchObject({ name: 'Zoubida Mansouri', accountDeleted: false });
    const rawLog = async () => {
      const texts: string[] = [];
      for await (const e of stack.raw.readAll()) texts.push(JSON.stringify(e.data));
      return texts.join('\n');
    };
    for (const text of personal) expect(await rawLog()).not.toContain(text);

    const deleted = await call(
      'DELETE',
      `/users/me/${zoubida.userId}`,
      { password: zoubida.password },
      zoubida.auth,
    );
    expect(deleted.status).toBe(200);
    await stack.settle();

    for (const [index, id] of ids.entries()) {
      const view = (await call('GET', `/orders/${id}`, undefined, staff.auth)).body.data;
      expect(view).toMatchObject({
        _id: id,
        customerDeleted: true,
        client: [{ name: '' }],
        phone_number: null,
        address: null,
        comment: null,
        quartier: 'Bir El Djir',
        status: index === 0 ? 'delivered' : 'placed',
        total_price_with_liv: 1400,
      });
    }
    const list = await call('GET', '/orders', undefined, staff.auth);
    expect(list.body.total).toBe(2);
    expect((await call('GET', '/orders?q=zoubida', undefined, staff.auth)).body.total).toBe(0);
    expect((await call('GET', '/orders/new-count', undefined, staff.auth)).body.data.count).toBe(1);

    const history = (await call('GET', `/orders/${ids[1]}/history`, undefined, staff.auth)).body.data;
    expect(history.find((e: { type: string }) => e.type === 'OrderPlaced').order.customerDeleted).toBe(true);
    // The erased customer acted on the order: no name any more, shown as a deleted account.
    expect(history[0].actor).toEqual({
      userId: zoubida.userId,
      role: 'user',
      name: null,
      accountDeleted: true,
    });
    const dump = (await stack.redisDump()) + JSON.stringify(history);
    for (const text of personal) expect(dump).not.toContain(text);
    for (const text of personal) expect(await rawLog()).not.toContain(text);

    // A rebuild from the log after the deletion gives the same erased views.
    const live = await stack.redis.get(`${stack.prefix}rm:1:order:${ids[1]}`);
    await stack.projections.rebuild();
    expect(await stack.redis.get(`${stack.prefix}rm:2:order:${ids[1]}`)).toBe(live);
  });
});
