import { describe, expect, it } from 'vitest';
import type { ChangeMessage } from '@shop/contracts/core';
import { changeMessage } from '@shop/contracts/schemas';
import { connectRealtime, keysToInvalidate, parseChange, reconnectDelay, socketUrl } from './realtime';

describe('reconnectDelay', () => {
  it('backs off from 1 s up to 5 s', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });
});

describe('parseChange / keysToInvalidate', () => {
  it('maps a change message to its topic key', () => {
    const msg = parseChange(
      JSON.stringify({ type: 'changed', topic: 'products', id: 'p1', position: '42' }),
      changeMessage,
    );
    expect(msg).toMatchObject({ topic: 'products', id: 'p1', audience: 'public' });
    expect(keysToInvalidate(msg!)).toEqual([['products']]);
  });
  it('ignores garbage and unknown topics', () => {
    expect(parseChange('not json', changeMessage)).toBeUndefined();
    expect(
      parseChange(JSON.stringify({ type: 'changed', topic: 'weather', position: '1' }), changeMessage),
    ).toBeUndefined();
    expect(parseChange(42, changeMessage)).toBeUndefined();
  });
});

describe('socketUrl', () => {
  it('follows the page protocol', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
    expect(socketUrl({ protocol: 'https:', host: 'shop.dz' })).toBe('wss://shop.dz/ws');
  });
});

describe('connectRealtime', () => {
  type Fake = {
    onopen: ((e: unknown) => void) | null;
    onclose: ((e: unknown) => void) | null;
    onerror: ((e: unknown) => void) | null;
    onmessage: ((e: { data: unknown }) => void) | null;
    closed: boolean;
    close(): void;
  };
  const setup = () => {
    const sockets: Fake[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const changes: ChangeMessage[] = [];
    const others: unknown[] = [];
    let reconnects = 0;
    const stop = connectRealtime({
      url: 'ws://x/ws',
      changeMessage,
      createSocket: () => {
        const s: Fake = {
          onopen: null,
          onclose: null,
          onerror: null,
          onmessage: null,
          closed: false,
          close() {
            this.closed = true;
          },
        };
        sockets.push(s);
        return s;
      },
      onChange: (m) => changes.push(m),
      onOther: (json) => others.push(json),
      onReconnect: () => (reconnects += 1),
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => {},
    });
    return { sockets, timers, changes, others, stop, reconnects: () => reconnects };
  };

  it('forwards changes, reconnects with backoff and reports reconnects only', () => {
    const t = setup();
    t.sockets[0]!.onopen!({});
    expect(t.reconnects()).toBe(0);
    t.sockets[0]!.onmessage!({ data: JSON.stringify({ type: 'changed', topic: 'promos', position: '3' }) });
    expect(t.changes.map((c) => c.topic)).toEqual(['promos']);

    t.sockets[0]!.onclose!({});
    expect(t.timers.map((x) => x.ms)).toEqual([1000]);
    t.timers[0]!.fn();
    t.sockets[1]!.onclose!({}); // failed again before opening
    expect(t.timers.map((x) => x.ms)).toEqual([1000, 2000]);
    t.timers[1]!.fn();
    t.sockets[2]!.onopen!({});
    expect(t.reconnects()).toBe(1);
    t.sockets[2]!.onclose!({});
    expect(t.timers.at(-1)!.ms).toBe(1000); // attempts reset after a successful open
  });

  it('hands the other JSON frames (newOrder, orderActualization) to onOther', () => {
    const t = setup();
    t.sockets[0]!.onmessage!({
      data: JSON.stringify({ type: 'newOrder', orderId: 'o1', orderID: 3, position: '9' }),
    });
    t.sockets[0]!.onmessage!({ data: 'not json' });
    t.sockets[0]!.onmessage!({
      data: JSON.stringify({ type: 'changed', topic: 'orders', id: 'o1', position: '9' }),
    });
    expect(t.others).toEqual([{ type: 'newOrder', orderId: 'o1', orderID: 3, position: '9' }]);
    expect(t.changes.map((c) => c.topic)).toEqual(['orders']);
  });

  it('stops cleanly', () => {
    const t = setup();
    t.stop();
    expect(t.sockets[0]!.closed).toBe(true);
    expect(t.timers).toHaveLength(0);
  });
});
