import { useQueries } from '@tanstack/react-query';
import { productDetailQuery } from '@/api/catalogue';
import { ApiError } from '@/lib/api-client';
import { lineProductId } from '@/lib/cart-line';
import { priceCart, type ProductLookup } from '@/lib/cart-pricing';
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
  const removeUnavailable = (lines: readonly { id: string; available: boolean }[]) =>
    lines.filter((l) => !l.available).forEach((l) => cart.removeItem(l.id));
  const priced = priceCart(cart.items, lookups);
  return {
    ...cart,
    ...priced,
    /** Some product is not answered yet (a failure counts as answered: the server then decides). */
    pending: products.some((query) => query.isPending),
    removeUnavailable: () => removeUnavailable(priced.lines),
  };
}
