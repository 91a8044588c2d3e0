import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';
import { namesOf, sameNames, type Names } from '../names';

// A home page banner and its titles. Renaming to the same titles is a no-op.
export type BannerState = { status: 'none' | 'deleted' } | { status: 'live'; names: Names };

export type BannerCommand = CommandOf<'CreateBanner'> | CommandOf<'RenameBanner'> | CommandOf<'DeleteBanner'>;
export type BannerEvent = EventsOf<'BannerCreated' | 'BannerRenamed' | 'BannerDeleted'>;

const live = (state: BannerState) => {
  if (state.status !== 'live') throw new DomainError('banner.not_found');
  return state;
};

export const bannerDecider: Decider<BannerState, BannerCommand, BannerEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateBanner':
        if (state.status !== 'none') throw new DomainError('banner.exists');
        return [event('BannerCreated', command.data)];
      case 'RenameBanner':
        return sameNames(live(state).names, command.data) ? [] : [event('BannerRenamed', command.data)];
      case 'DeleteBanner':
        live(state);
        return [event('BannerDeleted', command.data)];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'BannerCreated':
        return { status: 'live', names: namesOf(e.data) };
      case 'BannerRenamed':
        return state.status === 'live' ? { ...state, names: namesOf(e.data) } : state;
      case 'BannerDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
