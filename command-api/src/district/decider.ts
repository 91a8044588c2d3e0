import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// A delivery district of Oran and its delivery price. Changing to the same price is a no-op.
export type DistrictState =
  { status: 'none' } | { status: 'live'; deliveryPrice: number } | { status: 'removed' };

export type DistrictCommand =
  CommandOf<'AddDistrict'> | CommandOf<'ChangeDistrictPrice'> | CommandOf<'RemoveDistrict'>;
export type DistrictEvent = EventsOf<'DistrictAdded' | 'DistrictPriceChanged' | 'DistrictRemoved'>;

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
      case 'RemoveDistrict':
        live(state);
        return [event('DistrictRemoved', command.data)];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'DistrictAdded':
      case 'DistrictPriceChanged':
        return { status: 'live', deliveryPrice: e.data.deliveryPrice };
      case 'DistrictRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
};
