// No answer tells whether an address has an account, over real HTTP, SQLite and Redis: sign-up of a
// taken address answers as a new one and records SignUpAttempted for the owner's mail; forgot-password and resend
// answer 202 before looking the address up (the work after the answer is held here, so the test looks in between).
import { accountStreams } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStream } from '../testing/temp-store';
import { PASSWORD, startAccountsApp, type AccountsApp } from './testing/accounts-app';

let app: AccountsApp;
beforeAll(async () => {
  app = await startAccountsApp({ holdAfterAnswer: true });
});
afterAll(async () => app?.close());

const signUpBody = (email: string, language = 'en') => ({
  name: 'karim',
  lastName: 'mansouri',
  email,
  password: 'another-secret',
  language,
});
const typesOf = async (userId: string) =>
  (await readStream(app.store, accountStreams.user(userId))).map((e) => e.type);
/** Runs the work the routes left for after their answers. */
const runHeld = async () => {
  for (const work of app.held.splice(0)) await work();
};

describe('no account enumeration', () => {
  it('sign-up of a taken address answers 202 like a new one, creates nothing, and records the attempt for the owner', async () => {
    const owner = await app.signUpVerified('owner@example.dz');
    const before = await typesOf(owner);

    const fresh = await app.call('POST', '/auth/signup', signUpBody('brand-new@example.dz'));
    const taken = await app.call('POST', '/auth/signup', signUpBody(' Owner@Example.dz'));
    expect([fresh.status, taken.status]).toEqual([202, 202]);
    // the same shape: an id and a position, nothing else
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.data)).toEqual(Object.keys(fresh.body.data));
    expect(taken.body.data.userId).not.toBe(owner);
    expect(taken.body.position).toMatch(/^\d+$/);

    expect(await app.isAccount(fresh.body.data.userId)).toBe(true);
    expect(await app.isAccount(taken.body.data.userId)).toBe(false);
    expect(await typesOf(taken.body.data.userId)).toEqual([]);
    expect(await typesOf(owner)).toEqual([...before, 'SignUpAttempted']);
    // ids, time and the owner's language only: nothing of who tried
    const attempt = (await readStream(app.raw, accountStreams.user(owner))).at(-1)!;
    expect(attempt.data).toEqual({ userId: owner, at: expect.any(String), language: 'fr' });
    // the owner's password and login are untouched
    expect(await app.login('owner@example.dz', PASSWORD)).toEqual(expect.any(String));
    await runHeld();
  });

  it('forgot-password answers known and unknown addresses alike, before any lookup; the work then runs for the known one', async () => {
    const known = 'known@example.dz';
    const userId = await app.signUpVerified(known);
    await runHeld();
    const reads = vi.spyOn(app.store, 'readStream');
    try {
      const answers = [];
      for (const email of [known, 'unknown@example.dz'])
        answers.push(await app.call('POST', '/auth/forgot-password', { email, language: 'en' }));
      expect(answers.map((a) => [a.status, a.body])).toEqual([
        [202, { data: null }],
        [202, { data: null }],
      ]);
      // answered, and nothing looked up yet (no address' reservation read, no user read), nothing recorded
      expect(reads).not.toHaveBeenCalled();
      expect(app.held).toHaveLength(2);
      expect(await typesOf(userId)).not.toContain('PasswordResetRequested');

      await runHeld();
      expect(reads.mock.calls.some(([stream]) => stream.startsWith('email-'))).toBe(true);
      expect((await typesOf(userId)).filter((t) => t === 'PasswordResetRequested')).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('resend-verification answers known and unknown addresses alike, before any lookup', async () => {
    const known = 'unverified@example.dz';
    const signUp = await app.call('POST', '/auth/signup', signUpBody(known));
    const userId = signUp.body.data.userId as string;
    await runHeld();
    const reads = vi.spyOn(app.store, 'readStream');
    try {
      const answers = [];
      for (const email of [known, 'nobody-here@example.dz'])
        answers.push(await app.call('POST', '/auth/resend-verification', { email }));
      expect(answers.map((a) => [a.status, a.body])).toEqual([
        [202, { data: null }],
        [202, { data: null }],
      ]);
      expect(reads).not.toHaveBeenCalled();
      expect(await typesOf(userId)).toEqual(['UserRegistered']);

      await runHeld();
      expect(await typesOf(userId)).toEqual(['UserRegistered', 'EmailVerificationRequested']);
    } finally {
      reads.mockRestore();
    }
  });
});
