// Schema versions of stored events and the upcasters that bring an old shape to today's (docs/event-log.md,
// "Event schema versions"). An event records the version of its type's contract it was written with
// (metadata.schemaVersion; absent = 1). Every read path (command handlers, projections, audit history, export
// verification) gets events through `upcastEvent`, so code only ever sees today's shape.

/** Rewrites the data of one event type from version `from` to `from + 1`. Pure: never reads the clock or I/O. */
export type Upcaster = { type: string; from: number; up: (data: unknown) => unknown };

export type StoredShape = { type: string; data: unknown; schemaVersion: number };

export type Upcasting = {
  /** The version an event of this type is written with today (1 + its upcasters). */
  currentVersion(type: string): number;
  /** The event in today's shape; an event already current (or newer, written by newer code) comes back as it is. */
  upcast(event: StoredShape): StoredShape;
};

export function createUpcasting(upcasters: readonly Upcaster[]): Upcasting {
  const byType = new Map<string, Map<number, Upcaster['up']>>();
  for (const { type, from, up } of upcasters) {
    const steps = byType.get(type) ?? new Map<number, Upcaster['up']>();
    if (steps.has(from)) throw new Error(`two upcasters of ${type} from version ${from}`);
    steps.set(from, up);
    byType.set(type, steps);
  }
  for (const [type, steps] of byType)
    for (let v = 1; v <= steps.size; v++)
      if (!steps.has(v)) throw new Error(`upcasters of ${type} skip version ${v}`);

  const currentVersion = (type: string) => (byType.get(type)?.size ?? 0) + 1;
  return {
    currentVersion,
    upcast(event) {
      const steps = byType.get(event.type);
      if (!steps?.has(event.schemaVersion)) return event;
      let { data, schemaVersion } = event;
      for (let up = steps.get(schemaVersion); up; up = steps.get(schemaVersion)) {
        data = up(data);
        schemaVersion += 1;
      }
      return { type: event.type, data, schemaVersion };
    },
  };
}

/** The schema version recorded in an event's metadata (1 when absent: events written before versions existed). */
export const schemaVersionOf = (metadata: unknown): number => {
  const v = (metadata as { schemaVersion?: unknown } | null | undefined)?.schemaVersion;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
};
