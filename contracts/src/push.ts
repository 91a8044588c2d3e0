import { z } from 'zod';
import { accountLanguage } from './accounts/events';
import { pushAuth, pushEndpoint, pushP256dh } from './fields';
import { orderStep } from './orders/steps';

// Web Push of the order steps (docs/orders.md "Notifications").

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON() and the page's language. */
export const pushSubscribeBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: pushP256dh, auth: pushAuth }),
  language: accountLanguage,
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;

/** DELETE /api/push/subscriptions: the subscription the browser drops. */
export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

/** GET /api/push/key: the VAPID public key the browser subscribes with (applicationServerKey). */
export const pushKeyAnswer = z.object({ data: z.object({ publicKey: z.string() }) });

/**
 * The browsers one account keeps subscribed: a new one beyond it replaces the one subscribed longest ago (the
 * decider unsubscribes it, reason `replaced`), and the worker sends to no more than this many, newest first.
 */
export const maxPushSubscriptions = 10;

/** Why a browser stopped getting pushes (PushUnsubscribed's `reason`, contracts/src/accounts/events.ts). */
export type PushUnsubscribeReason = 'customer' | 'expired' | 'replaced' | 'refused';

/**
 * The browsers a push-{userId} stream leaves subscribed (a fold for aggregateStream): each PushSubscribed's data by
 * subscription id, until a PushUnsubscribed of that id, in the order they were last subscribed (a browser subscribed
 * again moves last, so the first is the one to replace). The endpoint and keys as the store gives them: decrypted
 * through the personal-data wrapper, null once the account is erased or when read through withoutPersonalData.
 */
export type PushBrowser = {
  subscriptionId: string;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  language: z.infer<typeof accountLanguage>;
};
export const pushBrowsers = {
  initialState: () => new Map<string, PushBrowser>(),
  evolve: (browsers: Map<string, PushBrowser>, event: { type: string; data: unknown }) => {
    const browser = event.data as PushBrowser;
    const next = new Map(browsers);
    next.delete(browser.subscriptionId);
    if (event.type === 'PushSubscribed') next.set(browser.subscriptionId, browser);
    return next;
  },
};

// The `push` BullMQ queue: the push reactor adds one job per order step (job id = event id) when the order's customer
// has a browser subscribed at that moment; the worker reads the customer and their subscriptions (their push stream)
// again when it runs (an account erased meanwhile gets nothing).
export const pushQueueName = 'push';

export const orderStepPushJob = z.object({
  kind: z.literal('order-step'),
  orderId: z.string(),
  /** The step confirmed, `cancelled`, or `delayed` (OrderPromiseMoved: a kitchen delay; docs/kitchen.md). */
  status: z.union([orderStep, z.literal('cancelled'), z.literal('delayed')]),
  /** With `delayed`: the new promised time (ISO). */
  promisedAt: z.string().optional(),
  /** Staff changed the order (OrderAmended, docs/phone-and-trust.md): its new total (DA); the status is its step. */
  amendedTotal: z.number().int().min(0).optional(),
});
export type OrderStepPushJob = z.infer<typeof orderStepPushJob>;

/** What the service worker shows: the JSON body of each push message. */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens (same origin path). */
  url: z.string(),
  /** One notification per order: a later step replaces the earlier one. */
  tag: z.string(),
  lang: accountLanguage,
  dir: z.enum(['ltr', 'rtl']),
});
export type PushMessage = z.infer<typeof pushMessage>;

/** One browser of a customer's push stream, as web-push takes it, with its language. */
export type PushSubscriptionView = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: PushMessage['lang'];
};
