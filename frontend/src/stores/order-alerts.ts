import { useSyncExternalStore } from 'react';

// Spec §4 real-time counters: `newOrder` increments the new-orders counter (staff), `orderActualization` the
// notification counter. Staff may mute the new-order sound; the choice is kept in localStorage (per device).
export const ORDER_SOUND_MUTED_KEY = 'orderSoundMuted';

export type OrderAlertsState = { newOrders: number; notifications: number; muted: boolean };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function createOrderAlertsStore(storage: KeyValueStorage | undefined) {
  const readMuted = () => {
    try {
      return storage?.getItem(ORDER_SOUND_MUTED_KEY) === 'true';
    } catch {
      return false;
    }
  };
  let state: OrderAlertsState = { newOrders: 0, notifications: 0, muted: readMuted() };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<OrderAlertsState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    newOrder: () => set({ newOrders: state.newOrders + 1 }),
    notification: () => set({ notifications: state.notifications + 1 }),
    resetNewOrders: () => set({ newOrders: 0 }),
    resetNotifications: () => set({ notifications: 0 }),
    setMuted(muted: boolean) {
      try {
        storage?.setItem(ORDER_SOUND_MUTED_KEY, String(muted));
      } catch {
        // storage disabled: muted for this page only
      }
      set({ muted });
    },
  };
}

export const orderAlerts = createOrderAlertsStore(
  typeof window !== 'undefined' ? window.localStorage : undefined,
);

export function useOrderAlerts() {
  return useSyncExternalStore(orderAlerts.subscribe, orderAlerts.getState, orderAlerts.getState);
}

/** A short beep through Web Audio (no sound file needed); silent where audio is unavailable or blocked. */
export function playNewOrderBeep() {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.3, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.4);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.45);
    osc.onended = () => void ctx.close();
  } catch {
    // audio blocked: the counter and the list still show the order
  }
}

/**
 * What staff get for a new order (docs/orders.md "Notifications"): the beep unless muted, and a browser
 * notification once they allowed them (silent when muted), shown even while the orders screen is in another tab.
 */
export function alertNewOrder(notification: { title: string; body: string; tag: string; lang: string }) {
  const { muted } = orderAlerts.getState();
  if (!muted) playNewOrderBeep();
  showBrowserNotification({ ...notification, silent: muted });
}

/** A notification from the page; where the page may not make one itself (Android), through the service worker. */
function showBrowserNotification({
  title,
  ...options
}: {
  title: string;
  body: string;
  tag: string;
  lang: string;
  silent: boolean;
}) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const full = { ...options, icon: '/icons/icon-192.png' };
  try {
    const shown = new Notification(title, full);
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    void navigator.serviceWorker?.ready
      .then((registration) => registration.showNotification(title, full))
      .catch(() => undefined);
  }
}
