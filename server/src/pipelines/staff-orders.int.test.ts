import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, signUpCast, type OrderStack } from '../testing/order-stack';

// Orders staff take by phone or at the counter, and amendments (docs/phone-and-trust.md "Phone orders and
// amendments"), over HTTP with the real authentication, projections and /ws: only staff take and amend; a phone
// customer without an account is found again by their number; an amendment reaches the customer's page and socket.

let stack: OrderStack;
let cast: Awaited<ReturnType<typeof signUpCast>>;
beforeAll(async () => {
  stack = await openOrderStack();
  cast = await signUpCast(stack);
});
afterAll(async () => {
  await stack?.close();
});

const phoneOrder = (phone = '0770 11 22 33') => ({
  channel: 'phone' as const,
  type: 'delivery' as const,
  lines: [{ productId: 'margherita', quantity: 2 }],
  delivery: { recipient: 'nadia k', phone, districtId: 'bir-el-djir', address: '5 rue des Palmiers' },
});

/** A signed-up customer made moderator (or another role) by the admin. */
async function withRole(role: string, phone: string) {
  const person = await stack.customer('Role', role, phone);
  const changed = await stack.call('PATCH', `/users/${person.userId}/role`, { role }, cast.staff.auth);
  await stack.settle();
  return { ...person, changed: changed.status };
}

