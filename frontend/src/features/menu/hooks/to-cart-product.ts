import {
  cartLineId,
  chosenOf,
  optionsDelta,
  type PricedOption,
  type ProductView,
} from '@shop/contracts/core';
import type { CartProduct } from '@/stores/cart';

/**
 * The cart item of a product and its choices (spec §3): the price kept is the price after discount (finalPrice) plus
 * the choices' deltas; the line id is the product and its choices (`cartLineId`), so the same choices add up.
 */
export const toCartProduct = (product: ProductView, options: PricedOption[] = []): CartProduct => ({
  id: cartLineId(product._id, chosenOf(options)),
  productId: product._id,
  options,
  price: product.finalPrice + optionsDelta(options),
  name: product.name,
  img: product.img,
  size: product.size,
  basePrice: product.price,
  sold: product.sold,
});
