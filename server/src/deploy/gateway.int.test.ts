// The committed gateway configuration (deploy/nginx.conf, deploy/nginx.dev.conf, deploy/nginx/) checked with
// `nginx -t` and run by this machine's nginx, as the gateway image lays it out under a temp prefix: only the listen
// addresses (loopback test ports) and the two roots (temp dirs for the client and the uploads) are swapped. The
// services are not there (compose DNS does not answer here), which is what /api without a service must survive.
// Skipped, saying why, where nginx or openssl is missing.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createSocket } from 'node:dgram';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@shop/platform/testing/service-process';

const deploy = join(import.meta.dirname, '../../../deploy');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (path) => spawnSync(path, ['-v']).status === 0,
);
const opensslAnswers = spawnSync('openssl', ['version']).status === 0;
const missing = !nginxBinary ? 'nginx is not installed' : !opensslAnswers ? 'openssl is not installed' : null;
if (missing) console.warn(`gateway.int.test: skipped, ${missing} (apt-get install nginx openssl)`);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
const get = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

/** Replaces `from` (which must occur exactly once: the test follows the committed file, not a copy of it). */
const swapOnce = (text: string, from: string, to: string) => {
  expect(text.split(from).length - 1, `${from} occurs once`).toBe(1);
  return text.replace(from, to);
};

type Gateway = { prefix: string; http: number; https: number; nginx: ChildProcess };
const gateways: Gateway[] = [];

/**
 * Where the services are found, for the test that plays compose's DNS: its resolver address (instead of
 * 127.0.0.11:53, shorter validity so the test need not wait 10 s) and the services' port (instead of 3000).
 */
type Services = { resolver: string; valid: string; port: number };

/** A prefix laid out like the gateway image: nginx.conf, conf.d/default.conf, shop/, certs/; its roots in it. */
async function prepare(
  siteFile: 'nginx.conf' | 'nginx.dev.conf',
  services?: Services,
): Promise<Omit<Gateway, 'nginx'>> {
  const prefix = mkdtempSync(join(tmpdir(), 'shop-gateway-'));
  const [http, https] = [await freePort(), await freePort()];
  for (const dir of ['conf.d', 'shop', 'certs', 'html/assets', 'srv/uploads/320', 'tmp'])
    mkdirSync(join(prefix, dir), { recursive: true });
  // nginx's workers run as nobody when the test runs as root: everything they serve must be readable
  for (const dir of ['', 'html', 'html/assets', 'srv', 'srv/uploads', 'srv/uploads/320', 'tmp'])
    chmodSync(join(prefix, dir), dir === 'tmp' ? 0o777 : 0o755);
  for (const file of readdirSync(join(deploy, 'nginx')))
    copyFileSync(join(deploy, 'nginx', file), join(prefix, 'shop', file));
  let server = readFileSync(join(prefix, 'shop/server.conf'), 'utf8');
  server = swapOnce(server, 'root /usr/share/nginx/html;', `root ${join(prefix, 'html')};`);
  server = swapOnce(server, 'root /srv;', `root ${join(prefix, 'srv')};`);
  if (services) server = server.replace(/\b(read-api|command-api):3000\b/g, `$1:${services.port}`);
  writeFileSync(join(prefix, 'shop/server.conf'), server);
  if (services) {
    let http = readFileSync(join(prefix, 'shop/http.conf'), 'utf8');
    http = swapOnce(
      http,
      'resolver 127.0.0.11 valid=10s ipv6=off;',
      `resolver ${services.resolver} valid=${services.valid} ipv6=off;`,
    );
    http = http.replace(/\b(read-api|command-api):3000\b/g, `$1:${services.port}`);
    writeFileSync(join(prefix, 'shop/http.conf'), http);
  }
  let site = readFileSync(join(deploy, siteFile), 'utf8');
  site = swapOnce(site, 'listen 80 default_server;', `listen 127.0.0.1:${http} default_server;`);
  if (siteFile === 'nginx.conf')
    site = swapOnce(
      site,
      'listen 443 ssl http2 default_server;',
      `listen 127.0.0.1:${https} ssl http2 default_server;`,
    );
  writeFileSync(join(prefix, 'conf.d/default.conf'), site);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(prefix, 'certs/privkey.pem'),
      '-out',
      join(prefix, 'certs/fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(prefix, 'tmp', name)};`)
    .join(' ');
  // The official image's /etc/nginx/nginx.conf, reduced: conf.d/*.conf inside http {}.
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1; pid ${join(prefix, 'nginx.pid')}; error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 64; }
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temp}
  include conf.d/default.conf; }
