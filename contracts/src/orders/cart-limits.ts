// How much one order may hold (docs/design-notes.md "Orders"). Zod-free: the client shows the limits without
// loading the schemas. The server checks them on the lines as merged (the same product with the same choices is one
// line), at StartCheckout and again at PlaceOrder.

/** Most of one line (one product with the same choices), once the lines of the same product and choices are merged. */
export const MAX_LINE_QUANTITY = 100;
/** Most items in one order, all lines together. */
export const MAX_CART_QUANTITY = 100;
