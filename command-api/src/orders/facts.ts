import { accountStreams, streams, type AccountEvent, type CatalogueEvent } from '@shop/contracts';
import { orderStreams, type LoyaltyEvent } from '@shop/contracts/orders/index';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';
import { settingsDecider, type SettingsEvent } from '../settings/decider';
import type { DistrictFact, ProductFact, ProfileFact, PromoFact } from './decider';
import { loyaltyDecider, type LoyaltyState } from './loyalty';

// The facts an order decision needs from other streams, each folded from its stream (the read side is never used:
// a decision must see the log as it is).

async function read(store: EventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.readStream(stream)) events.push(e);
  return events;
}

export async function productFact(store: EventStore, productId: string): Promise<ProductFact> {
  let fact = { status: 'none' } as ProductFact;
  for (const r of await read(store, streams.product(productId))) {
    const e = r as unknown as CatalogueEvent;
    switch (e.type) {
      case 'ProductCreated': {
        const { name, size, price, sold, active } = e.data;
        fact = { status: 'live', active, name, size, price, sold };
        break;
      }
      case 'ProductUpdated':
        if (fact.status === 'live')
          fact = { ...fact, name: e.data.name, size: e.data.size, price: e.data.price, sold: e.data.sold };
        break;
      case 'ProductPublished':
        if (fact.status === 'live') fact = { ...fact, active: true };
        break;
      case 'ProductUnpublished':
        if (fact.status === 'live') fact = { ...fact, active: false };
        break;
      case 'ProductDeleted':
        fact = { status: 'deleted' };
        break;
    }
  }
  return fact;
}

export async function productFacts(
  store: EventStore,
  productIds: Iterable<string>,
): Promise<Record<string, ProductFact>> {
  const ids = [...new Set(productIds)];
  const facts = await Promise.all(ids.map((id) => productFact(store, id)));
  return Object.fromEntries(ids.map((id, i) => [id, facts[i]!]));
}

/** The settings' discount flag; off until set (as the projections read it). */
export async function discountsEnabled(store: EventStore): Promise<boolean> {
  const events = (await read(store, streams.settings())) as unknown as SettingsEvent[];
  return events.reduce(settingsDecider.evolve, settingsDecider.initialState()).discountsEnabled ?? false;
}

export async function promoFact(store: EventStore, code: string): Promise<PromoFact> {
  let fact = { status: 'none' } as PromoFact;
  for (const r of await read(store, streams.promo(code))) {
    const e = r as unknown as CatalogueEvent;
    if (e.type === 'PromoCreated') {
      const { code: c, percentage, startsAt, validForHours } = e.data;
      fact = { status: 'created', code: c.toUpperCase(), active: false, percentage, startsAt, validForHours };
    } else if (fact.status === 'created' && (e.type === 'PromoActivated' || e.type === 'PromoDeactivated')) {
      fact = { ...fact, active: e.type === 'PromoActivated' };
    }
  }
  return fact;
}

export async function districtFact(store: EventStore, districtId: string): Promise<DistrictFact> {
  let fact = { status: 'none' } as DistrictFact;
  for (const r of await read(store, streams.district(districtId))) {
    const e = r as unknown as CatalogueEvent;
    if (e.type === 'DistrictAdded')
      fact = { status: 'live', name: e.data.name, deliveryPrice: e.data.deliveryPrice };
    else if (e.type === 'DistrictPriceChanged' && fact.status === 'live')
      fact = { ...fact, deliveryPrice: e.data.deliveryPrice };
    else if (e.type === 'DistrictRemoved') fact = { status: 'removed' };
  }
  return fact;
}

/** `profileState` of the user stream (not personal; the personal fields are not read). */
export async function profileState(store: EventStore, userId: string): Promise<ProfileFact> {
  let state: ProfileFact = 'none';
  for (const r of await read(store, accountStreams.user(userId))) {
    const e = r as unknown as AccountEvent;
    if (e.type === 'UserRegistered') state = 'incomplete';
    else if (e.type === 'ProfileUpdated') state = e.data.profileState;
    else if (e.type === 'AccountDeleted') state = 'none';
  }
  return state;
}

/** The loyalty account and the revision it was read at (for the append). */
export async function loyaltyAccount(
  store: EventStore,
  userId: string,
): Promise<{ state: LoyaltyState; revision: bigint | 'no_stream' }> {
  const recorded = await read(store, orderStreams.loyalty(userId));
  const state = (recorded as unknown as LoyaltyEvent[]).reduce(
    loyaltyDecider.evolve,
    loyaltyDecider.initialState(),
  );
  const last = recorded[recorded.length - 1];
  return { state, revision: last ? last.revision : 'no_stream' };
}
