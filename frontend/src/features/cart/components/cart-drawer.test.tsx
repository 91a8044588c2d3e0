// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@shop/contracts/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '@/stores/cart';
import { fakeServer, renderScreen } from '@/testing/render';
import { CartDrawer } from './cart-drawer';

const product = (id: string, name: string, finalPrice: number): ProductView => ({
  _id: id,
  name,
  size: { value: 1, unit: 'XL' },
  description: '',
  price: finalPrice,
  sold: 0,
  discounted: false,
  finalPrice,
  img: `/images/${id}.webp`,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  category: { _id: 'c1', name: 'Pizzas', translations: {} },
  popularity: 0,
  optionGroups: [],
  translations: {},
});

afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.getState().dispatch({ type: 'emptyCart' });
});

describe('CartDrawer', () => {
  it(
    'prices the lines from the current products, follows the quantities and holds back a deleted product',
    { timeout: 30_000 },
    async () => {
      // The cart stored 810 DA; the shop now sells it 700 DA. The second product was deleted (`missing`).
      vi.stubGlobal(
        'fetch',
        fakeServer(({ url }) => {
          const { pathname, searchParams } = new URL(url, 'http://shop');
          if (pathname !== '/api/products/lookup') return undefined;
          const ids = searchParams.get('ids')!.split(',');
          return {
            data: ids.includes('p1') ? [product('p1', 'Margherita', 700)] : [],
            missing: ids.filter((id) => id !== 'p1'),
          };
        }).fetch,
      );
      const size = { value: 1, unit: 'XL' };
      cartStore.getState().dispatch({
        type: 'addItem',
        item: { id: 'p1', price: 810, name: 'Margherita', size },
        quantity: 2,
      });
      cartStore
        .getState()
        .dispatch({ type: 'addItem', item: { id: 'p2', price: 500, name: 'Calzone', size } });
      await renderScreen(<CartDrawer open onClose={() => {}} />);

      // jsdom renders Chakra slowly on a busy machine: the first paint may take seconds.
      const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      const total = () => within(drawer).getByRole('group', { name: 'Total' }).textContent;
      await waitFor(() => expect(total()).toBe('1 400 DA'), { timeout: 10_000 });
      expect(within(drawer).getByText(/Les produits indisponibles ne sont pas comptés/)).toBeTruthy();
      expect(within(drawer).getByRole('button', { name: 'Livrez-moi' }).hasAttribute('disabled')).toBe(true);

      fireEvent.click(within(drawer).getByRole('button', { name: 'Augmenter la quantité de Margherita' }));
      await waitFor(() => expect(total()).toBe('2 100 DA'));

      fireEvent.click(within(drawer).getByRole('button', { name: 'Retirer les produits indisponibles' }));
      await waitFor(() =>
        expect(within(drawer).getByRole('button', { name: 'Livrez-moi' }).hasAttribute('disabled')).toBe(
          false,
        ),
      );
      expect(cartStore.getState().items.map((i) => i.id)).toEqual(['p1']);
    },
  );
});
