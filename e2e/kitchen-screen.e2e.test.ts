// The kitchen screen and the "orders ready" board in Chromium over the real shop (issue 31 items 4 and 5;
// docs/kitchen.md "Kitchen screen and ready board"). A customer orders to eat on site; staff accept it; on
// /dashboard/kitchen its card advances with a tap and the tap is undone, while the customer's order page follows live
// and the kitchen page never reloads; the order's history keeps the undo; an order accepted meanwhile chimes; the card
// marked ready leaves the kitchen and its number shows on the public TV board /screen/ready (fr, and its title in ar).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderStepLabels, type OrderStep } from '@shop/contracts';
import { eventually } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser({ env: ADMIN_ENV, withMail: true });
const CUSTOMER = { name: 'Lina', lastName: 'Saidi', email: 'lina.saidi@example.dz', password: 'lina-secret' };

// frontend/src/locales/{fr,ar}/kitchen.json and orders.json.
const FR = {
  kitchen: 'Cuisine',
  start: (n: number) => `Commande n° ${n} : Commencer la préparation`,
  ready: (n: number) => `Commande n° ${n} : Marquer prête`,
  preparing: (n: number) => `Commande n° ${n} en préparation.`,
  undo: (n: number) => `Annuler la dernière étape de la commande n° ${n}`,
  undone: (n: number) => `Commande n° ${n} : dernière étape annulée.`,
  undoneEvent: 'Étape annulée (cuisine)',
  steps: 'Étapes de la commande',
  board: 'Commandes prêtes',
};
const AR_BOARD = 'الطلبات الجاهزة';

// Counts the oscillators the page starts (the new-order sound).
const RECORD_BEEPS = `(() => {
  window.__beeps = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.__beeps += 1;
    return start.apply(this, args);
  };
})();`;
const beeps = (page: Page) => page.evaluate('window.__beeps') as Promise<number>;
const markDocument = (page: Page) => page.evaluate('globalThis.__kitchenMark = true');
const stillSameDocument = (page: Page) => page.evaluate('globalThis.__kitchenMark === true');

/** The customer's step tracker item of a step, and whether it shows a confirmation date. */
const stepDone = async (page: Page, step: OrderStep) =>
  (await page
    .getByRole('list', { name: FR.steps })
    .getByRole('listitem')
    .filter({ hasText: orderStepLabels[step].fr })
    .getByText(/\d{4}/)
    .count()) > 0;

