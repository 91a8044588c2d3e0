// A local stand-in for a browser's push service (FCM, Mozilla autopush…): an HTTP server that records every request
// a push sender makes to a subscription's endpoint, and a browser-side key pair to decrypt what it receives
// (RFC 8291, aes128gcm, written here with node:crypto so the test checks the sender's encryption independently).
// Push services are https only (web-push speaks nothing else): the server has a self-signed certificate for
// 127.0.0.1 made with the openssl command, and `agent` is the HTTPS agent that trusts it.
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type CapturedPush = { path: string; method: string; headers: IncomingHttpHeaders; body: Buffer };

export type PushService = {
  url: string;
  /** For web-push's `agent` option: trusts this service's certificate. */
  agent: Agent;
  received: CapturedPush[];
  /**
   * Requests to endpoints under `${url}/hang/`: taken in whole (TCP, TLS, the request) and never answered, as by a
   * push service that hangs; they stay open until close().
   */
  hanging: CapturedPush[];
  /** Endpoints under `${url}/gone/` answer 410 Gone, as for a subscription the browser dropped. */
  close(): Promise<void>;
};

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const received: CapturedPush[] = [];
  const hanging: CapturedPush[] = [];
  const tls = selfSignedCertificate();
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const push = {
        path: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      if (push.path.startsWith('/hang/')) return void hanging.push(push);
      received.push(push);
      res.writeHead(push.path.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: tls.cert, keepAlive: false });
  return {
    url: `https://127.0.0.1:${port}`,
    agent,
    received,
    hanging,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What a browser keeps for one subscription: its P-256 key pair and auth secret. */
export type BrowserKeys = { ecdh: ECDH; p256dh: string; auth: string; authSecret: Buffer };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    authSecret,
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts one aes128gcm push message body (one record) as the browser does; throws when it does not authenticate. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(shared, keys.authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
