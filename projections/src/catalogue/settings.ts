import { defaultSettingsView, type SettingsView } from '@shop/contracts';
import { readJson, writeJson, defineProjection } from '../projection';

export const settingsProjection = defineProjection({
  name: 'settings',
  handles: [
    'DiscountsEnabledSet',
    'ShopInfoSet',
    'OpeningHoursSet',
    'OpeningHoursCleared',
    'SlotCapacitySet',
    'TrustRulesSet',
  ],
  async apply(event, { keys, redis, tx }) {
    if (
      event.type !== 'DiscountsEnabledSet' &&
      event.type !== 'ShopInfoSet' &&
      event.type !== 'OpeningHoursSet' &&
      event.type !== 'OpeningHoursCleared' &&
      event.type !== 'SlotCapacitySet' &&
      event.type !== 'TrustRulesSet'
    )
      return [];
    const before = (await readJson<SettingsView>(redis, keys.settings)) ?? defaultSettingsView;
    const after: SettingsView =
      event.type === 'DiscountsEnabledSet'
        ? { ...before, discountsEnabled: event.data.enabled }
        : event.type === 'ShopInfoSet'
          ? { ...before, shop: event.data }
          : event.type === 'OpeningHoursSet'
            ? { ...before, openingHours: event.data }
            : event.type === 'OpeningHoursCleared'
              ? { ...before, openingHours: null }
              : event.type === 'SlotCapacitySet'
                ? { ...before, slotCapacity: event.data.capacity }
                : { ...before, trustRules: event.data };
    writeJson(tx, keys.settings, after);
    return [{ topic: 'settings' }];
  },
});
