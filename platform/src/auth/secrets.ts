// The signing secret of sessions and the HMAC secret of e-mail stream names. From the environment when set;
// otherwise generated once and kept in `${DATA_DIR}/secrets.json` (mode 0600) so restarts keep sessions.
// The Web Push (VAPID) key pair the same way, in `${DATA_DIR}/vapid.json`: browsers tie each push subscription
// to the public key, so it must never change once customers subscribed.
import { createECDH, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

export type Secrets = { jwtSecret: string; emailHashSecret: string };

const stored = z.object({ jwtSecret: z.string().min(32), emailHashSecret: z.string().min(32) });

export function loadSecrets(
  dataDir: string,
  fromEnv: { JWT_SECRET?: string; EMAIL_HASH_SECRET?: string } = {},
): Secrets {
  if (fromEnv.JWT_SECRET && fromEnv.EMAIL_HASH_SECRET) {
    return { jwtSecret: fromEnv.JWT_SECRET, emailHashSecret: fromEnv.EMAIL_HASH_SECRET };
  }
  const secrets = keptOnce(join(dataDir, 'secrets.json'), stored, () => ({
    jwtSecret: randomBytes(48).toString('base64url'),
    emailHashSecret: randomBytes(48).toString('base64url'),
  }));
  return {
    jwtSecret: fromEnv.JWT_SECRET ?? secrets.jwtSecret,
    emailHashSecret: fromEnv.EMAIL_HASH_SECRET ?? secrets.emailHashSecret,
  };
}

/** The file's content, or `make()` written to it once (mode 0600) when it does not exist yet. */
function keptOnce<T>(file: string, schema: z.ZodType<T>, make: () => T): T {
  if (existsSync(file)) return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  mkdirSync(dirname(file), { recursive: true });
  let value = make();
  // 'wx': two processes starting together cannot both write; the loser reads the winner's file.
  try {
    writeFileSync(file, JSON.stringify(value, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    value = schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  }
  chmodSync(file, 0o600);
  return value;
}

const internalSecret = z.object({ internalSecret: z.string().min(32) });

/**
 * The secret the workers container shows command-api's internal route with (platform/src/commands/http-port.ts):
 * INTERNAL_SECRET when set; otherwise made once into `${DATA_DIR}/internal.json` (the app-data volume both share).
 */
export function loadInternalSecret(dataDir: string, fromEnv: { INTERNAL_SECRET?: string } = {}): string {
  if (fromEnv.INTERNAL_SECRET) return fromEnv.INTERNAL_SECRET;
  return keptOnce(join(dataDir, 'internal.json'), internalSecret, () => ({
    internalSecret: randomBytes(48).toString('base64url'),
  })).internalSecret;
}

/** A VAPID key pair as web-push takes it: the P-256 public point (65 bytes) and private scalar, base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

const vapidKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, base64url'),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url'),
});

export const generateVapidKeys = (): VapidKeys => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes: a scalar is always 32 bytes for the push services.
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
};

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when both are set; otherwise the pair of `${DATA_DIR}/vapid.json`, made on first start. */
export function loadVapidKeys(
  dataDir: string,
  fromEnv: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string } = {},
): VapidKeys {
  if (fromEnv.VAPID_PUBLIC_KEY && fromEnv.VAPID_PRIVATE_KEY) {
    return vapidKeys.parse({ publicKey: fromEnv.VAPID_PUBLIC_KEY, privateKey: fromEnv.VAPID_PRIVATE_KEY });
  }
  return keptOnce(join(dataDir, 'vapid.json'), vapidKeys, generateVapidKeys);
}
