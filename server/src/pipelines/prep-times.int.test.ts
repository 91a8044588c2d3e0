// Preparation and delivery minutes over real I/O (docs/kitchen.md "Busy mode and promised times"): staff set a
// product's preparation minutes and a district's delivery minutes through their routes; the product view and the
// district view the back-office forms read carry them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistrictView, ProductView } from '@shop/contracts';
import { readModelKeys } from '@shop/platform/read-model-keys';
import { openOrderStack, signUpCast, type OrderStack } from '../testing/order-stack';

let stack: OrderStack;
let cast: Awaited<ReturnType<typeof signUpCast>>;

beforeAll(async () => {
  stack = await openOrderStack();
  cast = await signUpCast(stack);
});
afterAll(async () => {
  await stack?.close();
});

const read = async <T>(key: string) => JSON.parse((await stack.redis.get(key)) ?? 'null') as T;
const keys = () => readModelKeys(stack.prefix, 1);

describe('preparation and delivery minutes', () => {
  it('the product view carries its preparation minutes after PUT /products/:id/prep-time; null: the default', async () => {
    const set = await stack.call('PUT', '/products/calzone/prep-time', { minutes: 25 }, cast.staff.auth);
    expect(set.status).toBe(200);
    await stack.settle();
    expect((await read<ProductView>(keys().product('calzone'))).prepMinutes).toBe(25);

    await stack.call('PUT', '/products/calzone/prep-time', { minutes: null }, cast.staff.auth);
    await stack.settle();
    expect((await read<ProductView>(keys().product('calzone'))).prepMinutes).toBeNull();
  });

  it('the district view carries its delivery minutes after PUT /districtDelivery/:id/delivery-time', async () => {
    const set = await stack.call(
      'PUT',
      '/districtDelivery/bir-el-djir/delivery-time',
      { minutes: 15 },
      cast.staff.auth,
    );
    expect(set.status).toBe(200);
    await stack.settle();
    expect((await read<DistrictView>(keys().district('bir-el-djir'))).deliveryMinutes).toBe(15);
  });
});
