import { useQueries } from '@tanstack/react-query';
import { productDetailQuery } from '@/api/catalogue';
import { ApiError } from '@/lib/api-client';
import { useCart } from '@/stores/cart';
import { priceCart, type ProductLookup } from '../cart-pricing';

/** The cart with its lines priced from the current product views (see cart-pricing.ts). */
export function usePricedCart() {
  const cart = useCart();
  const products = useQueries({
    queries: cart.items.map((item) => productDetailQuery(item.id)),
  });
  const lookups = products.map((query): ProductLookup => {
    // Checked before the data: a product deleted after it was loaded keeps its old data beside the 404.
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'gone' };
    if (query.data) return { status: 'found', product: query.data };
    return { status: 'loading' };
  });
  return { ...cart, ...priceCart(cart.items, lookups) };
}
