import type { AccountEvent, UserView } from '@shop/contracts';

type Data<T extends AccountEvent['type']> = Extract<AccountEvent, { type: T }>['data'];

// The pure part of the users read model: how each account event changes a UserView. Personal data arrives
// decrypted through the store wrapper, or null once the user's key is destroyed (erased account): then there
// is no view to build, and `null` means "write nothing".

export function registeredView(d: Data<'UserRegistered'>): UserView | null {
  if (d.email === null || d.name === null || d.lastName === null) return null;
  return {
    _id: d.userId,
    name: `${d.name} ${d.lastName}`,
    firstName: d.name,
    lastName: d.lastName,
    email: d.email,
    emailVerified: false,
    number: null,
    address: null,
    district: null,
    profileState: 'incomplete',
    roles: [{ name: d.role }],
    language: d.language,
    date: d.registeredAt,
  };
}

export function withProfile(view: UserView, d: Data<'ProfileUpdated'>): UserView | null {
  if (d.name === null || d.lastName === null) return null;
  return {
    ...view,
    name: `${d.name} ${d.lastName}`,
    firstName: d.name,
    lastName: d.lastName,
    number: d.number,
    address: d.address,
    district: d.district,
    profileState: d.profileState,
  };
}

/** A saved address added, replaced in place (same id) or removed; null when its texts are erased (write nothing). */
export function withAddress(
  view: UserView,
  e:
    | { type: 'AddressSaved'; data: Data<'AddressSaved'> }
    | { type: 'AddressRemoved'; data: Data<'AddressRemoved'> },
): UserView | null {
  const addresses = view.addresses ?? [];
  if (e.type === 'AddressRemoved')
    return { ...view, addresses: addresses.filter((a) => a._id !== e.data.addressId) };
  const { addressId, label, districtId, address, landmark } = e.data;
  if (label === null || address === null) return null;
  const saved = { _id: addressId, label, districtId, address, landmark: landmark ?? '' };
  const at = addresses.findIndex((a) => a._id === addressId);
  return {
    ...view,
    addresses: at < 0 ? [...addresses, saved] : addresses.map((a, i) => (i === at ? saved : a)),
  };
}

/** What the admin list's search matches against (lowercased, substring search). */
export const searchText = (view: UserView): string => `${view.name} ${view.email}`.toLocaleLowerCase('fr');

/** Score of a user in the list: registration time in ms. */
export const registrationScore = (view: UserView): number => Date.parse(view.date);
