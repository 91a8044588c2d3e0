// Spec §4: some successes reload the whole page (banner creation and deletion). The success message, and the read
// position the command answered (read-your-writes, see api-client), cross the reload in sessionStorage, read once.

type FlashStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type ReloadFlash = { message: string; position?: string };

const KEY = 'shop.reloadFlash';

export function storeReloadFlash(storage: FlashStorage, flash: ReloadFlash): void {
  storage.setItem(KEY, JSON.stringify(flash));
}

/** The flash stored before the reload, removed so that a later reload shows nothing; undefined when none or unreadable. */
export function takeReloadFlash(storage: FlashStorage): ReloadFlash | undefined {
  const raw = storage.getItem(KEY);
  if (raw === null) return undefined;
  storage.removeItem(KEY);
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
