import type { Agent } from 'node:https';
import type { Redis } from 'ioredis';
import webpush, { WebPushError } from 'web-push';
import {
  accountStreams,
  orderCustomer,
  orderStreams,
  pushBrowsers,
  systemActor,
  type OrderStepPushJob,
  type PushSubscriptionView,
} from '@shop/contracts';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { PushSubscriptions } from '@shop/command-api/push/subscriptions';
import { withoutPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { VapidKeys } from '@shop/platform/auth/secrets';
import { orderDisplayNumber } from '../orders/display-number';
import { displayNumber } from '../orders/placed-order';
import { orderStepPushMessage } from './texts';

export type PushSender = {
  vapid: VapidKeys & { subject: string };
  store: EventStore;
  redis: Redis;
  prefix: string;
  subscriptions: PushSubscriptions;
  /** The HTTPS agent of the push requests (the tests' local push service has a certificate of its own). */
  agent?: Agent;
};

export type PushOutcome = { sent: number; expired: number; reason?: string };

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
 * Sends the step to every browser of the order's customer (their push stream; none once the account is erased).
 * A browser whose push service answers 404/410 has dropped the subscription: it is unsubscribed as `expired`. Any
 * other failure fails the job after trying every browser (BullMQ retries it; the tag makes a resent message
 * replace the shown one).
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
  const browsers = await subscriptionsOf(deps.store, order.userId);
  if (browsers.length === 0) return { sent: 0, expired: 0, reason: 'no subscription' };
  const number =
    (await orderDisplayNumber(deps.redis, deps.prefix, job.orderId))?.toString() ?? displayNumber(order);
  let sent = 0;
  let expired = 0;
  const failures: unknown[] = [];
  for (const { id, view } of browsers) {
    try {
      await send(view, JSON.stringify(orderStepPushMessage(job, number, view.language)), deps);
      sent += 1;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        expired += 1;
        await deps.subscriptions.unsubscribe(order.userId, id, 'expired', {
          userId: systemActor.userId,
          role: systemActor.role,
          correlationId: `push:${job.orderId}`,
        });
      } else failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return { sent, expired };
}

const send = (view: PushSubscriptionView, payload: string, { vapid, agent }: PushSender) =>
  webpush.sendNotification(view, payload, {
    TTL: TTL_SECONDS,
    urgency: 'high',
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    ...(agent ? { agent } : {}),
  });
