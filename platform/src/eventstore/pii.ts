// Personal data encrypted at rest (crypto-shredding, docs/accounts.md "Personal data erasure").
// Wraps any EventStore: on append the PII fields of an event (contracts `piiFields`: per event type, the field
// naming the owner and the personal fields) are encrypted with AES-256-GCM under the owner's key
// (`enc:v1:<b64 iv>:<b64 ct>:<b64 tag>`, the owner id and field name as associated data); every read decrypts
// them again, and once the owner's key is destroyed they read back as null. `withoutPersonalData` is the view for
// consumers that read no personal field: nothing is decrypted, the personal fields read null.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyStore } from '../keys/port';
import { mapPages, type EventStore, type NewEvent, type RecordedEvent } from './port';

/** Per event type: the field naming the owner and the personal fields, as paths ('delivery.recipient'). */
export type PiiFields = Record<string, { owner: string; fields: string[] }>;

const PREFIX = 'enc:v1:';
/**
 * On a wrapped store and on its view without personal data: the store underneath, which fields are personal, and the
 * decrypting wrapper itself (what withPersonalData gives back for either of them).
 */
const wrapped = Symbol('withPersonalData');
type Wrapped = { raw: EventStore; pii: PiiFields; decrypts: boolean; personal: EventStore };
const wrappingOf = (store: EventStore): Wrapped | undefined =>
  (store as unknown as Record<symbol, Wrapped | undefined>)[wrapped];

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

const IV_BYTES = 12;
const IVS_PER_FILL = 256;
let ivPool = Buffer.alloc(0);
let ivTaken = 0;
/**
 * A fresh random IV, never handed out twice. Taken from a pool filled 256 at a time, as Node buffers the UUIDs of
 * randomUUID: each randomBytes call costs ≈ 10 µs whatever its size, and PlaceOrder encrypts several fields.
 */
function nextIv(): Buffer {
  if (ivTaken === ivPool.length) {
    ivPool = randomBytes(IV_BYTES * IVS_PER_FILL); // a new buffer: the IVs handed out before stay as they were
    ivTaken = 0;
  }
  ivTaken += IV_BYTES;
  return ivPool.subarray(ivTaken - IV_BYTES, ivTaken);
}

export function encryptField(key: Buffer, ownerId: string, field: string, value: unknown): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${ownerId}\u0000${field}`));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64')}:${ct.toString('base64')}:${cipher.getAuthTag().toString('base64')}`;
}

