// The order routes check nothing of the body themselves: they hand its fields to the order handler, which checks the
// whole command once against its schema (orderCommand). A body checked by the route and again by the handler cost
// two validations per request (issue 27 item 3).
import { describe, expect, it } from 'vitest';
import type { OrderCommandInput } from '@shop/contracts/orders/index';
import type { HandleOrder } from './handle';
import { orderRoutes } from './routes';

const customer = { userId: 'u1', role: 'user' as const };

/** The routes over a handler that records what it is given and answers a placed order. */
const routesRecording = () => {
  const given: OrderCommandInput[] = [];
  const handleOrder: HandleOrder = async (command) => {
    given.push(command);
    return {
      orderId: 'o1',
      position: '1',
      nextRevision: '1',
      events: [],
      order: { status: 'none' } as never,
    };
  };
  return { given, routes: orderRoutes({ handleOrder, ids: () => 'o1' }) };
};

describe('the order routes', () => {
  it('hand the body to the handler as sent, for it to check once', async () => {
    const { given, routes } = routesRecording();
    const place = routes.find((route) => route.path === '/orders/:id/place')!;
    const body = { delivery: { recipient: '', phone: 'not a phone' } };
    await place.run({ body, orderId: 'o1', actor: customer, ctx: customer });
    expect(given).toEqual([
      { type: 'PlaceOrder', data: { orderId: 'o1', delivery: body.delivery, slot: null } },
    ]);
    const start = routes.find((route) => route.path === '/orders' && route.method === 'POST')!;
    await start.run({ body: ['not', 'an', 'object'], orderId: '', actor: customer, ctx: customer });
    expect(given[1]).toEqual({
      type: 'StartCheckout',
      data: { orderId: 'o1', userId: 'u1', type: undefined, lines: undefined },
    });
  });
});
