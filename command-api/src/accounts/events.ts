import type { AccountEvent, Role } from '@shop/contracts';

export type AccountEventType = AccountEvent['type'];
export type AccountEventOf<T extends AccountEventType> = Extract<AccountEvent, { type: T }>;

/** Builds a typed account event. */
export const accountEvent = <T extends AccountEventType>(
  type: T,
  data: AccountEventOf<T>['data'],
): AccountEventOf<T> => ({ type, data }) as AccountEventOf<T>;

/** Who issues a command (from the session); absent for a visitor or the system. */
/** Who acts; `sessionId` is the `jti` of the session the request came with (absent for the system). */
export type Actor = { userId: string; role: Role; sessionId?: string };
