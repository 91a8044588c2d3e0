// Customers made through the API for browser tests that start signed in: sign-up, then the link of the real
// verification mail the shop sent to the file's mail catcher.
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { linkIn, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';

type ShopWithMail = { shop: { url: string }; mail: MailCatcher };
export type NewCustomer = { email: string; password: string; name: string; lastName: string };

/** The admin the e2e shops start with (ADMIN_EMAIL / ADMIN_PASSWORD of `useShopAndBrowser`'s env). */
export const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

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

/**
 * Completes the customer's profile through the API with the session of `request` (a context signed in as them):
 * phone, address and a district (the first of the shop's unless given), as checkout requires. Returns the district id.
 */
export async function completeProfile(
  request: APIRequestContext,
  userId: string,
  person: Pick<NewCustomer, 'name' | 'lastName'>,
  { address = '3 boulevard de la Soummam', district }: { address?: string; district?: string } = {},
): Promise<string> {
  const districtId =
    district ??
    ((await (await request.get('/api/districtDelivery')).json()) as { data: { _id: string }[] }).data[0]!._id;
  const profile = await request.put(`/api/users/me/${userId}`, {
    data: {
      name: person.name,
      lastName: person.lastName,
      number: '0661234567',
      address,
      district: districtId,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return districtId;
}
