import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  cartReducer,
  emptyCartState,
  type CartAction,
  type CartItem,
  type CartState,
  type PricedOption,
} from '@shop/contracts/core';
import { CART_STORAGE_KEY, deserializeCart, serializeCart } from './cart-storage';
import { browserStorage, keyedStorage, syncAcrossTabs, type KeyValueStorage } from './persist';

// The cart shared by the whole app: a zustand store over the contracts reducer, persisted in localStorage (`cart`)
// by zustand's `persist` and read again when another tab writes it (the `storage` event).

/**
 * The fields of a product the cart keeps (spec §3 "Cart item"): price is the price after discount plus the choices'
 * deltas. `id` is the line id (`cartLineId`: the product id alone without choices, as carts saved before options).
 */
export type CartProduct = {
  id: string;
  productId: string;
  /** The choices as shown when added (labels and deltas); the cart re-prices them from the current product. */
  options: PricedOption[];
  price: number;
  name: string;
  img: string;
  size: { value: number; unit: string };
  [field: string]: unknown;
};

/** The cart and the one way to change it: an action of the contracts reducer. */
export type CartStore = CartState & { dispatch: (action: CartAction) => void };
type PersistedCart = Pick<CartState, 'items' | 'metadata'>;

/**
 * The cart store over `storage` (localStorage in the page): `cart` holds the JSON it always held (items and
 * metadata, see cart-storage.ts), read back through deserializeCart, which drops what is not a valid line and
 * recomputes every total; a missing or broken value is an empty cart.
 */
export function createCartStore(storage: KeyValueStorage | undefined) {
  return createStore<CartStore>()(
    persist(
      (set, get) => ({
        ...emptyCartState(),
        dispatch: (action) => {
          const current = get();
          const next = cartReducer(current, action);
          if (next !== current) set(next);
        },
      }),
      {
        name: CART_STORAGE_KEY,
        partialize: ({ items, metadata }): PersistedCart => ({ items, metadata }),
        storage: keyedStorage<PersistedCart>(storage, {
          keys: [CART_STORAGE_KEY],
          // The whole state, totals included: what another tab cleared empties this cart too.
          read: (get) => deserializeCart(get(CART_STORAGE_KEY)),
          write: (cart, put) => put(CART_STORAGE_KEY, serializeCart(cart)),
        }),
      },
    ),
  );
}

export const cartStore = createCartStore(browserStorage());
syncAcrossTabs(cartStore, [CART_STORAGE_KEY]);

const actions = {
  addItem: (product: CartProduct, quantity = 1) =>
    cartStore.getState().dispatch({ type: 'addItem', item: product, quantity }),
  updateItemQuantity: (id: string, quantity: number) =>
    cartStore.getState().dispatch({ type: 'updateItemQuantity', id, quantity }),
  removeItem: (id: string) => cartStore.getState().dispatch({ type: 'removeItem', id }),
  /** The line `id` with other choices: same place and quantity (merged into the line of the new id if any). */
  replaceItem: (id: string, product: CartProduct) =>
    cartStore.getState().dispatch({ type: 'replaceItem', id, item: product }),
  emptyCart: () => cartStore.getState().dispatch({ type: 'emptyCart' }),
};

export type CartLine = CartItem & {
  name?: string;
  img?: string;
  size?: { value: number; unit: string };
  /** Absent on lines saved before options: the product id is then the line id, and nothing is chosen. */
  productId?: string;
  options?: PricedOption[];
};

export function useCart() {
  const state = useStore(cartStore);
  return {
    items: state.items as CartLine[],
    totalItems: state.totalItems,
    totalUniqueItems: state.totalUniqueItems,
    cartTotal: state.cartTotal,
    isEmpty: state.isEmpty,
    metadata: state.metadata,
    ...actions,
    isInCart: (id: string) => state.items.some((i) => i.id === id),
    getItem: (id: string) => state.items.find((i) => i.id === id),
  };
}
