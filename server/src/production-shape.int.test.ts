// Issue 28, Tests: the production shape as an operator runs it without Docker. command-api, two read-api,
// projections and workers, each its own `*/src/main.ts` process on one shared SQLite store (DATA_DIR) and one Redis
// prefix, behind nginx configured from the committed deploy/nginx.conf (upstreams pointed at the local ports, plain
// http on a loopback port; skipped with the reason where nginx is not installed). A customer orders through the
// gateway while each service is stopped and started again (projections and workers SIGKILLed, the APIs SIGTERMed and
// expected to exit 0 within 5 s); then: no event lost or doubled, the read models equal a rebuild of the log, one
// confirmation mail per order (a real local SMTP server), and /api/health showed the lag while projections were down.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { bullPrefix, mailQueueName, ordersQueueName, piiFields } from '@shop/contracts';
import { createSessionTokens, loadSecrets } from '@shop/platform/auth/index';
import { withPersonalData } from '@shop/platform/eventstore/pii';
import { createSqliteEventStore } from '@shop/platform/eventstore/sqlite';
import { createSqliteKeyStore } from '@shop/platform/keys/sqlite';
import { createLogger } from '@shop/platform/logger';
import { jsonCaller, type JsonCall } from '@shop/platform/testing/json-call';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import {
  freePort,
  killServiceProcesses,
  startServiceProcess,
  type ServiceProcess,
} from '@shop/platform/testing/service-process';
import { readModelKeys, sharedKeys } from '@shop/platform/read-model-keys';
import { rebuildReadModels } from '@shop/projections';
import { dumpNamespace } from '@shop/projections/testing/int-fixture';
import { startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mainOf = (service: string) => join(repo, service, 'src/main.ts');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
if (!nginxBin)
  console.log('production-shape.int.test.ts skipped: nginx is not installed (apt-get install nginx)');

const prefix = `test:${randomBytes(6).toString('hex')}:`;
const rebuiltPrefix = `test:${randomBytes(6).toString('hex')}:`;
const work = mkdtempSync(join(tmpdir(), 'production-shape-'));
const dataDir = join(work, 'data');
let redis: Redis;
let smtp: MailCatcher;
let nginx: ChildProcess | undefined;
let gateway: string;
const running: Record<string, ServiceProcess> = {};
const ports: Record<string, number> = {};

/** The committed gateway configuration, made to run here: services on loopback ports, plain http, temp paths. */
function gatewayConfig(listen: number, staticRoot: string, uploads: string): string {
  const inline = (text: string): string =>
    text.replace(/^\s*include\s+shop\/([\w.-]+);/gm, (_, file: string) =>
      inline(readFileSync(join(repo, 'deploy/nginx', file), 'utf8')),
    );
  let conf = inline(readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8'));
  // Services: an upstream block's `server name:3000` lines, or names proxied through variables (then resolved by
  // compose's DNS): both become the local ports, the two read-api as one group. max_fails=0: as with names resolved per
  // request (deploy/nginx), an address that failed once is not set aside, so two close restarts leave one to answer.
  const readApis = `server 127.0.0.1:${ports['read-api-1']} max_fails=0; server 127.0.0.1:${ports['read-api-2']} max_fails=0;`;
  conf = conf
    .replace(/server\s+read-api:3000[^;]*;/g, readApis)
    .replace(/server\s+command-api:3000[^;]*;/g, `server 127.0.0.1:${ports['command-api']};`)
    .replace(/\bread-api:3000\b/g, 'shop_read_api')
    .replace(/\bcommand-api:3000\b/g, 'shop_command_api')
    .replace(/^\s*resolver(_timeout)?\s[^;]*;/gm, '');
  // TLS is the deployment's (a certificate of its host): here plain http on one loopback port; other servers (the
  // http → https redirect) on a port of their own.
  const listens = [...conf.matchAll(/^\s*listen\s+([^;]*);/gm)];
  const shop = listens.find((m) => /\bssl\b/.test(m[1]!)) ?? listens[0]!;
  conf = conf
    .replace(/^\s*listen\s+([^;]*);/gm, (line) =>
      line === shop[0] ? `    listen 127.0.0.1:${listen};` : `    listen 127.0.0.1:${listen + 1};`,
    )
    .replace(/^\s*ssl_[^;]*;/gm, '')
    .replaceAll('/usr/share/nginx/html', staticRoot)
    .replace(/\balias\s+\/srv\/uploads\/;/g, `alias ${uploads}/;`)
    .replace(/\broot\s+\/srv;/g, `root ${dirname(uploads)};`);
  const temp = (name: string) => `${name}_temp_path ${join(work, 'nginx', name)};`;
  return `pid ${join(work, 'nginx', 'nginx.pid')};
error_log ${join(work, 'nginx', 'error.log')} warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream shop_read_api { ${readApis} }
  upstream shop_command_api { server 127.0.0.1:${ports['command-api']}; }
${conf}
}
`;
}

const env = () => ({
  DATA_DIR: dataDir,
  REDIS_PREFIX: prefix,
  EVENT_STORE: 'sqlite',
  LOG_LEVEL: 'info',
  SMTP_URL: smtp.smtpUrl,
  PUBLIC_URL: gateway,
  ADMIN_EMAIL: 'admin@shop.test',
  ADMIN_PASSWORD: 'admin-password-1',
  COMMAND_API_URL: `http://127.0.0.1:${ports['command-api']}`,
  // One event behind is already `degraded`: the test sees it without waiting for 30 s of lag.
  HEALTH_MAX_LAG_EVENTS: '1',
});

const readyText: Record<string, string> = {
  'command-api': 'listening',
  'read-api-1': 'listening',
  'read-api-2': 'listening',
  projections: 'reactors running',
  workers: 'workers running',
};
const start = async (name: string) => {
  const service = name.startsWith('read-api') ? 'read-api' : name;
  running[name] = await startServiceProcess(
    mainOf(service),
    { ...env(), ...(ports[name] ? { PORT: String(ports[name]) } : {}) },
    { readyText: readyText[name]!, timeoutMs: 90_000 },
  );
};

beforeAll(async () => {
  if (!nginxBin) return;
  redis = new Redis('redis://127.0.0.1:6379');
  smtp = await startMailCatcher();
  for (const name of ['command-api', 'read-api-1', 'read-api-2', 'gateway']) ports[name] = await freePort();
  gateway = `http://127.0.0.1:${ports.gateway}`;
  mkdirSync(dataDir, { recursive: true });
  const staticRoot = join(work, 'html');
  mkdirSync(staticRoot);
  writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>Oran Food</title>');
  mkdirSync(join(work, 'uploads'));
  mkdirSync(join(work, 'nginx'));
  const conf = join(work, 'nginx', 'nginx.conf');
  writeFileSync(conf, gatewayConfig(ports.gateway!, staticRoot, join(work, 'uploads')));
  const check = spawnSync(nginxBin, ['-t', '-q', '-p', join(work, 'nginx'), '-c', conf], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  nginx = spawn(nginxBin, ['-p', join(work, 'nginx'), '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  // command-api first: it creates the store's file, seeds the menu and the admin; the others open the same file.
  await start('command-api');
  await Promise.all(['read-api-1', 'read-api-2', 'projections', 'workers'].map(start));
}, 180_000);

afterAll(async () => {
  if (!nginxBin) return;
  await killServiceProcesses(); // every main started, also one a failed start left behind
  nginx?.kill('SIGTERM');
  await smtp?.close();
  for (const p of [prefix, rebuiltPrefix]) await deleteKeysWithPrefix(redis, p);
  await redis?.quit();
  rmSync(work, { recursive: true, force: true, maxRetries: 3 });
});

describe.skipIf(!nginxBin)('the production shape behind nginx', () => {
  it('loses and doubles nothing while each service is restarted; health shows the lag; one mail per order', async () => {
    const call: JsonCall = jsonCaller(`${gateway}/api`, () => ({ origin: gateway }));
    // GET through the gateway reaches read-api once the projections made the menu.
    await expect
      .poll(async () => (await call('GET', '/products?limit=5')).body?.data?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const product = (await call('GET', '/products?limit=5')).body.data[0] as { _id: string };

    // A customer, as the order tests make one: signed up through the gateway, a session signed with the shop's secret.
    const email = `amina.${randomBytes(3).toString('hex')}@example.dz`;
    const signUp = await call('POST', '/auth/signup', {
      name: 'Amina',
      lastName: 'Test',
      email,
      password: 'secret-123',
      language: 'fr',
    });
    expect(signUp.status).toBe(202);
    const userId = signUp.body.data.userId as string;
    const auth = {
      authorization: `Bearer ${await createSessionTokens(loadSecrets(dataDir).jwtSecret).sign(userId)}`,
    };
    const delivery = {
      recipient: 'Amina Test',
      phone: '0550123456',
      districtId: 'bir-el-djir',
      address: 'rue 1',
    };
    expect(
      (
        await call(
          'PUT',
          `/users/me/${userId}`,
          {
            name: 'Amina',
            lastName: 'Test',
            number: delivery.phone,
            district: delivery.districtId,
            address: 'rue 1',
          },
          auth,
        )
      ).status,
    ).toBe(200);
    const orders: string[] = [];
    const order = async () => {
      const started = await call(
        'POST',
        '/orders',
        { type: 'delivery', lines: [{ productId: product._id, quantity: 1 }] },
        auth,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const id = started.body.data._id as string;
      const placed = await call(
        'POST',
        `/orders/${id}/place`,
        { delivery },
        { ...auth, 'idempotency-key': randomBytes(8).toString('hex') },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      orders.push(id);
    };
    // Through the gateway anyone sees the status only; the admin of .env sees the report.
    expect(Object.keys((await call('GET', '/health')).body)).toEqual(['status']);
    const admin = await call('POST', '/auth/login', {
      email: 'admin@shop.test',
      password: 'admin-password-1',
    });
    expect(admin.status).toBe(200);
    const adminAuth = { authorization: `Bearer ${admin.body.data.token as string}` };
    const health = async () => (await call('GET', '/health', undefined, adminAuth)).body;
    const projectionsHealth = async () =>
      ((await health()).followers as { name: string; lag: { events: number }; running: boolean }[]).find(
        (f) => f.name === 'projections',
      );

    await order();
    await expect.poll(() => smtp.mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // The workers are killed between mails: one SIGKILLed after the SMTP server took a mail but before BullMQ marked
    // its job done sends that mail again once the job is found stalled (at least once, as BullMQ runs a job).
    const queues = [mailQueueName, ordersQueueName].map(
      (name) =>
        new Queue(name, { connection: { url: 'redis://127.0.0.1:6379' }, prefix: bullPrefix(prefix) }),
    );
    await expect
      .poll(
        async () =>
          (await Promise.all(queues.map((q) => q.getJobCounts('active', 'wait', 'delayed'))))
            .flatMap((counts) => [counts.active ?? 0, counts.wait ?? 0])
            .reduce((a, b) => a + b, 0),
        { timeout: 20_000 },
      )
      .toBe(0);
    await Promise.all(queues.map((q) => q.close()));

    // Projections and workers die without warning; an order is placed meanwhile; health shows the lag.
    await Promise.all([running.projections!.stop('SIGKILL'), running.workers!.stop('SIGKILL')]);
    await order();
    const lagging = await health();
    expect(lagging.status).toBe('degraded');
    expect((await projectionsHealth())!.lag.events).toBeGreaterThan(0);
    await expect.poll(async () => (await projectionsHealth())!.running, { timeout: 15_000 }).toBe(false);
    await Promise.all([start('projections'), start('workers')]);

    // Each API stopped with SIGTERM exits 0 within 5 s; the gateway sends to the other read-api meanwhile.
    for (const name of ['read-api-1', 'read-api-2', 'command-api']) {
      const stopped = await running[name]!.stop('SIGTERM');
      expect({ name, code: stopped.code, quick: stopped.ms < 5_000 }).toEqual({ name, code: 0, quick: true });
      if (name !== 'command-api') {
        const menu = await call('GET', '/products?limit=1');
        expect(
          menu.status,
          `${JSON.stringify(menu.body)} ${readFileSync(join(work, 'nginx/error.log'), 'utf8')}`,
        ).toBe(200);
      }
      await start(name);
      await order();
    }

    // Everything caught up: health ok, every follower at the head.
    await expect.poll(async () => (await health()).status, { timeout: 30_000 }).toBe('ok');

    // One confirmation mail per order (and the sign-up's verification mail), none twice, even after a while.
    await expect
      .poll(() => smtp.mailsTo(email).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(orders.length + 1);
    await new Promise((r) => setTimeout(r, 2_000));
    const subjects = smtp.mailsTo(email).map((mail) => `${mail.subject}: ${mail.text.slice(0, 200)}`);
    expect(subjects, subjects.join(' | ')).toHaveLength(orders.length + 1);
    expect(new Set(subjects).size).toBe(orders.length + 1);

    // No event lost or doubled: each order placed once, every event id once.
    const raw = createSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const keys = createSqliteKeyStore({ file: join(dataDir, 'keys.sqlite') });
    try {
      const ids = new Set<string>();
      const placed: string[] = [];
      let count = 0;
      for await (const event of raw.readAll()) {
        count += 1;
        ids.add(event.id);
        if (event.type === 'OrderPlaced') placed.push(event.stream);
      }
      expect(ids.size).toBe(count);
      expect(placed.sort()).toEqual(orders.map((id) => `order-${id}`).sort());

      // The live read models equal a rebuild of the same log into a fresh prefix.
      const rebuilt = await rebuildReadModels({
        store: withPersonalData(raw, keys, piiFields),
        redis,
        prefix: rebuiltPrefix,
        logger: createLogger('production-shape', 'silent'),
      });
      const version = Number(await redis.get(sharedKeys(prefix).current));
      const live = await dumpNamespace(redis, readModelKeys(prefix, version).namespace);
      const full = await dumpNamespace(redis, readModelKeys(rebuiltPrefix, rebuilt.version).namespace);
      expect(Object.keys(live).filter((k) => k.startsWith('order:'))).toHaveLength(orders.length);
      // Which store a checkpoint belongs to is the live runner's bookkeeping, not a read model.
      const readModels = (dump: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(dump).filter(([key]) => key !== 'checkpoint:store'));
      expect(readModels(live)).toEqual(readModels(full));
    } finally {
      await raw.close();
      await keys.close();
    }
  }, 240_000);
});
