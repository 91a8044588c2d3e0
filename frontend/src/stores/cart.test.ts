import { describe, expect, it } from 'vitest';
import { cartReducer, emptyCartState } from '@shop/contracts/core';
import { CART_STORAGE_KEY, deserializeCart, serializeCart } from './cart-storage';
import { createCartStore, type CartProduct } from './cart';
import { syncAcrossTabs } from './persist';

const pizza: CartProduct = {
  id: 'p1',
  productId: 'p1',
  options: [],
  price: 800,
  name: 'Pizza',
  img: '/images/products/pizza.svg',
  size: { value: 1, unit: 'XL' },
};
const cola: CartProduct = {
  id: 'p2',
  productId: 'p2',
  options: [],
  price: 120,
  name: 'Cola',
  img: '/images/products/cola.svg',
  size: { value: 33, unit: 'cl' },
};

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
};

describe('cart serialisation', () => {
  it('round-trips items and metadata and recomputes the totals', () => {
    let state = cartReducer(emptyCartState(), { type: 'addItem', item: pizza, quantity: 2 });
    state = cartReducer(state, { type: 'addItem', item: cola });
    state = cartReducer(state, { type: 'setMetadata', metadata: { note: 'x' } });
    const back = deserializeCart(serializeCart(state));
    expect(back).toEqual(state);
    expect(back.cartTotal).toBe(1720);
    expect(back.totalItems).toBe(3);
    expect(back.totalUniqueItems).toBe(2);
  });

  it('gives an empty cart for missing or broken storage', () => {
    expect(deserializeCart(null)).toEqual(emptyCartState());
    expect(deserializeCart('not json')).toEqual(emptyCartState());
    expect(deserializeCart('42')).toEqual(emptyCartState());
    expect(deserializeCart('{"items":"nope"}')).toEqual(emptyCartState());
  });

  it('drops bad items and duplicate ids, never trusts a stored total', () => {
    const raw = JSON.stringify({
      items: [
        { ...pizza, quantity: 2, itemTotal: 1 },
        { ...pizza, quantity: 5 },
        { id: 'x', price: 'free', quantity: 1 },
        { id: 'y', price: 10, quantity: 0 },
        { price: 10, quantity: 1 },
      ],
      cartTotal: 999999,
    });
    const state = deserializeCart(raw);
    expect(state.items.map((i) => [i.id, i.quantity, i.itemTotal])).toEqual([['p1', 2, 1600]]);
    expect(state.cartTotal).toBe(1600);
  });
});

describe('cart store', () => {
  it('persists every change under the `cart` key and reloads it', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().dispatch({ type: 'addItem', item: pizza });
    store.getState().dispatch({ type: 'addItem', item: pizza });
    store.getState().dispatch({ type: 'addItem', item: cola, quantity: 3 });
    store.getState().dispatch({ type: 'updateItemQuantity', id: 'p2', quantity: 1 });
    expect(notified).toBe(4);
    // The format the shop always stored (no `{ state, version }` wrapper): a returning visitor keeps the cart.
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')).toEqual({
      items: store.getState().items,
      metadata: {},
    });

    const reloaded = createCartStore(storage);
    expect(reloaded.getState().items.map((i) => [i.id, i.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect(reloaded.getState().cartTotal).toBe(1720);
  });

  it('does not notify when nothing changed, and follows another tab', async () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    const tabs = new EventTarget();
    const stop = syncAcrossTabs(store, [CART_STORAGE_KEY], tabs);
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().dispatch({ type: 'updateItemQuantity', id: 'unknown', quantity: 2 });
    expect(notified).toBe(0);
    // The other tab writes the cart: this tab gets the `storage` event of its key.
    const other = cartReducer(emptyCartState(), { type: 'addItem', item: cola, quantity: 2 });
    storage.setItem(CART_STORAGE_KEY, serializeCart(other));
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: 'userId' }));
    expect(store.getState().totalItems).toBe(0); // another key: not read
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY }));
    await expect.poll(() => store.getState().totalItems).toBe(2);
    expect(store.getState().cartTotal).toBe(240);
    storage.data.clear(); // the other tab cleared the storage (key null)
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    await expect.poll(() => store.getState().isEmpty).toBe(true);
    stop();
    storage.setItem(CART_STORAGE_KEY, serializeCart(other));
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY }));
    expect(store.getState().isEmpty).toBe(true);
  });

  it('works without storage (private mode) and survives a throwing one', () => {
    const store = createCartStore(undefined);
    store.getState().dispatch({ type: 'addItem', item: pizza });
    expect(store.getState().totalItems).toBe(1);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const s2 = createCartStore(throwing);
    s2.getState().dispatch({ type: 'addItem', item: cola });
    expect(s2.getState().cartTotal).toBe(120);
  });

  it('reads a cart saved before options (ids are product ids, no choices) and keeps lines with choices apart', () => {
    // As the shop stored it before options existed.
    const old = JSON.stringify({
      items: [
        { id: 'p1', price: 800, quantity: 2, itemTotal: 1600, name: 'Pizza', img: '', size: pizza.size },
      ],
      metadata: {},
    });
    const store = createCartStore({
      getItem: () => old,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    expect(store.getState().items.map((i) => [i.id, i.quantity])).toEqual([['p1', 2]]);
    // The same product without choices adds to that line; with choices it is a line of its own.
    store.getState().dispatch({ type: 'addItem', item: pizza });
    const xl = { groupId: 'taille', group: { fr: 'Taille', en: '', ar: '' }, choiceId: 'xl' };
    const withXl = { ...xl, label: { fr: 'XL', en: '', ar: '' }, priceDelta: 300 };
    store.getState().dispatch({
      type: 'addItem',
      item: { ...pizza, id: 'p1~taille.xl', options: [withXl], price: 1100 },
    });
    expect(store.getState().items.map((i) => [i.id, i.quantity])).toEqual([
      ['p1', 3],
      ['p1~taille.xl', 1],
    ]);
    // A stored line whose choices are not a list is dropped, not trusted.
    const bad = JSON.stringify({ items: [{ id: 'p2', price: 1, quantity: 1, options: 'xl' }] });
    expect(deserializeCart(bad).items).toEqual([]);
  });
});
