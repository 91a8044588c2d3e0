import type { CatalogueEvent } from '@shop/contracts';

type Stored = { type: string; data: unknown };

/**
 * How many live (not deleted) products sit in a category, folded from the product events of the log.
 * The fact DeleteCategory decides on (docs/design-notes.md, "Category deletion").
 */
export async function countLiveProducts(
  categoryId: string,
  events: AsyncIterable<Stored> | Iterable<Stored>,
): Promise<number> {
  const categoryOf = new Map<string, string>();
  for await (const stored of events) {
    const e = stored as CatalogueEvent;
    switch (e.type) {
      case 'ProductCreated':
      case 'ProductUpdated':
        categoryOf.set(e.data.productId, e.data.categoryId);
        break;
      case 'ProductDeleted':
        categoryOf.delete(e.data.productId);
        break;
    }
  }
  let count = 0;
  for (const c of categoryOf.values()) if (c === categoryId) count += 1;
  return count;
}
