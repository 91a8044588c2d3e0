import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { promoDecider, type PromoCommand, type PromoEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const terms = { code: 'ORAN10', percentage: 10, startsAt: '2025-01-01T09:00:00.000Z', validForHours: 24 };
const created: PromoEvent = { type: 'PromoCreated', data: terms };
const activated: PromoEvent = { type: 'PromoActivated', data: { code: 'ORAN10' } };
const deactivated: PromoEvent = { type: 'PromoDeactivated', data: { code: 'ORAN10' } };
const cmd = (type: 'ActivatePromo' | 'DeactivatePromo'): PromoCommand => ({
  type,
  data: { code: 'ORAN10' },
  metadata: { now },
});
const create: PromoCommand = { type: 'CreatePromo', data: terms, metadata: { now } };
const spec = deciderSpec(promoDecider);

describe('promo decider', () => {
  it('creates a promo switched on (usable once its window begins, unless staff switch it off)', () =>
    spec.given([]).when(create).then([created, activated]));
  it('rejects creating an existing code', () =>
    spec.given([created]).when(create).thenThrows('promo.exists'));
  it('activates a created promo', () => spec.given([created]).when(cmd('ActivatePromo')).then([activated]));
  it('activating an active promo is a no-op', () =>
    spec.given([created, activated]).when(cmd('ActivatePromo')).thenNothing());
  it('deactivates an active promo; deactivating an inactive one is a no-op', () => {
    spec.given([created, activated]).when(cmd('DeactivatePromo')).then([deactivated]);
    spec.given([created]).when(cmd('DeactivatePromo')).thenNothing();
    spec.given([created, activated, deactivated]).when(cmd('ActivatePromo')).then([activated]);
  });
  it('rejects acting on an unknown code', () => {
    spec.given([]).when(cmd('ActivatePromo')).thenThrows('promo.not_found');
    spec.given([]).when(cmd('DeactivatePromo')).thenThrows('promo.not_found');
  });
});
