// Ordering in the browser (spec §2 order screens, §4 order states and real-time, §8 texts) over the real
// shop: Redis, SQLite, /ws, the mail workers on a real local SMTP server, Debian Chromium. A customer (signed up,
// verified, profile completed with a district) orders in French (delivery, promo BIENVENUE20) then in Arabic (on
// site); the admin, in a second browser context, sees each order arrive on /dashboard/orders without a reload and
// confirms the next step; the customer's order page follows live and shows 'Commande {step}'.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderStepLabels, orderTotals, type DistrictView, type ProductView } from '@shop/contracts';
import { chooseLanguage, eventually, formatDA, textOf, textsOf, type OpenedPage } from './support/browser';
import { drawnDateOrder, drawnLeftToRight } from './support/bidi';
import { verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';
import { recordToasts } from './support/toasts';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const CUSTOMER = {
  name: 'Samir',
  lastName: 'Belkacem',
  email: 'samir.belkacem@example.dz',
  password: 'samir-secret',
};
const PROFILE = { number: '0661234567', address: '12 rue Larbi Ben M’hidi' };

// The texts the app shows (frontend/src/locales/{fr,ar}/checkout.json and orders.json, contracts' step labels).
const FR = {
  promoApplied: 'Code promo BIENVENUE20 appliqué. Prix réduit de 20 %.',
  submitted: 'Votre commande a été envoyée avec succès !',
  inProgress: 'En cours...',
  notification: `Commande ${orderStepLabels.accepted.fr}`, // 'Commande Confirmée'
  cancelConfirm: 'Voulez-vous vraiment annuler cette commande ?',
  mustLogin: 'Vous devez être connecté pour continuer !',
};
const AR = {
  submitted: 'تم إرسال طلبك بنجاح!',
  inProgress: 'جارٍ...',
  notification: `الطلب ${orderStepLabels.accepted.ar}`,
};

const e2e = useShopAndBrowser({
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  withMail: true,
});

/** What the page's own functions need from its window (the e2e code has no DOM types). */
type InPage = { getComputedStyle(element: unknown): { direction: string } };

const nav = (page: Page) => page.getByRole('navigation').first();
const drawer = (page: Page) => page.getByTestId('cart-drawer');
const step = (page: Page, name: string) => page.getByTestId(`order-step-${name}`);
/** Marks the document: `stillSameDocument` is true until the page reloads or navigates to another document. */
const markDocument = (page: Page) => page.evaluate('globalThis.__ordersE2eMark = true');
const stillSameDocument = (page: Page) => page.evaluate('globalThis.__ordersE2eMark === true');
const toast = (page: Page, text: string) => page.getByTestId('toaster').getByText(text, { exact: true });

/** Completes the profile (phone, district, address) with a session of the browser context's own. */
async function completeProfile(context: BrowserContext, userId: string, districtId: string) {
  const login = await context.request.post('/api/auth/login', {
    data: { email: CUSTOMER.email, password: CUSTOMER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const put = await context.request.put(`/api/users/me/${userId}`, {
    data: { name: CUSTOMER.name, lastName: CUSTOMER.lastName, ...PROFILE, district: districtId },
  });
  expect(put.status(), await put.text()).toBe(200);
  await eventually(async () => {
    const me = await context.request.get(`/api/users/me/${userId}`);
    return ((await me.json()) as { data: { profileState?: string } | null }).data?.profileState;
  }).toBe('complited');
}

/** Logs in through the form; resolves once the navbar shows the logged-in links. */
async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/authentication/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await nav(page).getByTestId('nav-logout').waitFor();
}

/** Adds products from the menu's first page (`quantities` per product id) and opens the cart drawer. */
async function fillCart(page: Page, quantities: Map<string, number>) {
  await page.goto('/menu');
  let expected = 0;
  for (const [id, quantity] of quantities) {
    const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
    for (let i = 0; i < quantity; i += 1) {
      await card.getByTestId('add-to-cart').click();
      expected += 1;
      await eventually(() => textOf(page.getByTestId('cart-count'))).toBe(String(expected));
    }
  }
  await page.getByTestId('cart-button').click();
  await drawer(page).waitFor();
  await eventually(() => drawer(page).getByTestId('cart-line').count()).toBe(quantities.size);
}

/** Sum of finalPrice × quantity, the items' total as the server prices it (spec §5). */
const itemsTotal = (products: ProductView[], quantities: Map<string, number>) =>
  products.reduce((sum, p) => sum + p.finalPrice * (quantities.get(p._id) ?? 0), 0);

/** The order id of the customer's detail page it landed on. */
async function landedOrderId(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/myAccount\/myOrders\/[^/]+$/.test(url.pathname), { timeout: 20_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** Staff: waits for the order's row on /dashboard/orders (no reload), opens it and confirms `stepName`. */
async function staffConfirms(page: Page, orderId: string, stepName: string, label: string) {
  const row = page.locator(`[data-testid="staff-order-row"][data-order-id="${orderId}"]`);
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/dashboard/orders/${orderId}`);
  await page.getByTestId('order-detail').waitFor();
  await eventually(() => step(page, stepName).getAttribute('data-state')).toBe('active');
  const button = step(page, stepName).getByRole('button');
  expect(await textOf(button)).toContain(label);
  await button.click();
  await eventually(() => step(page, stepName).getAttribute('data-state')).toBe('done');
}

describe('ordering in the browser', () => {
  it(
    'a customer orders in French (delivery, promo) then in Arabic (on site); staff confirm; the page follows live',
    { timeout: 300_000 },
    async () => {
      const districts = (await e2e.shop.get<{ data: DistrictView[] }>('/api/districtDelivery')).data;
      const district = districts.find((d) => d.price > 0);
      expect(district, 'a district with a delivery price').toBeDefined();
      const menu = (await e2e.shop.products({})).data;
      expect(menu.length).toBeGreaterThanOrEqual(2);
      const userId = await verifiedCustomer(e2e, CUSTOMER);

      const customer: OpenedPage = await e2e.openPage();
      const staff: OpenedPage = await e2e.openPage();
      try {
        const { page, context } = customer;
        const toasts = await recordToasts(page);
        await completeProfile(context, userId, district!._id);
        // A visitor again (completeProfile logged the context in): ordering first goes through the login.
        await context.clearCookies();

        // --- Staff on /dashboard/orders before anything is ordered: the counter and an empty list.
        await logIn(staff.page, ADMIN);
        await staff.page.goto('/dashboard/orders');
        await staff.page.getByTestId('staff-orders-table').waitFor();
        await staff.page.getByTestId('staff-orders-empty').waitFor();
        const countBefore = Number(await textOf(staff.page.getByTestId('new-orders-count')));
        await markDocument(staff.page);

        // === French: delivery with the promo code BIENVENUE20.
        const frProducts = menu.slice(0, 2);
        const frQuantities = new Map([
          [frProducts[0]!._id, 2],
          [frProducts[1]!._id, 1],
        ]);
        await fillCart(page, frQuantities);
        expect(await textOf(drawer(page).getByTestId('order-delivery'))).toBe('Livrez-moi');
        await drawer(page).getByTestId('order-delivery').click();
        // Logged out: the login screen says so once (inline, no toast besides), then goes on to the order.
        await page.waitForURL((url) => url.pathname === '/authentication/login');
        expect(await textOf(page.getByTestId('login-flash'))).toBe(FR.mustLogin);
        expect(await page.getByText(FR.mustLogin).count()).toBe(1);
        await page.getByTestId('login-email').fill(CUSTOMER.email);
        await page.getByTestId('login-password').fill(CUSTOMER.password);
        await page.getByTestId('login-submit').click();
        // 'Livrez-moi' goes straight to the delivery details (surPlace=false), not to the method choice.
        await page.waitForURL(
          (url) => url.pathname === '/myAccount/orderMethod' && url.search === '?surPlace=false',
        );
        await nav(page).getByTestId('nav-logout').waitFor();
        // Signed in and on to the order, long after any toast of the redirect: none said it. The recorder saw the
        // toasts that did show (adding to the cart), so this absence is not for want of looking.
        expect(toasts).toContainEqual(expect.stringContaining('ajouté au panier'));
        expect(toasts.filter((t) => t.includes(FR.mustLogin))).toEqual([]);

        // Delivery details, prefilled from the profile; Latin text typed in keeps its own direction.
        expect(await page.getByTestId('order-method-delivery').count()).toBe(0);
        const recipient = page.getByTestId('delivery-recipient');
        await eventually(() => recipient.inputValue()).toBe(`${CUSTOMER.name} ${CUSTOMER.lastName}`);
        expect(await page.getByTestId('delivery-phone').inputValue()).toBe(PROFILE.number);
        await eventually(() => page.getByTestId('delivery-district').inputValue()).toBe(district!._id);
        expect(await page.getByTestId('delivery-address').inputValue()).toBe(PROFILE.address);
        for (const field of ['delivery-recipient', 'delivery-address', 'delivery-comment'])
          expect(await page.getByTestId(field).getAttribute('dir')).toBe('auto');
        expect(await textOf(page.getByTestId('delivery-price'))).toContain(formatDA(district!.price));
        await page.getByTestId('delivery-comment').fill('Sonnez deux fois, 3e étage.');
        await page.getByTestId('delivery-submit').click();

        // Confirmation: the promo code, then the totals computed from the API's prices.
        await page.getByTestId('order-confirmation').waitFor();
        expect(await textOf(page.getByTestId('confirm-payment'))).toBe('Paiement à la livraison');
        const frItems = itemsTotal(frProducts, frQuantities);
        const fr = orderTotals({
          lines: [{ lineTotal: frItems }],
          promoPercentage: 20,
          points: 0,
          deliveryPrice: district!.price,
        });
        expect(fr.total).toBe(frItems - Math.round(frItems * 0.2) + district!.price);
        await eventually(() => textOf(page.getByTestId('total-items'))).toBe(formatDA(frItems));
        // The bonus-point balance of a new customer: none yet, so the points cannot be used.
        await eventually(() => textOf(page.getByTestId('points-balance'))).toBe('Vos points bonus : 0');
        expect(await page.getByTestId('use-points').locator('input').isDisabled()).toBe(true);
        await page.getByTestId('promo-input').fill('BIENVENUE20');
        await page.getByTestId('promo-apply').click();
        await eventually(() => textOf(page.getByTestId('promo-message'))).toBe(FR.promoApplied);
        await eventually(() => textOf(page.getByTestId('order-total'))).toBe(formatDA(fr.total));
        expect(await textOf(page.getByTestId('total-promo'))).toBe(`− ${formatDA(fr.promoDiscount)}`);
        expect(await textOf(page.getByTestId('total-delivery'))).toBe(formatDA(district!.price));

        await page.getByTestId('order-submit').click();
        await toast(page, FR.submitted).waitFor();
        const frOrderId = await landedOrderId(page);

        // The step tracker: 'Reçue' confirmed (with its date), the next one 'En cours...'.
        await page.getByTestId('order-detail').waitFor();
        await eventually(() => step(page, 'placed').getAttribute('data-state')).toBe('done');
        expect(await textOf(step(page, 'placed'))).toContain(orderStepLabels.placed.fr);
        expect(await textOf(page.getByTestId('order-step-placed-when'))).not.toBe('');
        // Dates read left to right in French: day, year, time.
        expect(await drawnDateOrder(page.getByTestId('order-date'))).toEqual(['day', 'year', 'time']);
        expect(await drawnDateOrder(page.getByTestId('order-step-placed-when'))).toEqual([
          'day',
          'year',
          'time',
        ]);
        expect(await step(page, 'accepted').getAttribute('data-state')).toBe('active');
        expect(await textOf(page.getByTestId('order-step-accepted-when'))).toBe(FR.inProgress);
        expect(await textOf(page.getByTestId('order-total'))).toBe(formatDA(fr.total));
        expect(await page.getByTestId('order-notification').count()).toBe(0);
        // The cart was emptied by the placement.
        await page.getByTestId('cart-count').waitFor({ state: 'detached' });

        // Staff: the order arrived without a reload (counter and list).
        await eventually(() => textOf(staff.page.getByTestId('new-orders-count'))).toBe(
          String(countBefore + 1),
        );
        const frRow = staff.page.locator(`[data-testid="staff-order-row"][data-order-id="${frOrderId}"]`);
        await frRow.waitFor();
        expect(await textOf(frRow)).toContain(formatDA(fr.total));
        expect(await stillSameDocument(staff.page), 'the staff list was reloaded').toBe(true);

        // Staff confirm the next step; the customer's page moves to it and says 'Commande Confirmée'.
        await markDocument(page);
        await staffConfirms(staff.page, frOrderId, 'accepted', orderStepLabels.accepted.fr);
        await eventually(() => step(page, 'accepted').getAttribute('data-state'), 5_000).toBe('done');
        await eventually(() => textOf(page.getByTestId('order-notification')), 5_000).toBe(FR.notification);
        expect(await step(page, 'preparing').getAttribute('data-state')).toBe('active');
        expect(await textOf(page.getByTestId('order-step-preparing-when'))).toBe(FR.inProgress);
        expect(await stillSameDocument(page), 'the customer page was reloaded').toBe(true);

        // Staff: the order's history names who acted (role label · first and last name), never a raw user id.
        await staff.page.getByTestId('order-history-link').click();
        const actors = staff.page.getByTestId('history-actor');
        await eventually(() => textsOf(actors)).toEqual([
          ...Array<string>(3).fill(`Client · ${CUSTOMER.name} ${CUSTOMER.lastName}`),
          'Admin · Admin Oran Food',
        ]);

        // === Arabic: on site (?surPlace=true), no promo.
        await staff.page.goto('/dashboard/orders');
        await staff.page.locator(`[data-testid="staff-order-row"][data-order-id="${frOrderId}"]`).waitFor();
        await markDocument(staff.page);
        await chooseLanguage(page, 'ar');
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        const arProducts = menu.slice(1, 3).length === 2 ? menu.slice(1, 3) : menu.slice(0, 2);
        const arQuantities = new Map([
          [arProducts[0]!._id, 1],
          [arProducts[1]!._id, 3],
        ]);
        await fillCart(page, arQuantities);
        await drawer(page).getByTestId('order-on-site').click();
        await page.waitForURL(
          (url) => url.pathname === '/myAccount/orderMethod' && url.search === '?surPlace=true',
        );
        await page.getByTestId('order-confirmation').waitFor();
        // The cart's other order button, used while here, switches the step (the query leads, not the first one).
        const orderFromCart = async (button: 'order-delivery' | 'order-on-site', surPlace: string) => {
          await page.getByTestId('cart-button').click();
          await drawer(page).getByTestId(button).click();
          await page.waitForURL(
            (url) => url.pathname === '/myAccount/orderMethod' && url.search === `?surPlace=${surPlace}`,
          );
        };
        await orderFromCart('order-delivery', 'false');
        await page.getByTestId('delivery-recipient').waitFor();
        expect(await page.getByTestId('order-confirmation').count()).toBe(0);
        await orderFromCart('order-on-site', 'true');
        await page.getByTestId('order-confirmation').waitFor();
        expect(await page.getByTestId('delivery-recipient').count()).toBe(0);
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await page.getByTestId('total-delivery').count()).toBe(0);
        // The portion reads '1 XL' (value, then unit, left to right) in Arabic too.
        const arPortion = arProducts[0]!.size;
        const portions = page.getByTestId('confirm-line-portion');
        await eventually(() => portions.count()).toBe(2);
        expect(await drawnLeftToRight(portions.first(), [String(arPortion.value), arPortion.unit])).toEqual([
          String(arPortion.value),
          arPortion.unit,
        ]);
        const arItems = itemsTotal(arProducts, arQuantities);
        const total = page.getByTestId('order-total');
        await eventually(() => textOf(total)).toBe(formatDA(arItems));
        // Amounts stay left-to-right inside the right-to-left page.
        expect(await total.getAttribute('dir')).toBe('ltr');
        expect(
          await total.evaluate((el) => (globalThis as unknown as InPage).getComputedStyle(el).direction),
        ).toBe('ltr');
        await page.getByTestId('order-submit').click();
        await toast(page, AR.submitted).waitFor();
        const arOrderId = await landedOrderId(page);
        expect(arOrderId).not.toBe(frOrderId);

        await page.getByTestId('order-detail').waitFor();
        await eventually(() => step(page, 'placed').getAttribute('data-state')).toBe('done');
        // The on-site steps, labelled in Arabic.
        for (const name of ['placed', 'accepted', 'preparing', 'ready', 'served'] as const)
          expect(await textOf(step(page, name))).toContain(orderStepLabels[name].ar);
        expect(await page.getByTestId('order-step-out_for_delivery').count()).toBe(0);
        expect(await step(page, 'accepted').getAttribute('data-state')).toBe('active');
        expect(await textOf(page.getByTestId('order-step-accepted-when'))).toBe(AR.inProgress);
        expect(await textOf(page.getByTestId('order-total'))).toBe(formatDA(arItems));
        expect(await page.getByTestId('order-total').getAttribute('dir')).toBe('ltr');

        // Staff see it arrive live, confirm it; the customer's page follows.
        await eventually(() => textOf(staff.page.getByTestId('new-orders-count'))).toBe(
          String(countBefore + 2),
        );
        await staff.page.locator(`[data-testid="staff-order-row"][data-order-id="${arOrderId}"]`).waitFor();
        expect(await stillSameDocument(staff.page), 'the staff list was reloaded').toBe(true);
        await markDocument(page);
        await staffConfirms(staff.page, arOrderId, 'accepted', orderStepLabels.accepted.fr);
        await eventually(() => step(page, 'accepted').getAttribute('data-state'), 5_000).toBe('done');
        await eventually(() => textOf(page.getByTestId('order-notification')), 5_000).toBe(AR.notification);
        expect(await step(page, 'preparing').getAttribute('data-state')).toBe('active');
        expect(await stillSameDocument(page), 'the customer page was reloaded').toBe(true);

        // The customer's orders: both, newest first.
        await page.goto('/myAccount/myOrders');
        await page.getByTestId('my-orders-table').waitFor();
        const rows = page.getByTestId('my-order-row');
        await eventually(() => rows.count()).toBe(2);
        const links = await rows
          .getByRole('link')
          .evaluateAll((els) =>
            els.map((el) => (el as unknown as { getAttribute(n: string): string }).getAttribute('href')),
          );
        expect(links).toEqual([`/myAccount/myOrders/${arOrderId}`, `/myAccount/myOrders/${frOrderId}`]);
        expect(await textOf(rows.nth(0))).toContain(formatDA(arItems));
        expect(await textOf(rows.nth(1))).toContain(formatDA(fr.total));

        // Staff cancel the Arabic order from its page through the in-app confirmation, never the browser's
        // confirm(): keeping the order leaves it as it is, confirming cancels it.
        const nativeDialogs: string[] = [];
        staff.page.on('dialog', (dialog) => {
          nativeDialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const cancelDialog = staff.page.getByTestId('order-cancel-dialog');
        await staff.page.getByTestId('order-cancel').click();
        await cancelDialog.waitFor();
        expect(await textOf(staff.page.getByTestId('order-cancel-dialog-text'))).toBe(FR.cancelConfirm);
        await staff.page.getByTestId('order-cancel-dialog-cancel').click();
        await cancelDialog.waitFor({ state: 'hidden' });
        expect(await staff.page.getByTestId('order-cancelled').count()).toBe(0);
        await staff.page.getByTestId('order-cancel').click();
        await staff.page.getByTestId('order-cancel-dialog-confirm').click();
        await staff.page.getByTestId('order-cancelled').waitFor();
        await cancelDialog.waitFor({ state: 'hidden' });
        expect(nativeDialogs).toEqual([]);

        // The French delivery order, read in Arabic: dates read right to left (day, year, then time, as the
        // list writes them), the portion '1 XL' and the Latin address keep their own order.
        await page.goto(`/myAccount/myOrders/${frOrderId}`);
        await page.getByTestId('order-detail').waitFor();
        await eventually(() => step(page, 'placed').getAttribute('data-state')).toBe('done');
        expect(await drawnDateOrder(page.getByTestId('order-date'))).toEqual(['time', 'year', 'day']);
        expect(await drawnDateOrder(page.getByTestId('order-step-placed-when'))).toEqual([
          'time',
          'year',
          'day',
        ]);
        const frLine = page
          .getByTestId('order-line')
          .filter({ hasText: frProducts[0]!.name })
          .getByTestId('order-line-portion');
        const frPortion = [String(frProducts[0]!.size.value), frProducts[0]!.size.unit];
        expect(await drawnLeftToRight(frLine, frPortion)).toEqual(frPortion);
        expect(await textOf(page.getByTestId('order-address'))).toBe(PROFILE.address);
        const addressParts = ['12', 'rue', 'Larbi'];
        expect(await drawnLeftToRight(page.getByTestId('order-address'), addressParts)).toEqual(addressParts);

        expect(customer.errors).toEqual([]);
        expect(staff.errors).toEqual([]);
      } finally {
        await customer.context.close();
        await staff.context.close();
      }
    },
  );
});
