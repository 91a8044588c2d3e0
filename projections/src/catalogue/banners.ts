import type { BannerView } from '@shop/contracts';
import { readJson, writeJson, defineProjection } from '../projection';
import { displayImage } from './images';

// Banners: the view per id (img_id = the banner id) and a zset by display order.
export const bannersProjection = defineProjection({
  name: 'banners',
  handles: ['BannerCreated', 'BannerRenamed', 'BannerDeleted'],
  async apply(event, ctx) {
    const { keys, tx } = ctx;
    switch (event.type) {
      case 'BannerCreated': {
        const d = event.data;
        const view: BannerView = {
          _id: d.bannerId,
          name: d.name,
          order_img: d.order,
          img: await displayImage(ctx, d.image),
          img_id: d.bannerId,
          translations: d.translations,
        };
        writeJson(tx, keys.banner(view._id), view);
        tx.zadd(keys.banners, view.order_img, view._id);
        return [{ topic: 'banners', id: view._id }];
      }
      case 'BannerRenamed': {
        const before = await readJson<BannerView>(ctx.redis, keys.banner(event.data.bannerId));
        if (!before) return [];
        const { name, translations } = event.data;
        writeJson(tx, keys.banner(before._id), { ...before, name, translations });
        return [{ topic: 'banners', id: before._id }];
      }
      case 'BannerDeleted':
        tx.del(keys.banner(event.data.bannerId));
        tx.zrem(keys.banners, event.data.bannerId);
        return [{ topic: 'banners', id: event.data.bannerId }];
      default:
        return [];
    }
  },
});
