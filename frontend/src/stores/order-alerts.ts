import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { browserStorage, keyedStorage, syncAcrossTabs, type KeyValueStorage } from './persist';

// Spec §4 real-time counters: `newOrder` increments the new-orders counter (staff), `orderActualization` the
// notification counter. Staff may mute the new-order sound; the choice is kept in localStorage (per device) by
// zustand's persist, and follows the other tabs.
export const ORDER_SOUND_MUTED_KEY = 'orderSoundMuted';
/** Set once staff tapped "Enable sound" on this device: from then on any first tap on a page turns the sound on. */
export const ORDER_SOUND_ENABLED_KEY = 'orderSoundEnabled';

/**
 * The new-order sound as the browser lets it play: `off` before the orders screen asked for it (or without Web
 * Audio), `blocked` while the browser's autoplay rules keep it suspended (no tap on the page yet), `running`.
 */
export type OrderSound = 'off' | 'blocked' | 'running';
type StoredAlerts = {
  muted: boolean;
  /** Staff enabled the sound on this device before. */
  soundEnabled: boolean;
};
export type OrderAlertsState = StoredAlerts & {
  newOrders: number;
  notifications: number;
  sound: OrderSound;
  newOrder: () => void;
  notification: () => void;
  resetNewOrders: () => void;
  resetNotifications: () => void;
  setMuted: (muted: boolean) => void;
  setSound: (sound: OrderSound) => void;
  rememberSoundEnabled: () => void;
};

/**
 * The counters (this page only) and the per-device sound choices, persisted by zustand's persist as the shop always
 * stored them: `orderSoundMuted` 'true'/'false', `orderSoundEnabled` 'true' once enabled.
 */
export function createOrderAlertsStore(storage: KeyValueStorage | undefined) {
  return createStore<OrderAlertsState>()(
    persist(
      (set, get) => ({
        newOrders: 0,
        notifications: 0,
        muted: false,
        soundEnabled: false,
        sound: 'off',
        newOrder: () => set({ newOrders: get().newOrders + 1 }),
        notification: () => set({ notifications: get().notifications + 1 }),
        resetNewOrders: () => set({ newOrders: 0 }),
        resetNotifications: () => set({ notifications: 0 }),
        setMuted: (muted) => set({ muted }),
        setSound: (sound) => {
          if (sound !== get().sound) set({ sound });
        },
        rememberSoundEnabled: () => set({ soundEnabled: true }),
      }),
      {
        name: 'orderAlerts',
        partialize: ({ muted, soundEnabled }): StoredAlerts => ({ muted, soundEnabled }),
        storage: keyedStorage<StoredAlerts>(storage, {
          keys: [ORDER_SOUND_MUTED_KEY, ORDER_SOUND_ENABLED_KEY],
          read: (get) => ({
            muted: get(ORDER_SOUND_MUTED_KEY) === 'true',
            soundEnabled: get(ORDER_SOUND_ENABLED_KEY) === 'true',
          }),
          write: (state, put) => {
            put(ORDER_SOUND_MUTED_KEY, String(state.muted));
            if (state.soundEnabled) put(ORDER_SOUND_ENABLED_KEY, 'true');
          },
        }),
      },
    ),
  );
}

export const orderAlerts = createOrderAlertsStore(browserStorage());
syncAcrossTabs(orderAlerts, [ORDER_SOUND_MUTED_KEY, ORDER_SOUND_ENABLED_KEY]);

export function useOrderAlerts() {
  return useStore(orderAlerts);
}

// One AudioContext per page for the beep. Browsers start a context made without a tap on the page suspended
// (autoplay rules): the orders screen makes it on load (prepareOrderSound) to know, says so while it is blocked,
// and resumes it on the tap that enables the sound (enableOrderSound), or on any first tap once this device did.
let audio: AudioContext | undefined;
const GESTURES = ['pointerdown', 'keydown'] as const;

function orderAudio(): AudioContext | undefined {
  if (audio) return audio;
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return undefined;
    const ctx = new Ctx();
    audio = ctx;
    const sync = () => orderAlerts.getState().setSound(ctx.state === 'running' ? 'running' : 'blocked');
    ctx.addEventListener('statechange', sync);
    sync();
    return ctx;
  } catch {
    return undefined; // no Web Audio: the counter and the list still show the order
  }
}

let waitingForGesture = false;
function resumeOnFirstGesture(ctx: AudioContext) {
  if (waitingForGesture) return;
  waitingForGesture = true;
  const resume = () => {
    waitingForGesture = false;
    GESTURES.forEach((type) => window.removeEventListener(type, resume, true));
    void ctx.resume().catch(() => undefined);
  };
  GESTURES.forEach((type) => window.addEventListener(type, resume, true));
}

/**
 * The orders screen asks for the sound: the context is made (suspended while the browser blocks it), and where
 * staff enabled the sound on this device before, the first tap or key anywhere on the page resumes it.
 */
export function prepareOrderSound(): void {
  const ctx = orderAudio();
  if (ctx && ctx.state !== 'running' && orderAlerts.getState().soundEnabled) resumeOnFirstGesture(ctx);
}

/** "Enable sound": in the tap's handler, so the browser lets the context run; remembered on this device. */
export function enableOrderSound(): void {
  orderAlerts.getState().rememberSoundEnabled();
  const ctx = orderAudio();
  if (!ctx) return;
  void ctx.resume().then(
    () => beep(ctx),
    () => undefined,
  );
}

/** A short beep through Web Audio (no sound file needed). */
function beep(ctx: AudioContext) {
  try {
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
    osc.onended = () => {
      osc.disconnect();
      gain.disconnect();
    };
  } catch {
    // audio refused: the counter and the list still show the order
  }
}

/**
 * The new-order beep: at once while the sound runs; else the context is asked to resume (the browser allows it once
 * the page had a tap) and the beep plays only if that happens now, not as a stale beep at the next tap.
 */
export function playNewOrderBeep() {
  const ctx = orderAudio();
  if (!ctx) return;
  if (ctx.state === 'running') return beep(ctx);
  const asked = Date.now();
  void ctx.resume().then(
    () => {
      if (Date.now() - asked < 1_000) beep(ctx);
    },
    () => undefined,
  );
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
