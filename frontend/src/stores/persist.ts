import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { shallow } from 'zustand/vanilla/shallow';

// What the stores share to persist in localStorage with zustand's `persist` (issue 27): each store keeps the keys
// and formats the shop always wrote (a returning visitor keeps their cart and id), and follows other tabs.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or undefined where there is none (tests in node) or reading it throws (disabled). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A `persist` storage that writes the state in the shop's own format, under its own keys, instead of persist's
 * `{ state, version }` JSON: `read` rebuilds the persisted part from the raw values (validating them), `write`
 * puts each value (null removes the key). A storage that is missing, disabled or full never breaks the store:
 * the state then lives for this page only.
 */
export function keyedStorage<S>(
  storage: KeyValueStorage | undefined,
  format: {
    read: (get: (key: string) => string | null) => S;
    write: (state: S, put: (key: string, value: string | null) => void) => void;
    keys: readonly string[];
  },
): PersistStorage<S> {
  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const put = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // storage full or disabled: for this page only
    }
  };
  // What the storage holds as far as this store knows (last read or written): persist calls setItem on every
  // change of the state, and a change outside the persisted part (a counter) must not write, lest it put back an
  // old value over what another tab just stored.
  let stored: S | undefined;
  return {
    getItem: (): StorageValue<S> => {
      stored = format.read(get);
      return { state: stored, version: 0 };
    },
    setItem: (_name, { state }) => {
      if (stored !== undefined && shallow(stored, state)) return;
      stored = state;
      format.write(state, put);
    },
    removeItem: () => format.keys.forEach((key) => put(key, null)),
  };
}

type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Another tab wrote one of `keys` (or cleared the storage): the store reads them again. The browser fires
 * `storage` only in the other tabs, never in the one that wrote. Returns the function that stops following.
 */
export function syncAcrossTabs(
  store: { persist: { rehydrate: () => Promise<void> | void } },
  keys: readonly string[],
  target: EventSource | undefined = typeof window !== 'undefined' ? window : undefined,
): () => void {
  if (!target) return () => undefined;
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key === null || keys.includes(key)) void store.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
