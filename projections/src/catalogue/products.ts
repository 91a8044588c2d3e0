import { defaultSettingsView, type CategoryView, type ProductView, type SettingsView } from '@shop/contracts';
import {
  moveIndexEntries,
  readJson,
  writeJson,
  type Change,
  defineProjection,
  type ProjectionContext,
} from '../projection';
import {
  createdProductView,
  priced,
  productIndexEntries,
  productViewEvents,
  updatedProductView,
  withSoldOut,
  type ProductCategoryNames,
} from './product-view';
import { displayImage } from './images';

// Products: the ProductView JSON per id and the sorted sets per scope × category × order.

const loadProduct = (ctx: ProjectionContext, id: string) =>
  readJson<ProductView>(ctx.redis, ctx.keys.product(id));

/** The category's names denormalised into its products' views (French and its translations). */
const categoryNames = async (ctx: ProjectionContext, id: string): Promise<ProductCategoryNames> => {
  const category = await readJson<CategoryView>(ctx.redis, ctx.keys.category(id));
  return { name: category?.name ?? '', translations: category?.translations ?? {} };
};

const discountsEnabled = async (ctx: ProjectionContext): Promise<boolean> =>
  ((await readJson<SettingsView>(ctx.redis, ctx.keys.settings)) ?? defaultSettingsView).discountsEnabled;

/** Queues the move of a product from its old state to its new one: view, and sorted-set memberships and scores. */
const writeProduct = (
  ctx: ProjectionContext,
  before: ProductView | null,
  after: ProductView | null,
): void => {
  const { keys, tx } = ctx;
  if (after) writeJson(tx, keys.product(after._id), after);
  else if (before) tx.del(keys.product(before._id));
  const id = (after ?? before)?._id;
  if (id !== undefined)
    moveIndexEntries(
      tx,
      id,
      before ? productIndexEntries(keys, before) : [],
      after ? productIndexEntries(keys, after) : [],
    );
};

const productsOf = async (ctx: ProjectionContext, category: string): Promise<ProductView[]> => {
  const ids = await ctx.redis.zrange(ctx.keys.products('all', category, 'createdAt'), 0, '-1');
  if (ids.length === 0) return [];
  const raws = await ctx.redis.mget(ids.map((id) => ctx.keys.product(id)));
  return raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as ProductView]));
};

const changed = (id: string): Change[] => [{ topic: 'products', id }];

export const productsProjection = defineProjection({
  name: 'products',
  handles: [...productViewEvents, 'OrderPlaced', 'ProductSoldOut', 'ProductBackOnSale', 'ProductPrepTimeSet'],
  async apply(event, ctx) {
    switch (event.type) {
      case 'ProductCreated': {
        const d = event.data;
        const view = createdProductView(
          { ...d, img: await displayImage(ctx, d.img) },
          await categoryNames(ctx, d.categoryId),
          await discountsEnabled(ctx),
        );
        writeProduct(ctx, await loadProduct(ctx, d.productId), view);
        return changed(d.productId);
      }
      case 'ProductUpdated': {
        const d = event.data;
        const before = await loadProduct(ctx, d.productId);
        if (!before) return [];
        const after = updatedProductView(
          before,
          d,
          await categoryNames(ctx, d.categoryId),
          await discountsEnabled(ctx),
        );
        writeProduct(ctx, before, after);
        return changed(d.productId);
      }
      case 'ProductImageSet':
      case 'ProductPublished':
      case 'ProductUnpublished': {
        const d = event.data;
        const before = await loadProduct(ctx, d.productId);
        if (!before) return [];
        const after: ProductView =
          event.type === 'ProductImageSet'
            ? { ...before, img: await displayImage(ctx, event.data.img) }
            : { ...before, active: event.type === 'ProductPublished' };
        writeProduct(ctx, before, after);
        return changed(d.productId);
      }
      case 'ProductSoldOut':
      case 'ProductBackOnSale': {
        // Sold out (docs/kitchen.md): the mark rides on the view; the menu greys it and the 'products' topic tells
        // the open pages to refetch.
        const d = event.data;
        const before = await loadProduct(ctx, d.productId);
        if (!before) return [];
        const mark = event.type === 'ProductSoldOut' ? { until: event.data.until, at: event.data.at } : null;
        writeProduct(ctx, before, withSoldOut(before, d.choiceId, mark));
        return changed(d.productId);
      }
      case 'ProductPrepTimeSet': {
        // docs/kitchen.md: the back-office product form shows the minutes it set (null: the shop's default).
        const before = await loadProduct(ctx, event.data.productId);
        if (!before) return [];
        writeProduct(ctx, before, { ...before, prepMinutes: event.data.minutes });
        return changed(before._id);
      }
      case 'ProductDeleted': {
        const before = await loadProduct(ctx, event.data.productId);
        if (!before) return [];
        writeProduct(ctx, before, null);
        return changed(before._id);
      }
      case 'CategoryUpdated': {
        // The category's names are denormalised into its products' views.
        const { categoryId, name, translations } = event.data;
        const category = { _id: categoryId, name, translations };
        const stale = (await productsOf(ctx, categoryId)).filter(
          (p) => JSON.stringify(p.category) !== JSON.stringify(category),
        );
        for (const p of stale) writeProduct(ctx, p, { ...p, category });
        return stale.length > 0 ? [{ topic: 'products' }] : [];
      }
      case 'DiscountsEnabledSet': {
        // finalPrice and discounted depend on the flag: re-price every product and its price scores.
        const all = await productsOf(ctx, '*');
        for (const p of all) writeProduct(ctx, p, priced(p, event.data.enabled));
        return all.length > 0 ? [{ topic: 'products' }] : [];
      }
      case 'OrderPlaced': {
        // Popularity = quantities ordered: the view and its 'popular' scores move together, here only.
        const changes: Change[] = [];
        const { lines } = event.data;
        // The lines' products are read together (one round trip, not one per line), as before the event.
        const products = await Promise.all(lines.map((line) => loadProduct(ctx, line.productId)));
        lines.forEach((line, i) => {
          const before = products[i];
          if (!before) return;
          writeProduct(ctx, before, { ...before, popularity: before.popularity + line.quantity });
          changes.push(...changed(before._id));
        });
        return changes;
      }
      default:
        return [];
    }
  },
});
