import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNoAccount, verifyPassword } from './password';

describe('password hashes', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt and verifies only the right password', async () => {
    const a = await hashPassword('secret1');
    const b = await hashPassword('secret1');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret1', a)).toBe(true);
    expect(await verifyPassword('secret2', a)).toBe(false);
    expect(await verifyPassword('secret1', 'garbage')).toBe(false);
  });

  it('a login without an account never matches, whatever the password', async () => {
    for (const password of ['secret1', '', 'AAAAAAAAAAAAAAAAAAAAAA'])
      expect(await verifyAgainstNoAccount(password)).toBe(false);
  });
});
