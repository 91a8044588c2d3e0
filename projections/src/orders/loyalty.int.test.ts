import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderStreams, type ChangeMessage, type LoyaltyEvent } from '@shop/contracts';
import { appendAccountEvent } from '../accounts/testing';
import { projectEvent } from '../project-event';
import { readModelKeys, sharedKeys, type ReadModelKeys } from '@shop/platform/read-model-keys';
import type { Projections } from '../runner';
import { createIntFixture, dumpNamespace, type IntFixture } from '../testing/int-fixture';

let fx: IntFixture;
let projections: Projections;
let keys: ReadModelKeys;
const settle = () => projections.waitForIdle(10_000);
const balance = (userId: string) => fx.redis.get(keys.loyaltyBalance(userId));

const loyalty = (
  type: LoyaltyEvent['type'],
  userId: string,
  orderId: string,
  points: number,
): Promise<{ position: bigint }> => {
  const id = randomUUID();
  return fx.store.append(
    orderStreams.loyalty(userId),
    [
      {
        id,
        type,
        data: { userId, orderId, points, at: '2025-03-01T10:00:00.000Z' },
        metadata: { correlationId: id },
      },
    ],
    { expectedRevision: 'any' },
  );
};

beforeEach(async () => {
  fx = await createIntFixture();
  projections = fx.projections();
  await projections.start();
  keys = readModelKeys(fx.prefix, 1);
});

afterEach(() => fx.close());

describe('loyalty projection', () => {
  it('keeps each customer balance: earned, then redeemed, then refunded, and tells that customer only', async () => {
    const sub = fx.redis.duplicate();
    const messages: ChangeMessage[] = [];
    sub.on('message', (_c: string, m: string) => messages.push(JSON.parse(m) as ChangeMessage));
    await sub.subscribe(sharedKeys(fx.prefix).changedChannel);

    await loyalty('PointsEarned', 'u-1', 'o-1', 24);
    await loyalty('PointsEarned', 'u-2', 'o-9', 7);
    await settle();
    expect(await balance('u-1')).toBe('24');
    expect(await balance('u-2')).toBe('7');

    await loyalty('PointsRedeemed', 'u-1', 'o-2', 10);
    await settle();
    expect(await balance('u-1')).toBe('14');

    const { position } = await loyalty('PointsRefunded', 'u-1', 'o-2', 10);
    await settle();
    expect(await balance('u-1')).toBe('24');
    expect(await balance('u-2')).toBe('7');

    await expect.poll(() => messages.length).toBe(4);
    expect(messages.at(-1)).toEqual({
      type: 'changed',
      topic: 'users',
      id: 'u-1',
      audience: 'user:u-1',
      position: position.toString(),
    });
    expect(messages.map((m) => m.audience)).toEqual(['user:u-1', 'user:u-2', 'user:u-1', 'user:u-1']);
    await sub.quit();
  });

  it('applies each loyalty event once: replaying the log changes no balance', async () => {
    await loyalty('PointsEarned', 'u-1', 'o-1', 30);
    await loyalty('PointsRedeemed', 'u-1', 'o-2', 12);
    await settle();
    expect(await balance('u-1')).toBe('18');
    const before = await dumpNamespace(fx.redis, keys.namespace);

    const outcomes: string[] = [];
    for await (const event of fx.store.readAll())
      outcomes.push((await projectEvent(fx.redis, keys, event, { logger: fx.logger })).status);
    expect(outcomes).toEqual(['duplicate', 'duplicate']);
    expect(await dumpNamespace(fx.redis, keys.namespace)).toEqual(before);
    expect(await balance('u-1')).toBe('18');
  });

  it('a rebuild from the log gives the same balances', async () => {
    await loyalty('PointsEarned', 'u-1', 'o-1', 30);
    await loyalty('PointsRedeemed', 'u-1', 'o-2', 12);
    await loyalty('PointsRefunded', 'u-1', 'o-2', 12);
    await settle();
    await projections.rebuild();
    expect(await fx.redis.get(readModelKeys(fx.prefix, 2).loyaltyBalance('u-1'))).toBe('30');
  });

  it('drops the balance of a deleted account', async () => {
    await loyalty('PointsEarned', 'u-1', 'o-1', 30);
    await settle();
    await appendAccountEvent(fx.store, {
      type: 'AccountDeleted',
      data: { userId: 'u-1', by: 'u-1', at: '2025-03-02T09:00:00.000Z' },
    });
    await settle();
    expect(await balance('u-1')).toBeNull();
  });

  it('a deleted customer settled late (points earned, refunded after the deletion) gets no balance back, live and rebuilt', async () => {
    const sub = fx.redis.duplicate();
    const messages: ChangeMessage[] = [];
    sub.on('message', (_c: string, m: string) => messages.push(JSON.parse(m) as ChangeMessage));
    await sub.subscribe(sharedKeys(fx.prefix).changedChannel);

    await loyalty('PointsEarned', 'u-1', 'o-1', 30);
    await loyalty('PointsEarned', 'u-2', 'o-5', 9);
    await settle();
    const deleted = await appendAccountEvent(fx.store, {
      type: 'AccountDeleted',
      data: { userId: 'u-1', by: 'u-1', at: '2025-03-02T09:00:00.000Z' },
    });
    await loyalty('PointsEarned', 'u-1', 'o-2', 12);
    await loyalty('PointsRefunded', 'u-1', 'o-3', 5);
    await loyalty('PointsEarned', 'u-2', 'o-6', 1);
    await settle();
    expect(await balance('u-1')).toBeNull();
    expect(await balance('u-2')).toBe('10');
    // u-2's last change arrives after anything the late u-1 events would have published
    await expect.poll(() => messages.filter((m) => m.id === 'u-2').length).toBe(2);
    expect(
      messages.filter((m) => m.id === 'u-1' && BigInt(m.position) > deleted.position).map((m) => m.position),
    ).toEqual([]);
    await sub.quit();

    await projections.rebuild();
    const rebuilt = readModelKeys(fx.prefix, 2);
    expect(await fx.redis.get(rebuilt.loyaltyBalance('u-1'))).toBeNull();
    expect(await fx.redis.get(rebuilt.loyaltyBalance('u-2'))).toBe('10');
  });
});
