import { defaultSettingsView, type KitchenState, type SettingsView } from '@shop/contracts';
import { readJson, writeJson, defineProjection } from '../projection';

// Busy mode on the settings' view (docs/kitchen.md): GET /api/settings, which every visit reads once at start, carries
// the pause, the delay and the default preparation, so the header's banner costs no request of its own. A
// `settings` change message makes the open pages read it again.
export const kitchenProjection = defineProjection({
  name: 'kitchen',
  handles: ['OrderTakingPaused', 'OrderTakingResumed', 'KitchenDelaySet', 'DefaultPrepTimeSet'],
  async apply(event, { keys, redis, tx }) {
    const before = (await readJson<SettingsView>(redis, keys.settings)) ?? defaultSettingsView;
    const kitchen: KitchenState = before.kitchen ?? { pausedUntil: null, delay: null };
    const after: KitchenState =
      event.type === 'OrderTakingPaused'
        ? { ...kitchen, pausedUntil: event.data.until }
        : event.type === 'OrderTakingResumed'
          ? { ...kitchen, pausedUntil: null }
          : event.type === 'KitchenDelaySet'
            ? {
                ...kitchen,
                delay:
                  event.data.minutes > 0 ? { minutes: event.data.minutes, until: event.data.until } : null,
              }
            : { ...kitchen, defaultPrepMinutes: event.data.minutes };
    writeJson(tx, keys.settings, { ...before, kitchen: after });
    return [{ topic: 'settings' }];
  },
});
