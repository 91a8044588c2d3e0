import { finalUnitPrice, isDiscounted, type EventOf, type ProductView } from '@shop/contracts';
import type { IndexEntry } from '../projection';
import {
  productScopes,
  productSortKeys,
  type ProductSortKey,
  type ReadModelKeys,
} from '@shop/platform/read-model-keys';

// Pure mapping of product events to the ProductView and to its sorted-set entries.

type Created = EventOf<'ProductCreated'>['data'];
type Updated = EventOf<'ProductUpdated'>['data'];
export type ProductCategoryNames = Pick<ProductView['category'], 'name' | 'translations'>;

/** The events that change what a product view shows: the products projection writes it, screens follow it. */
export const productViewEvents = [
  'ProductCreated',
  'ProductUpdated',
  'ProductImageSet',
  'ProductPublished',
  'ProductUnpublished',
  'ProductDeleted',
  'CategoryUpdated',
  'DiscountsEnabledSet',
] as const;

export const priced = (
  view: Omit<ProductView, 'finalPrice' | 'discounted'>,
  discountsEnabled: boolean,
): ProductView => ({
  ...view,
  finalPrice: finalUnitPrice(view, discountsEnabled),
  discounted: isDiscounted(view, discountsEnabled),
});

export const createdProductView = (
  data: Created,
  category: ProductCategoryNames,
  discountsEnabled: boolean,
): ProductView =>
  priced(
    {
      _id: data.productId,
      name: data.name,
      size: data.size,
      description: data.description,
      price: data.price,
      sold: data.sold,
      img: data.img,
      active: data.active,
      createdAt: new Date(data.createdAt).toISOString(),
      category: { _id: data.categoryId, ...category },
      popularity: 0,
      optionGroups: data.optionGroups,
      translations: data.translations,
      soldOut: null,
      soldOutChoices: {},
    },
    discountsEnabled,
  );

/** The view's keys a ProductUpdated leaves as they were: set by other events, or computed by `priced`. */
type KeptOnUpdate =
  | '_id'
  | 'img'
  | 'active'
  | 'createdAt'
  | 'popularity'
  | 'finalPrice'
  | 'discounted'
  | 'soldOut'
  | 'soldOutChoices'
  | 'prepMinutes';

/** The view once a sold-out mark is set (`until` null: until staff turn it back) or ended (`mark` null). */
export const withSoldOut = (
  view: ProductView,
  choiceId: string | null,
  mark: ProductView['soldOut'],
): ProductView => {
  if (choiceId === null) return { ...view, soldOut: mark };
  const { [choiceId]: _ended, ...others } = view.soldOutChoices ?? {};
  return { ...view, soldOutChoices: mark ? { ...others, [choiceId]: mark } : others };
};

export const updatedProductView = (
  before: ProductView,
  data: Updated,
  category: ProductCategoryNames,
  discountsEnabled: boolean,
): ProductView => {
  // Every other key of the view, mapped from the event: a new view field is a type error here until the update
  // maps it (or names it in KeptOnUpdate), instead of silently keeping the value the product was created with.
  const updated = {
    name: data.name,
    size: data.size,
    description: data.description,
    price: data.price,
    sold: data.sold,
    category: { _id: data.categoryId, ...category },
    optionGroups: data.optionGroups,
    translations: data.translations,
  } satisfies Record<Exclude<keyof ProductView, KeptOnUpdate>, unknown>;
  return priced({ ...before, ...updated }, discountsEnabled);
};

/**
 * Score of the 'popular' order: popularity first, then newest. createdAt in ms / 1e13 stays below 1 until
 * the year 2286, so it only breaks ties between equal popularities (exact to the ms while popularity is small,
 * to the second up to a popularity of 100 000).
 */
export const popularScore = (popularity: number, createdAtMs: number): number =>
  popularity + createdAtMs / 1e13;

/** Every sorted set the product belongs to: (all + its active/inactive scope) × (every category + its own) × 3 orders. */
export const productIndexEntries = (keys: ReadModelKeys, view: ProductView): IndexEntry[] => {
  // The scores once per view (Date.parse is what a rebuild would otherwise repeat for each of the 12 entries).
  const createdAt = Date.parse(view.createdAt);
  const scores: Record<ProductSortKey, number> = {
    createdAt,
    price: view.finalPrice,
    popular: popularScore(view.popularity, createdAt),
  };
  const entries: IndexEntry[] = [];
  for (const scope of [productScopes[0], view.active ? 'active' : 'inactive'] as const)
    for (const category of ['*', view.category._id])
      for (const key of productSortKeys)
        entries.push({ key: keys.products(scope, category, key), score: scores[key] });
  return entries;
};
