import { DomainError } from '@shop/contracts';
import { event, type CommandMetadata, type CommandOf, type Decider, type EventsOf } from '../decider';

export type ProductState =
  { status: 'none' } | { status: 'live'; active: boolean; categoryId: string } | { status: 'deleted' };

/** The handler reads the category stream and tells the decider whether the chosen category is live. */
export type CategoryFact = { categoryLive: boolean };

export type ProductCommand =
  | CommandOf<'CreateProduct', CommandMetadata & CategoryFact>
  | CommandOf<'UpdateProduct', CommandMetadata & CategoryFact>
  | CommandOf<'SetProductImage'>
  | CommandOf<'PublishProduct'>
  | CommandOf<'UnpublishProduct'>
  | CommandOf<'DeleteProduct'>;
export type ProductEvent = EventsOf<
  | 'ProductCreated'
  | 'ProductUpdated'
  | 'ProductImageSet'
  | 'ProductPublished'
  | 'ProductUnpublished'
  | 'ProductDeleted'
>;

const live = (state: ProductState) => {
  if (state.status !== 'live') throw new DomainError('product.not_found');
  return state;
};

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
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'ProductCreated':
        return { status: 'live', active: e.data.active, categoryId: e.data.categoryId };
      case 'ProductUpdated':
        return state.status === 'live' ? { ...state, categoryId: e.data.categoryId } : state;
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
