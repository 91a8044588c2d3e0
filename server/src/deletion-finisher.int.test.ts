// The one-process shop finishes a deletion that stopped after AccountDeleted (the process died before the address
// was released and the key destroyed) at its next start, with nobody retrying: the deletion finisher is wired in.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { appendAccountDeletedOnly } from '@shop/command-api/accounts/testing/cut-off-deletion';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { prepareTestShop } from './testing/test-shop';

const setup = prepareTestShop();
const { dataDir } = setup;
const start = () => setup.start({ seed: false });
afterAll(() => setup.stop());

const signUp = async (url: string, email: string) => {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'amina',
      lastName: 'benali',
      email,
      password: 'secret-123',
      language: 'fr',
    }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; data?: { userId: string } } };
};

describe('the shop finishes deletions nobody retries', () => {
  it('a deletion cut off after AccountDeleted is finished at the next start: the address signs up again', async () => {
    const email = 'cut-off@example.dz';
    const first = await start();
    const userId = (await signUp(first.url, email)).body.data!.userId;
    await first.close();

    // the DELETE's append, and the process died before the release and the key destruction
    const store = createSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    await appendAccountDeletedOnly(store, userId);
    await store.close();
    const keys = createSqliteKeyStore({ file: join(dataDir, 'keys.sqlite') });
    try {
      expect(await keys.get(userId)).not.toBeNull();

      const shop = await start();
      // the finisher runs in the background of the start: wait for the key to go (5 s at most)
      for (let tries = 0; (await keys.get(userId)) !== null && tries < 50; tries += 1) await sleep(100);
      expect(await keys.get(userId)).toBeNull();
      const again = await signUp(shop.url, email);
      expect(again.status).toBe(202);
      expect(again.body.data!.userId).not.toBe(userId);
      // a real account this time (a taken address would answer alike with an id naming no account)
      expect(await keys.get(again.body.data!.userId)).not.toBeNull();
    } finally {
      await keys.close();
    }
  });
});
