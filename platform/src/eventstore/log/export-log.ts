import type { EventStore, RecordedEvent } from '../port';

export type ExportFilter = {
  /** One stream, e.g. `order-<id>`. */
  stream?: string;
  /** Every stream of a category: `order` selects `order-…`. */
  category?: string;
  /** Only events after this position (the `position` of the last line of an earlier export). */
  fromPosition?: bigint;
};

/** The stored events the filter selects, in global order, exactly as stored (nothing decrypted nor upcast). */
export async function* selectEvents(
  store: EventStore,
  filter: ExportFilter = {},
): AsyncIterable<RecordedEvent> {
  const inCategory = (stream: string) =>
    filter.category === undefined || stream.startsWith(`${filter.category}-`);
  const after = filter.fromPosition ?? -1n;
  if (filter.stream !== undefined) {
    // A stream read: positions are the store's when it knows them (SQLite), else -1 (EventStoreDB).
    for await (const event of store.readStream(filter.stream))
      if (inCategory(event.stream) && (event.position < 0n || event.position > after)) yield event;
    return;
  }
  const from = filter.fromPosition === undefined ? {} : { fromPosition: filter.fromPosition };
  for await (const event of store.readAll(from)) if (inCategory(event.stream)) yield event;
}
