// The kitchen screen and the ready board on a real stack (issue 31 items 4 and 5; docs/kitchen.md "Kitchen screen and
// ready board"): who may call each route, a tap and its undo on the order's view, its history and the kitchen list,
// the delivery card's last tap, and the public board's numbers (no name) live over /ws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, signUpCast, type OrderStack } from '../../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack();
});
afterAll(async () => {
  await stack?.close();
});

type Listed = { data: { _id: string; status: string; orderID: number }[]; total: number };

describe('kitchen screen and ready board', () => {
  it('staff only: the kitchen list, the undo and the pick-up tap; the ready board is public', async () => {
    const { call } = stack;
    const { amina, staff } = await signUpCast(stack);
    const { id } = await stack.placeOrder(
      amina.auth,
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
      amina.delivery,
      'kitchen-auth',
    );
    expect((await call('PATCH', `/orders/${id}`, { state: 'preparing' }, staff.auth)).status).toBe(200);
    await stack.settle();
    const who = { visitor: {}, customer: amina.auth };
    const statuses = async (method: string, path: string, body?: unknown) => ({
      visitor: (await call(method, path, body, who.visitor)).status,
      customer: (await call(method, path, body, who.customer)).status,
    });
    expect(await statuses('GET', '/orders/kitchen')).toEqual({ visitor: 401, customer: 403 });
    expect(await statuses('POST', `/orders/${id}/undo-step`, { step: 'preparing' })).toEqual({
      visitor: 401,
      customer: 403,
    });
    expect(await statuses('POST', `/orders/${id}/ready-for-pickup`)).toEqual({ visitor: 401, customer: 403 });
    expect((await call('GET', '/ready-board', undefined, {})).status).toBe(200);
    // A bad step is a 400 with the field named, never a 500.
    const bad = await call('POST', `/orders/${id}/undo-step`, { step: 'delivered' }, staff.auth);
    expect([bad.status, bad.body.code, Object.keys(bad.body.errors ?? {})]).toEqual([
      400,
      'validation.failed',
      ['step'],
    ]);
  });

  it('a tap and its undo: the view goes back, the history keeps OrderStepUndone, a second undo is refused', async () => {
    const { call } = stack;
    const { amina, staff } = await signUpCast(stack);
    const { id } = await stack.placeOrder(
      amina.auth,
      { type: 'on_site', lines: [{ productId: 'calzone', quantity: 1 }] },
      amina.delivery,
      'kitchen-undo',
    );
    expect((await call('PATCH', `/orders/${id}`, { state: 'accepted' }, staff.auth)).status).toBe(200);
    await stack.settle();
    const kitchen = async () =>
      ((await call('GET', '/orders/kitchen', undefined, staff.auth)).body as Listed).data;
    expect((await kitchen()).find((o) => o._id === id)?.status).toBe('accepted');

    expect((await call('PATCH', `/orders/${id}`, { state: 'preparing' }, staff.auth)).status).toBe(200);
    const undo = await call('POST', `/orders/${id}/undo-step`, { step: 'preparing' }, staff.auth);
    expect(undo.status).toBe(200);
    await stack.settle();
    const order = await call('GET', `/orders/${id}`, undefined, amina.auth);
    expect(order.body.data.status).toBe('accepted');
    expect((await kitchen()).find((o) => o._id === id)?.status).toBe('accepted');
    const again = await call('POST', `/orders/${id}/undo-step`, { step: 'preparing' }, staff.auth);
    expect([again.status, again.body.code]).toEqual([409, 'order.undo_unavailable']);

    const history = await call('GET', `/orders/${id}/history`, undefined, staff.auth);
    const undone = (
      history.body.data as { type: string; data: { step: string }; order: { status: string } }[]
    ).find((e) => e.type === 'OrderStepUndone');
    expect(undone).toMatchObject({ data: { step: 'preparing' }, order: { status: 'accepted' } });
  });

  it('a delivery card ends packed for its rider: it leaves the kitchen list, the customer’s step does not move', async () => {
    const { call } = stack;
    const { amina, staff } = await signUpCast(stack);
    const { id } = await stack.placeOrder(
      amina.auth,
      { type: 'delivery', lines: [{ productId: 'margherita', quantity: 1 }] },
      amina.delivery,
      'kitchen-pickup',
    );
    expect((await call('PATCH', `/orders/${id}`, { state: 'preparing' }, staff.auth)).status).toBe(200);
    expect((await call('POST', `/orders/${id}/ready-for-pickup`, undefined, staff.auth)).status).toBe(200);
    await stack.settle();
    const listed = (await call('GET', '/orders/kitchen', undefined, staff.auth)).body as Listed;
    expect(listed.data.map((o) => o._id)).not.toContain(id);
    const order = await call('GET', `/orders/${id}`, undefined, amina.auth);
    expect([order.body.data.status, typeof order.body.data.readyForPickupAt]).toEqual([
      'preparing',
      'string',
    ]);
    // Its undo brings the card back.
    expect(
      (await call('POST', `/orders/${id}/undo-step`, { step: 'ready_for_pickup' }, staff.auth)).status,
    ).toBe(200);
    await stack.settle();
    const back = (await call('GET', '/orders/kitchen', undefined, staff.auth)).body as Listed;
    expect(back.data.map((o) => o._id)).toContain(id);
  });

  it('the ready board shows a ready on-site order’s number (no name) and hears it live', async () => {
    const { call } = stack;
    const { amina, staff } = await signUpCast(stack);
    const tv = await stack.socket(0);
    const { id } = await stack.placeOrder(
      amina.auth,
      { type: 'on_site', lines: [{ productId: 'calzone', quantity: 1 }] },
      amina.delivery,
      'board-1',
    );
    await stack.settle();
    const number = (await call('GET', `/orders/${id}`, undefined, amina.auth)).body.data.orderID as number;
    expect((await call('PATCH', `/orders/${id}`, { state: 'ready' }, staff.auth)).status).toBe(200);
    await expect
      .poll(() => tv.messages.filter((m: { topic?: string }) => m.topic === 'ready-board').length, {
        timeout: 5_000,
      })
      .toBeGreaterThan(0);
    const board = await call('GET', '/ready-board', undefined, {});
    expect(board.body.data.orders).toContainEqual(expect.objectContaining({ number, status: 'ready' }));
    expect(JSON.stringify(board.body)).not.toMatch(/amina/i);
    // Served, it stays a few minutes (READY_BOARD_LEAVE_MINUTES), marked served.
    expect((await call('PATCH', `/orders/${id}`, { state: 'served' }, staff.auth)).status).toBe(200);
    await stack.settle();
    const served = await call('GET', '/ready-board', undefined, {});
    expect(served.body.data.orders).toContainEqual(expect.objectContaining({ number, status: 'served' }));
    tv.ws.close();
  });
});
