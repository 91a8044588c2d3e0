import { screenBoxKeys, type ProductView, type ScreenView } from '@shop/contracts';
import { readJson, writeJson, type Change, defineProjection, type ProjectionContext } from '../projection';
import { productViewEvents } from './product-view';

// TV screens (`screen-{id}`): the content as set (resolved by read-api at request time, so prices are always the
// products' current ones) and, per product or category, the screens showing it. Whatever changes what a screen shows
// (a referenced product's price, availability, image or deletion; its category; the discount flag) publishes a
// 'screens' change for each screen concerned, and the TV page refetches.

const refsOf = (view: Pick<ScreenView, 'boxes'> | null): string[] =>
  view
    ? [
        ...new Set(
          screenBoxKeys.flatMap((k) =>
            view.boxes[k] ? [`${view.boxes[k]!.kind}:${view.boxes[k]!.id}`] : [],
          ),
        ),
      ]
    : [];

const screensOf = async (ctx: ProjectionContext, refs: string[]): Promise<Change[]> => {
  const ids = new Set<string>();
  for (const ref of refs) for (const id of await ctx.redis.smembers(ctx.keys.screensOf(ref))) ids.add(id);
  return [...ids].sort().map((id) => ({ topic: 'screens', id }));
};

const productRefs = async (
  ctx: ProjectionContext,
  productId: string,
  categoryId?: string,
): Promise<string[]> => {
  const before = await readJson<ProductView>(ctx.redis, ctx.keys.product(productId));
  const categories = new Set([categoryId, before?.category._id].filter((c): c is string => !!c));
  return [`product:${productId}`, ...[...categories].map((c) => `category:${c}`)];
};

export const screensProjection = defineProjection({
  name: 'screens',
  handles: [...productViewEvents, 'ScreenContentSet', 'CategoryDeleted', 'ImageResized'],
  async apply(event, ctx) {
    const { keys, redis, tx } = ctx;
    switch (event.type) {
      case 'ScreenContentSet': {
        const { screenId, ...content } = event.data;
        const before = await readJson<ScreenView>(redis, keys.screen(screenId));
        const after: ScreenView = { _id: screenId, ...content };
        for (const ref of refsOf(before)) tx.srem(keys.screensOf(ref), screenId);
        for (const ref of refsOf(after)) tx.sadd(keys.screensOf(ref), screenId);
        writeJson(tx, keys.screen(screenId), after);
        tx.zadd(keys.screens, 0, screenId);
        return [{ topic: 'screens', id: screenId }];
      }
      case 'ProductCreated':
      case 'ProductUpdated':
        return screensOf(ctx, await productRefs(ctx, event.data.productId, event.data.categoryId));
      case 'ProductImageSet':
      case 'ProductPublished':
      case 'ProductUnpublished':
      case 'ProductDeleted':
        return screensOf(ctx, await productRefs(ctx, event.data.productId));
      case 'CategoryUpdated':
      case 'CategoryDeleted':
        return screensOf(ctx, [`category:${event.data.categoryId}`]);
      case 'ImageResized': {
        const refs = await redis.smembers(keys.imageRefs(event.data.imageId));
        return screensOf(ctx, refs);
      }
      case 'DiscountsEnabledSet':
        return (await redis.zrange(keys.screens, 0, '-1')).map((id) => ({ topic: 'screens', id }));
      default:
        return [];
    }
  },
});
