// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { OrderView } from '@shop/contracts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen } from '@/testing/render';
import { OrderDetail } from './order-detail';

const order: OrderView = {
  _id: 'o1',
  orderID: 42,
  userId: 'u1',
  client: [{ name: 'Amina' }],
  customerDeleted: false,
  phone_number: '0550123456',
  quartier: 'Bir El Djir',
  districtId: 'd1',
  comment: null,
  address: '12 rue Larbi Ben Mhidi',
  states: [
    { name: 'placed', confirmed: true, date: '2026-11-24T10:00:00.000Z' },
    { name: 'accepted', confirmed: false, date: null },
    { name: 'preparing', confirmed: false, date: null },
    { name: 'out_for_delivery', confirmed: false, date: null },
    { name: 'delivered', confirmed: false, date: null },
  ],
  type: 'delivery',
  status: 'placed',
  cancelled: null,
  description: [
    {
      _id: 'p1',
      product: { name: 'Margherita', size: { value: 1, unit: 'XL' }, img: '/images/p1.webp' },
      options: [
        {
          groupId: 'extras',
          group: { fr: 'Suppléments', en: 'Extras', ar: '' },
          choiceId: 'fromage',
          label: { fr: 'Fromage', en: 'Cheese', ar: '' },
          priceDelta: 0,
        },
      ],
      unitPrice: 810,
      price: 900,
      quantity: 2,
      lineTotal: 1620,
    },
  ],
  use_score: false,
  points: 0,
  promo_code: null,
  promo_code_pourcentage: null,
  liv_price: 200,
  total: 1620,
  promoDiscount: 0,
  total_price_with_liv: 1820,
  date: '2026-11-24T10:00:00.000Z',
  slot: null,
  scheduled: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('OrderDetail (customer)', () => {
  it(
    'shows the ordered lines and the amount to pay, and cancels through the cancel mutation',
    { timeout: 30_000 },
    async () => {
      let current = order;
      const server = fakeServer(({ method, url }) => {
        if (method === 'GET' && url === '/api/orders/o1') return { data: current };
        if (method === 'POST' && url === '/api/orders/o1/cancel') {
          current = { ...order, status: 'cancelled', cancelled: { reason: 'customer', at: order.date } };
          return { data: { _id: 'o1' }, position: '7' };
        }
        return undefined;
      });
      vi.stubGlobal('fetch', server.fetch);
      await renderScreen(<OrderDetail orderId="o1" />);

      // jsdom renders Chakra slowly on a busy machine: the first paint may take seconds.
      const lines = await screen.findByRole('table', {}, { timeout: 10_000 });
      const row = within(lines).getByRole('row', { name: /Margherita/ });
      expect(row.textContent).toContain('1 XL');
      expect(row.textContent).toContain('Suppléments: Fromage');
      expect(row.textContent).toContain('1 620 DA');
      expect(screen.getByRole('group', { name: 'TOTAL À PAYER' }).textContent).toContain('1 820 DA');

      fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
      fireEvent.click(within(dialog).getByRole('button', { name: /Oui/ }));

      await screen.findByText('Commande annulée : Annulée par le client', {}, { timeout: 10_000 }); // the cancelled banner
      expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/orders/o1/cancel', body: { reason: 'customer' } },
      ]);
      expect(screen.queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
    },
  );
});
