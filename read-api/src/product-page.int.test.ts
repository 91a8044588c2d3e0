// The menu's pages remembered per state of the read models (product-page.ts, createProductPages): a page is read
// from Redis once per checkpoint, and a projected event (which sets the checkpoint with its writes) is seen at once.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuery } from '@shop/contracts';
import { readModelKeys } from '@shop/platform/read-model-keys';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createProductPages } from './product-page';

const prefix = `test:${randomUUID().slice(0, 8)}:`;
const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
const keys = readModelKeys(prefix, 1);
const newest = keys.products('active', '*', 'createdAt');
const query = productListQuery.parse({ active: 'true', sort: '-createdAt', page: '1', limit: '4' });
const view = (name: string) => JSON.stringify({ _id: 'reine', name, active: true });

beforeAll(async () => {
  await redis.connect();
  await redis
    .multi()
    .set(keys.product('reine'), view('Reine'))
    .zadd(newest, 1, 'reine')
    .set(keys.checkpoint, '7')
    .exec();
});

afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await redis.quit();
});

describe('the menu pages remembered per checkpoint', () => {
  it('answers the page read at a checkpoint until the checkpoint moves', async () => {
    const pages = createProductPages(redis);
    expect(JSON.parse(await pages.read(keys, query, 'fr'))).toMatchObject({
      data: [{ name: 'Reine' }],
      total: 1,
    });

    // Written without a checkpoint (no projection does that): the remembered page is still answered.
    await redis.set(keys.product('reine'), view('Royale'));
    expect(JSON.parse(await pages.read(keys, query, 'fr')).data[0].name).toBe('Reine');

    // As a projected event writes it: view and checkpoint in one MULTI.
    await redis.multi().set(keys.product('reine'), view('Margherita')).set(keys.checkpoint, '8').exec();
    expect(JSON.parse(await pages.read(keys, query, 'fr')).data[0].name).toBe('Margherita');
  });
});
