import { createHash } from 'node:crypto';
import { accountStreams, type PushSubscribeBody, type PushUnsubscribeReason } from '@shop/contracts';
import type { EventStore } from '@shop/platform/eventstore/port';
import {
  checkPushEndpoint,
  defaultPushEndpointPolicy,
  type PushEndpointPolicy,
} from '@shop/platform/push/endpoints';
import type { HandleContext } from '../command-types';
import { runCommand } from '../accounts/run';
import { pushDecider } from './decider';

// The customer's Web Push subscriptions (docs/orders.md "Notifications"). The store must be the
// personal-data wrapper: the endpoint and keys are encrypted with the customer's key, erased with the account. An
// endpoint is recorded only on a push service the shop sends to, resolving to public addresses only
// (platform/src/push/endpoints.ts): otherwise `push.endpoint_not_allowed` and nothing is appended.

/** The id of a subscription: a hash of its endpoint, so the same browser subscribing again is the same one. */
export const subscriptionIdOf = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);

export function createPushSubscriptions(deps: {
  store: EventStore;
  now?: () => Date;
  /** Which endpoints may be subscribed: the browsers' push services by default (PUSH_ALLOWED_HOSTS). */
  endpoints?: PushEndpointPolicy;
}) {
  const now = deps.now ?? (() => new Date());
  const on = (userId: string, command: Parameters<typeof pushDecider.decide>[0], ctx: HandleContext) =>
    runCommand(deps.store, accountStreams.push(userId), pushDecider, () => command, { ...ctx, now: now() });
  const metadata = () => ({ now: now().toISOString() });

  return {
    subscribe: async (userId: string, body: PushSubscribeBody, ctx: HandleContext) => {
      await checkPushEndpoint(body.endpoint, deps.endpoints ?? defaultPushEndpointPolicy);
      const subscriptionId = subscriptionIdOf(body.endpoint);
      return on(
        userId,
        {
          type: 'Subscribe',
          data: {
            userId,
            subscriptionId,
            endpoint: body.endpoint,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            language: body.language,
          },
          metadata: metadata(),
        },
        ctx,
      ).then((result) => ({ ...result, subscriptionId }));
    },
    /**
     * `expired`: the push service said the subscription is gone; `refused`: its endpoint is no longer one the shop
     * sends to (both by the worker, as the system).
     */
    unsubscribe: (
      userId: string,
      subscriptionId: string,
      reason: Exclude<PushUnsubscribeReason, 'replaced'>,
      ctx: HandleContext,
    ) =>
      on(
        userId,
        { type: 'Unsubscribe', data: { userId, subscriptionId, reason }, metadata: metadata() },
        ctx,
      ),
  };
}
export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
