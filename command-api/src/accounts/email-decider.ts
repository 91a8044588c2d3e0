import { DomainError } from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type AccountEventOf } from './events';

// One address, one account: `email-{hmac of the address}` holds who reserved it. The first reservation is appended
// with expectedRevision 'no_stream', so of two simultaneous sign-ups exactly one lands; a released address is
// reserved again at the stream's revision. An orphaned reservation (its user stream never got a UserRegistered: a
// crash between the two appends, or a release that failed) counts as free once it is older than
// ORPHAN_RESERVATION_MS; the handler checks the user stream and says so in `metadata.reservationOrphaned`.
export const ORPHAN_RESERVATION_MS = 2 * 60 * 1000;
export type EmailState = { reservedBy: string | null; reservedAt: string | null };
export type EmailCommand =
  | {
      type: 'ReserveEmail';
      data: { userId: string };
      metadata: { now: string; reservationOrphaned?: boolean };
    }
  | { type: 'ReleaseEmail'; data: { userId: string }; metadata: { now: string } };
export type EmailEvent = AccountEventOf<'EmailReserved' | 'EmailReleased'>;

export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initialState: () => ({ reservedBy: null, reservedAt: null }),
  decide(command, state) {
    const { userId } = command.data;
    const at = command.metadata.now;
    if (command.type === 'ReserveEmail') {
      if (state.reservedBy === userId) return [];
      const orphaned =
        command.metadata.reservationOrphaned === true &&
        state.reservedAt !== null &&
        Date.parse(at) - Date.parse(state.reservedAt) >= ORPHAN_RESERVATION_MS;
      if (state.reservedBy !== null && !orphaned) throw new DomainError('email.taken');
      return [accountEvent('EmailReserved', { userId, at })];
    }
    return state.reservedBy === userId ? [accountEvent('EmailReleased', { userId, at })] : [];
  },
  evolve: (state, event) =>
    event.type === 'EmailReserved'
      ? { reservedBy: event.data.userId, reservedAt: event.data.at }
      : { reservedBy: null, reservedAt: null },
};