`,
  );
  writeFileSync(join(prefix, 'html/index.html'), '<!doctype html><title>Oran Food</title>');
  writeFileSync(
    join(prefix, 'html/assets/index-abc123.js'),
    `export const menu = ${JSON.stringify('x'.repeat(4000))};`,
  );
  writeFileSync(join(prefix, 'srv/uploads/320/tajine.webp'), 'RIFF....WEBP');
  return { prefix, http, https };
}

const nginxTest = (prefix: string) =>
  spawnSync(nginxBinary!, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });

async function start(siteFile: 'nginx.conf' | 'nginx.dev.conf', services?: Services): Promise<Gateway> {
  const laid = await prepare(siteFile, services);
  const nginx = spawn(
    nginxBinary!,
    ['-p', laid.prefix, '-c', join(laid.prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const gateway = { ...laid, nginx };
  gateways.push(gateway);
  for (let i = 0; i < 100; i += 1) {
    if (
      await get(`http://127.0.0.1:${laid.http}/`).then(
        () => true,
        () => false,
      )
    )
      return gateway;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer: ${readFileSync(join(laid.prefix, 'error.log'), 'utf8')}`);
}

afterAll(async () => {
  for (const { nginx, prefix } of gateways) {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => (nginx.exitCode === null ? nginx.once('exit', resolve) : resolve(null)));
    rmSync(prefix, { recursive: true, force: true });
  }
});

describe.skipIf(missing !== null)('the gateway (deploy/nginx.conf: https)', () => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await start('nginx.conf');
  }, 60_000);

  it('passes nginx -t, the development configuration too', async () => {
    for (const site of ['nginx.conf', 'nginx.dev.conf'] as const) {
      const { prefix } = await prepare(site);
      const checked = nginxTest(prefix);
      rmSync(prefix, { recursive: true, force: true });
      expect(checked.status, checked.stderr).toBe(0);
    }
  });

  it('redirects http to https, path and query kept; sends HSTS and the security headers over https', async () => {
    const plain = await get(`http://127.0.0.1:${gw.http}/menu?category=tajines`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/menu?category=tajines');
    const page = await get(`https://127.0.0.1:${gw.https}/menu`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Oran Food</title>');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('/uploads/ serves files only: a directory or a missing file is a JSON 404, never an HTML 403', async () => {
    const image = await get(`https://127.0.0.1:${gw.https}/uploads/320/tajine.webp`);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/uploads/', '/uploads/320/', '/uploads/320', '/uploads/320/missing.webp']) {
      const answer = await get(`https://127.0.0.1:${gw.https}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('application/problem+json');
      expect(JSON.parse(answer.body), path).toMatchObject({ status: 404, code: 'not_found' });
      expect(answer.headers['cache-control'], path).toBeUndefined();
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('gzips the client bundle (text/javascript or application/javascript)', async () => {
    const bundle = await get(`https://127.0.0.1:${gw.https}/assets/index-abc123.js`, {
      'accept-encoding': 'gzip',
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('/api with no service answering is the API problem+json 503, not an nginx page', async () => {
    const answer = await get(`https://127.0.0.1:${gw.https}/api/products`);
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(Buffer.from(answer.body, 'latin1').toString('utf8'))).toMatchObject({
      status: 503,
      code: 'unavailable',
    });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
  }, 30_000);
});

