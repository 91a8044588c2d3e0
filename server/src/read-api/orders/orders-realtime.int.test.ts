// Real-time orders over real WebSockets on two read-api instances behind one Redis: staff hear newOrder and every
// orderActualization on both; a customer hears their own order's and nothing of another customer's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, signUpCast, type OrderStack } from '../../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack({ readApis: 2 });
});
afterAll(async () => {
  await stack?.close();
});

type Message = {
  type: string;
  orderId?: string;
  topic?: string;
  audience?: string;
  id?: string;
  status?: string;
  states?: unknown[];
  orderID?: number;
};

describe('orders in real time', () => {
  it('delivers newOrder to staff and orderActualization to staff and the customer only, from both instances', async () => {
    const { call } = stack;
    const { amina, karim, staff } = await signUpCast(stack);

    const staffA = await stack.socket(0, staff.auth);
    const staffB = await stack.socket(1, staff.auth);
    const aminaSocket = await stack.socket(1, amina.auth);
    const karimSocket = await stack.socket(0, karim.auth);
    const visitor = await stack.socket(0);

    const { id, placed } = await stack.placeOrder(
      amina.auth,
      { type: 'on_site', lines: [{ productId: 'calzone', quantity: 1 }] },
      amina.delivery,
      'p',
    );
    expect(placed.status).toBe(200);

    for (const s of [staffA, staffB])
      await expect
        .poll(() => s.messages.filter((m: Message) => m.type === 'newOrder'), { timeout: 5_000 })
        .toEqual([
          { type: 'newOrder', orderId: id, orderID: 1, position: expect.any(String), audience: 'staff' },
        ]);
    // The message is OrderPlaced's; the answer's position is that of the placement's last event (OrderPromised).
    const newOrder = staffA.messages.find((m: Message) => m.type === 'newOrder')!;
    expect(BigInt(newOrder.position as string)).toBeLessThanOrEqual(BigInt(placed.body.position as string));

    expect((await call('PATCH', `/orders/${id}`, { state: 'ready' }, staff.auth)).status).toBe(200);
    const actualizations = (messages: Message[]) => messages.filter((m) => m.type === 'orderActualization');
    for (const s of [staffA, staffB, aminaSocket])
      await expect
        .poll(() => actualizations(s.messages).map((m) => m.status), { timeout: 5_000 })
        .toContain('ready');
    const last = actualizations(aminaSocket.messages).at(-1)!;
    expect(last).toMatchObject({ orderId: id, status: 'ready', audience: `user:${amina.userId}` });
    expect(last.states!.map((s) => (s as { confirmed: boolean }).confirmed)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(aminaSocket.messages).toContainEqual(
      expect.objectContaining({ type: 'changed', topic: 'orders', id, audience: `user:${amina.userId}` }),
    );
    expect(aminaSocket.messages.some((m: Message) => m.type === 'newOrder')).toBe(false);

    // Karim's own order afterwards: once he hears it, every earlier message has been delivered to him too.
    const { id: hisId } = await stack.placeOrder(
      karim.auth,
      { type: 'on_site', lines: [{ productId: 'margherita', quantity: 1 }] },
      { recipient: 'Karim', phone: '0661987654' },
      'k',
    );
    await call('PATCH', `/orders/${hisId}`, { state: 'accepted' }, staff.auth);
    await expect.poll(() => actualizations(karimSocket.messages).length, { timeout: 5_000 }).toBe(1);
    const aboutAmina = (karimSocket.messages as Message[]).filter(
      (m) => m.orderId === id || m.id === id || m.audience === 'staff',
    );
    expect(aboutAmina).toEqual([]);
    expect(actualizations(aminaSocket.messages).every((m) => m.orderId === id)).toBe(true);
    expect(visitor.messages.filter((m: Message) => m.topic === 'orders' || m.type !== 'changed')).toEqual([]);

    for (const s of [staffA, staffB, aminaSocket, karimSocket, visitor]) s.ws.close();
  });

  it('stops sending staff messages to a moderator as soon as an admin makes them a customer again', async () => {
    const { call } = stack;
    const admin = await stack.staff();
    const nadia = await stack.customer('Nadia', 'Khelifa', '0770112233');
    const promoted = await call('PATCH', `/users/${nadia.userId}/role`, { role: 'moderator' }, admin.auth);
    expect(promoted.status).toBe(200);
    await stack.settle();

    const adminSocket = await stack.socket(0, admin.auth);
    const nadiaSocket = await stack.socket(1, nadia.auth);
    const placeOrder = async (label: string) => {
      const { id, placed } = await stack.placeOrder(
        nadia.auth,
        { type: 'on_site', lines: [{ productId: 'calzone', quantity: 1 }] },
        { recipient: 'Nadia', phone: '0770112233' },
        label,
      );
      expect(placed.status).toBe(200);
      return id;
    };
    const newOrders = (messages: Message[]) =>
      messages.filter((m) => m.type === 'newOrder').map((m) => m.orderId);

    const first = await placeOrder('first');
    await expect.poll(() => newOrders(nadiaSocket.messages), { timeout: 5_000 }).toEqual([first]);

    const demoted = await call('PATCH', `/users/${nadia.userId}/role`, { role: 'user' }, admin.auth);
    expect(demoted.status).toBe(200);
    // The users change message names her: from then on her socket is a customer's, without reconnecting.
    await expect
      .poll(() => nadiaSocket.messages.some((m: Message) => m.topic === 'users' && m.id === nadia.userId), {
        timeout: 5_000,
      })
      .toBe(true);
    // Her session is read again (one Redis GET) while orders go on: place orders until one reaches the admin but not
    // her. Her own order's change message of the next order reaches her socket after the previous order's newOrder
    // would have (one socket hears its messages in order), so once she heard it, that newOrder's absence is known.
    const heardAbout = (messages: Message[], id: string) =>
      messages.some((m: Message) => m.topic === 'orders' && m.id === id);
    let previous = await placeOrder('second');
    for (let i = 0; ; i++) {
      const next = await placeOrder(`next ${i}`);
      await expect.poll(() => heardAbout(nadiaSocket.messages, next), { timeout: 5_000 }).toBe(true);
      if (!newOrders(nadiaSocket.messages).includes(previous)) break;
      expect(i, 'she still hears new orders long after her demotion').toBeLessThan(20);
      previous = next;
    }
    await expect.poll(() => newOrders(adminSocket.messages), { timeout: 5_000 }).toContain(previous);
    expect(newOrders(nadiaSocket.messages)).not.toContain(previous);
    expect(nadiaSocket.ws.readyState).toBe(nadiaSocket.ws.OPEN);

    adminSocket.ws.close();
    nadiaSocket.ws.close();
  });
});
