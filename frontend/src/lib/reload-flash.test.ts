import { describe, expect, it } from 'vitest';
import { reachableStorage, storeReloadFlash, takeReloadFlash } from './reload-flash';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
};

describe('flash message across a page reload', () => {
  it('gives back the message and the read position once', () => {
    const storage = memoryStorage();
    storeReloadFlash(storage, { message: 'Bannière ajoutée', position: '1234' });
    expect(takeReloadFlash(storage)).toEqual({ message: 'Bannière ajoutée', position: '1234' });
    expect(takeReloadFlash(storage)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });
  it('works without a position', () => {
    const storage = memoryStorage();
    storeReloadFlash(storage, { message: 'Bannière Été supprimée' });
    expect(takeReloadFlash(storage)).toEqual({ message: 'Bannière Été supprimée' });
  });
  it('drops what it cannot read, and a position that is not a number', () => {
    const storage = memoryStorage();
    storage.setItem('shop.reloadFlash', '{not json');
    expect(takeReloadFlash(storage)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    storage.setItem('shop.reloadFlash', JSON.stringify({ message: '' }));
    expect(takeReloadFlash(storage)).toBeUndefined();
    storage.setItem('shop.reloadFlash', JSON.stringify({ message: 'ok', position: 'x1' }));
    expect(takeReloadFlash(storage)).toEqual({ message: 'ok' });
  });
});

describe('flash message when storage is disabled', () => {
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  it('reads nothing instead of throwing, so the app still starts', () => {
    expect(takeReloadFlash(refusing)).toBeUndefined();
    expect(takeReloadFlash(undefined)).toBeUndefined();
  });
  it('reads nothing when only the removal is refused', () => {
    const storage = { ...memoryStorage(), removeItem: refusing.removeItem };
    storage.setItem('shop.reloadFlash', JSON.stringify({ message: 'ok' }));
    expect(takeReloadFlash(storage)).toBeUndefined();
  });
  it('says when the flash could not be stored', () => {
    expect(storeReloadFlash(refusing, { message: 'Bannière ajoutée' })).toBe(false);
    expect(storeReloadFlash(undefined, { message: 'Bannière ajoutée' })).toBe(false);
    expect(storeReloadFlash(memoryStorage(), { message: 'Bannière ajoutée' })).toBe(true);
  });
  it('gives no storage when reaching it throws', () => {
    expect(
      reachableStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBeUndefined();
    const storage = memoryStorage();
    expect(reachableStorage(() => storage)).toBe(storage);
  });
});
