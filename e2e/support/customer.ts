// Customers made through the API for browser tests that start signed in: sign-up, then the link of the real
// verification mail the shop sent to the file's mail catcher.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkIn, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';

type ShopWithMail = { shop: { url: string }; mail: MailCatcher };
export type NewCustomer = { email: string; password: string; name: string; lastName: string };

const postJson = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The verification link of the mail sent to `email`, checked to point at this shop. */
export async function verificationLink({ shop, mail }: ShopWithMail, email: string): Promise<URL> {
  const received = await mail.waitForMail(email, (m) => m.text.includes('/authentication/verifyEmail/'));
  const link = linkIn(received, '/authentication/verifyEmail/');
  expect(link.origin).toBe(shop.url);
  return link;
}

/** A verified customer made through the API (sign-up answers 202, then the mail's token): returns its id. */
export async function verifiedCustomer(e2e: ShopWithMail, person: NewCustomer): Promise<string> {
  const signUp = await postJson(e2e.shop.url, '/auth/signup', { ...person, language: 'fr' });
  expect(signUp.status, await signUp.clone().text()).toBe(202);
  const { data } = (await signUp.json()) as { data: { userId: string } };
  const token = decodeURIComponent((await verificationLink(e2e, person.email)).pathname.split('/').pop()!);
  const verify = await postJson(e2e.shop.url, '/auth/verify', { token });
  expect(verify.status, await verify.clone().text()).toBe(200);
  return data.userId;
}

/**
 * Logs in through the form, found by its labels as a person would type; resolves once the navigation offers to log
 * out (the session cookie then serves the context's API calls too).
 */
export async function logIn(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.goto('/authentication/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Déconnexion', exact: true })
    .waitFor();
}
