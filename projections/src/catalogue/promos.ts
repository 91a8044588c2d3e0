import type { PromoView } from '@shop/contracts';
import { readJson, writeJson, defineProjection } from '../projection';

// Promos: the view per code (active = the staff flag only; read-api also checks the time window) and the set of codes.

const HOUR_MS = 3_600_000;

export const promosProjection = defineProjection({
  name: 'promos',
  handles: ['PromoCreated', 'PromoActivated', 'PromoDeactivated'],
  async apply(event, { keys, redis, tx }) {
    switch (event.type) {
      case 'PromoCreated': {
        const d = event.data;
        const startsAt = Date.parse(d.startsAt);
        // PromoCreated alone is a promo switched off; the promo decider follows it with PromoActivated.
        const view: PromoView = {
          promo_code: d.code.toUpperCase(),
          pourcentage: d.percentage,
          active: false,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(startsAt + d.validForHours * HOUR_MS).toISOString(),
        };
        writeJson(tx, keys.promo(view.promo_code), view);
        tx.sadd(keys.promos, view.promo_code);
        return [{ topic: 'promos', id: view.promo_code }];
      }
      case 'PromoActivated':
      case 'PromoDeactivated': {
        const before = await readJson<PromoView>(redis, keys.promo(event.data.code));
        if (!before) return [];
        const after: PromoView = { ...before, active: event.type === 'PromoActivated' };
        writeJson(tx, keys.promo(after.promo_code), after);
        return [{ topic: 'promos', id: after.promo_code }];
      }
      default:
        return [];
    }
  },
});
