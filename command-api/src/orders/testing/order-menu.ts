// What the order tests order from, through the real command handler: the pizzas category, the given products in
// it, optionally the ETE20 promo (20 %, discounts on), and the Bir El Djir district (200 DA delivery); and a
// customer whose profile is complete (the user stream's events appended as the user decider appends them).
import { accountStreams, type OrderCommandInput } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { Handle } from '../../command-types';

export type MenuProduct = { productId: string; name: string; price: number; sold?: number; img?: string };

export async function seedOrderMenu(
  handle: Handle,
  products: MenuProduct[],
  promo?: { startsAt: string; validForHours: number },
): Promise<void> {
  await handle({
    type: 'CreateCategory',
    data: { categoryId: 'pizzas', name: 'Pizzas', description: '', image: '/images/i.svg' },
  });
  for (const { productId, name, price, sold = 0, img = '/images/p.svg' } of products)
    await handle({
      type: 'CreateProduct',
      data: {
        productId,
        name,
        size: { value: 1, unit: 'XL' },
        description: '',
        price,
        sold,
        categoryId: 'pizzas',
        img,
      },
    });
  if (promo) {
    await handle({ type: 'SetDiscountsEnabled', data: { enabled: true } });
    await handle({ type: 'CreatePromo', data: { code: 'ETE20', percentage: 20, ...promo } });
    await handle({ type: 'ActivatePromo', data: { code: 'ETE20' } });
  }
  await handle({
    type: 'AddDistrict',
    data: { districtId: 'bir-el-djir', name: 'Bir El Djir', deliveryPrice: 200 },
  });
}

/** A registered user `userId` whose profile is complete (district bir-el-djir), as of `at`. */
export async function appendCustomer(store: EventStore, userId: string, at: string): Promise<void> {
  const metadata = { correlationId: `seed-${userId}` };
  await store.append(
    accountStreams.user(userId),
    [
      {
        id: `reg-${userId}`,
        type: 'UserRegistered',
        data: {
          userId,
          email: 'x',
          name: 'x',
          lastName: 'x',
          passwordHash: 'h',
          role: 'user',
          language: 'fr',
          registeredAt: at,
        },
        metadata,
      },
      {
        id: `prof-${userId}`,
        type: 'ProfileUpdated',
        data: {
          userId,
          name: 'x',
          lastName: 'x',
          number: 'x',
          address: 'x',
          district: 'bir-el-djir',
          profileState: 'complited',
          at,
        },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

/** The StartCheckout of `userId`'s order `orderId`: on site, one of each product (one Margherita unless told). */
export const startCheckoutCommand = (
  orderId: string,
  userId: string,
  productIds: string[] = ['margherita'],
): Extract<OrderCommandInput, { type: 'StartCheckout' }> => ({
  type: 'StartCheckout',
  data: {
    orderId,
    userId,
    type: 'on_site',
    lines: productIds.map((productId) => ({ productId, quantity: 1 })),
  },
});