describe('kitchen screen and ready board', () => {
  it(
    'a card advances and is undone while the customer follows live; ready, its number is on the TV board',
    { timeout: 240_000 },
    async () => {
      // Open all day: ASAP orders are taken whatever the hour in Algiers.
      await e2e.shop.handle({ type: 'ClearOpeningHours', data: {} });
      const [product] = (await e2e.shop.products({})).data;
      const customer = await e2e.openPage();
      const staff = await e2e.openPage();
      const tv = await e2e.openPage();
      // A loaded machine: the first lazy screens of a context may take longer than the default 15 s.
      for (const opened of [customer, staff, tv]) opened.context.setDefaultTimeout(45_000);
      try {
        const userId = await verifiedCustomer(e2e, CUSTOMER);
        await logIn(customer.page, CUSTOMER);
        await completeProfile(customer.context.request, userId, CUSTOMER);
        const order = async (): Promise<{ id: string; number: number }> => {
          const started = await customer.context.request.post('/api/orders', {
            data: { type: 'on_site', lines: [{ productId: product!._id, quantity: 2 }] },
          });
          expect(started.status(), await started.text()).toBe(201);
          const id = ((await started.json()) as { data: { _id: string } }).data._id;
          const placed = await customer.context.request.post(`/api/orders/${id}/place`, {
            data: { delivery: { recipient: 'Lina Saidi', phone: '0661234567', comment: 'Sans oignons' } },
          });
          expect(placed.status(), await placed.text()).toBe(200);
          // The order's number, once the read side has it (read your writes: X-Min-Position of the placement).
          const position = ((await placed.json()) as { position: string }).position;
          const detail = await customer.context.request.get(`/api/orders/${id}`, {
            headers: { 'X-Min-Position': position },
          });
          expect(detail.status(), await detail.text()).toBe(200);
          return { id, number: ((await detail.json()) as { data: { orderID: number } }).data.orderID };
        };
        const accept = async (id: string) => {
          const res = await staff.context.request.patch(`/api/orders/${id}`, { data: { state: 'accepted' } });
          expect(res.status(), await res.text()).toBe(200);
        };

        const first = await order();
        await logIn(staff.page, ADMIN);
        await accept(first.id);

        // The customer's order page, the kitchen screen and the TV board are open before anything moves.
        await customer.page.goto(`/myAccount/myOrders/${first.id}`);
        await customer.page.getByRole('list', { name: FR.steps }).waitFor();
        await staff.context.addInitScript(RECORD_BEEPS);
        await staff.page.goto('/dashboard/kitchen');
        await staff.page.getByRole('heading', { level: 1, name: FR.kitchen }).waitFor();
        await tv.page.goto('/screen/ready');
        await tv.page.getByRole('heading', { level: 1, name: FR.board }).waitFor();
        const kitchen = staff.page;
        await markDocument(kitchen);

        // The card: its lines, the customer's comment; a tap starts the preparation.
        const start = kitchen.getByRole('button', { name: FR.start(first.number), exact: true });
        await start.waitFor();
        const card = kitchen.getByRole('listitem').filter({ has: start });
        await card.getByText('Commentaire : Sans oignons').waitFor();
        await card.getByText(product!.name).waitFor();
        await start.click();
        await kitchen.getByRole('status').getByText(FR.preparing(first.number)).waitFor();
        await eventually(() => stepDone(customer.page, 'preparing')).toBe(true);
        await kitchen.getByRole('button', { name: FR.ready(first.number), exact: true }).waitFor();

        // Undone within 30 s: the card is back to "start", the customer's step is open again, live.
        await kitchen.getByRole('button', { name: FR.undo(first.number), exact: true }).click();
        await kitchen.getByText(FR.undone(first.number)).waitFor();
        await start.waitFor();
        await eventually(() => stepDone(customer.page, 'preparing')).toBe(false);
        expect(await stepDone(customer.page, 'accepted')).toBe(true);

        // The history keeps the compensating event.
        const history = await staff.context.newPage();
        await history.goto(`/dashboard/orders/${first.id}/history`);
        await history.getByText(FR.undoneEvent, { exact: true }).waitFor();
        await history.close();

        // An order accepted meanwhile arrives on the screen and chimes.
        // (Its placement beeps first, for staff everywhere: the chime counted is the one after the acceptance.)
        const beforePlacement = await beeps(kitchen);
        const second = await order();
        await eventually(() => beeps(kitchen)).toBeGreaterThan(beforePlacement);
        const heard = await beeps(kitchen);
        await accept(second.id);
        await kitchen.getByRole('button', { name: FR.start(second.number), exact: true }).waitFor();
        await eventually(() => beeps(kitchen)).toBeGreaterThan(heard);

        // Preparing, then ready: the card leaves the kitchen, the number shows on the TV board.
        await start.click();
        const ready = kitchen.getByRole('button', { name: FR.ready(first.number), exact: true });
        await ready.click();
        await ready.waitFor({ state: 'detached' });
        await eventually(() => stepDone(customer.page, 'ready')).toBe(true);
        const number = tv.page.getByRole('listitem').filter({ hasText: String(first.number) });
        await number.getByText(String(first.number), { exact: true }).waitFor();
        expect(await stillSameDocument(kitchen)).toBe(true);

        // The board in Arabic.
        await tv.page.goto('/screen/ready?lng=ar');
        await tv.page.getByRole('heading', { level: 1, name: AR_BOARD }).waitFor();
        await tv.page.getByText(String(first.number), { exact: true }).waitFor();

        for (const opened of [customer, staff, tv]) expect(opened.errors).toEqual([]);
      } finally {
        await Promise.all([customer, staff, tv].map((o) => o.context.close()));
      }
    },
  );
});
