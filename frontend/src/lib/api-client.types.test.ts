// The typed client (docs/conventions.md "HTTP routes"): a call's body and answer are the route's, so a changed
// field is a type error here. Checked by the type checker (npm run typecheck); the calls are never run.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { orderRoutes, route, type OrderTotals, type PlaceOrderBody } from '@shop/contracts/core';
import { call } from './api-client';

const id = { id: 'o1' };
const delivery = { recipient: 'Amina', phone: '0550123456' };

describe('call', () => {
  it('answers the route’s answer and takes its params and body', () => {
    const typed = async () => {
      expectTypeOf(await call(orderRoutes.place, { params: id, body: { delivery } })).toEqualTypeOf<{
        data: { _id: string; totals?: OrderTotals | undefined };
        position: string;
      }>();
      expectTypeOf(await call(orderRoutes.removePromo, { params: id })).toEqualTypeOf<{
        data: { _id: string };
        position: string;
      }>();
      // @ts-expect-error -- the body's field is `promo_code`
      await call(orderRoutes.applyPromo, { params: id, body: { code: 'ETE20' } });
      // @ts-expect-error -- a route with params needs them
      await call(orderRoutes.cancel, { body: { reason: 'changed_mind' } });
      // @ts-expect-error -- a PlaceOrder body has no `lines`
      await call(orderRoutes.place, { params: id, body: { delivery, lines: [] } });
    };
    expect(typed).toBeTypeOf('function');
  });

  it('makes a changed answer a type error where the client reads it', () => {
    // The place route as it would be if its answer lost `position` and `totals`.
    const changed = route<{ id: string }, PlaceOrderBody, { data: { _id: string } }>(
      'POST',
      '/orders/:id/place',
    );
    const reads = async () => {
      const answer = await call(changed, { params: id, body: { delivery } });
      // @ts-expect-error -- no totals any more
      void answer.data.totals;
      // @ts-expect-error -- no position any more
      void answer.position;
    };
    expect(reads).toBeTypeOf('function');
  });
});
