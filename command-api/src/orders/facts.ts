import { accountStreams, nameTranslationsOf, streams, type CatalogueEvent } from '@shop/contracts';
import { userFold } from '@shop/contracts/accounts/user-state';
import { orderStreams } from '@shop/contracts/orders/index';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { StreamStates } from '@shop/platform/eventstore/stream-states';
import { settingsDecider, type SettingsState } from '../settings/decider';
import type { DistrictFact, ProductFact, ProfileFact, PromoFact } from './decider';
import { loyaltyDecider, type LoyaltyState } from './loyalty';

// The facts an order decision needs from other streams, each folded from its stream (the read side is never used:
// a decision must see the log as it is). A fact that is a decider's state folds with that decider; the others carry
// fields the catalogue deciders never need (names, prices), so they have their own evolve here. With the handler's
// `cache` each fact folds only the events appended since it was last folded (aggregate-stream.ts).

const productFold = {
  initialState: (): ProductFact => ({ status: 'none' }),
  evolve(fact: ProductFact, e: CatalogueEvent): ProductFact {
    switch (e.type) {
      case 'ProductCreated': {
        const { name, size, price, sold, active, optionGroups } = e.data;
        const translations = nameTranslationsOf(e.data.translations);
        return { status: 'live', active, name, translations, size, price, sold, optionGroups };
      }
      case 'ProductUpdated': {
        const { name, size, price, sold, optionGroups } = e.data;
        const translations = nameTranslationsOf(e.data.translations);
        return fact.status === 'live'
          ? { ...fact, name, translations, size, price, sold, optionGroups }
          : fact;
      }
      case 'ProductPublished':
        return fact.status === 'live' ? { ...fact, active: true } : fact;
      case 'ProductUnpublished':
        return fact.status === 'live' ? { ...fact, active: false } : fact;
      case 'ProductDeleted':
        return { status: 'deleted' };
      case 'ProductSoldOut': {
        if (fact.status !== 'live') return fact;
        const { choiceId, until, at } = e.data;
        return { ...fact, soldOut: { ...fact.soldOut, [choiceId ?? '']: { until, at } } };
      }
      case 'ProductBackOnSale': {
        if (fact.status !== 'live') return fact;
        const { [e.data.choiceId ?? '']: _ended, ...soldOut } = fact.soldOut ?? {};
        return { ...fact, soldOut };
      }
      default:
        return fact;
    }
  },
};

const promoFold = {
  initialState: (): PromoFact => ({ status: 'none' }),
  evolve(fact: PromoFact, e: CatalogueEvent): PromoFact {
    if (e.type === 'PromoCreated') {
      const { code, percentage, startsAt, validForHours } = e.data;
      return {
        status: 'created',
        code: code.toUpperCase(),
        active: false,
        percentage,
        startsAt,
        validForHours,
      };
    }
    if (fact.status === 'created' && (e.type === 'PromoActivated' || e.type === 'PromoDeactivated'))
      return { ...fact, active: e.type === 'PromoActivated' };
    return fact;
  },
};

const districtFold = {
  initialState: (): DistrictFact => ({ status: 'none' }),
  evolve(fact: DistrictFact, e: CatalogueEvent): DistrictFact {
    if (e.type === 'DistrictAdded')
      return {
        status: 'live',
        name: e.data.name,
        translations: nameTranslationsOf(e.data.translations),
        deliveryPrice: e.data.deliveryPrice,
      };
    if (e.type === 'DistrictPriceChanged' && fact.status === 'live')
      return { ...fact, deliveryPrice: e.data.deliveryPrice };
    if (e.type === 'DistrictRenamed' && fact.status === 'live')
      return { ...fact, name: e.data.name, translations: nameTranslationsOf(e.data.translations) };
    if (e.type === 'DistrictRemoved') return { status: 'removed' };
    return fact;
  },
};

export async function productFact(
  store: EventStore,
  productId: string,
  cache?: StreamStates,
): Promise<ProductFact> {
  return (await aggregateStream(store, streams.product(productId), productFold, cache)).state;
}

export async function productFacts(
  store: EventStore,
  productIds: Iterable<string>,
  cache?: StreamStates,
): Promise<Record<string, ProductFact>> {
  const ids = [...new Set(productIds)];
  const facts = await Promise.all(ids.map((id) => productFact(store, id, cache)));
  return Object.fromEntries(ids.map((id, i) => [id, facts[i]!]));
}

/** The settings' discount flag; off until set (as the projections read it). */
export async function discountsEnabled(store: EventStore, cache?: StreamStates): Promise<boolean> {
  return (
    (await aggregateStream(store, streams.settings(), settingsDecider, cache)).state.discountsEnabled ?? false
  );
}

/** The settings as the log says now: discount flag, opening hours, slot capacity. */
export async function settingsFact(store: EventStore, cache?: StreamStates): Promise<SettingsState> {
  return (await aggregateStream(store, streams.settings(), settingsDecider, cache)).state;
}

export async function promoFact(store: EventStore, code: string, cache?: StreamStates): Promise<PromoFact> {
  return (await aggregateStream(store, streams.promo(code), promoFold, cache)).state;
}

export async function districtFact(
  store: EventStore,
  districtId: string,
  cache?: StreamStates,
): Promise<DistrictFact> {
  return (await aggregateStream(store, streams.district(districtId), districtFold, cache)).state;
}

/** `profileState` of the user stream (its one fold; the personal fields are not needed). */
export async function profileState(
  store: EventStore,
  userId: string,
  cache?: StreamStates,
): Promise<ProfileFact> {
  const { state } = await aggregateStream(store, accountStreams.user(userId), userFold, cache);
  return state.status === 'active' ? state.profileState : 'none';
}

/** The loyalty account and the revision it was read at (for the append). */
export async function loyaltyAccount(
  store: EventStore,
  userId: string,
  cache?: StreamStates,
): Promise<{ state: LoyaltyState; revision: bigint | 'no_stream' }> {
  const { state, revision } = await aggregateStream(
    store,
    orderStreams.loyalty(userId),
    loyaltyDecider,
    cache,
  );
  return { state, revision };
}
