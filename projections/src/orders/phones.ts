import type { PhoneTrustView } from '@shop/contracts';
import { defineProjection, type ProjectionContext } from '../projection';

// A phone number's trust as staff see it (docs/phone-and-trust.md "Confirmation calls and no-shows"): one hash field
// per normalized number, from its `phone-{normalized}` stream (orders placed, no-shows, block and its lifting, with
// the reasons in its history). The decisions read the stream itself; this only shows it.

export const emptyPhoneTrust = (phone: string): PhoneTrustView => ({
  phone,
  orders: 0,
  noShows: 0,
  blocked: null,
  history: [],
});

async function load(ctx: ProjectionContext, phone: string): Promise<PhoneTrustView> {
  const raw = await ctx.redis.hget(ctx.keys.phoneTrust, phone);
  return raw ? (JSON.parse(raw) as PhoneTrustView) : emptyPhoneTrust(phone);
}

export const phonesProjection = defineProjection({
  name: 'phones',
  handles: ['PhoneOrderPlaced', 'NoShowRecorded', 'PhoneBlocked', 'PhoneUnblocked'],
  async apply(event, ctx) {
    if (
      event.type !== 'PhoneOrderPlaced' &&
      event.type !== 'NoShowRecorded' &&
      event.type !== 'PhoneBlocked' &&
      event.type !== 'PhoneUnblocked'
    )
      return [];
    const before = await load(ctx, event.data.phone);
    let after: PhoneTrustView;
    switch (event.type) {
      case 'PhoneOrderPlaced':
        after = { ...before, orders: before.orders + 1 };
        break;
      case 'NoShowRecorded': {
        const { orderId, source, at } = event.data;
        after = {
          ...before,
          noShows: before.noShows + 1,
          history: [...before.history, { type: 'no_show', orderId, source, at }],
        };
        break;
      }
      case 'PhoneBlocked': {
        const { reason, by, at } = event.data;
        after = {
          ...before,
          blocked: { reason, by, at },
          history: [...before.history, { type: 'blocked', reason, by, at }],
        };
        break;
      }
      case 'PhoneUnblocked': {
        const { reason, by, at } = event.data;
        after = {
          ...before,
          blocked: null,
          history: [...before.history, { type: 'unblocked', reason, by, at }],
        };
        break;
      }
    }
    ctx.tx.hset(ctx.keys.phoneTrust, event.data.phone, JSON.stringify(after));
    // Staff's order pages show the number's trust: their order queries refetch.
    return [{ topic: 'orders', audience: 'staff' }];
  },
});
