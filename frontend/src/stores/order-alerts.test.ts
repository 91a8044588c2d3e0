import { describe, expect, it } from 'vitest';
import { createOrderAlertsStore, ORDER_SOUND_ENABLED_KEY, ORDER_SOUND_MUTED_KEY } from './order-alerts';
import { syncAcrossTabs } from './persist';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
};

describe('order alerts', () => {
  it('counts new orders and notifications, and resets them', () => {
    const store = createOrderAlertsStore(memory());
    store.getState().newOrder();
    store.getState().newOrder();
    store.getState().notification();
    expect(store.getState()).toMatchObject({ newOrders: 2, notifications: 1 });
    store.getState().resetNewOrders();
    store.getState().resetNotifications();
    expect(store.getState()).toMatchObject({ newOrders: 0, notifications: 0 });
  });
  it('keeps the mute choice in storage', () => {
    const storage = memory();
    const store = createOrderAlertsStore(storage);
    expect(store.getState().muted).toBe(false);
    store.getState().setMuted(true);
    expect(storage.getItem(ORDER_SOUND_MUTED_KEY)).toBe('true');
    expect(createOrderAlertsStore(storage).getState().muted).toBe(true);
  });
  it('remembers on this device that staff enabled the sound; the sound starts off, then follows the browser', () => {
    const storage = memory();
    const store = createOrderAlertsStore(storage);
    expect(store.getState().soundEnabled).toBe(false);
    expect(store.getState().sound).toBe('off');
    store.getState().rememberSoundEnabled();
    expect(storage.getItem(ORDER_SOUND_ENABLED_KEY)).toBe('true');
    expect(createOrderAlertsStore(storage).getState().soundEnabled).toBe(true);
    store.getState().setSound('blocked');
    expect(store.getState().sound).toBe('blocked');
  });
  it("a new order writes nothing: another tab's fresh mute choice is never put back", () => {
    const storage = memory();
    const store = createOrderAlertsStore(storage);
    store.getState().newOrder();
    expect(storage.data.size).toBe(0); // a device that never chose keeps no key
    store.getState().setMuted(true);
    storage.setItem(ORDER_SOUND_MUTED_KEY, 'false'); // another tab unmuted; its event is not here yet
    store.getState().newOrder();
    store.getState().notification();
    expect(storage.getItem(ORDER_SOUND_MUTED_KEY)).toBe('false');
  });
  it('follows the mute choice of another tab', async () => {
    const storage = memory();
    const store = createOrderAlertsStore(storage);
    const tabs = new EventTarget();
    const stop = syncAcrossTabs(store, [ORDER_SOUND_MUTED_KEY, ORDER_SOUND_ENABLED_KEY], tabs);
    store.getState().newOrder();
    storage.setItem(ORDER_SOUND_MUTED_KEY, 'true');
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: ORDER_SOUND_MUTED_KEY }));
    await expect.poll(() => store.getState().muted).toBe(true);
    expect(store.getState().newOrders).toBe(1); // the counters are this page's
    stop();
  });
});
