import type { Redis } from 'ioredis';
import type { ReadModelStore, ReadModelTransaction } from './projection';

// The read models a rebuild is building, held in memory (docs/performance.md, "Performance", Rebuild): the rebuild is
// the only writer of its new namespace, so the projections' reads are answered here instead of by a Redis round
// trip per event, and the result is written to Redis once, in large pipelines, before the swap. It implements the
// Redis commands the projections use (ReadModelStore) with Redis's semantics: a MULTI's writes land at exec, in order,
// a command on a key of another type fails alone (WRONGTYPE) without undoing the others, an emptied hash, set or
// sorted set no longer exists, sorted sets order by score then member bytes. projections/src/memory-read-models.int.test.ts
// checks that a log rebuilt here ends in exactly the keys and values the live path writes to Redis.

// A JSON value written through writeJson is kept as the object (frozen under test) and serialised only when
// something asks for its text (GET, MGET, the flush); readJson answers the object itself, so a view is not parsed
// and serialised again for every event that changes it.
type Entry =
  | { type: 'string'; value?: string; json?: unknown } // one of the two at least
  | { type: 'hash'; value: Map<string, string | number> } // a number: what HINCRBY left (its text when read)
  | { type: 'zset'; value: Map<string, number> }
  | { type: 'set'; value: Set<string> };

const wrongType = () => new Error('WRONGTYPE Operation against a key holding the wrong kind of value');
const notInteger = () => new Error('ERR value is not an integer or out of range');

const integer = (raw: string | number): number => {
  if (typeof raw === 'number') return raw;
  if (!/^-?\d+$/.test(raw)) throw notInteger();
  return Number(raw);
};

/** Frozen so that a projection changing a view it read, instead of building a new one, fails here and not live. */
const deepFreeze = (value: unknown): unknown => {
  // A part already frozen (shared with the previous version of the view) is not walked again.
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
};

/** The text of a string entry, serialising a JSON value once. */
const textOf = (entry: Extract<Entry, { type: 'string' }>): string =>
  (entry.value ??= JSON.stringify(entry.json));

const byScoreThenMember = ([ma, sa]: [string, number], [mb, sb]: [string, number]) =>
  sa - sb || Buffer.compare(Buffer.from(ma), Buffer.from(mb));

/** When the store is written to Redis: keys, fields or members per variadic command, and per pipeline. */
const FLUSH_MEMBERS = 500;
const FLUSH_PIPELINE = 10_000;

export type MemoryReadModels = ReadModelStore & {
  /** Writes every key to `redis` (MSET, HSET, ZADD, SADD of many at once, in pipelines); answers the number of keys. */
  flushTo(redis: Redis): Promise<number>;
};

export type MemoryReadModelOptions = {
  /**
   * Deep-freeze the views kept as objects, so that a projection changing a view it read, instead of building a new
   * one, throws (and is caught by the tests) rather than diverging from the live path. The walk costs about as much
   * as the projection itself: tests turn it on, a rebuild in production does not.
   */
  freezeViews?: boolean;
};

