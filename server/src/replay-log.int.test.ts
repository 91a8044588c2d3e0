// Replays the committed golden log with replayLog and checks what staff see in an order's audit history: in the
// embedded shape everywhere, and in EventStoreDB + Redis containers where a Docker engine answers (skipped, with the
// reason printed, where none does: never a mock in its place).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDockerEngine } from '@shop/platform/eventstore/docker-engine';
import type { LogLine } from '@shop/platform/eventstore/log/index';
import { goldenKeysFile, goldenLogFile } from './testing/golden-log/files';
import { readLog, replayLog, type ReplayEngine, type ReplayedShop } from './testing/replay-log';

const docker = await findDockerEngine();
if (!docker.answers)
  console.warn(`replayLog in testcontainers skipped: no Docker engine answers (${docker.reason})`);

const dataOf = (line: LogLine | undefined) => (line?.data ?? {}) as Record<string, unknown>;

/** Who and which orders the golden log holds, found in the log itself. */
async function goldenFacts() {
  const lines = await readLog(goldenLogFile);
  const admin = dataOf(lines.find((l) => l.type === 'AdminGranted')).userId as string;
  const welcomed = dataOf(
    lines.find(
      (l) =>
        l.type === 'OrderPlaced' && (dataOf(l).promo as { code?: string } | null)?.code === 'BIENVENUE20',
    ),
  );
  const leaver = dataOf(lines.find((l) => l.type === 'AccountDeleted')).userId as string;
  const cancelledByLeaver = dataOf(
    lines.find((l) => l.type === 'OrderCancelled' && (dataOf(l).by as { userId: string }).userId === leaver),
  );
  return {
    admin,
    amina: welcomed.userId as string,
    aminaOrder: welcomed.orderId as string,
    leaver,
    leaverOrder: cancelledByLeaver.orderId as string,
  };
}

type Entry = { type: string; actor: Record<string, unknown> | null; order: Record<string, unknown> | null };

const describeReplay = (engine: ReplayEngine) => () => {
  let shop: ReplayedShop;
  let facts: Awaited<ReturnType<typeof goldenFacts>>;
  beforeAll(async () => {
    facts = await goldenFacts();
    shop = await replayLog(goldenLogFile, { keysFile: goldenKeysFile, engine });
  }, 180_000);
  afterAll(() => shop?.close());

  it('staff read an order’s audit history: every event, who acted by name, the order after each', async () => {
    expect(shop.engine).toBe(engine);
    const staff = await shop.as(facts.admin);
    const history = await shop.call('GET', `/orders/${facts.aminaOrder}/history`, undefined, staff);
    expect(history.status).toBe(200);
    const entries = history.body.data as Entry[];
    expect(entries.map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'PromoApplied',
      'OrderPlaced',
      'OrderStepConfirmed', // accepted
      'OrderStepConfirmed', // then delivered, confirming the steps between
      'OrderStepConfirmed',
      'OrderStepConfirmed',
    ]);
    expect(entries[0]!.actor).toEqual({
      userId: facts.amina,
      role: 'user',
      name: 'Amina Benali',
      accountDeleted: false,
    });
    expect(entries[3]!.actor).toMatchObject({ userId: facts.admin, role: 'admin', accountDeleted: false });
    expect(entries[2]!.order).toMatchObject({
      status: 'placed',
      client: [{ name: 'Amina Benali' }],
      promo_code: 'BIENVENUE20',
    });
    expect(entries[3]!.order).toMatchObject({ status: 'accepted' });
    expect(entries.at(-1)!.order).toMatchObject({ status: 'delivered' });
    // The customer cannot read the audit history.
    const customer = await shop.as(facts.amina);
    expect((await shop.call('GET', `/orders/${facts.aminaOrder}/history`, undefined, customer)).status).toBe(
      403,
    );
  });

  it('an erased customer’s order keeps its history, the customer shown as deleted', async () => {
    const staff = await shop.as(facts.admin);
    const history = await shop.call('GET', `/orders/${facts.leaverOrder}/history`, undefined, staff);
    const entries = history.body.data as Entry[];
    expect(entries.at(-1)).toMatchObject({
      type: 'OrderCancelled',
      actor: { userId: facts.leaver, accountDeleted: true },
    });
    expect(JSON.stringify(entries)).not.toContain('Bouzid');
  });
};

describe('replayLog: the golden log in the embedded shape', describeReplay('embedded'));

describe.skipIf(!docker.answers)(
  docker.answers
    ? 'replayLog: the golden log in EventStoreDB and Redis containers'
    : `replayLog: the golden log in EventStoreDB and Redis containers (skipped: ${docker.reason})`,
  describeReplay('testcontainers'),
);
