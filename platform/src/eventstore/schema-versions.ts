// Schema versions on the event store port (docs/event-log.md, "Event schema versions"): appends record the
// version of each event's contract in metadata.schemaVersion, and every read gives the event in today's shape
// (the contracts' upcasters applied, schemaVersion then the current one). The store underneath keeps what was
// written: export and import carry events exactly as stored.
import { eventUpcasting, schemaVersionOf, type Upcasting } from '@shop/contracts';
import { mapPages, type EventStore, type NewEvent, type RecordedEvent } from './port';

export function upcastRecorded(event: RecordedEvent, upcasting: Upcasting = eventUpcasting): RecordedEvent {
  const stored = { type: event.type, data: event.data, schemaVersion: schemaVersionOf(event.metadata) };
  const current = upcasting.upcast(stored);
  if (current === stored) return event;
  return {
    ...event,
    data: current.data,
    metadata: { ...event.metadata, schemaVersion: current.schemaVersion },
  };
}

export function withSchemaVersions(store: EventStore, upcasting: Upcasting = eventUpcasting): EventStore {
  const stamp = (event: NewEvent): NewEvent =>
    event.metadata.schemaVersion === undefined
      ? { ...event, metadata: { ...event.metadata, schemaVersion: upcasting.currentVersion(event.type) } }
      : event;
  async function* upcast(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    for await (const event of events) yield upcastRecorded(event, upcasting);
  }
  return {
    append: (stream, events, opts) => store.append(stream, events.map(stamp), opts),
    readStream: (stream, opts) => upcast(store.readStream(stream, opts)),
    readAll: (opts) => upcast(store.readAll(opts)),
    readAllPages: (opts) => mapPages(store.readAllPages(opts), (event) => upcastRecorded(event, upcasting)),
    subscribeToAll: (opts) => upcast(store.subscribeToAll(opts)),
    headPosition: () => store.headPosition(),
    storeId: () => store.storeId(),
    close: () => store.close(),
  };
}
