// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUserView, ProductView } from '@shop/contracts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '@/stores/cart';
import { fakeServer, renderScreen } from '@/testing/render';
import { ConfirmStep } from './confirm-step';

const margherita: ProductView = {
  _id: 'p1',
  name: 'Margherita',
  size: { value: 1, unit: 'XL' },
  description: '',
  price: 900,
  sold: 10,
  discounted: true,
  finalPrice: 810,
  img: '/images/p1.webp',
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  category: { _id: 'c1', name: 'Pizzas', translations: {} },
  popularity: 0,
  optionGroups: [],
  translations: {},
};

const user: CurrentUserView = {
  _id: 'u1',
  name: 'Amina B',
  firstName: 'Amina',
  lastName: 'B',
  email: 'amina@example.com',
  emailVerified: true,
  number: '0550123456',
  address: null,
  district: null,
  profileState: 'complited',
  roles: [{ name: 'user' }],
  language: 'fr',
  date: '2026-11-01T00:00:00.000Z',
  points: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.getState().dispatch({ type: 'emptyCart' });
});

describe('ConfirmStep (checkout confirmation)', () => {
  it(
    'starts the checkout once, applies a promo code through its mutation and shows the new total',
    { timeout: 30_000 },
    async () => {
      const server = fakeServer(({ method, url }) => {
        if (method === 'GET' && url === '/api/products/lookup?ids=p1')
          return { data: [margherita], missing: [] };
        if (method === 'GET' && url === '/api/users/me/u1') return { data: user };
        if (method === 'POST' && url === '/api/orders') return { data: { _id: 'o1' }, position: '1' };
        if (method === 'POST' && url === '/api/orders/o1/promo')
          return { data: { _id: 'o1', promo_code: 'ETE20', pourcentage: 20 }, position: '2' };
        return undefined;
      });
      vi.stubGlobal('fetch', server.fetch);
      cartStore.getState().dispatch({
        type: 'addItem',
        item: {
          id: 'p1',
          price: 810,
          name: 'Margherita',
          img: '/images/p1.webp',
          size: { value: 1, unit: 'XL' },
        },
        quantity: 2,
      });
      await renderScreen(<ConfirmStep type="on_site" user={user} onBack={() => {}} onPlaced={() => {}} />);

      // jsdom renders Chakra slowly on a busy machine: the first paint may take seconds.
      const lines = await screen.findByRole('table', {}, { timeout: 10_000 });
      expect(within(lines).getByRole('row', { name: /Margherita/ }).textContent).toContain('1 620 DA');
      const apply = screen.getByRole('button', { name: 'Appliquer' });
      await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(true)); // no code typed yet

      fireEvent.change(screen.getByRole('textbox', { name: 'Code promo' }), { target: { value: 'ete20' } });
      await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false), { timeout: 10_000 });
      fireEvent.click(apply);

      expect((await screen.findByRole('status', {}, { timeout: 10_000 })).textContent).toBe(
        'Code promo ETE20 appliqué. Prix réduit de 20 %.',
      );
      await waitFor(() =>
        expect(screen.getByRole('group', { name: 'TOTAL À PAYER' }).textContent).toContain('1 296 DA'),
      );
      expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/orders',
          body: { type: 'on_site', lines: [{ productId: 'p1', quantity: 2, options: [] }] },
        },
        { method: 'POST', url: '/api/orders/o1/promo', body: { promo_code: 'ete20' } },
      ]);
      expect(screen.getByRole('button', { name: /Retirer|Supprimer/ })).toBeTruthy();
    },
  );
});
