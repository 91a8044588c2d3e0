import { DomainError } from '@shop/contracts';
import { event, type CommandOf, type Decider, type EventsOf } from '../decider';

// A promo is created switched on (PromoCreated then PromoActivated: a code whose window has begun is usable unless
// staff switch it off); staff deactivate and reactivate it. Activating an active promo, or deactivating an inactive
// one, is a no-op. PromoCreated alone still means "created off", so older logs replay as they were.
export type PromoState = { status: 'none' } | { status: 'created'; active: boolean };

export type PromoCommand =
  CommandOf<'CreatePromo'> | CommandOf<'ActivatePromo'> | CommandOf<'DeactivatePromo'>;
export type PromoEvent = EventsOf<'PromoCreated' | 'PromoActivated' | 'PromoDeactivated'>;

const created = (state: PromoState) => {
  if (state.status !== 'created') throw new DomainError('promo.not_found');
  return state;
};

export const promoDecider: Decider<PromoState, PromoCommand, PromoEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreatePromo':
        if (state.status !== 'none') throw new DomainError('promo.exists');
        return [event('PromoCreated', command.data), event('PromoActivated', { code: command.data.code })];
      case 'ActivatePromo':
        return created(state).active ? [] : [event('PromoActivated', command.data)];
      case 'DeactivatePromo':
        return created(state).active ? [event('PromoDeactivated', command.data)] : [];
    }
  },

  evolve(state, e) {
    switch (e.type) {
      case 'PromoCreated':
        return { status: 'created', active: false };
      case 'PromoActivated':
        return { status: 'created', active: true };
      case 'PromoDeactivated':
        return { status: 'created', active: false };
      default:
        return state;
    }
  },
};
