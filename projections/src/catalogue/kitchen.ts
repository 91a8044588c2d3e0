import { defaultSettingsView, type KitchenState, type SettingsView } from '@shop/contracts';
import { readJson, writeJson, defineProjection, type ProjectedEvent } from '../projection';

// Busy mode on the settings' view (docs/kitchen.md): GET /api/settings, which every visit reads once at start, carries
// the pause, the delay and the default preparation, so the header's banner costs no request of its own. A
// `settings` change message makes the open pages read it again.
export const kitchenProjection = defineProjection({
  name: 'kitchen',
  handles: ['OrderTakingPaused', 'OrderTakingResumed', 'KitchenDelaySet', 'DefaultPrepTimeSet'],
  async apply(event, { keys, redis, tx }) {
    const before = (await readJson<SettingsView>(redis, keys.settings)) ?? defaultSettingsView;
    const after = kitchenAfter(before.kitchen ?? { pausedUntil: null, delay: null }, event);
    if (!after) return [];
    writeJson(tx, keys.settings, { ...before, kitchen: after });
    return [{ topic: 'settings' }];
  },
});

/** The kitchen's state after one of its events; null for any other type (the projection leaves it alone). */
function kitchenAfter(kitchen: KitchenState, event: ProjectedEvent): KitchenState | null {
  switch (event.type) {
    case 'OrderTakingPaused':
      return { ...kitchen, pausedUntil: event.data.until };
    case 'OrderTakingResumed':
      return { ...kitchen, pausedUntil: null };
    case 'KitchenDelaySet':
      return {
        ...kitchen,
        delay: event.data.minutes > 0 ? { minutes: event.data.minutes, until: event.data.until } : null,
      };
    case 'DefaultPrepTimeSet':
      return { ...kitchen, defaultPrepMinutes: event.data.minutes };
    default:
      return null;
  }
}
