import { isPhoneCustomerId, normalizePhone, type CustomerMatch } from '@shop/contracts';
import { defineProjection, type ProjectionContext } from '../projection';

// The customers staff find by phone when they take an order (docs/phone-and-trust.md "Phone orders and
// amendments"): one hash field per normalized number, holding every customer listed under it. An account is listed
// by its profile's number (moved when the number changes, gone with the account); a customer without an account
// (`phone-…` id) by the details of their last phone or counter order. Names as stored (lowercased): shown through
// personName.

type Listed = Record<string, CustomerMatch>;

async function listedUnder(ctx: ProjectionContext, phone: string): Promise<Listed> {
  const raw = await ctx.redis.hget(ctx.keys.customersByPhone, phone);
  return raw ? (JSON.parse(raw) as Listed) : {};
}

function writeListed(ctx: ProjectionContext, phone: string, listed: Listed): void {
  if (Object.keys(listed).length === 0) ctx.tx.hdel(ctx.keys.customersByPhone, phone);
  else ctx.tx.hset(ctx.keys.customersByPhone, phone, JSON.stringify(listed));
}

/** Takes an account off the number it was listed under (a changed number, an erased account). */
async function unlistAccount(ctx: ProjectionContext, userId: string, keep: string | null): Promise<void> {
  const before = await ctx.redis.hget(ctx.keys.customerPhoneOf, userId);
  if (before === null || before === keep) return;
  const { [userId]: _gone, ...rest } = await listedUnder(ctx, before);
  writeListed(ctx, before, rest);
  if (keep === null) ctx.tx.hdel(ctx.keys.customerPhoneOf, userId);
}

export const customersProjection = defineProjection({
  name: 'customers',
  handles: ['ProfileUpdated', 'AccountDeleted', 'OrderPlaced'],
  async apply(event, ctx) {
    switch (event.type) {
      case 'ProfileUpdated': {
        const { userId, name, lastName, number, address, district } = event.data;
        const phone = number ? normalizePhone(number) : null;
        await unlistAccount(ctx, userId, phone);
        if (phone === null || name === null) return [];
        const match: CustomerMatch = {
          customerId: userId,
          name: `${name} ${lastName ?? ''}`.trim(),
          phone,
          districtId: district || null,
          address: address ?? null,
          account: true,
        };
        writeListed(ctx, phone, { ...(await listedUnder(ctx, phone)), [userId]: match });
        ctx.tx.hset(ctx.keys.customerPhoneOf, userId, phone);
        return [];
      }
      case 'AccountDeleted':
        await unlistAccount(ctx, event.data.userId, null);
        return [];
      case 'OrderPlaced': {
        const d = event.data;
        if (!isPhoneCustomerId(d.userId) || d.delivery.phone === null) return [];
        const phone = normalizePhone(d.delivery.phone);
        if (phone === null) return [];
        const match: CustomerMatch = {
          customerId: d.userId,
          name: d.delivery.recipient ?? '',
          phone,
          districtId: d.delivery.districtId ?? null,
          address: d.delivery.address ?? null,
          account: false,
        };
        writeListed(ctx, phone, { ...(await listedUnder(ctx, phone)), [d.userId]: match });
        return [];
      }
      default:
        return [];
    }
  },
});
