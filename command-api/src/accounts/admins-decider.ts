import { DomainError } from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type AccountEventOf } from './events';

// `roles-admins`: the ids of the admins. "The last admin cannot be demoted or deleted" is decided here, on one short
// stream, instead of folding every user per command: a demotion or deletion of an admin first appends AdminRevoked
// (at the revision read, so two admins demoting each other at once cannot both succeed), then touches the user.
export type AdminsState = { admins: string[] };
export type AdminsCommand =
  | { type: 'GrantAdmin'; data: { userId: string }; metadata: { now: string } }
  | { type: 'RevokeAdmin'; data: { userId: string }; metadata: { now: string } };
export type AdminsEvent = AccountEventOf<'AdminGranted' | 'AdminRevoked'>;

export const adminsDecider: Decider<AdminsState, AdminsCommand, AdminsEvent> = {
  initialState: () => ({ admins: [] }),
  decide(command, state) {
    const { userId } = command.data;
    const at = command.metadata.now;
    const isAdmin = state.admins.includes(userId);
    if (command.type === 'GrantAdmin') return isAdmin ? [] : [accountEvent('AdminGranted', { userId, at })];
    if (!isAdmin) return [];
    if (state.admins.length <= 1) throw new DomainError('user.last_admin');
    return [accountEvent('AdminRevoked', { userId, at })];
  },
  evolve: (state, event) =>
    event.type === 'AdminGranted'
      ? { admins: [...state.admins.filter((id) => id !== event.data.userId), event.data.userId] }
      : { admins: state.admins.filter((id) => id !== event.data.userId) },
};
