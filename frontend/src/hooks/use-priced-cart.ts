import { useQueries } from '@tanstack/react-query';
import { cartLineId, chosenOf, optionsDelta } from '@shop/contracts/core';
import { productDetailQuery } from '@/api/catalogue';
import { ApiError } from '@/lib/api-client';
import { lineProductId } from '@/lib/cart-line';
import { priceCart, type PricedCartLine, type ProductLookup } from '@/lib/cart-pricing';
import { useCart } from '@/stores/cart';

/**
 * The cart with its lines priced from the current product views (lib/cart-pricing), for the cart drawer and the
 * checkout. It reads one product per line: use it only where the prices are shown (the drawer while open).
 */
export function usePricedCart() {
  const cart = useCart();
  const products = useQueries({
    queries: cart.items.map((item) => productDetailQuery(lineProductId(item))),
  });
  const lookups = products.map((query): ProductLookup => {
    // Checked before the data: a product deleted after it was loaded keeps its old data beside the 404.
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'gone' };
    if (query.data) return { status: 'found', product: query.data };
    return { status: 'loading' };
  });
  // Only the lines whose product is gone: a line whose choices changed is fixed on the line (dropRemoved, or its
  // choices picked again on the product page).
  const removeUnavailable = (lines: readonly PricedCartLine[]) =>
    lines.filter((l) => !l.available && !l.unavailableReason).forEach((l) => cart.removeItem(l.id));
  const priced = priceCart(cart.items, lookups);
  /** Keeps a line without the choices staff removed (when its groups allow it: `withoutRemoved`). */
  const dropRemoved = (line: PricedCartLine) => {
    const index = cart.items.findIndex((i) => i.id === line.id);
    const lookup = lookups[index];
    if (!line.withoutRemoved || lookup?.status !== 'found') return;
    const productId = lineProductId(line);
    cart.replaceItem(line.id, {
      ...cart.items[index],
      id: cartLineId(productId, chosenOf(line.withoutRemoved)),
      productId,
      options: line.withoutRemoved,
      price: lookup.product.finalPrice + optionsDelta(line.withoutRemoved),
      name: lookup.product.name,
      img: lookup.product.img,
      size: lookup.product.size,
    });
  };
  return {
    ...cart,
    ...priced,
    /** Some product is not answered yet (a failure counts as answered: the server then decides). */
    pending: products.some((query) => query.isPending),
    removeUnavailable: () => removeUnavailable(priced.lines),
    dropRemoved,
  };
}
