import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField, getPath, isEncrypted, setPath } from './pii';

describe('personal-data field paths', () => {
  const data = { userId: 'u1', delivery: { recipient: 'Amina', phone: '0550123456' }, total: 900 };

  it('reads a top-level field and a nested one', () => {
    expect(getPath(data, 'total')).toBe(900);
    expect(getPath(data, 'delivery.recipient')).toBe('Amina');
    expect(getPath(data, 'delivery.address')).toBeUndefined();
    expect(getPath(data, 'total.x')).toBeUndefined();
  });

  it('replaces a nested value in a copy, leaving the original and its siblings as they were', () => {
    const next = setPath(data, 'delivery.phone', 'enc');
    expect(next).toEqual({ userId: 'u1', delivery: { recipient: 'Amina', phone: 'enc' }, total: 900 });
    expect(data.delivery.phone).toBe('0550123456');
    expect(next.delivery).not.toBe(data.delivery);
  });

  it('adds nothing for a missing path', () => {
    expect(setPath(data, 'delivery.address', 'x')).toEqual(data);
    expect(setPath(data, 'missing.field', 'x')).toBe(data);
    expect(setPath(data, 'total.x', 'x')).toBe(data);
  });

  it('binds a nested ciphertext to its owner and path', () => {
    const key = randomBytes(32);
    const sealed = encryptField(key, 'u1', 'delivery.recipient', 'Amina');
    expect(isEncrypted(sealed)).toBe(true);
    expect(sealed).not.toContain('Amina');
    expect(decryptField(key, 'u1', 'delivery.recipient', sealed)).toBe('Amina');
    expect(decryptField(key, 'u1', 'delivery.phone', sealed)).toBeNull();
    expect(decryptField(key, 'u2', 'delivery.recipient', sealed)).toBeNull();
    expect(decryptField(null, 'u1', 'delivery.recipient', sealed)).toBeNull();
  });

  it('never gives two fields the same IV, across the refills of its pool, and each still decrypts', () => {
    const key = randomBytes(32);
    const sealed = Array.from({ length: 1_000 }, (_, i) =>
      encryptField(key, 'u1', 'delivery.phone', `05501234${i}`),
    );
    const ivs = sealed.map((value) => value.split(':')[2]);
    expect(new Set(ivs).size).toBe(sealed.length);
    expect(Buffer.from(ivs[0]!, 'base64')).toHaveLength(12);
    sealed.forEach((value, i) =>
      expect(decryptField(key, 'u1', 'delivery.phone', value)).toBe(`05501234${i}`),
    );
  });
});
