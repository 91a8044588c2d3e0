// Order again and ratings in the browser (issue 32 items 5 and 6; docs/phone-and-trust.md): a customer's past order
// goes back into the cart at today's prices with the line staff took off the menu flagged; once served, the customer
// rates it, staff see the rating on their order page and answer privately, and the customer reads the answer.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartButton, cartButtonName, eventually, type OpenedPage } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const CUSTOMER = {
  name: 'Nadia',
  lastName: 'Khelifi',
  email: 'nadia.khelifi@example.dz',
  password: 'nadia-secret',
};
// The texts the app shows (frontend/src/locales/fr/orders.json).
const FR = {
  again: 'Commander à nouveau',
  againLines: 'Produits de la commande',
  unavailable: 'plus disponible pour le moment',
  added: 'ajouté au panier',
  rateTitle: 'Notez votre commande',
  comment: 'Commentaire',
  send: 'Envoyer ma note',
  customerRating: 'Note du client',
  yours: 'Votre note',
  answerLabel: 'Votre réponse',
  reply: 'Répondre',
  answerTitle: 'Réponse de la boutique',
};

const e2e = useShopAndBrowser({ env: ADMIN_ENV, withMail: true });

/** Places an on-site order of `lines` as the signed-in customer of `request`; answers its id. */
async function placeOrder(request: APIRequestContext, lines: { productId: string; quantity: number }[]) {
  const started = await request.post('/api/orders', { data: { type: 'on_site', lines } });
  expect(started.status(), await started.text()).toBe(201);
  const id = ((await started.json()) as { data: { _id: string } }).data._id;
  const placed = await request.post(`/api/orders/${id}/place`, {
    data: { delivery: { recipient: 'Nadia Khelifi', phone: '0661234567' } },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return id;
}

/** Staff serve the order (confirming the call first when the shop held it for one, docs/phone-and-trust.md). */
async function serve(request: APIRequestContext, orderId: string) {
  let res = await request.patch(`/api/orders/${orderId}`, { data: { state: 'served' } });
  if (res.status() === 409 && ((await res.json()) as { code?: string }).code === 'order.call_pending') {
    const call = await request.post(`/api/orders/${orderId}/call-confirmed`);
    expect(call.status(), await call.text()).toBe(200);
    res = await request.patch(`/api/orders/${orderId}`, { data: { state: 'served' } });
  }
  expect(res.status(), await res.text()).toBe(200);
}

const section = (page: Page, title: string) =>
  page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();

describe('order again and ratings', () => {
  let staff: OpenedPage;
  let customer: OpenedPage;
  let orderId: string;
  let kept: { _id: string; name: string };
  let dropped: { _id: string; name: string };

  it('a customer orders again: the cart is refilled, the product taken off the menu is flagged', async () => {
    staff = await e2e.openPage();
    customer = await e2e.openPage();
    // Each page loads its chunks cold, on a machine shared with other runs: more than a locator's usual 15 s.
    staff.context.setDefaultTimeout(60_000);
    customer.context.setDefaultTimeout(60_000);
    await logIn(staff.page, ADMIN);
    // Always open (no hours): the order is placed now.
    const hours = await staff.context.request.delete('/api/settings/opening-hours');
    expect(hours.status(), await hours.text()).toBe(200);

    const userId = await verifiedCustomer(e2e, CUSTOMER);
    await logIn(customer.page, CUSTOMER);
    await completeProfile(customer.context.request, userId, CUSTOMER);
    const { data: menu } = await e2e.shop.products({ limit: 4 });
    const simple = menu.filter((p) => p.optionGroups.length === 0);
    [kept, dropped] = [simple[0]!, simple[1]!];
    orderId = await placeOrder(customer.context.request, [
      { productId: kept._id, quantity: 2 },
      { productId: dropped._id, quantity: 1 },
    ]);
    // Staff take one product off the menu after the order.
    const unpublished = await staff.context.request.patch(`/api/products/${dropped._id}/unpublish`);
    expect(unpublished.status(), await unpublished.text()).toBe(200);

    const { page } = customer;
    await page.goto(`/myAccount/myOrders/${orderId}`);
    await page.getByRole('button', { name: FR.again, exact: true }).click();
    const lines = page.getByRole('list', { name: FR.againLines });
    await expect
      .poll(() => lines.getByRole('listitem').allInnerTexts())
      .toEqual([`${kept.name} × 2 — ${FR.added}`, `${dropped.name} × 1 — ${FR.unavailable}`]);
    // Only the available line went into the cart, with its quantity.
    await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(2));

    const republished = await staff.context.request.patch(`/api/products/${dropped._id}/publish`);
    expect(republished.status()).toBe(200);
    expect(customer.errors).toEqual([]);
  }, 300_000);

  it('a served order is rated by its customer; staff see it on the order page and answer privately', async () => {
    await serve(staff.context.request, orderId);

    // The customer rates it: 4 stars and a comment.
    const { page } = customer;
    await page.goto(`/myAccount/myOrders/${orderId}`);
    const rate = section(page, FR.rateTitle);
    await rate.getByRole('button', { name: '4 sur 5', exact: true }).click();
    await rate.getByLabel(FR.comment).fill('Très bon, livré chaud');
    await rate.getByRole('button', { name: FR.send, exact: true }).click();
    const mine = section(page, FR.yours);
    await mine.getByRole('img', { name: '4 sur 5' }).waitFor();
    await mine.getByText('Très bon, livré chaud').waitFor();

    // Staff see it on the order page and answer.
    await staff.page.goto(`/dashboard/orders/${orderId}`);
    const rating = section(staff.page, FR.customerRating);
    await rating.getByRole('img', { name: '4 sur 5' }).waitFor();
    await rating.getByRole('group', { name: FR.comment }).getByText('Très bon, livré chaud').waitFor();
    await rating.getByLabel(FR.answerLabel).fill('Merci Nadia, à bientôt !');
    await rating.getByRole('button', { name: FR.reply, exact: true }).click();
    await rating.getByRole('group', { name: FR.answerTitle }).getByText('Merci Nadia, à bientôt !').waitFor();

    // The customer's open page shows the answer (live, over /ws).
    await section(page, FR.yours)
      .getByRole('group', { name: FR.answerTitle })
      .getByText('Merci Nadia, à bientôt !')
      .waitFor();

    // The stats count the day's rating.
    const stats = await staff.context.request.get('/api/stats');
    const { data } = (await stats.json()) as { data: { ratings: { count: number; average: number }[] } };
    expect(data.ratings.map((r) => [r.count, r.average])).toEqual([[1, 4]]);
    expect(staff.errors).toEqual([]);
    expect(customer.errors).toEqual([]);
    await staff.context.close();
    await customer.context.close();
  }, 300_000);
});
