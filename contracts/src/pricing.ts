import { DomainError } from './errors';
import type { Size } from './catalogue/events';

// Price maths of spec §1 and docs/catalogue.md "Prices", and the cart state of spec §4/§5.
// Pure: used by the projections (finalPrice of a product view), the server at checkout and the client.

/** Unit price the customer pays: price × (1 − sold/100) rounded to the whole DA, only while discounts are on and sold > 0. */
export function finalUnitPrice(product: { price: number; sold: number }, discountsEnabled: boolean): number {
  if (!discountsEnabled || !(product.sold > 0)) return product.price;
  // price × (100 − sold) is an exact integer, so .5 cases round the same on every engine.
  return Math.round((product.price * (100 - product.sold)) / 100);
}

/** True when the shown price is reduced (the card's reduction badge, the struck old price). */
export const isDiscounted = (product: { price: number; sold: number }, discountsEnabled: boolean): boolean =>
  finalUnitPrice(product, discountsEnabled) !== product.price;

/** Line total = discounted unit price × quantity. */
export const lineTotal = (unitPrice: number, quantity: number): number => unitPrice * quantity;

export type CartTotals = {
  cartTotal: number;
  totalItems: number;
  totalUniqueItems: number;
  isEmpty: boolean;
};

export function cartTotals(items: ReadonlyArray<{ price: number; quantity: number }>): CartTotals {
  let cartTotal = 0;
  let totalItems = 0;
  for (const item of items) {
    cartTotal += lineTotal(item.price, item.quantity);
    totalItems += item.quantity;
  }
  return { cartTotal, totalItems, totalUniqueItems: items.length, isEmpty: items.length === 0 };
}

/** Portion text of spec §1: value then unit, e.g. '1 XL', '33 cl'. */
export const portionText = (size: Size): string => `${size.value} ${size.unit}`;

// ---- Cart state (spec §3 "Cart item", §4 "Cart", §5 "Cart") ----

/** An item as the client adds it: id (product _id), price already discounted, plus any product fields. */
export type CartItemInput = { id?: string; price?: number; quantity?: number; [field: string]: unknown };
export type CartItem = {
  id: string;
  price: number;
  quantity: number;
  itemTotal: number;
  [field: string]: unknown;
};
export type CartMetadata = Record<string, unknown>;
export type CartState = CartTotals & { items: CartItem[]; metadata: CartMetadata };

export type CartAction =
  | { type: 'setItems'; items: CartItemInput[] }
  | { type: 'addItem'; item: CartItemInput; quantity?: number }
  | { type: 'updateItemQuantity'; id: string; quantity: number }
  | { type: 'removeItem'; id: string }
  | { type: 'replaceItem'; id: string; item: CartItemInput }
  | { type: 'emptyCart' }
  | { type: 'setMetadata'; metadata: CartMetadata }
  | { type: 'updateMetadata'; metadata: CartMetadata }
  | { type: 'clearMetadata' };

export const emptyCartState = (): CartState => withTotals([], {});

function withTotals(items: CartItem[], metadata: CartMetadata): CartState {
  return { items, ...cartTotals(items), metadata };
}

function requireId(item: CartItemInput): string {
  if (typeof item.id !== 'string' || item.id.length === 0) {
    throw new DomainError('validation.failed', 'A cart item needs an id', { id: 'required' });
  }
  return item.id;
}

function requirePrice(item: CartItemInput): number {
  if (typeof item.price !== 'number' || !Number.isFinite(item.price)) {
    throw new DomainError('validation.failed', 'A new cart item needs a price', { price: 'required' });
  }
  return item.price;
}

const toCartItem = (item: CartItemInput, id: string, price: number, quantity: number): CartItem => ({
  ...item,
  id,
  price,
  quantity,
  itemTotal: lineTotal(price, quantity),
});

/**
 * The cart reducer. Adding an existing id increases its quantity; a quantity ≤ 0 on add is ignored;
 * a quantity ≤ 0 on update removes the item; replacing a line keeps its quantity (merged into a line of the new id). Throws DomainError('validation.failed') for an item without
 * id, or a new item without price.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'setItems': {
      const items = action.items.map((item) =>
        toCartItem(item, requireId(item), requirePrice(item), item.quantity ?? 1),
      );
      return withTotals(items, state.metadata);
    }
    case 'addItem': {
      const id = requireId(action.item);
      const quantity = action.quantity ?? 1;
      const existing = state.items.find((i) => i.id === id);
      if (quantity <= 0) return state;
      if (existing) {
        const items = state.items.map((i) =>
          i.id === id ? toCartItem(i, id, i.price, i.quantity + quantity) : i,
        );
        return withTotals(items, state.metadata);
      }
      const item = toCartItem(action.item, id, requirePrice(action.item), quantity);
      return withTotals([...state.items, item], state.metadata);
    }
    case 'updateItemQuantity': {
      if (action.quantity <= 0) return cartReducer(state, { type: 'removeItem', id: action.id });
      if (!state.items.some((i) => i.id === action.id)) return state;
      const items = state.items.map((i) =>
        i.id === action.id ? toCartItem(i, i.id, i.price, action.quantity) : i,
      );
      return withTotals(items, state.metadata);
    }
    case 'replaceItem': {
      // A line whose choices changed: it keeps its place and quantity; if its new id is already another line,
      // the quantities add up there (the same product and choices are one line).
      const old = state.items.find((i) => i.id === action.id);
      if (!old) return state;
      const id = requireId(action.item);
      const price = requirePrice(action.item);
      const other = id === action.id ? undefined : state.items.find((i) => i.id === id);
      const items = other
        ? state.items
            .filter((i) => i.id !== action.id)
            .map((i) => (i.id === id ? toCartItem(i, id, i.price, i.quantity + old.quantity) : i))
        : state.items.map((i) => (i.id === action.id ? toCartItem(action.item, id, price, old.quantity) : i));
      return withTotals(items, state.metadata);
    }
    case 'removeItem':
      return withTotals(
        state.items.filter((i) => i.id !== action.id),
        state.metadata,
      );
    case 'emptyCart':
      return emptyCartState(); // as on logout: items and metadata go
    case 'setMetadata':
      return { ...state, metadata: { ...action.metadata } };
    case 'updateMetadata':
      return { ...state, metadata: { ...state.metadata, ...action.metadata } };
    case 'clearMetadata':
      return { ...state, metadata: {} };
  }
}
