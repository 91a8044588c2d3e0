import { cartReducer, emptyCartState, type CartItem, type CartState } from '@shop/contracts/core';

// Pure (de)serialisation of the cart kept in localStorage under `cart` (spec §4: a reload keeps the cart).
export const CART_STORAGE_KEY = 'cart';

/** What we store: the items and metadata; totals are recomputed on read. */
export const serializeCart = (state: Pick<CartState, 'items' | 'metadata'>): string =>
  JSON.stringify({ items: state.items, metadata: state.metadata });

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** Choices of a line: absent (a cart saved before options) or a list of { groupId, choiceId, … }. */
const isStoredOptions = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every((o) => isObject(o) && typeof o.groupId === 'string' && typeof o.choiceId === 'string'));

const isStoredItem = (value: unknown): value is CartItem => {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    (item.productId === undefined || typeof item.productId === 'string') &&
    isStoredOptions(item.options) &&
    typeof item.id === 'string' &&
    item.id.length > 0 &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
};

/** Parse what localStorage holds; anything unreadable gives an empty cart, bad items are dropped. */
export function deserializeCart(raw: string | null | undefined): CartState {
  if (!raw) return emptyCartState();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return emptyCartState();
  }
  if (!parsed || typeof parsed !== 'object') return emptyCartState();
  const { items, metadata } = parsed as { items?: unknown; metadata?: unknown };
  const goodItems = Array.isArray(items) ? items.filter(isStoredItem) : [];
  // De-duplicate ids (the first wins), then let the reducer recompute every total.
  const seen = new Set<string>();
  const unique = goodItems.filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
  const base = emptyCartState();
  const withMeta =
    metadata && typeof metadata === 'object' && !Array.isArray(metadata)
      ? cartReducer(base, { type: 'setMetadata', metadata: metadata as Record<string, unknown> })
      : base;
  return cartReducer(withMeta, { type: 'setItems', items: unique });
}