/** The clear value, or null when the key is gone or the ciphertext does not authenticate. */
export function decryptField(key: Buffer | null, ownerId: string, field: string, value: string): unknown {
  if (!key) return null;
  const [iv, ct, tag] = value.slice(PREFIX.length).split(':');
  if (!iv || ct === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(`${ownerId}\u0000${field}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const clear = Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(clear) as unknown;
  } catch {
    return null;
  }
}

// The contracts name a few dozen paths: each is split once, not at every read of an event that holds it.
const pathSteps = new Map<string, readonly string[]>();
const stepsOf = (path: string): readonly string[] => {
  let steps = pathSteps.get(path);
  if (!steps) pathSteps.set(path, (steps = path.split('.')));
  return steps;
};

/** The value at a dotted path of event data ('delivery.phone'); undefined when a step is missing. */
export function getPath(data: Record<string, unknown>, path: string): unknown {
  let node: unknown = data;
  for (const step of stepsOf(path)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/**
 * A copy of data with the value at path replaced; the objects along the path are copied, never mutated (the
 * caller's event stays as it was). A path through a missing or non-object step leaves data unchanged.
 */
export function setPath(
  data: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  return setSteps(data, stepsOf(path), 0, value);
}

function setSteps(
  data: Record<string, unknown>,
  steps: readonly string[],
  at: number,
  value: unknown,
): Record<string, unknown> {
  const head = steps[at];
  if (head === undefined || !(head in data)) return data;
  if (at === steps.length - 1) return { ...data, [head]: value };
  const child = data[head];
  if (typeof child !== 'object' || child === null || Array.isArray(child)) return data;
  return { ...data, [head]: setSteps(child as Record<string, unknown>, steps, at + 1, value) };
}

const ownerOf = (data: Record<string, unknown>, ownerField: string): string => {
  const owner = data[ownerField];
  if (typeof owner !== 'string' || owner === '')
    throw new Error(`personal data without an owner in '${ownerField}'`);
  return owner;
};

/**
 * The decrypting wrapper of store. Given the wrapper, or its view without personal data, it gives the wrapper back:
 * never a second encryption, and never the view (whose personal fields read null) to a caller asking for them.
 */
export function withPersonalData(store: EventStore, keys: KeyStore, pii: PiiFields): EventStore {
  const existing = wrappingOf(store);
  if (existing) return existing.personal;

  const encrypt = async (event: NewEvent): Promise<NewEvent> => {
    const spec = pii[event.type];
    if (!spec) return event;
    let data = event.data as Record<string, unknown>;
    const owner = ownerOf(data, spec.owner);
    const key = await keys.getOrCreate(owner);
    for (const field of spec.fields) {
      const value = getPath(data, field);
      if (value !== null && value !== undefined)
        data = setPath(data, field, encryptField(key, owner, field, value));
    }
    return { ...event, data };
  };

  // The store gives the same object for an event read again (the SQLite store's kept streams: a customer's stream is
  // read for each of their orders' mails and pushes), so its clear copy is made once per key: the key is still asked
  // for at every read, and a destroyed or other key decrypts again (null once shredded), as without the copy.
  const clearCopies = new WeakMap<RecordedEvent, { key: Buffer; clear: RecordedEvent }>();
  const decrypt = async (event: RecordedEvent): Promise<RecordedEvent> => {
    const spec = pii[event.type];
    if (!spec || typeof event.data !== 'object' || event.data === null) return event;
    let data = event.data as Record<string, unknown>;
    const owner = data[spec.owner];
    if (typeof owner !== 'string') return event;
    const key = await keys.get(owner);
    const kept = key ? clearCopies.get(event) : undefined;
    if (kept && key && kept.key.equals(key)) return kept.clear;
    for (const field of spec.fields) {
      const value = getPath(data, field);
      if (isEncrypted(value)) data = setPath(data, field, decryptField(key, owner, field, value));
    }
    const clear = { ...event, data };
    if (key) clearCopies.set(event, { key, clear });
    return clear;
  };

  async function* decrypted(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    for await (const event of events) yield await decrypt(event);
  }
  async function* decryptedPages(
    pages: AsyncIterable<readonly RecordedEvent[]>,
  ): AsyncIterable<readonly RecordedEvent[]> {
    for await (const page of pages) {
      const clear: RecordedEvent[] = [];
      // Most events hold no personal field: they pass without an await each.
      for (const event of page) clear.push(pii[event.type] ? await decrypt(event) : event);
      yield clear;
    }
  }

  const personal = {
    append: async (stream, events, opts) =>
      store.append(stream, await Promise.all(events.map(encrypt)), opts),
    readStream: (stream, opts) => decrypted(store.readStream(stream, opts)),
    readAll: (opts) => decrypted(store.readAll(opts)),
    readAllPages: (opts) => decryptedPages(store.readAllPages(opts)),
    subscribeToAll: (opts) => decrypted(store.subscribeToAll(opts)),
    headPosition: () => store.headPosition(),
    storeId: () => store.storeId(),
    close: () => store.close(),
  } as EventStore;
  (personal as unknown as Record<symbol, Wrapped>)[wrapped] = { raw: store, pii, decrypts: true, personal };
  return personal;
}

/** The event with its personal fields null (as after an erasure), whether they are encrypted or not. */
export function withholdPersonalData(event: RecordedEvent, pii: PiiFields): RecordedEvent {
  const spec = pii[event.type];
  if (!spec || typeof event.data !== 'object' || event.data === null) return event;
  let data = event.data as Record<string, unknown>;
  for (const field of spec.fields) {
    const value = getPath(data, field);
    if (value !== null && value !== undefined) data = setPath(data, field, null);
  }
  return data === event.data ? event : { ...event, data };
}

/**
 * The view of a personal-data store (withPersonalData) for a consumer that reads no personal field: events come from
 * the store underneath and are never decrypted (no key lookup, no AES); their personal fields read null, as after
 * an erasure, which every consumer handles already. Ciphertext never comes out, so code added to such a consumer
 * later that reads a personal field gets null, never `enc:v1:…`; it must read through the wrapper instead. Appends
 * still go through the wrapper (encrypted). A store without the wrapper is returned as it is.
 */
export function withoutPersonalData(store: EventStore): EventStore {
  const wrapping = wrappingOf(store);
  if (!wrapping?.decrypts) return store;
  const { raw, pii, personal } = wrapping;

  // The store gives the same object for an event read again (the SQLite store's kept streams: a user's stream is read
  // at each of their requests), so its copy without personal data is made once.
  const withheld = new WeakMap<RecordedEvent, RecordedEvent>();
  const withhold = (event: RecordedEvent): RecordedEvent => {
    if (!pii[event.type]) return event;
    let copy = withheld.get(event);
    if (!copy) withheld.set(event, (copy = withholdPersonalData(event, pii)));
    return copy;
  };
  async function* plain(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    for await (const event of events) yield withhold(event);
  }

  return {
    // withPersonalData(view) gives the decrypting wrapper; withoutPersonalData(view) gives the view back.
    [wrapped]: { raw, pii, decrypts: false, personal } satisfies Wrapped,
    append: (stream, events, opts) => store.append(stream, events, opts),
    readStream: (stream, opts) => plain(raw.readStream(stream, opts)),
    readAll: (opts) => plain(raw.readAll(opts)),
    readAllPages: (opts) => mapPages(raw.readAllPages(opts), withhold),
    subscribeToAll: (opts) => plain(raw.subscribeToAll(opts)),
    headPosition: () => store.headPosition(),
    storeId: () => store.storeId(),
    close: () => store.close(),
  } as EventStore;
}
