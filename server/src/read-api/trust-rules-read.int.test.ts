// The trust thresholds are staff's (issue 32, docs/phone-and-trust.md "Confirmation calls and no-shows"): a visitor's
// GET /api/settings does not tell how the shop decides to call; staff read them at GET /api/settings/trust.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrderStack, type OrderStack } from '../testing/order-stack';

let stack: OrderStack;
beforeAll(async () => {
  stack = await openOrderStack();
});
afterAll(async () => {
  await stack?.close();
});

const rules = {
  firstOrderCall: true,
  callAboveTotal: 5000,
  noShowsBeforeCall: 2,
  reminderMinutes: 7,
  maxOpenOrders: 3,
};

describe('trust rules are read by staff only', () => {
  it('a visitor and a customer get settings without trustRules; staff get the rules set', async () => {
    const staff = await stack.staff();
    const customer = await stack.customer('Amina', 'Benali', '0550123456');
    expect((await stack.call('PUT', '/settings/trust', rules, staff.auth)).status).toBe(200);
    await stack.settle();

    for (const auth of [{}, customer.auth, staff.auth]) {
      const settings = await stack.call('GET', '/settings', undefined, auth);
      expect(settings.status).toBe(200);
      expect(settings.body.data).not.toHaveProperty('trustRules');
      expect(JSON.stringify(settings.body)).not.toContain('noShowsBeforeCall');
    }

    expect((await stack.call('GET', '/settings/trust')).status).toBe(401);
    expect((await stack.call('GET', '/settings/trust', undefined, customer.auth)).status).toBe(403);
    const read = await stack.call('GET', '/settings/trust', undefined, staff.auth);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(rules);
  });
});
