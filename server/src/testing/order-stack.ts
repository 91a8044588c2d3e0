// Integration fixture of the orders read side: a temp SQLite store and key store behind the personal-data wrapper,
// a real Redis prefix of its own, the projections in this process, the real command-api (accounts + orders) and one
// or more read-api instances, each on its own HTTP port routed like the shop (GET → read-api, the rest → command-api).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { piiFields } from '@shop/contracts';
import { createAccounts, createCommandHandler } from '@shop/command-api';
import { seedOrderMenu } from '@shop/command-api/orders/testing/order-menu';
import { createSessionTokens } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import type { EventStore } from '@shop/platform/eventstore/port';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createLogger } from '@shop/platform/logger';
import { jsonCaller, type JsonAnswer, type JsonCall } from '@shop/platform/testing/json-call';
import { listenLocally, type LocalServer } from '@shop/platform/testing/local-server';
import { deleteKeysWithPrefix, dumpKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createProjections, type Projections } from '@shop/projections';
import { createReadApi, type ReadApi } from '@shop/read-api/create-read-api';
import { createTestCommandApi } from './test-command-api';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Answer = JsonAnswer;
export type Caller = JsonCall;

export type OrderStack = {
  prefix: string;
  dataDir: string;
  raw: EventStore;
  store: EventStore;
  redis: Redis;
  projections: Projections;
  /** Base URLs (`http://127.0.0.1:port`) of each read-api instance's server. */
  urls: string[];
  call: Caller;
  callOn(index: number): Caller;
  /**
   * Signs up a customer with a complete profile (district bir-el-djir) and answers its id, session header and the
   * delivery details of that profile (to place an order with).
   */
  customer(
    name: string,
    lastName: string,
    phone: string,
  ): Promise<{
    userId: string;
    auth: Record<string, string>;
    password: string;
    delivery: { recipient: string; phone: string; districtId: string; address: string };
  }>;
  staff(): Promise<{ userId: string; auth: Record<string, string> }>;
  /**
   * What a customer does to order: POST /orders (throws unless 201), then POST /orders/:id/place with the delivery
   * details under the idempotency key. Answers the order id and both answers, for the test to assert on.
   */
  placeOrder(
    auth: Record<string, string>,
    order: { type: 'delivery' | 'on_site'; lines: { productId: string; quantity: number }[] },
    delivery: Record<string, string>,
    idempotencyKey: string,
  ): Promise<{ id: string; started: Answer; placed: Answer }>;
  socket(index: number, auth?: Record<string, string>): Promise<{ ws: WebSocket; messages: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  settle(): Promise<void>;
  redisDump(): Promise<string>;
  close(): Promise<void>;
};

export async function openOrderStack({ readApis = 1 }: { readApis?: number } = {}): Promise<OrderStack> {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'orders-read-'));
  const raw = createSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
  const keys = createSqliteKeyStore({ file: join(dataDir, 'keys.sqlite') });
  const store = withPersonalData(raw, keys, piiFields);
  const redis = new Redis(redisUrl);
  const logger = createLogger('orders-test', 'silent');
  const sessions = createSessionTokens(randomBytes(32).toString('hex'));
  const emailHashSecret = randomBytes(32).toString('hex');

  await seedCatalogue(store);
  const projections = createProjections({ store, redis, prefix, logger });
  await projections.start();

  const commandApi = createTestCommandApi({ store, logger, keys, sessions, redis, prefix, emailHashSecret });
  const servers: { server: Server; local: LocalServer }[] = [];
  const apis: ReadApi[] = [];
  const subscribers: Redis[] = [];
  const urls: string[] = [];
  for (let i = 0; i < readApis; i += 1) {
    const subscriber = new Redis(redisUrl);
    subscribers.push(subscriber);
    const api = createReadApi({ redis, subscriber, prefix, logger, sessions, store });
    await api.ready;
    apis.push(api);
    const app = express();
    app.use('/api', (req, res, next) =>
      req.method === 'GET' ? api.router(req, res, next) : commandApi(req, res, next),
    );
    const server = createServer(app);
    api.attachWebSocket(server, '/ws');
    const local = await listenLocally(server);
    servers.push({ server, local });
    urls.push(local.url);
  }

  const callOn = (index: number): Caller => jsonCaller(`${urls[index]}/api`);
  const call = callOn(0);
  const settle = () => projections.waitForIdle(20_000);

  const stack: OrderStack = {
    prefix,
    dataDir,
    raw,
    store,
    redis,
    projections,
    urls,
    call,
    callOn,
    async customer(name, lastName, phone) {
      const email = `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@example.dz`;
      const password = 'secret-1';
      const signUp = await call('POST', '/auth/signup', { name, lastName, email, password, language: 'fr' });
      if (signUp.status !== 202) throw new Error(`sign-up: ${JSON.stringify(signUp.body)}`);
      const userId = signUp.body.data.userId as string;
      const auth = { authorization: `Bearer ${await sessions.sign(userId)}` };
      const delivery = {
        recipient: `${name} ${lastName}`,
        phone,
        districtId: 'bir-el-djir',
        address: '12 rue des Oliviers',
      };
      const profile = await call(
        'PUT',
        `/users/me/${userId}`,
        { name, lastName, number: phone, district: delivery.districtId, address: delivery.address },
        auth,
      );
      if (profile.status !== 200) throw new Error(`profile: ${JSON.stringify(profile.body)}`);
      await settle();
      return { userId, auth, password, delivery };
    },
    async staff() {
      const email = `admin.${randomBytes(3).toString('hex')}@example.dz`;
      await createAccounts({ store, keys, sessions, emailHashSecret }).signUp({
        email,
        password: 'admin-secret',
        name: 'admin',
        lastName: 'staff',
        language: 'fr',
        role: 'admin',
        preVerified: true,
      });
      const login = await call('POST', '/auth/login', { email, password: 'admin-secret' });
      if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
      await settle();
      const userId = login.body.data.userId as string;
      return { userId, auth: { authorization: `Bearer ${login.body.data.token as string}` } };
    },
    async placeOrder(auth, order, delivery, idempotencyKey) {
      const started = await call('POST', '/orders', order, auth);
      if (started.status !== 201) throw new Error(`checkout: ${JSON.stringify(started.body)}`);
      const id = started.body.data._id as string;
      const placed = await call(
        'POST',
        `/orders/${id}/place`,
        { delivery },
        { ...auth, 'idempotency-key': idempotencyKey },
      );
      return { id, started, placed };
    },
    async socket(index, auth = {}) {
      const ws = new WebSocket(`${urls[index]!.replace('http', 'ws')}/ws`, { headers: auth });
      const messages: unknown[] = [];
      ws.on('message', (data) => messages.push(JSON.parse(String(data))));
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      return { ws, messages };
    },
    settle,
    redisDump: () => dumpKeysWithPrefix(redis, prefix),
    async close() {
      for (const { server } of servers) server.closeAllConnections();
      await Promise.all(apis.map((api) => api.close()));
      await Promise.all(servers.map(({ local }) => local.close()));
      await projections.stop();
      await Promise.all(subscribers.map((s) => s.quit()));
      await deleteKeysWithPrefix(redis, prefix);
      await redis.quit();
      await store.close();
      await keys.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** The people of the order tests: two customers, Amina and Karim, with complete profiles, and a staff member. */
export async function signUpCast(stack: OrderStack) {
  const amina = await stack.customer('Amina', 'Benali', '0550123456');
  const karim = await stack.customer('Karim', 'Haddad', '0661987654');
  return { amina, karim, staff: await stack.staff() };
}

/** The menu the orders are made of: one category, two products (one discounted), a promo, a district. */
export async function seedCatalogue(store: EventStore): Promise<void> {
  await seedOrderMenu(
    createCommandHandler({ store }),
    [
      { productId: 'margherita', name: 'Margherita', price: 900, sold: 10, img: '/images/margherita.svg' },
      { productId: 'calzone', name: 'Calzone', price: 1200, img: '/images/calzone.svg' },
    ],
    { startsAt: new Date(Date.now() - 3_600_000).toISOString(), validForHours: 48 },
  );
}
