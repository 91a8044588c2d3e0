import type { Agent } from 'node:https';
import type { Redis } from 'ioredis';
import webpush from 'web-push';
import {
  accountStreams,
  doorFacts,
  maxPushSubscriptions,
  orderCustomer,
  orderStreams,
  pushBrowsers,
  type OrderStepPushJob,
  type PushSubscriptionView,
} from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { CommandPort } from '@shop/platform/commands/port';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { VapidKeys } from '@shop/platform/auth/secrets';
import {
  defaultPushEndpointPolicy,
  PushEndpointRefused,
  type PushEndpointPolicy,
} from '@shop/platform/push/endpoints';
import { orderDisplayNumber } from '../orders/display-number';
import { displayNumber } from '../orders/placed-order';
import { sendPushRequest } from './push-request';
import { withDoorFacts } from './door-texts';
import { orderStepPushMessage } from './texts';

export type PushSender = {
  vapid: VapidKeys & { subject: string };
  store: EventStore;
  redis: Redis;
  prefix: string;
  /** The write side (platform/src/commands/port.ts): dropped browsers are unsubscribed through it. */
  commands: CommandPort;
  /** The HTTPS agent of the push requests (the tests' local push service has a certificate of its own). */
  agent?: Agent;
  /** Where pushes may go (PUSH_ALLOWED_HOSTS, platform/src/push/endpoints.ts): production's by default. */
  endpoints?: PushEndpointPolicy;
  /** The deadline of each push request, defaultPushTimeoutMs unless given (the tests give a shorter one). */
  timeoutMs?: number;
  /** Aborts the requests in flight: the worker closing. */
  signal?: AbortSignal;
};

export type PushOutcome = { sent: number; expired: number; refused?: number; reason?: string };

/** How long one push service may take to answer one message: it normally answers in well under a second. */
export const defaultPushTimeoutMs = 5_000;

/** How long a push service keeps a message for a browser that is offline: a step is stale after an hour. */
const TTL_SECONDS = 3600;

/**
 * The customer's browsers as their `push-{userId}` stream says now: the source itself, so a subscription made just
 * before the step counts without waiting for a projection. The store decrypts the endpoint and keys; once the
 * account is erased they read back null and the browser is left out.
 */
async function subscriptionsOf(store: EventStore, userId: string) {
  const { state } = await aggregateStream(store, accountStreams.push(userId), pushBrowsers);
  return [...state.values()].flatMap(({ subscriptionId, endpoint, p256dh, auth, language }) =>
    endpoint !== null && p256dh !== null && auth !== null
      ? [{ id: subscriptionId, view: { endpoint, keys: { p256dh, auth }, language } }]
      : [],
  );
}

/**
 * Sends the step to every browser of the order's customer (their push stream, the newest maxPushSubscriptions; none
 * once the account is erased), all at once, each request with its deadline. A browser whose push service answers
 * 404/410 has dropped the subscription: it is unsubscribed as `expired`; one whose endpoint the policy refuses (a
 * subscription from before it, or a name now resolving to a private address) is unsubscribed as `refused`, nothing
 * sent. Neither tells the customer anything. Any other failure (no answer in time included) fails the job after
 * trying every browser (BullMQ retries it; the tag makes a resent message replace the shown one).
 */
export async function sendOrderStepPush(job: OrderStepPushJob, deps: PushSender): Promise<PushOutcome> {
  // Its delivery details, erased with the account, are not needed here: the ids only.
  const { state: customer } = await aggregateStream(
    withoutPersonalData(deps.store),
    orderStreams.order(job.orderId),
    orderCustomer,
  );
  if (!customer) return { sent: 0, expired: 0, reason: 'order not placed' };
  const order = { orderId: job.orderId, ...customer };
  const browsers = (await subscriptionsOf(deps.store, order.userId)).slice(-maxPushSubscriptions);
  if (browsers.length === 0) return { sent: 0, expired: 0, reason: 'no subscription' };
  const number =
    (await orderDisplayNumber(deps.redis, deps.prefix, job.orderId))?.toString() ?? displayNumber(order);
  // The order leaves: the rider's first name (decrypted) and the code at the door (docs/riders.md).
  const door =
    job.status === 'out_for_delivery'
      ? (await aggregateStream(deps.store, orderStreams.order(job.orderId), doorFacts)).state
      : null;
  const results = await Promise.allSettled(
    browsers.map(({ view }) =>
      send(
        view,
        JSON.stringify(withDoorFacts(orderStepPushMessage(job, number, view.language), door, view.language)),
        deps,
      ),
    ),
  );
  let sent = 0;
  const dropped: { id: string; reason: 'expired' | 'refused' }[] = [];
  const failures: unknown[] = [];
  results.forEach((result, i) => {
    const { id } = browsers[i]!;
    if (result.status === 'rejected') {
      if (result.reason instanceof PushEndpointRefused) dropped.push({ id, reason: 'refused' });
      else failures.push(result.reason);
    } else if (result.value === 404 || result.value === 410) dropped.push({ id, reason: 'expired' });
    else if (result.value >= 200 && result.value < 300) sent += 1;
    else failures.push(new Error(`the push service answered ${result.value}`));
  });
  // One after the other: they append to the same push stream.
  for (const { id, reason } of dropped)
    await deps.commands.send({
      type: 'DropPushSubscription',
      userId: order.userId,
      subscriptionId: id,
      reason,
      correlationId: `push:${job.orderId}`,
    });
  if (failures.length > 0) throw failures[0];
  const count = (reason: string) => dropped.filter((d) => d.reason === reason).length;
  return { sent, expired: count('expired'), refused: count('refused') };
}

/** Resolves with the push service's status; throws PushEndpointRefused, or on a failed or late request. */
const send = async (view: PushSubscriptionView, payload: string, deps: PushSender) =>
  sendPushRequest(
    webpush.generateRequestDetails(view, payload, {
      TTL: TTL_SECONDS,
      urgency: 'high',
      vapidDetails: {
        subject: deps.vapid.subject,
        publicKey: deps.vapid.publicKey,
        privateKey: deps.vapid.privateKey,
      },
    }),
    {
      endpoints: deps.endpoints ?? defaultPushEndpointPolicy,
      timeoutMs: deps.timeoutMs ?? defaultPushTimeoutMs,
      ...(deps.signal ? { signal: deps.signal } : {}),
      ...(deps.agent ? { agent: deps.agent } : {}),
    },
  );