describe('staff-entered orders and amendments', () => {
  it('only staff take and amend an order (visitor 401, customer and rider 403, moderator and admin 2xx)', async () => {
    const moderator = await withRole('moderator', '0550000001');
    const rider = await withRole('rider', '0550000002');
    const callers: Record<string, Record<string, string>> = {
      visitor: {},
      user: cast.karim.auth,
      moderator: moderator.auth,
      admin: cast.staff.auth,
      ...(rider.changed === 200 ? { rider: rider.auth } : {}),
    };
    const got: Record<string, Record<string, number>> = { take: {}, amend: {} };
    for (const [who, auth] of Object.entries(callers)) {
      got.take![who] = (await stack.call('POST', '/orders/taken', phoneOrder(), auth)).status;
      const placed = await stack.placeOrder(
        cast.amina.auth,
        { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
        cast.amina.delivery,
        `amend-${who}`,
      );
      const body = { lines: [{ productId: 'calzone', quantity: 1 }], reason: 'rupture' };
      got.amend![who] = (await stack.call('POST', `/orders/${placed.id}/amend`, body, auth)).status;
    }
    const expected = (ok: number) => ({
      visitor: 401,
      user: 403,
      moderator: ok,
      admin: ok,
      ...(rider.changed === 200 ? { rider: 403 } : {}),
    });
    expect(got).toEqual({ take: expected(201), amend: expected(200) });
    // A customer cannot amend even their own order.
    const own = await stack.placeOrder(
      cast.karim.auth,
      { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
      cast.karim.delivery,
      'amend-own',
    );
    const body = { lines: [{ productId: 'margherita', quantity: 5 }], reason: 'plus' };
    expect((await stack.call('POST', `/orders/${own.id}/amend`, body, cast.karim.auth)).status).toBe(403);
  });

  it('a phone order for a new customer arrives live for staff, marked with who took it, and finds the customer again', async () => {
    const staffSocket = await stack.socket(0, cast.staff.auth);
    const taken = await stack.call('POST', '/orders/taken', phoneOrder('0770 44 55 66'), cast.staff.auth);
    expect(taken.status).toBe(201);
    expect(taken.body.data.totals).toEqual({
      items: 1620,
      promoDiscount: 0,
      points: 0,
      delivery: 200,
      total: 1820,
    });
    const id = taken.body.data._id as string;
    await expect
      .poll(() => staffSocket.messages.some((m) => m.type === 'newOrder' && m.orderId === id))
      .toBe(true);
    staffSocket.ws.close();

    const order = await stack.call('GET', `/orders/${id}`, undefined, cast.staff.auth);
    expect(order.body.data).toMatchObject({
      userId: 'phone-213770445566',
      channel: 'phone',
      takenBy: { userId: cast.staff.userId, name: 'admin staff' },
      total_price_with_liv: 1820,
    });
    // However staff type the number next time, the same customer; an account is found by its profile's number.
    const found = await stack.call('GET', '/customers?phone=%2B213770445566', undefined, cast.staff.auth);
    expect(found.body.data).toEqual([
      {
        customerId: 'phone-213770445566',
        name: 'nadia k',
        phone: '+213770445566',
        districtId: 'bir-el-djir',
        address: '5 rue des Palmiers',
        account: false,
      },
    ]);
    const amina = await stack.call('GET', '/customers?phone=0550 12 34 56', undefined, cast.staff.auth);
    expect(amina.body.data).toMatchObject([{ customerId: cast.amina.userId, account: true }]);
    expect((await stack.call('GET', '/customers?phone=0550123456', undefined, cast.karim.auth)).status).toBe(
      403,
    );
    // An account found by phone: the order is theirs (in their list).
    const forAmina = await stack.call(
      'POST',
      '/orders/taken',
      { ...phoneOrder(), channel: 'counter', type: 'on_site', customerId: cast.amina.userId },
      cast.staff.auth,
    );
    expect(forAmina.status).toBe(201);
    await stack.settle();
    const mine = await stack.call('GET', '/orders/mine', undefined, cast.amina.auth);
    expect(mine.body.data.map((o: { _id: string }) => o._id)).toContain(forAmina.body.data._id);
    const unknown = { ...phoneOrder(), customerId: 'nobody' };
    expect((await stack.call('POST', '/orders/taken', unknown, cast.staff.auth)).body.code).toBe(
      'customer.not_found',
    );
  });

  it('an amendment reaches the customer’s socket and page with the new total; the history shows before and after', async () => {
    const placed = await stack.placeOrder(
      cast.amina.auth,
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
      cast.amina.delivery,
      'amend-journey',
    );
    await stack.settle();
    const customerSocket = await stack.socket(0, cast.amina.auth);
    const amend = { lines: [{ productId: 'margherita', quantity: 3 }], reason: 'le client a rappelé' };
    const blank = await stack.call(
      'POST',
      `/orders/${placed.id}/amend`,
      { ...amend, reason: '  ' },
      cast.staff.auth,
    );
    expect(blank.status).toBe(400);
    const amended = await stack.call('POST', `/orders/${placed.id}/amend`, amend, cast.staff.auth);
    expect(amended.body.data.totals).toEqual({
      items: 2430,
      promoDiscount: 0,
      points: 0,
      delivery: 200,
      total: 2630,
    });
    await expect
      .poll(() => customerSocket.messages.some((m) => m.topic === 'orders' && m.id === placed.id))
      .toBe(true);
    customerSocket.ws.close();
    const page = await stack.call('GET', `/orders/${placed.id}`, undefined, cast.amina.auth);
    expect(page.body.data).toMatchObject({
      total_price_with_liv: 2630,
      description: [{ _id: 'margherita', quantity: 3 }],
      amended: { reason: 'le client a rappelé', count: 1 },
    });
    const history = await stack.call('GET', `/orders/${placed.id}/history`, undefined, cast.staff.auth);
    const entry = history.body.data.find((e: { type: string }) => e.type === 'OrderAmended');
    expect(entry.data).toMatchObject({
      before: { totals: { total: 1010 } },
      after: { totals: { total: 2630 } },
      reason: 'le client a rappelé',
    });
    expect(entry.actor).toMatchObject({ userId: cast.staff.userId, name: 'admin staff' });

    // Once out for delivery, no more changes.
    await stack.call('PATCH', `/orders/${placed.id}`, { state: 'out_for_delivery' }, cast.staff.auth);
    const late = await stack.call('POST', `/orders/${placed.id}/amend`, amend, cast.staff.auth);
    expect(late.body.code).toBe('order.not_amendable');
  });
});
