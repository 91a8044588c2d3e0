import type { OpeningHours, ShopInfo, TrustRules } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// The one `settings` stream: the discount flag, the shop's contact info, its opening hours (none: always open) and the
// slot capacity. Setting what is already set is a no-op.
export type SettingsState = {
  discountsEnabled: boolean | null;
  shop: ShopInfo | null;
  openingHours?: OpeningHours | null;
  /** Orders a slot of scheduled orders takes; absent until set (DEFAULT_SLOT_CAPACITY). */
  slotCapacity?: number;
  /** The trust rules (docs/phone-and-trust.md); absent until set (DEFAULT_TRUST_RULES). */
  trustRules?: TrustRules;
};

export type SettingsCommand =
  | CommandOf<'SetDiscountsEnabled'>
  | CommandOf<'SetShopInfo'>
  | CommandOf<'SetOpeningHours'>
  | CommandOf<'ClearOpeningHours'>
  | CommandOf<'SetSlotCapacity'>
  | CommandOf<'SetTrustRules'>;
export type SettingsEvent = EventsOf<
  | 'DiscountsEnabledSet'
  | 'ShopInfoSet'
  | 'OpeningHoursSet'
  | 'OpeningHoursCleared'
  | 'SlotCapacitySet'
  | 'TrustRulesSet'
>;

// Key order of zod output is stable (schema order), so JSON equality is value equality here.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const settingsDecider: Decider<SettingsState, SettingsCommand, SettingsEvent> = {
  initialState: () => ({ discountsEnabled: null, shop: null }),

  decide(command, state) {
    switch (command.type) {
      case 'SetDiscountsEnabled':
        return state.discountsEnabled === command.data.enabled
          ? []
          : [event('DiscountsEnabledSet', command.data)];
      case 'SetShopInfo':
        return same(state.shop, command.data) ? [] : [event('ShopInfoSet', command.data)];
      case 'SetOpeningHours':
        return same(state.openingHours ?? null, command.data) ? [] : [event('OpeningHoursSet', command.data)];
      // Back to "always open" (no hours), as before any were set; already so: a no-op.
      case 'ClearOpeningHours':
        return state.openingHours ? [event('OpeningHoursCleared', {})] : [];
      case 'SetSlotCapacity':
        return state.slotCapacity === command.data.capacity ? [] : [event('SlotCapacitySet', command.data)];
      case 'SetTrustRules':
        return same(state.trustRules ?? null, command.data) ? [] : [event('TrustRulesSet', command.data)];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'DiscountsEnabledSet':
        return { ...state, discountsEnabled: e.data.enabled };
      case 'ShopInfoSet':
        return { ...state, shop: e.data };
      case 'OpeningHoursSet':
        return { ...state, openingHours: e.data };
      case 'OpeningHoursCleared':
        return { ...state, openingHours: null };
      case 'SlotCapacitySet':
        return { ...state, slotCapacity: e.data.capacity };
      case 'TrustRulesSet':
        return { ...state, trustRules: e.data };
      default:
        return state;
    }
  },
};
