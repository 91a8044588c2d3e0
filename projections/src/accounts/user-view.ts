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

/** What the admin list's search matches against (lowercased, substring search). */
export const searchText = (view: UserView): string => `${view.name} ${view.email}`.toLocaleLowerCase('fr');

/** Score of a user in the list: registration time in ms. */
export const registrationScore = (view: UserView): number => Date.parse(view.date);
