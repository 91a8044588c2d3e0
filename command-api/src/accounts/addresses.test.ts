import { describe, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@shop/contracts';
import { deciderSpec } from '../testing/decider-spec';
import type { Actor } from './events';
import { userDecider, type UserCommand, type UserEvent } from './user-decider';

// Saved delivery addresses on `user-{id}` (docs/phone-and-trust.md "Saved addresses"): the owner only, at most
// MAX_SAVED_ADDRESSES, saving under an existing id replaces it, removing needs a saved one.

const now = '2025-01-02T10:00:00.000Z';
const earlier = '2025-01-01T10:00:00.000Z';
const spec = deciderSpec(userDecider);
const self: Actor = { userId: 'u1', role: 'user', sessionId: 'jti-1' };
const admin: Actor = { userId: 'a1', role: 'admin' };

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'amina@example.dz',
    name: 'amina',
    lastName: 'benali',
    passwordHash: 'scrypt$h1',
    role: 'user',
    language: 'fr',
    registeredAt: earlier,
  },
};
const home = {
  label: 'Maison',
  districtId: 'd1',
  address: '12 rue Larbi Ben Mhidi',
  landmark: 'En face de la poste',
};
const saved = (addressId: string, at = earlier): UserEvent => ({
  type: 'AddressSaved',
  data: { userId: 'u1', addressId, ...home, at },
});
const save = (addressId: string, actor: Actor = self): UserCommand => ({
  type: 'SaveAddress',
  data: { userId: 'u1', addressId, ...home },
  metadata: { now, actor },
});
const remove = (addressId: string, actor: Actor = self): UserCommand => ({
  type: 'RemoveAddress',
  data: { userId: 'u1', addressId },
  metadata: { now, actor },
});
const full = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => saved(`a${i}`));

describe('saved addresses', () => {
  it('saves a named address with its district and landmark', () =>
    spec
      .given([registered])
      .when(save('home'))
      .then([saved('home', now)]));

  it('saving again under the same id replaces it, even when the list is full', () =>
    spec
      .given([registered, ...full])
      .when(save('a3'))
      .then([saved('a3', now)]));

  it(`keeps at most ${MAX_SAVED_ADDRESSES}`, () =>
    spec
      .given([registered, ...full])
      .when(save('one-more'))
      .thenThrows('address.limit'));

  it('a removed address frees its place', () =>
    spec
      .given([
        registered,
        ...full,
        { type: 'AddressRemoved', data: { userId: 'u1', addressId: 'a0', at: earlier } },
      ])
      .when(save('one-more'))
      .then([saved('one-more', now)]));

  it('removes a saved address; one not saved is address.not_found', () => {
    spec
      .given([registered, saved('home')])
      .when(remove('home'))
      .then([{ type: 'AddressRemoved', data: { userId: 'u1', addressId: 'home', at: now } }]);
    spec.given([registered]).when(remove('home')).thenThrows('address.not_found');
  });

  it('only the owner (not even an admin)', () => {
    spec.given([registered]).when(save('home', admin)).thenThrows('auth.forbidden');
    spec
      .given([registered, saved('home')])
      .when(remove('home', admin))
      .thenThrows('auth.forbidden');
  });
});
