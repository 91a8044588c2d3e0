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

describe('push subscriptions per account', () => {
  const browsers = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => subscribe({ subscriptionId: `s${from + i}` }));
  const history = (commands: PushCommand[]) =>
    commands.reduce<PushEvent[]>(
      (events, command) => [...events, ...pushDecider.decide(command, given(events))],
      [],
    );

  it('keeps ten: the eleventh browser replaces the one subscribed longest ago', () => {
    const ten = history(browsers(10));
    expect(given(ten).size).toBe(10);
    expect(pushDecider.decide(subscribe({ subscriptionId: 's10' }), given(ten))).toEqual([
      {
        type: 'PushUnsubscribed',
        data: { userId: 'u1', subscriptionId: 's0', reason: 'replaced', at: now },
      },
      { type: 'PushSubscribed', data: { ...subscribe({ subscriptionId: 's10' }).data, at: now } },
    ]);
    expect([...given(history(browsers(13))).keys()]).toEqual(
      browsers(10, 3).map((c) => c.data.subscriptionId),
    );
  });

  it('counts a browser subscribed again (new keys) as the newest, and replaces nothing for it', () => {
    const ten = history([...browsers(10), subscribe({ subscriptionId: 's0', language: 'ar' })]);
    expect(ten.at(-1)).toMatchObject({ type: 'PushSubscribed', data: { subscriptionId: 's0' } });
    const [replaced] = pushDecider.decide(subscribe({ subscriptionId: 'new' }), given(ten));
    expect(replaced).toMatchObject({ type: 'PushUnsubscribed', data: { subscriptionId: 's1' } });
  });

  it('brings a stream from before the bound back to ten on its next subscription', () => {
    const many: PushEvent[] = browsers(14).map((c) => ({
      type: 'PushSubscribed',
      data: { ...(c.data as Extract<PushCommand, { type: 'Subscribe' }>['data']), at: now },
    }));
    const events = pushDecider.decide(subscribe({ subscriptionId: 'new' }), given(many));
    expect(events.filter((e) => e.type === 'PushUnsubscribed')).toHaveLength(5);
    expect(given([...many, ...events]).size).toBe(10);
  });
});
