import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// The durations promised times are made of (docs/kitchen.md "Busy mode and promised times"), each on the stream of
// what it belongs to, decided apart from that stream's own decider (which never needs them): a product's
// preparation, a district's delivery time, the shop's default preparation on `settings`. The same value again is a
// no-op; a product or district that is not live is refused.

type Live = 'none' | 'live' | 'gone';

export type ProductPrepState = { status: Live; minutes: number | null };
export const productPrepDecider: Decider<
  ProductPrepState,
  CommandOf<'SetProductPrepTime'>,
  EventsOf<'ProductCreated' | 'ProductDeleted' | 'ProductPrepTimeSet'>
> = {
  initialState: () => ({ status: 'none', minutes: null }),
  decide(command, state) {
    if (state.status !== 'live') throw new DomainError('product.not_found');
    if (state.minutes === command.data.minutes) return [];
    return [event('ProductPrepTimeSet', command.data)];
  },
  evolve(state, e) {
    switch (e.type) {
      case 'ProductCreated':
        return { ...state, status: 'live' };
      case 'ProductDeleted':
        return { ...state, status: 'gone' };
      case 'ProductPrepTimeSet':
        return { ...state, minutes: e.data.minutes };
      default:
        return state;
    }
  },
};

export type DistrictTimeState = { status: Live; minutes: number };
export const districtTimeDecider: Decider<
  DistrictTimeState,
  CommandOf<'SetDistrictDeliveryTime'>,
  EventsOf<'DistrictAdded' | 'DistrictRemoved' | 'DistrictDeliveryTimeSet'>
> = {
  initialState: () => ({ status: 'none', minutes: 0 }),
  decide(command, state) {
    if (state.status !== 'live') throw new DomainError('district.not_found');
    if (state.minutes === command.data.minutes) return [];
    return [event('DistrictDeliveryTimeSet', command.data)];
  },
  evolve(state, e) {
    switch (e.type) {
      case 'DistrictAdded':
        return { ...state, status: 'live' };
      case 'DistrictRemoved':
        return { ...state, status: 'gone' };
      case 'DistrictDeliveryTimeSet':
        return { ...state, minutes: e.data.minutes };
      default:
        return state;
    }
  },
};

export type DefaultPrepState = { minutes: number | null };
export const defaultPrepDecider: Decider<
  DefaultPrepState,
  CommandOf<'SetDefaultPrepTime'>,
  EventsOf<'DefaultPrepTimeSet'>
> = {
  initialState: () => ({ minutes: null }),
  decide: (command, state) =>
    state.minutes === command.data.minutes ? [] : [event('DefaultPrepTimeSet', command.data)],
  evolve: (state, e) => (e.type === 'DefaultPrepTimeSet' ? { minutes: e.data.minutes } : state),
};