describe.skipIf(missing !== null)('the development gateway (deploy/nginx.dev.conf: plain http)', () => {
  it('serves the shop over http: no redirect, no HSTS', async () => {
    const gw = await start('nginx.dev.conf');
    const page = await get(`http://127.0.0.1:${gw.http}/menu`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Oran Food</title>');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  }, 60_000);
});

/** A DNS server answering A queries for the names of `hosts` (TTL 0), as compose's does for its services. */
async function startDns(hosts: Map<string, string[]>) {
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at]! > 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString());
      at += query[at]! + 1;
    }
    const question = query.subarray(12, at + 5);
    const type = query.readUInt16BE(at + 1);
    const addresses = type === 1 ? (hosts.get(labels.join('.')) ?? []) : [];
    const known = hosts.has(labels.join('.'));
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2); // a response; NXDOMAIN for a name nobody has
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const answers = addresses.map((address) => {
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // the question's name
      answer.writeUInt16BE(1, 2); // A
      answer.writeUInt16BE(1, 4); // IN
      answer.writeUInt32BE(0, 6); // TTL
      answer.writeUInt16BE(4, 10);
      address.split('.').forEach((byte, i) => answer.writeUInt8(Number(byte), 12 + i));
      return answer;
    });
    socket.send(Buffer.concat([header, question, ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, close: () => socket.close() };
}

/** A stand-in for a read-api container at `address`:`port`, answering who it is. */
async function startInstance(address: string, port: number): Promise<Server> {
  const server = createHttpServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ instance: address }));
  });
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  return server;
}
const stopInstance = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

describe.skipIf(missing !== null)('the gateway follows the services (compose DNS)', () => {
  const hosts = new Map<string, string[]>([['command-api', ['127.0.0.9']]]);
  let dns: Awaited<ReturnType<typeof startDns>>;
  let gw: Gateway;
  let port: number;
  const instances = new Map<string, Server>();
  const up = async (address: string) => instances.set(address, await startInstance(address, port));
  const down = async (address: string) => {
    await stopInstance(instances.get(address)!);
    instances.delete(address);
  };
  const menu = async () => {
    const answer = await get(`https://127.0.0.1:${gw.https}/api/products`);
    return { status: answer.status, instance: (JSON.parse(answer.body) as { instance?: string }).instance };
  };

  beforeAll(async () => {
    dns = await startDns(hosts);
    port = await freePort();
    gw = await start('nginx.conf', { resolver: `127.0.0.1:${dns.port}`, valid: '1s', port });
  }, 60_000);
  afterAll(async () => {
    for (const address of [...instances.keys()]) await down(address);
    dns?.close();
  });

  it('sees a recreated read-api at its new address without a gateway restart', async () => {
    hosts.set('read-api', ['127.0.0.2']);
    await up('127.0.0.2');
    expect(await menu()).toEqual({ status: 200, instance: '127.0.0.2' });
    // recreated: the old container is gone, the new one has another address
    await down('127.0.0.2');
    hosts.set('read-api', ['127.0.0.3']);
    await up('127.0.0.3');
    // Seen once the resolver's validity (1 s here, 10 s in compose) has passed: polled, as a loaded machine may take
    // longer than the validity to get there; a gateway that resolved once at start never answers from .3.
    await expect
      .poll(menu, { timeout: 10_000, interval: 250 })
      .toEqual({ status: 200, instance: '127.0.0.3' });
    await down('127.0.0.3');
  }, 30_000);

  it('two read-api restarted one right after the other: every GET answered, no 502', async () => {
    hosts.set('read-api', ['127.0.0.4', '127.0.0.5']);
    await up('127.0.0.4');
    await up('127.0.0.5');
    // Both addresses known to the gateway (the resolver's validity passed) before the restarts begin.
    const known = new Set<string | undefined>();
    await expect
      .poll(
        async () => {
          known.add((await menu()).instance);
          return known.has('127.0.0.4') && known.has('127.0.0.5');
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);
    const statuses: number[] = [];
    const seen = new Set<string>();
    const burst = async () => {
      for (let i = 0; i < 10; i += 1) {
        const answer = await menu();
        statuses.push(answer.status);
        if (answer.instance) seen.add(answer.instance);
      }
    };
    await burst();
    await down('127.0.0.4'); // first restart: .4 is down, .5 answers
    await burst();
    await up('127.0.0.4');
    await down('127.0.0.5'); // right after, the second: .4 answers again at once (no failure window to wait out)
    await burst();
    await up('127.0.0.5');
    await burst();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect([...seen].sort()).toEqual(['127.0.0.4', '127.0.0.5']);
  }, 60_000);
});
