import {
  accountStreams,
  mailLinkValidHours,
  type AccountEvent,
  type Language,
  type MailKind,
} from '@shop/contracts';
import { userFold, userRecipient } from '@shop/contracts/accounts/user-state';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import { parseOrStop } from '../event-schemas';
import type { EventStore, RecordedEvent } from '@shop/platform/eventstore/port';

// Which events ask for a mail, and the facts the mail needs. Pure, except for reading the user's address.

export type MailRequest = {
  kind: MailKind;
  userId: string;
  language: Language;
  /** When the event happened: links are valid from then, not from when the reactor got to it. */
  at: Date;
  /** Claims carried by the link besides the user (the reset request it answers). */
  extra: Record<string, string>;
};

const requestTypes = new Set([
  'UserRegistered',
  'EmailVerificationRequested',
  'PasswordResetRequested',
  'SignUpAttempted',
]);

export function mailRequestOf(recorded: RecordedEvent): MailRequest | null {
  if (!requestTypes.has(recorded.type)) return null;
  const event = parseOrStop(recorded) as AccountEvent;
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        kind: 'verify-email',
        userId: d.userId,
        language: d.language,
        at: new Date(d.registeredAt),
        extra: {},
      };
    }
    case 'EmailVerificationRequested': {
      const d = event.data;
      return { kind: 'verify-email', userId: d.userId, language: d.language, at: new Date(d.at), extra: {} };
    }
    case 'PasswordResetRequested': {
      const d = event.data;
      return {
        kind: 'reset-password',
        userId: d.userId,
        language: d.language,
        at: new Date(d.at),
        extra: { requestId: d.requestId },
      };
    }
    case 'SignUpAttempted': {
      const d = event.data;
      return {
        kind: 'sign-up-attempt',
        userId: d.userId,
        language: d.language,
        at: new Date(d.at),
        extra: {},
      };
    }
    default:
      return null;
  }
}

/** Seconds the link stays valid if signed at `now` (≤ 0: too late to send it). */
export const remainingSeconds = (request: MailRequest, now: Date): number =>
  Math.floor((request.at.getTime() + mailLinkValidHours[request.kind] * 3_600_000 - now.getTime()) / 1000);

/** Where each mail's button leads; `token` kinds end with a purpose token signed for the user. */
export const mailLinks: Record<MailKind, { path: string; token: boolean }> = {
  'verify-email': { path: '/authentication/verifyEmail/', token: true },
  'reset-password': { path: '/authentication/resetPassword/', token: true },
  // someone tried to sign up with the address: the owner may have forgotten the password
  'sign-up-attempt': { path: '/authentication/forgotPassword', token: false },
};

export const linkOf = (publicUrl: string, kind: MailKind, token?: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${mailLinks[kind].path}${token ? encodeURIComponent(token) : ''}`;

export type Recipient = { address: string; emailVerified: boolean };

/**
 * The user's current address, read from the user's stream (the user stream's one fold) through the personal-data
 * wrapper: null once the account is deleted (its key destroyed, or an AccountDeleted in the stream), so an erased
 * account gets no mail.
 */
export async function currentRecipient(store: EventStore, userId: string): Promise<Recipient | null> {
  const { state } = await aggregateStream(store, accountStreams.user(userId), userFold);
  return userRecipient(state);
}
