import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

export type BannerState = { status: 'none' | 'live' | 'deleted' };

export type BannerCommand = CommandOf<'CreateBanner'> | CommandOf<'DeleteBanner'>;
export type BannerEvent = EventsOf<'BannerCreated' | 'BannerDeleted'>;

export const bannerDecider: Decider<BannerState, BannerCommand, BannerEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateBanner':
        if (state.status !== 'none') throw new DomainError('banner.exists');
        return [event('BannerCreated', command.data)];
      case 'DeleteBanner':
        if (state.status !== 'live') throw new DomainError('banner.not_found');
        return [event('BannerDeleted', command.data)];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'BannerCreated':
        return { status: 'live' };
      case 'BannerDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
