import type { Redis } from 'ioredis';
import {
  defaultLanguage,
  localizedProduct,
  nameCollator,
  nameMatches,
  type Language,
  type ProductListQuery,
  type ProductView,
} from '@shop/contracts';
import { categoryNameField, type ReadModelKeys } from '@shop/platform/read-model-keys';
import { pageRange, scopeOf, sortOrderOf } from './product-query';

const emptyPage = '{"data":[],"total":0}';

const pageJson = (views: string[], total: number): string => `{"data":[${views.join(',')}],"total":${total}}`;
const parsed = (raws: (string | null)[]): ProductView[] =>
  raws.flatMap((raw) => (raw === null ? [] : [JSON.parse(raw) as ProductView]));

/**
 * The JSON body `{ data: ProductView[], total }` of one page, names and descriptions in `language` (French where a
 * product has no translation). Sorted by a stored order: ZRANGE [REV] + ZCARD pipelined, then one MGET; in French the
 * views are joined as stored, never re-parsed. A search (`q`) or the `name` order depend on the language's names, so
 * they read the scope's whole set and filter and sort the localised views here (a menu holds tens of products).
 */
export async function readProductPageJson(
  redis: Redis,
  keys: ReadModelKeys,
  query: ProductListQuery,
  language: Language = defaultLanguage,
): Promise<string> {
  let category = '*';
  if (query.category !== undefined) {
    const id = await redis.hget(keys.categoryNames, categoryNameField(query.category));
    if (id === null) return emptyPage;
    category = id;
  }
  const { key, descending, byName } = sortOrderOf(query.sort);
  const set = keys.products(scopeOf(query.active), category, key);
  const { start, stop } = pageRange(query.page, query.limit);
  if (byName || query.q !== undefined) {
    const ids = descending ? await redis.zrange(set, 0, '-1', 'REV') : await redis.zrange(set, 0, '-1');
    const all = ids.length === 0 ? [] : parsed(await redis.mget(ids.map((id) => keys.product(id))));
    const q = query.q;
    let found = all.map((p) => localizedProduct(p, language));
    if (q !== undefined) found = found.filter((p) => nameMatches(p.name, q, language));
    if (byName) {
      const collator = nameCollator(language);
      found.sort((a, b) => collator.compare(a.name, b.name) || a._id.localeCompare(b._id));
    }
    return pageJson(
      found.slice(start, stop + 1).map((p) => JSON.stringify(p)),
      found.length,
    );
  }
  const pipeline = redis.pipeline();
  if (descending) pipeline.zrange(set, start, String(stop), 'REV');
  else pipeline.zrange(set, start, String(stop));
  pipeline.zcard(set);
  const results = (await pipeline.exec()) ?? [];
  for (const [err] of results) if (err) throw err;
  const ids = results[0]?.[1] as string[];
  const total = Number(results[1]?.[1]);
  const raws = ids.length === 0 ? [] : await redis.mget(ids.map((id) => keys.product(id)));
  // A product deleted between the ZRANGE and the MGET is left out rather than answered as null.
  if (language === defaultLanguage)
    return pageJson(
      raws.filter((v): v is string => v !== null),
      total,
    );
  return pageJson(
    parsed(raws).map((p) => JSON.stringify(localizedProduct(p, language))),
    total,
  );
}

/** How many pages (language × query) one state of the read models keeps: searches are the visitors' own words. */
const MAX_PAGES = 200;

export type ProductPages = {
  /** readProductPageJson's answer, from memory while the read models are in the state it was read in. */
  read(keys: ReadModelKeys, query: ProductListQuery, language: Language): Promise<string>;
};

/**
 * The menu's pages remembered per (language, query) for one state of the read models: the version and its
 * checkpoint, which every projected event sets in the MULTI of its writes (projections/src/project-event.ts). A read
 * asks the checkpoint (one GET) and answers the remembered page when it is unchanged; else it reads the page and
 * remembers it under the checkpoint read before it (the page is that state or a later one, never an earlier one).
 * While events flow (an order rush) most reads miss and pay that GET besides the page's reads.
 */
export function createProductPages(redis: Redis): ProductPages {
  let state = '';
  let pages = new Map<string, Promise<string>>();
  return {
    async read(keys, query, language) {
      const current = `${keys.version}:${await redis.get(keys.checkpoint)}`;
      if (current !== state) {
        state = current;
        pages = new Map();
      }
      const id = `${language} ${JSON.stringify(query)}`;
      const known = pages.get(id);
      if (known) return known;
      if (pages.size >= MAX_PAGES) pages.clear();
      const read = readProductPageJson(redis, keys, query, language);
      const remembered = pages;
      remembered.set(id, read);
      read.catch(() => remembered.delete(id)); // a failed read is not remembered
      return read;
    },
  };
}
