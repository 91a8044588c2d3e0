import type { CategoryView } from '@shop/contracts';
import { readJson, writeJson, type Projection } from '../projection';
import { categoryNameField } from '@shop/platform/read-model-keys';
import { displayImage } from './images';

// Categories: the view per id, a zset by createdAt and the lowercased name → id hash of ?category=<name>.
export const categoriesProjection: Projection = {
  name: 'categories',
  async apply(event, ctx) {
    const { keys, redis, tx } = ctx;
    switch (event.type) {
      case 'CategoryCreated': {
        const d = event.data;
        const view: CategoryView = {
          _id: d.categoryId,
          name: d.name,
          description: d.description,
          image: await displayImage(ctx, d.image),
          createdAt: new Date(d.createdAt).toISOString(),
        };
        writeJson(tx, keys.category(view._id), view);
        tx.zadd(keys.categories, Date.parse(view.createdAt), view._id);
        tx.hset(keys.categoryNames, categoryNameField(view.name), view._id);
        return [{ topic: 'categories', id: view._id }];
      }
      case 'CategoryUpdated': {
        const d = event.data;
        const before = await readJson<CategoryView>(redis, keys.category(d.categoryId));
        if (!before) return [];
        const after: CategoryView = {
          ...before,
          name: d.name,
          description: d.description,
          image: await displayImage(ctx, d.image),
        };
        writeJson(tx, keys.category(after._id), after);
        if (categoryNameField(before.name) !== categoryNameField(after.name)) {
          tx.hdel(keys.categoryNames, categoryNameField(before.name));
          tx.hset(keys.categoryNames, categoryNameField(after.name), after._id);
        }
        return [{ topic: 'categories', id: after._id }];
      }
      case 'CategoryDeleted': {
        const before = await readJson<CategoryView>(redis, keys.category(event.data.categoryId));
        if (!before) return [];
        tx.del(keys.category(before._id));
        tx.zrem(keys.categories, before._id);
        tx.hdel(keys.categoryNames, categoryNameField(before.name));
        return [{ topic: 'categories', id: before._id }];
      }
      default:
        return [];
    }
  },
};
