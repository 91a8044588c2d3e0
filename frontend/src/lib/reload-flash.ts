// Spec §4: some successes reload the whole page (banner creation and deletion). The success message, and the read
// position the command answered (read-your-writes, see api-client), cross the reload in sessionStorage, read once.

type FlashStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type ReloadFlash = { message: string; position?: string };

const KEY = 'shop.reloadFlash';

/**
 * The storage, or undefined when the browser refuses it: reading `window.sessionStorage` itself throws when storage
 * is disabled (like its methods may), and startup must not fail on it.
 */
export function reachableStorage(get: () => FlashStorage): FlashStorage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

/** False when the flash could not be stored (storage disabled or full): a reload would lose the message. */
export function storeReloadFlash(storage: FlashStorage | undefined, flash: ReloadFlash): boolean {
  try {
    storage!.setItem(KEY, JSON.stringify(flash));
    return true;
  } catch {
    return false;
  }
}

/** The flash stored before the reload, removed so that a later reload shows nothing; undefined when none or unreadable. */
export function takeReloadFlash(storage: FlashStorage | undefined): ReloadFlash | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(KEY) ?? null;
    if (raw !== null) storage!.removeItem(KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { message, position } = value as { message?: unknown; position?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return typeof position === 'string' && /^\d+$/.test(position) ? { message, position } : { message };
}
