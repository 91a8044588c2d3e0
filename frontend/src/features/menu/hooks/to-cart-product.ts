import type { ProductView } from '@shop/contracts';
import type { CartProduct } from '@/stores/cart';

/** The cart item of a product (spec §3): the price kept is the price after discount (finalPrice). */
export const toCartProduct = (product: ProductView): CartProduct => ({
  id: product._id,
  price: product.finalPrice,
  name: product.name,
  img: product.img,
  size: product.size,
  basePrice: product.price,
  sold: product.sold,
});
