import type { CategoryView } from '@shop/contracts';
import { readJson, writeJson, defineProjection } from '../projection';
import { categoryNameField } from '@shop/platform/read-model-keys';
import { languages } from '@shop/contracts';
import { displayImage } from './images';

// Categories: the view per id, a zset by createdAt and the lowercased name → id hash of ?category=<name>, which holds
// the name in every language (the menu links a category by the name it shows).
const namesOf = (view: CategoryView): Set<string> =>
  new Set(
    [view.name, ...languages.map((l) => view.translations?.[l]?.name)].flatMap((n) =>
      n ? [categoryNameField(n)] : [],
    ),
  );

export const categoriesProjection = defineProjection({
  name: 'categories',
  handles: ['CategoryCreated', 'CategoryUpdated', 'CategoryDeleted'],
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
          translations: d.translations,
        };
        writeJson(tx, keys.category(view._id), view);
        tx.zadd(keys.categories, Date.parse(view.createdAt), view._id);
        for (const name of namesOf(view)) tx.hset(keys.categoryNames, name, view._id);
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
          translations: d.translations,
        };
        writeJson(tx, keys.category(after._id), after);
        const names = namesOf(after);
        for (const name of namesOf(before)) if (!names.has(name)) tx.hdel(keys.categoryNames, name);
        for (const name of names) tx.hset(keys.categoryNames, name, after._id);
        return [{ topic: 'categories', id: after._id }];
      }
      case 'CategoryDeleted': {
        const before = await readJson<CategoryView>(redis, keys.category(event.data.categoryId));
        if (!before) return [];
        tx.del(keys.category(before._id));
        tx.zrem(keys.categories, before._id);
        for (const name of namesOf(before)) tx.hdel(keys.categoryNames, name);
        return [{ topic: 'categories', id: before._id }];
      }
      default:
        return [];
    }
  },
});
