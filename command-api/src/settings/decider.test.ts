import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { settingsDecider, type SettingsCommand, type SettingsEvent } from './decider';

const now = '2025-01-01T10:00:00.000Z';
const shop = {
  phones: ['0550 12 34 56'],
  email: 'contact@oran-food.dz',
  salesPoint: { name: 'Oran Food', address: '12 Boulevard de la Soummam', city: 'Oran' },
  social: { facebook: 'https://facebook.com/oranfood' },
};
const flag = (enabled: boolean): SettingsCommand => ({
  type: 'SetDiscountsEnabled',
  data: { enabled },
  metadata: { now },
});
const flagSet = (enabled: boolean): SettingsEvent => ({ type: 'DiscountsEnabledSet', data: { enabled } });
const setShop = (data = shop): SettingsCommand => ({ type: 'SetShopInfo', data, metadata: { now } });
const spec = deciderSpec(settingsDecider);

describe('settings decider', () => {
  it('sets the discount flag the first time, whatever its value', () => {
    spec
      .given([])
      .when(flag(true))
      .then([flagSet(true)]);
    spec
      .given([])
      .when(flag(false))
      .then([flagSet(false)]);
  });
  it('flips the flag; setting the same value is a no-op', () => {
    spec
      .given([flagSet(true)])
      .when(flag(false))
      .then([flagSet(false)]);
    spec
      .given([flagSet(true)])
      .when(flag(true))
      .thenNothing();
  });
  it('sets the shop info; the same info again is a no-op', () => {
    spec
      .given([])
      .when(setShop())
      .then([{ type: 'ShopInfoSet', data: shop }]);
    spec
      .given([{ type: 'ShopInfoSet', data: shop }])
      .when(setShop())
      .thenNothing();
    const moved = { ...shop, phones: ['0770 98 76 54'] };
    spec
      .given([{ type: 'ShopInfoSet', data: shop }])
      .when(setShop(moved))
      .then([{ type: 'ShopInfoSet', data: moved }]);
  });
});
