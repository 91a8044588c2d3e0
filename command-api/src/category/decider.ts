import { DomainError } from '@shop/contracts';
import { event, type CommandMetadata, type CommandOf, type Decider, type EventsOf } from '../decider';

export type CategoryState = { status: 'none' | 'live' | 'deleted' };

/** DeleteCategory carries the number of live products still in the category (see docs "Category deletion"). */
export type CategoryCommand =
  | CommandOf<'CreateCategory'>
  | CommandOf<'UpdateCategory'>
  | CommandOf<'DeleteCategory', CommandMetadata & { liveProducts: number }>;
export type CategoryEvent = EventsOf<'CategoryCreated' | 'CategoryUpdated' | 'CategoryDeleted'>;

export const categoryDecider: Decider<CategoryState, CategoryCommand, CategoryEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCategory':
        if (state.status !== 'none') throw new DomainError('category.exists');
        return [event('CategoryCreated', { ...command.data, createdAt: command.metadata.now })];
      case 'UpdateCategory':
        if (state.status !== 'live') throw new DomainError('category.not_found');
        return [event('CategoryUpdated', command.data)];
      case 'DeleteCategory':
        if (state.status !== 'live') throw new DomainError('category.not_found');
        if (command.metadata.liveProducts > 0) throw new DomainError('category.not_empty');
        return [event('CategoryDeleted', command.data)];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'CategoryCreated':
        return { status: 'live' };
      case 'CategoryDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
