// A first-time customer's order waits for a confirmation call (issue 32 item 3; docs/phone-and-trust.md
// "Confirmation calls and no-shows"): staff turn on "first order needs a call" (as the admin, through the API in
// setup), a new customer places an order, it shows in the "À appeler" lane of /dashboard/orders with a call link
// (tel:), it cannot be accepted until staff press "Confirmée", and then it is accepted like any other.
import { describe, expect, it } from 'vitest';
import { eventually } from './support/browser';
import { ADMIN, ADMIN_ENV, completeProfile, logIn, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser({ env: ADMIN_ENV, withMail: true });
const CUSTOMER = {
  name: 'Nadia',
  lastName: 'Kaci',
  email: 'nadia.kaci@example.dz',
  password: 'nadia-secret',
};

// frontend/src/locales/fr/trust.json.
const FR = {
  lane: 'À appeler',
  call: /^Appeler le client de la commande/,
  confirm: /^Confirmer la commande/,
};

describe('confirmation call of a first order', () => {
  it(
    'waits in "to call" with a call link, cannot be accepted, then goes on once confirmed',
    { timeout: 240_000 },
    async () => {
      await e2e.shop.handle({ type: 'ClearOpeningHours', data: {} });
      const product = (await e2e.shop.allProducts('name')).data.find((p) => p.optionGroups.length === 0);
      expect(product, 'a product without options').toBeDefined();
      const customer = await e2e.openPage();
      const staff = await e2e.openPage();
      try {
        await logIn(staff.page, ADMIN);
        const rules = await staff.context.request.put('/api/settings/trust', {
          data: {
            firstOrderCall: true,
            callAboveTotal: null,
            noShowsBeforeCall: null,
            reminderMinutes: 10,
            maxOpenOrders: null,
          },
        });
        expect(rules.status(), await rules.text()).toBe(200);

        const userId = await verifiedCustomer(e2e, CUSTOMER);
        await logIn(customer.page, CUSTOMER);
        await completeProfile(customer.context.request, userId, CUSTOMER);
        const started = await customer.context.request.post('/api/orders', {
          data: { type: 'on_site', lines: [{ productId: product!._id, quantity: 1 }] },
        });
        expect(started.status(), await started.text()).toBe(201);
        const id = ((await started.json()) as { data: { _id: string } }).data._id;
        const placed = await customer.context.request.post(`/api/orders/${id}/place`, {
          data: { delivery: { recipient: 'Nadia Kaci', phone: '0661234599' } },
        });
        expect(placed.status(), await placed.text()).toBe(200);

        await staff.page.goto('/dashboard/orders');
        const lane = staff.page.getByRole('region', { name: FR.lane });
        const call = lane.getByRole('link', { name: FR.call });
        await call.waitFor({ timeout: 30_000 });
        expect(await call.getAttribute('href')).toBe('tel:+213661234599');

        const accept = () => staff.context.request.put(`/api/orders/${id}`, { data: { state: 'accepted' } });
        const refused = await accept();
        expect(refused.status()).toBe(409);
        expect(((await refused.json()) as { code: string }).code).toBe('order.call_pending');

        await lane.getByRole('button', { name: FR.confirm }).click();
        await eventually(() => call.count(), 30_000).toBe(0);
        const accepted = await accept();
        expect(accepted.status(), await accepted.text()).toBe(200);
      } finally {
        await customer.context.close();
        await staff.context.close();
      }
    },
  );
});
