import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateVapidKeys, loadInternalSecret, loadSecrets, loadVapidKeys } from './secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadSecrets', () => {
  it('generates secrets once, mode 0600, and gives the same ones on the next start', () => {
    const dir = tempDir();
    const first = loadSecrets(join(dir, 'data'));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.emailHashSecret);
    expect(statSync(join(dir, 'data', 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadSecrets(join(dir, 'data'))).toEqual(first);
  });

  it('takes the environment when set', () => {
    const env = { JWT_SECRET: 'j'.repeat(32), EMAIL_HASH_SECRET: 'e'.repeat(32) };
    expect(loadSecrets(tempDir(), env)).toEqual({
      jwtSecret: env.JWT_SECRET,
      emailHashSecret: env.EMAIL_HASH_SECRET,
    });
  });
});

describe('loadVapidKeys', () => {
  it('makes a P-256 pair once, mode 0600, and gives the same one on the next start', () => {
    const dir = tempDir();
    const first = loadVapidKeys(dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.publicKey, 'base64url')[0]).toBe(4); // uncompressed point
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(dir)).toEqual(first);
    expect(loadVapidKeys(tempDir())).not.toEqual(first);
  });

  it('takes the environment when both keys are set', () => {
    const pair = generateVapidKeys();
    expect(
      loadVapidKeys(tempDir(), { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toEqual(pair);
  });
});

describe('loadInternalSecret', () => {
  it('is made once into DATA_DIR/internal.json (mode 0600), the same for every service reading it; the environment wins', () => {
    const dir = tempDir();
    const first = loadInternalSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'internal.json')).mode & 0o777).toBe(0o600);
    expect(loadInternalSecret(dir)).toBe(first);
    expect(loadInternalSecret(dir, { INTERNAL_SECRET: 'i'.repeat(32) })).toBe('i'.repeat(32));
  });
});
