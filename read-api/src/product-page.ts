import type { Redis } from 'ioredis';
import type { ProductListQuery } from '@shop/contracts';
import { categoryNameField, type ReadModelKeys } from '@shop/platform/read-model-keys';
import { pageRange, scopeOf, sortOrderOf } from './product-query';

const emptyPage = '{"data":[],"total":0}';

/**
 * The JSON body `{ data: ProductView[], total }` of one page: ZRANGE [REV] + ZCARD pipelined, then one MGET.
 * The views are stored as ProductView JSON by the projections, so they are joined as they are, never re-parsed.
 */
export async function readProductPageJson(
  redis: Redis,
  keys: ReadModelKeys,
  query: ProductListQuery,
): Promise<string> {
  let category = '*';
  if (query.category !== undefined) {
    const id = await redis.hget(keys.categoryNames, categoryNameField(query.category));
    if (id === null) return emptyPage;
    category = id;
  }
  const { key, descending } = sortOrderOf(query.sort);
  const set = keys.products(scopeOf(query.active), category, key);
  const { start, stop } = pageRange(query.page, query.limit);
  const pipeline = redis.pipeline();
  if (descending) pipeline.zrange(set, start, String(stop), 'REV');
  else pipeline.zrange(set, start, String(stop));
  pipeline.zcard(set);
  const results = (await pipeline.exec()) ?? [];
  for (const [err] of results) if (err) throw err;
  const ids = results[0]?.[1] as string[];
  const total = Number(results[1]?.[1]);
  const views = ids.length === 0 ? [] : await redis.mget(ids.map((id) => keys.product(id)));
  // A product deleted between the ZRANGE and the MGET is left out rather than answered as null.
  return `{"data":[${views.filter((v): v is string => v !== null).join(',')}],"total":${total}}`;
}