export function createMemoryReadModels({
  freezeViews = false,
}: MemoryReadModelOptions = {}): MemoryReadModels {
  const data = new Map<string, Entry>();
  const keep = freezeViews ? deepFreeze : (json: unknown) => json;

  function read<T extends Entry['type']>(key: string, type: T): Extract<Entry, { type: T }> | undefined {
    const entry = data.get(key);
    if (entry && entry.type !== type) throw wrongType();
    return entry as Extract<Entry, { type: T }> | undefined;
  }
  function create<T extends Entry['type']>(key: string, type: T, empty: () => Extract<Entry, { type: T }>) {
    const existing = read(key, type);
    if (existing) return existing;
    const entry = empty();
    data.set(key, entry);
    return entry;
  }
  const hash = (key: string) => create(key, 'hash', () => ({ type: 'hash', value: new Map() }));
  const zset = (key: string) => create(key, 'zset', () => ({ type: 'zset', value: new Map() }));
  const set = (key: string) => create(key, 'set', () => ({ type: 'set', value: new Set() }));
  const dropIfEmpty = (key: string, entry: { value: { size: number } }) => {
    if (entry.value.size === 0) data.delete(key);
  };
  const incrString = (key: string, by: number): number => {
    const entry = read(key, 'string');
    const next = integer(entry ? textOf(entry) : '0') + by;
    data.set(key, { type: 'string', value: String(next) });
    return next;
  };

  /** The write commands, run when a transaction executes. */
  const writes = {
    set: (key: string, value: string) => {
      data.set(key, { type: 'string', value });
      return 'OK';
    },
    setJson: (key: string, json: unknown) => {
      data.set(key, { type: 'string', value: undefined, json: keep(json) });
      return 'OK';
    },
    del: (key: string) => Number(data.delete(key)),
    incr: (key: string) => incrString(key, 1),
    decr: (key: string) => incrString(key, -1),
    incrby: (key: string, by: number) => incrString(key, by),
    hset: (key: string, field: string, value: string) => {
      const { value: fields } = hash(key);
      const added = fields.has(field) ? 0 : 1;
      fields.set(field, value);
      return added;
    },
    hdel: (key: string, field: string) => {
      const entry = read(key, 'hash');
      if (!entry) return 0;
      const removed = Number(entry.value.delete(field));
      dropIfEmpty(key, entry);
      return removed;
    },
    hincrby: (key: string, field: string, by: number) => {
      const { value: fields } = hash(key);
      const next = integer(fields.get(field) ?? 0) + by;
      fields.set(field, next);
      return next;
    },
    zadd: (key: string, score: number, member: string) => {
      if (Number.isNaN(score)) throw new Error('ERR value is not a valid float');
      const { value: members } = zset(key);
      const added = members.has(member) ? 0 : 1;
      members.set(member, score);
      return added;
    },
    zincrby: (key: string, by: number, member: string) => {
      const { value: members } = zset(key);
      const next = (members.get(member) ?? 0) + by;
      members.set(member, next);
      return String(next);
    },
    zrem: (key: string, member: string) => {
      const entry = read(key, 'zset');
      if (!entry) return 0;
      const removed = Number(entry.value.delete(member));
      dropIfEmpty(key, entry);
      return removed;
    },
    sadd: (key: string, member: string) => {
      const { value: members } = set(key);
      const added = members.has(member) ? 0 : 1;
      members.add(member);
      return added;
    },
    srem: (key: string, member: string) => {
      const entry = read(key, 'set');
      if (!entry) return 0;
      const removed = Number(entry.value.delete(member));
      dropIfEmpty(key, entry);
      return removed;
    },
  };

  /** A read answered as Redis would: a failure (WRONGTYPE) rejects. */
  const answer = <T>(run: () => T): Promise<T> => {
    try {
      return Promise.resolve(run());
    } catch (err) {
      return Promise.reject(err as Error);
    }
  };

  type Write = (key: string, a: never, b: never) => unknown;
  /**
   * One event's writes, run in order by exec. Queued flat, command and its (at most three) arguments one after the
   * other: a rebuild queues a dozen writes per event, and this is where their allocations were.
   */
  class Transaction implements ReadModelTransaction {
    private queued: unknown[] = [];
    private queue(command: Write, key: string, a?: unknown, b?: unknown) {
      this.queued.push(command, key, a, b);
      return this;
    }
    set(key: string, value: string) {
      return this.queue(writes.set, key, value);
    }
    setJson(key: string, json: unknown) {
      return this.queue(writes.setJson, key, json);
    }
    del(key: string) {
      return this.queue(writes.del, key);
    }
    incr(key: string) {
      return this.queue(writes.incr, key);
    }
    decr(key: string) {
      return this.queue(writes.decr, key);
    }
    incrby(key: string, by: number) {
      return this.queue(writes.incrby, key, by);
    }
    hset(key: string, field: string, value: string) {
      return this.queue(writes.hset, key, field, value);
    }
    hdel(key: string, field: string) {
      return this.queue(writes.hdel, key, field);
    }
    hincrby(key: string, field: string, by: number) {
      return this.queue(writes.hincrby, key, field, by);
    }
    zadd(key: string, score: number, member: string) {
      return this.queue(writes.zadd, key, score, member);
    }
    zincrby(key: string, by: number, member: string) {
      return this.queue(writes.zincrby, key, by, member);
    }
    zrem(key: string, member: string) {
      return this.queue(writes.zrem, key, member);
    }
    sadd(key: string, member: string) {
      return this.queue(writes.sadd, key, member);
    }
    srem(key: string, member: string) {
      return this.queue(writes.srem, key, member);
    }
    exec(): Promise<[Error | null, unknown][]> {
      const q = this.queued;
      const results: [Error | null, unknown][] = [];
      for (let i = 0; i < q.length; i += 4) {
        try {
          results.push([null, (q[i] as Write)(q[i + 1] as string, q[i + 2] as never, q[i + 3] as never)]);
        } catch (err) {
          results.push([err as Error, null]);
        }
      }
      this.queued = [];
      return Promise.resolve(results);
    }
    discard() {
      this.queued = [];
      return this;
    }
  }

  async function flushTo(redis: Redis): Promise<number> {
    let pipeline = redis.pipeline();
    let queued = 0; // keys, fields and members in the pipeline
    // The previous pipeline is awaited only once the next one is built: Redis works through one while this thread
    // encodes the other.
    let inFlight: Promise<void> = Promise.resolve();
    const send = async () => {
      const sent = pipeline.exec().then((results) => {
        const failed = results?.find(([err]) => err);
        if (failed) throw failed[0];
      });
      sent.catch(() => undefined); // awaited below or by the next send
      [pipeline, queued] = [redis.pipeline(), 0];
      await inFlight;
      inFlight = sent;
    };
    /** One variadic command per FLUSH_MEMBERS items; the pipeline goes once it holds FLUSH_PIPELINE items. */
    const write = async <T>(items: T[], command: (chunk: T[]) => unknown) => {
      for (let i = 0; i < items.length; i += FLUSH_MEMBERS) command(items.slice(i, i + FLUSH_MEMBERS));
      queued += items.length;
      if (queued >= FLUSH_PIPELINE) await send();
    };
    let strings: [string, string][] = []; // of the next MSET
    for (const [key, entry] of data) {
      if (entry.type === 'string') {
        strings.push([key, textOf(entry)]);
        if (strings.length < FLUSH_MEMBERS) continue;
        await write(strings, (pairs) => pipeline.mset(...pairs.flat()));
        strings = [];
      } else if (entry.type === 'hash')
        await write([...entry.value], (fields) => pipeline.hset(key, ...fields.flat()));
      else if (entry.type === 'zset')
        await write([...entry.value], (members) =>
          pipeline.zadd(key, ...members.flatMap(([member, score]) => [score, member])),
        );
      else await write([...entry.value], (members) => pipeline.sadd(key, ...members));
    }
    await write(strings, (pairs) => pipeline.mset(...pairs.flat()));
    await send();
    await inFlight;
    return data.size;
  }

  return {
    get: (key) =>
      answer(() => {
        const entry = read(key, 'string');
        return entry ? textOf(entry) : null;
      }),
    getJson: (key) =>
      answer(() => {
        const entry = read(key, 'string');
        if (!entry) return null;
        entry.json ??= keep(JSON.parse(entry.value!));
        return entry.json;
      }),
    mget: (keys) =>
      answer(() =>
        keys.map((key) => {
          const entry = data.get(key);
          return entry?.type === 'string' ? textOf(entry) : null;
        }),
      ),
    hget: (key, field) =>
      answer(() => {
        const value = read(key, 'hash')?.value.get(field);
        return value === undefined ? null : String(value);
      }),
    exists: (key) => answer(() => Number(data.has(key))),
    sismember: (key, member) => answer(() => Number(read(key, 'set')?.value.has(member) ?? false)),
    smembers: (key) => answer(() => [...(read(key, 'set')?.value ?? [])]),
    zrange: (key, start, stop) =>
      answer(() => {
        const sorted = [...(read(key, 'zset')?.value ?? [])].sort(byScoreThenMember);
        const from = start < 0 ? Math.max(sorted.length + start, 0) : start;
        const end = Number(stop);
        const to = end < 0 ? sorted.length + end : end;
        return sorted.slice(from, to + 1).map(([member]) => member);
      }),
    multi: () => new Transaction(),
    flushTo,
  };
}
