import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cartLineId, chosenOf, optionsDelta } from '@shop/contracts/core';
import { productLookupQuery } from '@/api/catalogue';
import { lineProductId } from '@/lib/cart-line';
import { priceCart, productLookups, type PricedCartLine } from '@/lib/cart-pricing';
import { useCart } from '@/stores/cart';

/**
 * The cart with its lines priced from the current product views (lib/cart-pricing), for the cart drawer and the
 * checkout. It reads the cart's products in one request (GET /api/products/lookup): use it only where the prices are
 * shown (the drawer while open).
 */
export function usePricedCart() {
  const cart = useCart();
  // The previous answer stays while a changed cart's is fetched: its lines keep their prices and images.
  const products = useQuery({
    ...productLookupQuery(cart.items.map(lineProductId)),
    placeholderData: keepPreviousData,
  });
  const lookups = productLookups(cart.items, products.data);
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
    pending: !products.isError && lookups.some((lookup) => lookup.status === 'loading'),
    removeUnavailable: () => removeUnavailable(priced.lines),
    dropRemoved,
  };
}
