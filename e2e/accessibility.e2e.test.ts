// Accessibility: axe-core with the WCAG 2.2 A/AA rules over every route, public and back-office,
// in fr, en and ar, finds no serious or critical violation. One shop, one browser; one signed-in context per role
// and language (the session and the language are copied into it as the app stores them: session cookie,
// localStorage `selectedLanguage`). Each page is checked once its main content (its h1, and its data where the
// route names some) is shown. Decisions: docs/conventions.md "Testing".
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languages, namesOf, type Language, type ProductView } from '@shop/contracts';
import { animationsSettled, eventually } from './support/browser';
import { verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
const CUSTOMER = {
  name: 'Lina',
  lastName: 'Mansouri',
  email: 'lina.mansouri@example.dz',
  password: 'lina-secret',
};
const SCREEN_ID = 'salle-a11y';
type Role = 'visitor' | 'customer' | 'admin';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Impacts that fail the run (minor and moderate ones are not counted). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const e2e = useShopAndBrowser({
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  withMail: true,
});

type Route = {
  path: string;
  /** Text the page shows once its data is there (besides its h1). */
  shows?: string | RegExp;
  /** Waits for what else the page does once loaded (e.g. enabling its submit button). */
  ready?: (page: Page, lng: Language) => Promise<void>;
};

/** 'Envoyer la commande' in each language (frontend/src/locales/<lng>/checkout.json, submit). */
const CHECKOUT_SUBMIT = { fr: 'Envoyer la commande', en: 'Submit the order', ar: 'إرسال الطلب' } as const;
/** The order button is enabled once the checkout has started (it fades in: axe would read it midway). */
const checkoutStarted = (page: Page, lng: Language) =>
  eventually(() =>
    page.getByRole('main').getByRole('button', { name: CHECKOUT_SUBMIT[lng] }).isEnabled(),
  ).toBe(true);

/** A table of the main content has a row besides its header (the list's data is there). */
const tableRowsShown = (page: Page) =>
  eventually(() => page.getByRole('main').getByRole('row').count()).toBeGreaterThan(1);

/** What the routes need: a product, a category, an order of the customer, the customer's id. */
type Fixture = {
  product: ProductView;
  categoryId: string;
  orderId: string;
  customerId: string;
  storage: Record<Role, Awaited<ReturnType<BrowserContext['storageState']>>>;
};
let fixture: Fixture;

/** A product by any of its names: each page shows the one of its language (the demo's products have three). */
const anyNameOf = (product: ProductView) =>
  new RegExp(
    namesOf(product)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
  );

const routesOf = (role: Role, f: Fixture): Route[] => {
  const product = anyNameOf(f.product);
  switch (role) {
    case 'visitor':
      return [
        { path: '/' },
        { path: '/menu', shows: product },
        { path: `/menu/${f.product._id}`, shows: product },
        { path: '/contact' },
        { path: '/contact/thanks' },
        { path: '/contact/complaint' },
        { path: '/contact/suggestion' },
        { path: '/droits' },
        { path: '/delete-account' },
        { path: '/authentication/login' },
        { path: '/authentication/singUp' },
        { path: '/authentication/forgotPassword' },
        { path: '/notFound' },
        { path: `/screen/${SCREEN_ID}`, shows: product },
      ];
    case 'customer':
      return [
        { path: '/myAccount/myProfile' },
        { path: '/myAccount/myOrders', ready: tableRowsShown },
        { path: '/myAccount/orderMethod' },
        { path: '/myAccount/orderMethod?surPlace=false' },
        { path: '/myAccount/orderMethod?surPlace=true', shows: product, ready: checkoutStarted },
        { path: `/myAccount/myOrders/${f.orderId}`, shows: product },
      ];
    case 'admin':
      return [
        { path: '/dashboard/orders', ready: tableRowsShown },
        { path: `/dashboard/orders/${f.orderId}`, shows: product },
        { path: `/dashboard/orders/${f.orderId}/history` },
        { path: `/dashboard/orders/${f.orderId}/ticket`, shows: product },
        { path: '/dashboard/myProducts', shows: product },
        { path: '/dashboard/newProduct' },
        { path: `/dashboard/editProduct/${f.product._id}` },
        { path: '/dashboard/categories' },
        { path: '/dashboard/newCategorie' },
        { path: `/dashboard/editCategorie/${f.categoryId}` },
        { path: '/dashboard/promo', shows: 'BIENVENUE20' },
        { path: '/dashboard/deliveryDistricts' },
        { path: '/dashboard/banners' },
        { path: '/dashboard/screen' },
        { path: '/dashboard/settings' },
        { path: '/dashboard/stats' },
        { path: '/dashboard/users', shows: CUSTOMER.email },
        { path: `/dashboard/users/${f.customerId}`, shows: CUSTOMER.email },
      ];
  }
};

/** Logs in through the form (found by its labels) and answers the context's state: cookies and localStorage. */
async function signedInState(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: e2e.shop.url, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto('/authentication/login');
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel(/^Mot de passe/).fill(who.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname !== '/authentication/login');
    await page.getByRole('link', { name: 'Mes commandes' }).first().waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Made once, by the first test (polling waits only run inside a test). */
async function makeFixture(): Promise<Fixture> {
  const product = (await e2e.shop.allProducts('-createdAt')).data[0]!;
  const categoryId = (await e2e.shop.categories())[0]!._id;
  const customerId = await verifiedCustomer(e2e, CUSTOMER);
  const [admin, customer] = await Promise.all([
    signedInState(e2e.browser, ADMIN),
    signedInState(e2e.browser, CUSTOMER),
  ]);

  // An order of the customer, placed through the API with the customer's session.
  const request = await e2e.browser.newContext({ baseURL: e2e.shop.url, storageState: customer });
  try {
    const district = (await e2e.shop.get<{ data: { _id: string }[] }>('/api/districtDelivery')).data[0]!;
    const profile = await request.request.put(`/api/users/me/${customerId}`, {
      data: {
        name: CUSTOMER.name,
        lastName: CUSTOMER.lastName,
        number: '0661234567',
        address: '12 rue Larbi Ben M’hidi',
        district: district._id,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await eventually(async () => {
      const me = await request.request.get(`/api/users/me/${customerId}`);
      return ((await me.json()) as { data: { profileState?: string } | null }).data?.profileState;
    }).toBe('complited');
    const started = await request.request.post('/api/orders', {
      data: { type: 'on_site', lines: [{ productId: product._id, quantity: 2 }] },
    });
    expect(started.status(), await started.text()).toBe(201);
    const orderId = ((await started.json()) as { data: { _id: string } }).data._id;
    const placed = await request.request.post(`/api/orders/${orderId}/place`, {
      data: { delivery: { recipient: `${CUSTOMER.name} ${CUSTOMER.lastName}`, phone: '0661234567' } },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    await eventually(async () => (await request.request.get(`/api/orders/${orderId}`)).status()).toBe(200);
    fixture = {
      product,
      categoryId,
      orderId,
      customerId,
      storage: { visitor: { cookies: [], origins: [] }, customer, admin },
    };
  } finally {
    await request.close();
  }

  // The restaurant's screen shows the product.
  await e2e.shop.handle({
    type: 'SetScreenContent',
    data: {
      screenId: SCREEN_ID,
      title: 'Le menu du jour',
      topText: 'Livraison dans tout Oran',
      boxes: { '1.1': { kind: 'product', id: product._id }, '1.2': null, '2.1': null, '2.2': null },
    },
  });
  await eventually(() => fetch(`${e2e.shop.url}/api/screens/${SCREEN_ID}`).then((r) => r.status)).toBe(200);
  return fixture;
}
let made: Promise<Fixture> | undefined;

/** A context of `role` in `lng`; the customer's has a cart line (for the checkout). */
async function contextFor(role: Role, lng: Language): Promise<BrowserContext> {
  const state = fixture.storage[role];
  const local: { name: string; value: string }[] = [{ name: 'selectedLanguage', value: lng }];
  if (role === 'customer') {
    const { product } = fixture;
    local.push({
      name: 'cart',
      value: JSON.stringify({
        items: [{ ...product, id: product._id, price: product.finalPrice, quantity: 1, itemTotal: 0 }],
        metadata: {},
      }),
    });
  }
  const origin = new URL(e2e.shop.url).origin;
  const origins = [
    ...state.origins.filter((o) => o.origin !== origin),
    {
      origin,
      localStorage: [
        ...(state.origins.find((o) => o.origin === origin)?.localStorage ?? []).filter(
          (item) => !local.some((l) => l.name === item.name),
        ),
        ...local,
      ],
    },
  ];
  const context = await e2e.browser.newContext({
    baseURL: e2e.shop.url,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
    storageState: { cookies: state.cookies, origins },
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** What the page's animations say of themselves (the e2e code has no DOM types). */

type Violation = {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  nodes: number;
  /** axe's account of the first node (e.g. the colours and the ratio found). */
  summary: string;
};

/** Runs axe in the page (injected by evaluation, which the page's CSP does not govern). */
async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axe.source);
  const results = (await page.evaluate(
    (values) =>
      (
        globalThis as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<unknown> };
        }
      ).axe.run((globalThis as unknown as { document: unknown }).document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  )) as {
    violations: {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; html: string; failureSummary?: string }[];
    }[];
  };
  return results.violations
    .filter((v) => v.impact && FAILING_IMPACTS.has(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
      nodes: v.nodes.length,
      summary: `${v.nodes[0]?.html.slice(0, 160)} → ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ')}`,
    }));
}

/** Opens the route and waits for its h1 (and its data); says what the page showed when they do not come. */
async function open(page: Page, route: Route, lng: Language) {
  await page.goto(route.path);
  try {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (route.shows) await page.getByText(route.shows).first().waitFor();
    await route.ready?.(page, lng);
    // Colours are read once the transitions that change them have ended (endless ones, spinners, excepted).
    await animationsSettled(page);
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '?');
    throw new Error(
      `${route.path}: main content not shown (${(error as Error).message})\npage text: ${shown.slice(0, 400)}`,
    );
  }
}

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  for (const role of ['visitor', 'customer', 'admin'] as const) {
    for (const lng of languages) {
      it(`${role} pages in ${lng}: no serious or critical violation`, { timeout: 300_000 }, async () => {
        await (made ??= makeFixture());
        const context = await contextFor(role, lng);
        const page = await context.newPage();
        const found: string[] = [];
        try {
          for (const route of routesOf(role, fixture)) {
            await open(page, route, lng);
            expect(await page.locator('html').getAttribute('lang')).toBe(lng);
            for (const v of await axeViolations(page))
              found.push(
                `${route.path} [${v.impact}] ${v.id}: ${v.help} (${v.nodes} node(s), e.g. ${v.targets.join(' | ')}; first: ${v.summary})`,
              );
          }
        } finally {
          await context.close();
        }
        expect(found).toEqual([]);
      });
    }
  }
});
