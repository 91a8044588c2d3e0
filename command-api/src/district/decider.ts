import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';
import { namesOf, sameNames, type Names } from '../names';

// A delivery district of Oran, its names and its delivery price. Changing to the same price or names is a no-op.
export type DistrictState =
  { status: 'none' } | { status: 'live'; deliveryPrice: number; names: Names } | { status: 'removed' };

export type DistrictCommand =
  | CommandOf<'AddDistrict'>
  | CommandOf<'ChangeDistrictPrice'>
  | CommandOf<'RenameDistrict'>
  | CommandOf<'RemoveDistrict'>;
export type DistrictEvent = EventsOf<
  'DistrictAdded' | 'DistrictPriceChanged' | 'DistrictRenamed' | 'DistrictRemoved'
>;

const live = (state: DistrictState) => {
  if (state.status !== 'live') throw new DomainError('district.not_found');
  return state;
};

export const districtDecider: Decider<DistrictState, DistrictCommand, DistrictEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'AddDistrict':
        if (state.status !== 'none') throw new DomainError('district.exists');
        return [event('DistrictAdded', command.data)];
      case 'ChangeDistrictPrice':
        return live(state).deliveryPrice === command.data.deliveryPrice
          ? []
          : [event('DistrictPriceChanged', command.data)];
      case 'RenameDistrict':
        return sameNames(live(state).names, command.data) ? [] : [event('DistrictRenamed', command.data)];
      case 'RemoveDistrict':
        live(state);
        return [event('DistrictRemoved', command.data)];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'DistrictAdded':
        return { status: 'live', deliveryPrice: e.data.deliveryPrice, names: namesOf(e.data) };
      case 'DistrictPriceChanged':
        return state.status === 'live' ? { ...state, deliveryPrice: e.data.deliveryPrice } : state;
      case 'DistrictRenamed':
        return state.status === 'live' ? { ...state, names: namesOf(e.data) } : state;
      case 'DistrictRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
};
