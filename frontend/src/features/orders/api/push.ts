import { orderReadRoutes, pushRoutes, type Language, type PushSubscribeBody } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// The customer's Web Push subscription of this browser (docs/orders.md "Notifications").

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
const applicationServerKey = async (): Promise<Uint8Array<ArrayBuffer>> => {
  const { data } = await call(orderReadRoutes.pushKey);
  const base64 = data.publicKey.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this browser (the permission is asked first) and records it for the signed-in customer. */
export async function subscribeToPush(language: Language): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await applicationServerKey(),
    }));
  const json = subscription.toJSON() as Omit<PushSubscribeBody, 'language'>;
  await call(pushRoutes.subscribe, { body: { endpoint: json.endpoint, keys: json.keys, language } });
}

/** Drops this browser's subscription, in the browser and for the customer. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await call(pushRoutes.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
