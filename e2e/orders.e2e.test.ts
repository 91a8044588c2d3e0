// Ordering in the browser (spec §2 order screens, §4 order states and real-time, §8 texts) over the real
// shop: Redis, SQLite, /ws, the mail workers on a real local SMTP server, Debian Chromium. A customer (signed up,
// verified, profile completed with a district) orders in French (delivery, promo BIENVENUE20) then in Arabic (on
// site); the admin, in a second browser context, sees each order arrive on /dashboard/orders without a reload and
// confirms the next step; the customer's order page follows live and shows 'Commande {step}'.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  orderStepLabels,
  orderTotals,
  localized,
  type DistrictView,
  type Language,
  type OrderStep,
  type ProductView,
} from '@shop/contracts';
import {
  cartButton,
  cartButtonName,
  chooseLanguage,
  eventually,
  formatDA,
  textOf,
  textsOf,
  type OpenedPage,
} from './support/browser';
import { drawnDateOrder, drawnLeftToRight } from './support/bidi';
import { logIn, verifiedCustomer } from './support/customer';
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
  cart: 'Mon panier',
  delivery: 'Livrez-moi',
  onSite: 'Manger sur place',
  steps: 'Étapes de la commande',
  toPay: 'TOTAL À PAYER',
  submit: 'Envoyer la commande',
};
const AR = {
  submitted: 'تم إرسال طلبك بنجاح!',
  inProgress: 'جارٍ...',
  notification: `الطلب ${orderStepLabels.accepted.ar}`,
  cart: 'سلتي',
  delivery: 'وصّلوا لي',
  onSite: 'الأكل في المطعم',
  steps: 'مراحل الطلب',
  toPay: 'المجموع المطلوب دفعه',
};
const TEXTS = { fr: FR, ar: AR };

const e2e = useShopAndBrowser({
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  withMail: true,
});

/** What the page's own functions need from its window (the e2e code has no DOM types). */
type InPage = { getComputedStyle(element: unknown): { direction: string } };

const drawer = (page: Page, lng: 'fr' | 'ar' = 'fr') => page.getByRole('dialog', { name: TEXTS[lng].cart });
/** The order's steps, as the step tracker lists them (each item names its step). */
const steps = (page: Page, lng: 'fr' | 'ar' = 'fr') => page.getByRole('list', { name: TEXTS[lng].steps });
const step = (page: Page, name: OrderStep, lng: 'fr' | 'ar' = 'fr') =>
  steps(page, lng)
    .getByRole('listitem')
    .filter({ hasText: orderStepLabels[name][lng as Language] });
/** The date a step was confirmed on, as drawn under its label. */
const stepDate = (page: Page, name: OrderStep, lng: 'fr' | 'ar' = 'fr') =>
  step(page, name, lng).getByText(/\d{4}/);
