import type { BannerView } from '@shop/contracts/core';

/** Banners in display order (order_img, zero-based), ties by name. */
export const orderedBanners = (banners: readonly BannerView[] | undefined): BannerView[] =>
  [...(banners ?? [])].sort((a, b) => a.order_img - b.order_img || a.name.localeCompare(b.name));

/** Link of a category card: the menu reads `category` from the URL search params. */
export const categoryMenuHref = (name: string) =>
  `/menu?${new URLSearchParams({ category: name }).toString()}`;
