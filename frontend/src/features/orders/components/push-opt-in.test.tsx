// @vitest-environment jsdom
// The customer's push switch against the browser's Push API (jsdom has none: the service worker registration, its
// PushManager and Notification are the browser's side, played here) and the shop's routes (fakeServer).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderScreen } from '@/testing/render';
import { PushOptIn } from './push-opt-in';

const publicKey = 'BNtlYU5fpm0iK7i-qoJqdBdWEZEng77HcSMZuYVoCKyFr_LLmO0p64eZULZqia8S6jlwV4RGSQMheroZ1y_GNto';
const subscriptionJson = {
  endpoint: 'https://push.example.test/send/abc',
  keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
};

function browserPush(permissionAnswer: NotificationPermission) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const subscribe = vi.fn(async () => {
    current = {
      endpoint: subscriptionJson.endpoint,
      toJSON: () => subscriptionJson,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission: 'default', requestPermission: async () => permissionAnswer }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, current: () => current };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const switchOf = () =>
  screen.findByRole(
    'checkbox',
    { name: 'Me prévenir de chaque étape de ma commande sur cet appareil' },
    { timeout: 10_000 },
  );

describe('PushOptIn', () => {
  it(
    'subscribes this browser with the shop key and records it in the page language; off drops it',
    { timeout: 30_000 },
    async () => {
      const push = browserPush('granted');
      const server = fakeServer(({ method, url }) => {
        if (method === 'GET' && url === '/api/push/key') return { data: { publicKey } };
        if (url === '/api/push/subscriptions') return { data: { _id: 's1' }, position: '3' };
        return undefined;
      });
      vi.stubGlobal('fetch', server.fetch);
      await renderScreen(<PushOptIn />);

      const toggle = await switchOf();
      await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(toggle);
      await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true), { timeout: 10_000 });
      const [options] = push.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
      expect(options.userVisibleOnly).toBe(true);
      expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(publicKey);
      expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([
        { method: 'POST', url: '/api/push/subscriptions', body: { ...subscriptionJson, language: 'fr' } },
      ]);

      fireEvent.click(toggle);
      await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false), { timeout: 10_000 });
      expect(server.calls.at(-1)).toEqual({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        body: { endpoint: subscriptionJson.endpoint },
      });
      expect(push.current()).toBeNull();
    },
  );

  it('stays off and records nothing when the person refuses notifications', { timeout: 30_000 }, async () => {
    const push = browserPush('denied');
    const server = fakeServer(() => undefined);
    vi.stubGlobal('fetch', server.fetch);
    await renderScreen(<PushOptIn />);
    const toggle = await switchOf();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await screen.findByText(/Les notifications sont bloquées pour ce site/, {}, { timeout: 10_000 });
    expect(((await switchOf()) as HTMLInputElement).checked).toBe(false);
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });
});
