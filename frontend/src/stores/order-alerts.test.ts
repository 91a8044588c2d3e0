import { describe, expect, it } from 'vitest';
import { createOrderAlertsStore, ORDER_SOUND_ENABLED_KEY, ORDER_SOUND_MUTED_KEY } from './order-alerts';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('order alerts', () => {
  it('counts new orders and notifications, and resets them', () => {
    const store = createOrderAlertsStore(memory());
    store.newOrder();
    store.newOrder();
    store.notification();
    expect(store.getState()).toMatchObject({ newOrders: 2, notifications: 1 });
    store.resetNewOrders();
    store.resetNotifications();
    expect(store.getState()).toMatchObject({ newOrders: 0, notifications: 0 });
  });
  it('keeps the mute choice in storage', () => {
    const storage = memory();
    const store = createOrderAlertsStore(storage);
    expect(store.getState().muted).toBe(false);
    store.setMuted(true);
    expect(storage.getItem(ORDER_SOUND_MUTED_KEY)).toBe('true');
    expect(createOrderAlertsStore(storage).getState().muted).toBe(true);
  });
  it('remembers on this device that staff enabled the sound; the sound starts off, then follows the browser', () => {
    const storage = memory();
    const store = createOrderAlertsStore(storage);
    expect(store.soundEnabled()).toBe(false);
    expect(store.getState().sound).toBe('off');
    store.rememberSoundEnabled();
    expect(storage.getItem(ORDER_SOUND_ENABLED_KEY)).toBe('true');
    expect(createOrderAlertsStore(storage).soundEnabled()).toBe(true);
    store.setSound('blocked');
    expect(store.getState().sound).toBe('blocked');
  });
});
