import { randomUUID } from 'node:crypto';
import { DomainError, streams } from '@shop/contracts';
import { WrongExpectedRevision, type EventStore, type RecordedEvent } from '@shop/platform/eventstore/port';
import { deterministicId } from '../ids';
import { categoryDecider, type CategoryEvent, type CategoryState } from './decider';

// A log written before the product commands recorded memberships on the category streams holds products that no
// category stream names. The first DeleteCategory after the upgrade scans the log once, records an entry for each such
// product in its (live) category, and marks the migration done; later deletions read the marker and nothing else.
// See docs/design-notes.md, "Category deletion".

export const MIGRATION_STREAM = streams.migration('category-memberships');
const MARKER = 'CategoryMembershipsMigrated';
const categoryPrefix = streams.category('');

/** What the scan has folded so far: each category stream as its decider sees it, and where each live product sits. */
export type LogScan = {
  /** Last global position folded (-1n: nothing yet). */
  position: bigint;
  categories: Map<string, { state: CategoryState; revision: bigint }>;
  /** Live products: their category and the revision of the product event that put them there. */
  products: Map<string, { categoryId: string; productRevision: number }>;
};

export const emptyScan = (): LogScan => ({ position: -1n, categories: new Map(), products: new Map() });

export function foldIntoScan(scan: LogScan, e: RecordedEvent): LogScan {
  scan.position = e.position;
  if (e.stream.startsWith(categoryPrefix)) {
    const categoryId = e.stream.slice(categoryPrefix.length);
    const before = scan.categories.get(categoryId)?.state ?? categoryDecider.initialState();
    const state = categoryDecider.evolve(before, e as unknown as CategoryEvent);
    scan.categories.set(categoryId, { state, revision: e.revision });
    return scan;
  }
  const data = e.data as { productId?: string; categoryId?: string };
  if (!data?.productId) return scan;
  if ((e.type === 'ProductCreated' || e.type === 'ProductUpdated') && data.categoryId)
    scan.products.set(data.productId, { categoryId: data.categoryId, productRevision: Number(e.revision) });
  else if (e.type === 'ProductDeleted') scan.products.delete(data.productId);
  return scan;
}

/** Live products of live categories that their category stream does not record yet, grouped by category. */
export function unrecordedMembers(
  scan: LogScan,
): Map<string, { productId: string; productRevision: number }[]> {
  const missing = new Map<string, { productId: string; productRevision: number }[]>();
  for (const [productId, { categoryId, productRevision }] of scan.products) {
    const category = scan.categories.get(categoryId);
    if (category?.state.status !== 'live' || category.state.members[productId]) continue;
    missing.set(categoryId, [...(missing.get(categoryId) ?? []), { productId, productRevision }]);
  }
  return missing;
}

async function isMigrated(store: EventStore): Promise<boolean> {
  for await (const e of store.readStream(MIGRATION_STREAM, { maxCount: 1 }))
    if (e.type === MARKER) return true;
  return false;
}

const ROUNDS = 5;

/**
 * Records the memberships a log written before them misses, once per store. Each category's entries are appended at
 * the revision the scan saw, so a product command that changed the category meanwhile makes it rescan (from where it
 * stopped) rather than record an entry that command already undid.
 */
export async function migrateLegacyMemberships(
  store: EventStore,
  { at, correlationId = randomUUID() }: { at: string; correlationId?: string },
): Promise<void> {
  if (await isMigrated(store)) return;
  const metadata = { correlationId, causationId: MIGRATION_STREAM, role: 'system' };
  const scan = emptyScan();
  for (let round = 0; round < ROUNDS; round++) {
    const from = scan.position >= 0n ? { fromPosition: scan.position } : {};
    for await (const e of store.readAll(from)) foldIntoScan(scan, e);
    let conflicted = false;
    for (const [categoryId, members] of unrecordedMembers(scan)) {
      const events = members.map(({ productId, productRevision }) => ({
        id: randomUUID(),
        type: 'ProductEnteredCategory',
        data: { categoryId, productId, productRevision, at },
        metadata,
      }));
      const expectedRevision = scan.categories.get(categoryId)!.revision;
      try {
        await store.append(streams.category(categoryId), events, { expectedRevision });
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision)) throw error;
        conflicted = true;
      }
    }
    if (conflicted) continue;
    const marker = {
      id: deterministicId(MIGRATION_STREAM, MIGRATION_STREAM, 0),
      type: MARKER,
      data: { scannedUpTo: scan.position.toString(), migratedAt: at },
      metadata,
    };
    // Same id from every process: a concurrent migration's marker makes this a no-op.
    await store.append(MIGRATION_STREAM, [marker], { expectedRevision: 'any' });
    return;
  }
  throw new DomainError('concurrency.conflict');
}
