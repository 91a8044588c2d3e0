import {
  closingAfter,
  DomainError,
  holds,
  type CatalogueActor,
  type OpeningHours,
  type SoldOutMark,
} from '@shop/contracts';
import { event, type CommandMetadata, type CommandOf, type Decider, type EventsOf } from '../decider';

export type ProductState =
  | { status: 'none' }
  | {
      status: 'live';
      active: boolean;
      categoryId: string;
      /** The ids of its options' choices (a choice marked sold out must be one of them). */
      choiceIds: string[];
      /** Sold-out marks by target: '' the product, else a choice id (docs/kitchen.md "Sold out"). */
      soldOut: Record<string, SoldOutMark>;
    }
  | { status: 'deleted' };

/** Who issues a sold-out command (the handler's signed-in actor; the system for the end-time job). */
export type ActorFact = { actor: CatalogueActor };
/** MarkProductSoldOut reads the settings' opening hours for "until tonight's closing" (null: none set). */
export type ClosingFact = { openingHours: OpeningHours | null };

/** The handler reads the category stream and tells the decider whether the chosen category is live. */
export type CategoryFact = { categoryLive: boolean };

export type ProductCommand =
  | CommandOf<'CreateProduct', CommandMetadata & CategoryFact>
  | CommandOf<'UpdateProduct', CommandMetadata & CategoryFact>
  | CommandOf<'SetProductImage'>
  | CommandOf<'PublishProduct'>
  | CommandOf<'UnpublishProduct'>
  | CommandOf<'DeleteProduct'>
  | CommandOf<'MarkProductSoldOut', CommandMetadata & ActorFact & ClosingFact>
  | CommandOf<'MarkProductBackOnSale', CommandMetadata & ActorFact>
  | CommandOf<'EndProductSoldOut', CommandMetadata & ActorFact>;
export type ProductEvent = EventsOf<
  | 'ProductCreated'
  | 'ProductUpdated'
  | 'ProductImageSet'
  | 'ProductPublished'
  | 'ProductUnpublished'
  | 'ProductDeleted'
  | 'ProductSoldOut'
  | 'ProductBackOnSale'
>;

const live = (state: ProductState) => {
  if (state.status !== 'live') throw new DomainError('product.not_found');
  return state;
};

type OptionGroupsOf = { optionGroups: { choices: { id: string }[] }[] };
const choiceIdsOf = (data: OptionGroupsOf) => data.optionGroups.flatMap((g) => g.choices.map((c) => c.id));
const targetOf = (choiceId: string | null) => choiceId ?? '';

/** The end of a new mark: tonight's closing (Africa/Algiers), none (staff turn it back) or an instant to come. */
export function soldOutUntil(
  until: 'closing' | 'manual' | string,
  now: string,
  openingHours: OpeningHours | null,
): string | null {
  if (until === 'manual') return null;
  if (until === 'closing') return closingAfter(openingHours, new Date(now));
  const end = new Date(until);
  if (end.getTime() <= Date.parse(now))
    throw new DomainError('validation.failed', undefined, { until: 'must be later than now' });
  return end.toISOString();
}

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateProduct':
        if (state.status !== 'none') throw new DomainError('product.exists');
        if (!command.metadata.categoryLive) throw new DomainError('category.unknown');
        return [event('ProductCreated', { ...command.data, createdAt: command.metadata.now })];
      case 'UpdateProduct':
        live(state);
        if (!command.metadata.categoryLive) throw new DomainError('category.unknown');
        return [event('ProductUpdated', command.data)];
      case 'SetProductImage':
        live(state);
        return [event('ProductImageSet', command.data)];
      case 'PublishProduct':
        return live(state).active ? [] : [event('ProductPublished', command.data)];
      case 'UnpublishProduct':
        return live(state).active ? [event('ProductUnpublished', command.data)] : [];
      case 'DeleteProduct':
        live(state);
        return [event('ProductDeleted', command.data)];
      case 'MarkProductSoldOut': {
        const product = live(state);
        const { productId, choiceId } = command.data;
        const { now, actor, openingHours } = command.metadata;
        if (choiceId !== null && !product.choiceIds.includes(choiceId))
          throw new DomainError('option.unavailable', undefined, { choiceId: 'unknown' });
        const until = soldOutUntil(command.data.until, now, openingHours);
        const mark = product.soldOut[targetOf(choiceId)];
        // The same end again: nothing new (a retried tap).
        if (holds(mark, now) && mark!.until === until) return [];
        return [event('ProductSoldOut', { productId, choiceId, until, by: actor, at: now })];
      }
      case 'MarkProductBackOnSale': {
        const { productId, choiceId } = command.data;
        const { now, actor } = command.metadata;
        const mark = live(state).soldOut[targetOf(choiceId)];
        return mark ? [event('ProductBackOnSale', { productId, choiceId, by: actor, at: now })] : [];
      }
      case 'EndProductSoldOut': {
        // The job of one mark: a mark made later (or none any more) is not its to end.
        if (state.status !== 'live') return [];
        const { productId, choiceId, markedAt } = command.data;
        const { now, actor } = command.metadata;
        const mark = state.soldOut[targetOf(choiceId)];
        if (!mark || Date.parse(mark.at) !== Date.parse(markedAt)) return [];
        return [event('ProductBackOnSale', { productId, choiceId, by: actor, at: now })];
      }
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'ProductCreated':
        return {
          status: 'live',
          active: e.data.active,
          categoryId: e.data.categoryId,
          choiceIds: choiceIdsOf(e.data),
          soldOut: {},
        };
      case 'ProductUpdated':
        return state.status === 'live'
          ? { ...state, categoryId: e.data.categoryId, choiceIds: choiceIdsOf(e.data) }
          : state;
      case 'ProductSoldOut': {
        if (state.status !== 'live') return state;
        const { choiceId, until, at } = e.data;
        return { ...state, soldOut: { ...state.soldOut, [targetOf(choiceId)]: { until, at } } };
      }
      case 'ProductBackOnSale': {
        if (state.status !== 'live') return state;
        const { [targetOf(e.data.choiceId)]: _ended, ...soldOut } = state.soldOut;
        return { ...state, soldOut };
      }
      case 'ProductPublished':
        return state.status === 'live' ? { ...state, active: true } : state;
      case 'ProductUnpublished':
        return state.status === 'live' ? { ...state, active: false } : state;
      case 'ProductDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
};
