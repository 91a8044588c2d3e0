// No account enumeration in the one-process shop, with its mails sent to a real SMTP server:
// forgot-password and a sign-up of a taken address answer exactly as for an unknown or new address, and the mails
// come after the answer, to the owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCaller } from '@shop/platform/testing/json-call';
import { linkIn, startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';
import type { Shop } from './create-shop';
import { prepareTestShop, type TestShopSetup } from './testing/test-shop';

let smtp: MailCatcher;
let setup: TestShopSetup;
let shop: Shop;
const call = jsonCaller(() => `${shop.url}/api`);
const owner = { email: 'owner@example.dz', password: 'owner-secret' };

beforeAll(async () => {
  smtp = await startMailCatcher();
  setup = prepareTestShop({ env: { PUBLIC_URL: 'http://shop.test', SMTP_URL: smtp.smtpUrl } });
  shop = await setup.start({ seed: false });
  // the owner signs up in English and verifies through the mail
  const signUp = await call('POST', '/auth/signup', {
    name: 'Amina',
    lastName: 'Benali',
    email: owner.email,
    password: owner.password,
    language: 'en',
  });
  expect(signUp.status).toBe(202);
  const mail = await smtp.waitForMail(owner.email, (m) => m.text.includes('/authentication/verifyEmail/'));
  const token = decodeURIComponent(linkIn(mail, '/authentication/verifyEmail/').pathname.split('/').pop()!);
  expect((await call('POST', '/auth/verify', { token })).status).toBe(200);
});
afterAll(async () => {
  await setup?.stop();
  await smtp?.close();
});

describe('no account enumeration (with real mails)', () => {
  it('forgot-password: the same answer for a known and an unknown address; the reset mail reaches the known one', async () => {
    const unknown = await call('POST', '/auth/forgot-password', {
      email: 'nobody@example.dz',
      language: 'fr',
    });
    const known = await call('POST', '/auth/forgot-password', { email: owner.email, language: 'fr' });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(202);
    const mail = await smtp.waitForMail(owner.email, (m) =>
      m.text.includes('/authentication/resetPassword/'),
    );
    expect(mail.subject).toBe('Oran Food : réinitialisation de votre mot de passe');
    expect(smtp.mailsTo('nobody@example.dz')).toEqual([]);
  });

  it('sign-up of a taken address: answered like a new one; the owner is told in their language, no account is made', async () => {
    const attempt = {
      name: 'Karim',
      lastName: 'Haddad',
      email: owner.email,
      password: 'someone-else',
      language: 'fr',
    };
    const taken = await call('POST', '/auth/signup', attempt);
    const fresh = await call('POST', '/auth/signup', { ...attempt, email: 'fresh@example.dz' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(202);
    expect(Object.keys(taken.body.data)).toEqual(Object.keys(fresh.body.data));

    const mail = await smtp.waitForMail(owner.email, (m) => m.subject.includes('sign up with your address'));
    expect(mail.subject).toBe('Oran Food: someone tried to sign up with your address');
    expect(linkIn(mail, '/authentication/forgotPassword').href).toBe(
      'http://shop.test/authentication/forgotPassword',
    );
    // the owner's password still works, the attempt's does not
    expect((await call('POST', '/auth/login', owner)).status).toBe(200);
    expect((await call('POST', '/auth/login', { email: owner.email, password: 'someone-else' })).status).toBe(
      401,
    );
    // the new address got its verification mail, the owner no second one
    await smtp.waitForMail('fresh@example.dz', (m) => m.text.includes('/authentication/verifyEmail/'));
    expect(
      smtp.mailsTo(owner.email).filter((m) => m.text.includes('/authentication/verifyEmail/')),
    ).toHaveLength(1);
  });
});
