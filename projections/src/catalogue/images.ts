import {
  imageWidths,
  placeholderImage,
  uploadPaths,
  type BannerView,
  type CategoryView,
  type ProductView,
} from '@shop/contracts';
import { readJson, writeJson, type Change, defineProjection, type ProjectionContext } from '../projection';

// Uploaded images in the views (docs/catalogue.md "Back-office"). Events name an upload by its original path
// (`/uploads/original/<id>.<ext>`, what POST /api/uploads answers); the views show the 800 px WebP once the worker
// recorded ImageResized, and the placeholder until then. Paths that are not uploads (the demo's /images/...) are kept.

const LARGE = imageWidths[imageWidths.length - 1]!;

/** What a view shows for `path` now (read before the event's MULTI, like every projection read). */
export async function displayImage(
  ctx: Pick<ProjectionContext, 'redis' | 'keys'>,
  path: string,
): Promise<string> {
  const imageId = uploadPaths.imageIdOf(path);
  if (!imageId) return path;
  const raw = await ctx.redis.hget(ctx.keys.imagesResized, imageId);
  return resizedOrPlaceholder(imageId, raw === null ? [] : (JSON.parse(raw) as number[]));
}

const resizedOrPlaceholder = (imageId: string, widths: number[]): string => {
  if (widths.length === 0) return placeholderImage;
  const width = widths.includes(LARGE) ? LARGE : Math.max(...widths);
  return uploadPaths.resized(imageId, width);
};

/** Records which image a product, category or banner shows now (for ImageResized to find it). */
const showImage = (ctx: ProjectionContext, ref: string, path: string): void => {
  const imageId = uploadPaths.imageIdOf(path);
  if (imageId) {
    ctx.tx.hset(ctx.keys.imageSources, ref, imageId);
    ctx.tx.sadd(ctx.keys.imageRefs(imageId), ref);
  } else {
    ctx.tx.hdel(ctx.keys.imageSources, ref);
  }
};

/** Runs after products, categories and banners: those resolve the image of their own events with displayImage. */
export const imagesProjection = defineProjection({
  name: 'images',
  handles: [
    'ProductCreated',
    'ProductImageSet',
    'CategoryCreated',
    'CategoryUpdated',
    'BannerCreated',
    'ImageResized',
  ],
  async apply(event, ctx) {
    switch (event.type) {
      case 'ProductCreated':
      case 'ProductImageSet':
        showImage(ctx, `product:${event.data.productId}`, event.data.img);
        return [];
      case 'CategoryCreated':
      case 'CategoryUpdated':
        showImage(ctx, `category:${event.data.categoryId}`, event.data.image);
        return [];
      case 'BannerCreated':
        showImage(ctx, `banner:${event.data.bannerId}`, event.data.image);
        return [];
      case 'ImageResized':
        return switchToResized(ctx, event.data.imageId, event.data.widths);
      default:
        return [];
    }
  },
});

/** The views that still show this image switch from the placeholder to the resized copy. */
async function switchToResized(ctx: ProjectionContext, imageId: string, widths: number[]): Promise<Change[]> {
  const { keys, redis, tx } = ctx;
  tx.hset(keys.imagesResized, imageId, JSON.stringify(widths));
  const url = resizedOrPlaceholder(imageId, widths);
  const changes: Change[] = [];
  for (const ref of await redis.smembers(keys.imageRefs(imageId))) {
    if ((await redis.hget(keys.imageSources, ref)) !== imageId) continue;
    const [kind, id] = [ref.slice(0, ref.indexOf(':')), ref.slice(ref.indexOf(':') + 1)];
    if (kind === 'product') {
      const view = await readJson<ProductView>(redis, keys.product(id));
      if (!view) continue;
      writeJson(tx, keys.product(id), { ...view, img: url });
      changes.push({ topic: 'products', id });
    } else if (kind === 'category') {
      const view = await readJson<CategoryView>(redis, keys.category(id));
      if (!view) continue;
      writeJson(tx, keys.category(id), { ...view, image: url });
      changes.push({ topic: 'categories', id });
    } else if (kind === 'banner') {
      const view = await readJson<BannerView>(redis, keys.banner(id));
      if (!view) continue;
      writeJson(tx, keys.banner(id), { ...view, img: url });
      changes.push({ topic: 'banners', id });
    }
  }
  return changes;
}
