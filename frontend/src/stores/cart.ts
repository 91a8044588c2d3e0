import { useSyncExternalStore } from 'react';
import {
  cartReducer,
  emptyCartState,
  type CartAction,
  type CartItem,
  type CartState,
  type PricedOption,
} from '@shop/contracts';
import { CART_STORAGE_KEY, deserializeCart, serializeCart } from './cart-storage';

// The cart shared by the whole app: a tiny external store over the contracts reducer,
// persisted in localStorage (`cart`) and synced across tabs through the `storage` event.

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

type Listener = () => void;

export function createCartStore(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const read = () => {
    try {
      return deserializeCart(storage?.getItem(CART_STORAGE_KEY));
    } catch {
      return emptyCartState();
    }
  };
  let state: CartState = read();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  const dispatch = (action: CartAction) => {
    const next = cartReducer(state, action);
    if (next === state) return;
    state = next;
    try {
      storage?.setItem(CART_STORAGE_KEY, serializeCart(state));
    } catch {
      // storage full or disabled: the cart still works for this page
    }
    emit();
  };

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    /** Another tab wrote the cart: reload it from storage. */
    syncFromStorage(raw: string | null) {
      state = deserializeCart(raw);
      emit();
    },
  };
}

const browserStorage = typeof window !== 'undefined' ? window.localStorage : undefined;
export const cartStore = createCartStore(browserStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) cartStore.syncFromStorage(event.newValue);
  });
}

const actions = {
  addItem: (product: CartProduct, quantity = 1) =>
    cartStore.dispatch({ type: 'addItem', item: product, quantity }),
  updateItemQuantity: (id: string, quantity: number) =>
    cartStore.dispatch({ type: 'updateItemQuantity', id, quantity }),
  removeItem: (id: string) => cartStore.dispatch({ type: 'removeItem', id }),
  /** The line `id` with other choices: same place and quantity (merged into the line of the new id if any). */
  replaceItem: (id: string, product: CartProduct) =>
    cartStore.dispatch({ type: 'replaceItem', id, item: product }),
  emptyCart: () => cartStore.dispatch({ type: 'emptyCart' }),
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
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.getState, cartStore.getState);
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
