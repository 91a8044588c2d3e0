// How much one order may hold (docs/orders.md "Orders"). Zod-free: the client shows the limits without
// loading the schemas. The server checks them on the lines as merged (the same product with the same choices is one
// line), at StartCheckout and again at PlaceOrder.

/** Most of one line (one product with the same choices), once the lines of the same product and choices are merged. */
export const MAX_LINE_QUANTITY = 100;
/** Most items in one order, all lines together. */
export const MAX_CART_QUANTITY = 100;

export type CartLimitBroken = { code: 'cart.line_quantity'; line: number } | { code: 'cart.too_many_items' };

/**
 * The bound that lines, as merged (one per product and choices), break: the first line over MAX_LINE_QUANTITY (its
 * index), else a total over MAX_CART_QUANTITY; none → undefined. The order decider's check, and the client's before
 * it sends a cart.
 */
export function cartLimitBroken(quantities: readonly number[]): CartLimitBroken | undefined {
  const line = quantities.findIndex((q) => q > MAX_LINE_QUANTITY);
  if (line >= 0) return { code: 'cart.line_quantity', line };
  const total = quantities.reduce((sum, q) => sum + q, 0);
  return total > MAX_CART_QUANTITY ? { code: 'cart.too_many_items' } : undefined;
}
