import { DomainError } from '@shop/contracts';
import { event, type CommandMetadata, type CommandOf, type Decider, type EventsOf } from '../decider';

/** A product recorded in the category: the product revision that put it there, and when (handler time). */
export type Member = { productRevision: number; at: string };

export type CategoryState = {
  status: 'none' | 'live' | 'deleted';
  members: Readonly<Record<string, Member>>;
};

/**
 * How long a recorded entry counts even though the product's own stream does not show the product in the category
 * yet: the product command appends the entry first and its product event a moment later. Past it, such an entry is
 * the trace of a command that failed or died between its two appends, and no longer blocks the deletion.
 */
export const ENTRY_IN_FLIGHT_MS = 2 * 60_000;

/**
 * DeleteCategory carries, for each recorded member, the category its product stream shows it live in (null: none).
 * See docs "Category deletion".
 */
export type Placements = { placements: Readonly<Record<string, string | null>> };

type MembershipData = { categoryId: string; productId: string; productRevision: number };

/** Issued by the product commands (command-api/src/category/membership.ts), never over HTTP. */
export type MembershipCommand =
  | { type: 'EnterCategory'; data: MembershipData; metadata: CommandMetadata }
  | { type: 'LeaveCategory'; data: MembershipData; metadata: CommandMetadata };

export type CategoryCommand =
  | CommandOf<'CreateCategory'>
  | CommandOf<'UpdateCategory'>
  | CommandOf<'DeleteCategory', CommandMetadata & Placements>
  | MembershipCommand;
export type CategoryEvent = EventsOf<
  'CategoryCreated' | 'CategoryUpdated' | 'CategoryDeleted' | 'ProductEnteredCategory' | 'ProductLeftCategory'
>;

/** Members that still hold the category: shown there by their own stream, or entered too recently to tell. */
export function liveMembers(
  categoryId: string,
  state: CategoryState,
  { now, placements }: CommandMetadata & Placements,
): string[] {
  return Object.entries(state.members)
    .filter(([productId, member]) => {
      const placed = placements[productId];
      if (placed === undefined || placed === categoryId) return true;
      return Date.parse(now) - Date.parse(member.at) < ENTRY_IN_FLIGHT_MS;
    })
    .map(([productId]) => productId);
}

export const categoryDecider: Decider<CategoryState, CategoryCommand, CategoryEvent> = {
  initialState: () => ({ status: 'none', members: {} }),

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
        if (liveMembers(command.data.categoryId, state, command.metadata).length > 0)
          throw new DomainError('category.not_empty');
        return [event('CategoryDeleted', command.data)];
      case 'EnterCategory':
        // Always appended, even for a product already recorded: the new revision is what a racing DeleteCategory
        // conflicts on, and the fresh `at` keeps the entry counted until the product event lands.
        if (state.status !== 'live') throw new DomainError('category.unknown');
        return [event('ProductEnteredCategory', { ...command.data, at: command.metadata.now })];
      case 'LeaveCategory': {
        const member = state.members[command.data.productId];
        if (!member || member.productRevision >= command.data.productRevision) return [];
        return [event('ProductLeftCategory', command.data)];
      }
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'CategoryCreated':
        return { ...state, status: 'live' };
      case 'CategoryDeleted':
        return { ...state, status: 'deleted' };
      case 'ProductEnteredCategory': {
        const { productId, productRevision, at } = e.data;
        const before = state.members[productId];
        if (before && before.productRevision > productRevision) return state;
        return { ...state, members: { ...state.members, [productId]: { productRevision, at } } };
      }
      case 'ProductLeftCategory': {
        const { productId, productRevision } = e.data;
        const before = state.members[productId];
        if (!before || before.productRevision >= productRevision) return state;
        const { [productId]: _left, ...members } = state.members;
        return { ...state, members };
      }
      default:
        return state;
    }
  },
};
