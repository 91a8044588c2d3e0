import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricedOption, ProductView } from '@shop/contracts';
import { toaster } from '@/components/ui/toaster';
import { useCart } from '@/stores/cart';
import { toCartProduct } from './to-cart-product';

let lastToastId: string | undefined;

/** Add to the cart with the success toast of spec §4 (bottom right). */
export function useAddToCart() {
  const { t } = useTranslation('menu');
  const { addItem, isInCart } = useCart();
  const add = useCallback(
    (product: ProductView, options: PricedOption[] = []) => {
      addItem(toCartProduct(product, options), 1);
      // Quick successive adds replace the previous toast instead of stacking over the screen.
      if (lastToastId) toaster.dismiss(lastToastId);
      lastToastId = toaster.create({
        type: 'success',
        title: t('addedToast', { name: product.name }),
        duration: 2500,
      });
    },
    [addItem, t],
  );
  return { add, isInCart };
}