/** The amount to pay (the totals of the confirmation and of the order page alike). */
const toPay = (page: Page, lng: 'fr' | 'ar' = 'fr') => page.getByRole('group', { name: TEXTS[lng].toPay });
/** A label of the order page and its value. */
const fact = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
/** Marks the document: `stillSameDocument` is true until the page reloads or navigates to another document. */
const markDocument = (page: Page) => page.evaluate('globalThis.__ordersE2eMark = true');
const stillSameDocument = (page: Page) => page.evaluate('globalThis.__ordersE2eMark === true');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
/** The order page's alert that the order moved on (the toast says it too, but goes). */
const notification = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });
/** The order number the customer's order page heads with (`Commande #12`). */
async function orderNumberOf(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: /#\d+/ });
  return /#\d+/.exec(await textOf(heading))![0];
}
/** Staff: the row of the order `number` on /dashboard/orders. */
const staffRow = (page: Page, number: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
/** Staff: the count of the badge « Nouvelles commandes : 3 ». */
const newOrdersCount = async (page: Page): Promise<number> =>
  Number(/\d+$/.exec(await textOf(page.getByText(/^Nouvelles commandes :/)))![0]);

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

/** Adds products from the menu's first page (`quantities` per product id) and opens the cart drawer. */
async function fillCart(
  page: Page,
  products: ProductView[],
  quantities: Map<string, number>,
  lng: 'fr' | 'ar',
) {
  await page.goto('/menu');
  let expected = 0;
  for (const [id, quantity] of quantities) {
    const product = products.find((p) => p._id === id)!;
    const card = page.getByRole('article', { name: product.name, exact: true });
    for (let i = 0; i < quantity; i += 1) {
      // The card's button: « Ajouter au panier », then « Ajouter encore un » once the product is in the cart.
      await card.getByRole('button').click();
      expected += 1;
      await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(expected, lng));
    }
  }
  await cartButton(page).click();
  await drawer(page, lng).waitFor();
  await eventually(() => drawer(page, lng).getByRole('listitem').count()).toBe(quantities.size);
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
async function staffConfirms(
  page: Page,
  orderId: string,
  number: string,
  stepName: OrderStep,
  label: string,
) {
  const row = staffRow(page, number);
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/dashboard/orders/${orderId}`);
  await steps(page).waitFor();
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
        await staff.page.getByRole('table').waitFor();
        await staff.page.getByText('Aucune commande.', { exact: true }).waitFor();
        const countBefore = await newOrdersCount(staff.page);
        await markDocument(staff.page);

        // === French: delivery with the promo code BIENVENUE20.
        const frProducts = menu.slice(0, 2);
        const frQuantities = new Map([
          [frProducts[0]!._id, 2],
          [frProducts[1]!._id, 1],
        ]);
        await fillCart(page, menu, frQuantities, 'fr');
        await drawer(page).getByRole('button', { name: FR.delivery, exact: true }).click();
        // Logged out: the login screen says so once (inline, no toast besides), then goes on to the order.
        await page.waitForURL((url) => url.pathname === '/authentication/login');
        await page.getByRole('alert').filter({ hasText: FR.mustLogin }).waitFor();
        expect(await page.getByText(FR.mustLogin).count()).toBe(1);
        await page.getByLabel('E-mail').fill(CUSTOMER.email);
        await page.getByLabel(/^Mot de passe/).fill(CUSTOMER.password);
        await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
        // 'Livrez-moi' goes straight to the delivery details (surPlace=false), not to the method choice.
        await page.waitForURL(
          (url) => url.pathname === '/myAccount/orderMethod' && url.search === '?surPlace=false',
        );
        await page.getByRole('navigation').first().getByRole('link', { name: 'Déconnexion' }).waitFor();
        // Signed in and on to the order, long after any toast of the redirect: none said it. The recorder saw the
        // toasts that did show (adding to the cart), so this absence is not for want of looking.
        expect(toasts).toContainEqual(expect.stringContaining('ajouté au panier'));
        expect(toasts.filter((t) => t.includes(FR.mustLogin))).toEqual([]);

        // Delivery details, prefilled from the profile; Latin text typed in keeps its own direction.
        expect(await page.getByRole('button', { name: FR.delivery }).count()).toBe(0);
        const recipient = page.getByLabel('Destinataire');
        await eventually(() => recipient.inputValue()).toBe(`${CUSTOMER.name} ${CUSTOMER.lastName}`);
        expect(await page.getByLabel('Téléphone').inputValue()).toBe(PROFILE.number);
        await eventually(() => page.getByLabel('Quartier').inputValue()).toBe(district!._id);
        expect(await page.getByLabel('Adresse').inputValue()).toBe(PROFILE.address);
        for (const label of ['Destinataire', 'Adresse', 'Commentaire'])
          expect(await page.getByLabel(label).getAttribute('dir')).toBe('auto');
        expect(await textOf(page.getByText('Prix de livraison :'))).toContain(formatDA(district!.price));
        await page.getByLabel('Commentaire').fill('Sonnez deux fois, 3e étage.');
        await page.getByRole('button', { name: 'Continuer', exact: true }).click();

        // Confirmation: the promo code, then the totals computed from the API's prices.
        const submit = page.getByRole('button', { name: FR.submit });
        await submit.waitFor();
        expect(await page.getByText('Paiement à la livraison', { exact: true }).count()).toBe(1);
        const frItems = itemsTotal(frProducts, frQuantities);
        const fr = orderTotals({
          lines: [{ lineTotal: frItems }],
          promoPercentage: 20,
          points: 0,
          deliveryPrice: district!.price,
        });
        expect(fr.total).toBe(frItems - Math.round(frItems * 0.2) + district!.price);
        await eventually(() => textOf(fact(page, 'Articles'))).toBe(formatDA(frItems));
        // The bonus-point balance of a new customer: none yet, so the points cannot be used.
        await eventually(() => textOf(page.getByText('Vos points bonus :'))).toBe('Vos points bonus : 0');
        expect(await page.getByLabel('Utiliser mes points bonus').isDisabled()).toBe(true);
        await page.getByRole('textbox', { name: 'Code promo' }).fill('BIENVENUE20');
        await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
        await eventually(() => textOf(page.getByRole('status').filter({ hasText: 'BIENVENUE20' }))).toBe(
          FR.promoApplied,
        );
        await eventually(() => textOf(toPay(page))).toBe(formatDA(fr.total));
        expect(await textOf(fact(page, 'Réduction promo'))).toBe(`− ${formatDA(fr.promoDiscount)}`);
        expect(await textOf(fact(page, 'Livraison'))).toBe(formatDA(district!.price));

        await submit.click();
        await toast(page, FR.submitted).waitFor();
        const frOrderId = await landedOrderId(page);

        // The step tracker: 'Reçue' confirmed (with its date), the next one 'En cours...'.
        await steps(page).waitFor();
        await eventually(() => step(page, 'placed').getAttribute('data-state')).toBe('done');
        await stepDate(page, 'placed').waitFor();
        const frNumber = await orderNumberOf(page);
        // Dates read left to right in French: day, year, time.
        expect(await drawnDateOrder(fact(page, 'Date'))).toEqual(['day', 'year', 'time']);
        expect(await drawnDateOrder(stepDate(page, 'placed'))).toEqual(['day', 'year', 'time']);
        expect(await step(page, 'accepted').getAttribute('data-state')).toBe('active');
        expect(await textOf(step(page, 'accepted'))).toContain(FR.inProgress);
        expect(await textOf(toPay(page))).toBe(formatDA(fr.total));
        expect(await notification(page, FR.notification).count()).toBe(0);
        // The cart was emptied by the placement.
        await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(0, 'fr'));

        // Staff: the order arrived without a reload (counter and list).
        await eventually(() => newOrdersCount(staff.page)).toBe(countBefore + 1);
        const frRow = staffRow(staff.page, frNumber);
        await frRow.waitFor();
        expect(await textOf(frRow)).toContain(formatDA(fr.total));
        expect(await stillSameDocument(staff.page), 'the staff list was reloaded').toBe(true);

        // Staff confirm the next step; the customer's page moves to it and says 'Commande Confirmée'.
        await markDocument(page);
        await staffConfirms(staff.page, frOrderId, frNumber, 'accepted', orderStepLabels.accepted.fr);
        await eventually(() => step(page, 'accepted').getAttribute('data-state'), 5_000).toBe('done');
        await notification(page, FR.notification).waitFor({ timeout: 5_000 });
        expect(await step(page, 'preparing').getAttribute('data-state')).toBe('active');
        expect(await textOf(step(page, 'preparing'))).toContain(FR.inProgress);
        expect(await stillSameDocument(page), 'the customer page was reloaded').toBe(true);

        // Staff: the order's history names who acted (role label · first and last name), never a raw user id.
        await staff.page.getByRole('link', { name: 'Historique', exact: true }).click();
        const actors = staff.page.getByText(/^(Client|Admin) · /);
        await eventually(() => textsOf(actors)).toEqual([
          // CheckoutStarted, PromoApplied, OrderPlaced and the OrderPromised placed with it.
          ...Array<string>(4).fill(`Client · ${CUSTOMER.name} ${CUSTOMER.lastName}`),
          'Admin · Admin Oran Food',
        ]);

        // === Arabic: on site (?surPlace=true), no promo.
        await staff.page.goto('/dashboard/orders');
        await staffRow(staff.page, frNumber).waitFor();
        await markDocument(staff.page);
        await chooseLanguage(page, 'ar');
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        const arProducts = menu.slice(1, 3).length === 2 ? menu.slice(1, 3) : menu.slice(0, 2);
        const arQuantities = new Map([
          [arProducts[0]!._id, 1],
          [arProducts[1]!._id, 3],
        ]);
        const arMenu = menu.map((p) => localized(p, 'ar'));
        await fillCart(page, arMenu, arQuantities, 'ar');
        await drawer(page, 'ar').getByRole('button', { name: AR.onSite, exact: true }).click();
        await page.waitForURL(
          (url) => url.pathname === '/myAccount/orderMethod' && url.search === '?surPlace=true',
        );
        const arSubmit = page.getByRole('button', { name: 'إرسال الطلب' });
        await arSubmit.waitFor();
        // The cart's other order button, used while here, switches the step (the query leads, not the first one).
        const orderFromCart = async (button: string, surPlace: string) => {
          await cartButton(page).click();
          await drawer(page, 'ar').getByRole('button', { name: button, exact: true }).click();
          await page.waitForURL(
            (url) => url.pathname === '/myAccount/orderMethod' && url.search === `?surPlace=${surPlace}`,
          );
        };
        const arRecipient = page.getByLabel('المستلم');
        await orderFromCart(AR.delivery, 'false');
        await arRecipient.waitFor();
        expect(await arSubmit.count()).toBe(0);
        await orderFromCart(AR.onSite, 'true');
        await arSubmit.waitFor();
        expect(await arRecipient.count()).toBe(0);
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await fact(page, 'التوصيل').count()).toBe(0);
        // The portion reads '1 XL' (value, then unit, left to right) in Arabic too.
        const arPortion = arProducts[0]!.size;
        const lines = page
          .getByRole('table')
          .getByRole('row')
          .filter({ has: page.getByRole('cell') });
        await eventually(() => lines.count()).toBe(2);
        const portion = lines.first().getByRole('cell').filter({ hasText: arPortion.unit });
        expect(await drawnLeftToRight(portion, [String(arPortion.value), arPortion.unit])).toEqual([
          String(arPortion.value),
          arPortion.unit,
        ]);
        const arItems = itemsTotal(arProducts, arQuantities);
        const total = toPay(page, 'ar');
        await eventually(() => textOf(total)).toBe(formatDA(arItems));
        // Amounts stay left-to-right inside the right-to-left page.
        expect(await total.getAttribute('dir')).toBe('ltr');
        expect(
          await total.evaluate((el) => (globalThis as unknown as InPage).getComputedStyle(el).direction),
        ).toBe('ltr');
        await arSubmit.click();
        await toast(page, AR.submitted).waitFor();
        const arOrderId = await landedOrderId(page);
        expect(arOrderId).not.toBe(frOrderId);

        await steps(page, 'ar').waitFor();
        await eventually(() => step(page, 'placed', 'ar').getAttribute('data-state')).toBe('done');
        const arNumber = await orderNumberOf(page);
        // The on-site steps, labelled in Arabic.
        expect(await textsOf(steps(page, 'ar').getByRole('listitem'))).toEqual(
          (['placed', 'accepted', 'preparing', 'ready', 'served'] as const).map((name) =>
            expect.stringContaining(orderStepLabels[name].ar),
          ),
        );
        expect(await step(page, 'accepted', 'ar').getAttribute('data-state')).toBe('active');
        expect(await textOf(step(page, 'accepted', 'ar'))).toContain(AR.inProgress);
        expect(await textOf(toPay(page, 'ar'))).toBe(formatDA(arItems));
        expect(await toPay(page, 'ar').getAttribute('dir')).toBe('ltr');

        // Staff see it arrive live, confirm it; the customer's page follows.
        await eventually(() => newOrdersCount(staff.page)).toBe(countBefore + 2);
        await staffRow(staff.page, arNumber).waitFor();
        expect(await stillSameDocument(staff.page), 'the staff list was reloaded').toBe(true);
        await markDocument(page);
        await staffConfirms(staff.page, arOrderId, arNumber, 'accepted', orderStepLabels.accepted.fr);
        await eventually(() => step(page, 'accepted', 'ar').getAttribute('data-state'), 5_000).toBe('done');
        await notification(page, AR.notification).waitFor({ timeout: 5_000 });
        expect(await step(page, 'preparing', 'ar').getAttribute('data-state')).toBe('active');
        expect(await stillSameDocument(page), 'the customer page was reloaded').toBe(true);

        // The customer's orders: both, newest first.
        await page.goto('/myAccount/myOrders');
        const rows = page
          .getByRole('table')
          .getByRole('row')
          .filter({ has: page.getByRole('link') });
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
        const cancelDialog = staff.page.getByRole('alertdialog', { name: 'Annuler la commande' });
        const cancelOrder = staff.page.getByRole('button', { name: 'Annuler la commande', exact: true });
        const cancelled = staff.page.getByText(/^Commande annulée/);
        await cancelOrder.click();
        await cancelDialog.waitFor();
        expect(await cancelDialog.getByText(FR.cancelConfirm, { exact: true }).count()).toBe(1);
        await cancelDialog.getByRole('button', { name: 'Non, garder la commande' }).click();
        await cancelDialog.waitFor({ state: 'hidden' });
        expect(await cancelled.count()).toBe(0);
        await cancelOrder.click();
        await cancelDialog.getByRole('button', { name: 'Oui, annuler la commande' }).click();
        await cancelled.waitFor();
        await cancelDialog.waitFor({ state: 'hidden' });
        expect(nativeDialogs).toEqual([]);

        // The French delivery order, read in Arabic: dates read right to left (day, year, then time, as the
        // list writes them), the portion '1 XL' and the Latin address keep their own order.
        await page.goto(`/myAccount/myOrders/${frOrderId}`);
        await steps(page, 'ar').waitFor();
        await eventually(() => step(page, 'placed', 'ar').getAttribute('data-state')).toBe('done');
        expect(await drawnDateOrder(fact(page, 'التاريخ'))).toEqual(['time', 'year', 'day']);
        expect(await drawnDateOrder(stepDate(page, 'placed', 'ar'))).toEqual(['time', 'year', 'day']);
        const frProductAr = arMenu.find((p) => p._id === frProducts[0]!._id)!;
        const frLine: Locator = page
          .getByRole('row')
          .filter({ hasText: frProductAr.name })
          .getByRole('cell')
          .filter({ hasText: frProducts[0]!.size.unit });
        const frPortion = [String(frProducts[0]!.size.value), frProducts[0]!.size.unit];
        expect(await drawnLeftToRight(frLine, frPortion)).toEqual(frPortion);
        const address = fact(page, 'العنوان');
        expect(await textOf(address)).toBe(PROFILE.address);
        const addressParts = ['12', 'rue', 'Larbi'];
        expect(await drawnLeftToRight(address, addressParts)).toEqual(addressParts);

        expect(customer.errors).toEqual([]);
        expect(staff.errors).toEqual([]);
      } finally {
        await customer.context.close();
        await staff.context.close();
      }
    },
  );
});
