import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricedOption, ProductView } from '@shop/contracts/core';
import { toaster } from '@/components/ui/toaster';
import { useCart } from '@/stores/cart';
import { toCartProduct } from './to-cart-product';

let lastToastId: string | undefined;

/** Add to the cart (or replace a line's choices) with the success toast of spec §4 (bottom right). */
export function useAddToCart() {
  const { t } = useTranslation('menu');
  const { addItem, replaceItem, isInCart } = useCart();
  const toast = useCallback((title: string) => {
    // Quick successive adds replace the previous toast instead of stacking over the screen.
    if (lastToastId) toaster.dismiss(lastToastId);
    lastToastId = toaster.create({ type: 'success', title, duration: 2500 });
  }, []);
  const add = useCallback(
    (product: ProductView, options: PricedOption[] = []) => {
      addItem(toCartProduct(product, options), 1);
      toast(t('addedToast', { name: product.name }));
    },
    [addItem, t, toast],
  );
  /** The cart line `lineId` with these choices instead (its quantity kept). */
  const replace = useCallback(
    (lineId: string, product: ProductView, options: PricedOption[]) => {
      replaceItem(lineId, toCartProduct(product, options));
      toast(t('lineUpdatedToast', { name: product.name }));
    },
    [replaceItem, t, toast],
  );
  return { add, replace, isInCart };
}
