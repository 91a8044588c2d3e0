import { describe, expect, it } from 'vitest';
import { pushDecider, type PushCommand, type PushEvent } from './decider';

const now = '2026-11-24T20:00:00.000Z';
const subscribe = (over: Partial<Extract<PushCommand, { type: 'Subscribe' }>['data']> = {}): PushCommand => ({
  type: 'Subscribe',
  data: {
    userId: 'u1',
    subscriptionId: 's1',
    endpoint: 'https://push.example/abc',
    p256dh: 'P'.repeat(87),
    auth: 'A'.repeat(22),
    language: 'fr',
    ...over,
  },
  metadata: { now },
});
const unsubscribe = (subscriptionId = 's1'): PushCommand => ({
  type: 'Unsubscribe',
  data: { userId: 'u1', subscriptionId, reason: 'customer' },
  metadata: { now },
});
const given = (events: PushEvent[]) => events.reduce(pushDecider.evolve, pushDecider.initialState());

describe('push subscriptions decider', () => {
  it('records a new browser, and nothing for the same browser again', () => {
    const [subscribed] = pushDecider.decide(subscribe(), given([]));
    expect(subscribed).toEqual({ type: 'PushSubscribed', data: { ...subscribe().data, at: now } });
    expect(pushDecider.decide(subscribe(), given([subscribed!]))).toEqual([]);
  });

  it('records the same browser again when its language or keys changed', () => {
    const [subscribed] = pushDecider.decide(subscribe(), given([]));
    expect(pushDecider.decide(subscribe({ language: 'ar' }), given([subscribed!]))).toHaveLength(1);
    expect(pushDecider.decide(subscribe({ auth: 'B'.repeat(22) }), given([subscribed!]))).toHaveLength(1);
  });

  it('drops a known browser once; an unknown one decides nothing', () => {
    const [subscribed] = pushDecider.decide(subscribe(), given([]));
    const [dropped] = pushDecider.decide(unsubscribe(), given([subscribed!]));
    expect(dropped).toEqual({
      type: 'PushUnsubscribed',
      data: { userId: 'u1', subscriptionId: 's1', reason: 'customer', at: now },
    });
    expect(pushDecider.decide(unsubscribe(), given([subscribed!, dropped!]))).toEqual([]);
    expect(pushDecider.decide(unsubscribe('other'), given([subscribed!]))).toEqual([]);
  });
});
