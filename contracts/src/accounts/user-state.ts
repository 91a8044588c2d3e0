import type { MailKind } from '../jobs/mail';
import { mailsPerRecipientPerHour } from '../jobs/mail';
import type { Language } from '../languages';
import { passwordChangeEndsSessions as endsSessions, type AccountEvent } from './events';
import type { Role } from './roles';

// The one fold of a `user-{id}` stream: the user decider's state (command-api), and what the others read from the
// stream itself (the address a mail goes to, the customer's name and language, the profile state an order checks).
// Read through the personal-data wrapper, the personal fields are null once the account's key is destroyed.

export type UserProfile = {
  name: string | null;
  lastName: string | null;
  number: string | null;
  address: string | null;
  district: string | null;
};

export type ExistingUser = {
  status: 'active';
  userId: string;
  email: string | null;
  role: Role;
  passwordHash: string;
  /** When the password last changed (ISO). */
  passwordChangedAt: string;
  /** Sessions begun before this (ISO) are void: set by a password reset or change. */
  sessionsValidFrom: string;
  /** The session a password change was made from: it survives that change's cut-off. */
  keptSession: string | null;
  emailVerified: boolean;
  /** The account's language, chosen at sign-up: what the shop tells the owner in (e.g. of a sign-up attempt). */
  language: Language;
  /**
   * The language the user last used with the shop (sign-up, then any later verification, reset or sign-up attempt):
   * the order mails' language.
   */
  lastUsedLanguage: Language;
  registeredAt: string;
  /** The latest PasswordResetRequested not followed by a PasswordChanged: the only reset link that works. */
  pendingResetId: string | null;
  profile: UserProfile;
  profileState: 'complited' | 'incomplete';
  /** When the latest mails of each kind were asked for (ISO, at most mailsPerRecipientPerHour of them). */
  mailsAsked: Record<MailKind, string[]>;
  /** The ids of the saved delivery addresses, oldest first (absent: none saved yet). */
  addressIds?: string[];
};

export type UserState =
  { status: 'none' } | ExistingUser | (Omit<ExistingUser, 'status'> & { status: 'deleted' });

export type UserStreamEvent = Extract<
  AccountEvent,
  {
    type:
      | 'UserRegistered'
      | 'EmailVerified'
      | 'EmailVerificationRequested'
      | 'PasswordResetRequested'
      | 'PasswordChanged'
      | 'ProfileUpdated'
      | 'RoleChanged'
      | 'AccountDeleted'
      | 'SignUpAttempted'
      | 'AddressSaved'
      | 'AddressRemoved';
  }
>;

/** Records that a mail of this kind was asked for at `at` (the per-recipient mail limit keeps the latest ones). */
const askedMail = <T extends Pick<ExistingUser, 'mailsAsked'>>(state: T, kind: MailKind, at: string): T => ({
  ...state,
  mailsAsked: {
    ...state.mailsAsked,
    [kind]: [...state.mailsAsked[kind], at].slice(-mailsPerRecipientPerHour),
  },
});

export const userFold = {
  initialState: (): UserState => ({ status: 'none' }),
  evolve(state: UserState, event: UserStreamEvent): UserState {
    if (event.type === 'UserRegistered') {
      const d = event.data;
      const profile = { name: d.name, lastName: d.lastName, number: null, address: null, district: null };
      return {
        status: 'active',
        userId: d.userId,
        email: d.email,
        role: d.role,
        passwordHash: d.passwordHash,
        passwordChangedAt: d.registeredAt,
        sessionsValidFrom: d.registeredAt,
        keptSession: null,
        emailVerified: false,
        language: d.language,
        lastUsedLanguage: d.language,
        registeredAt: d.registeredAt,
        pendingResetId: null,
        profile,
        profileState: 'incomplete',
        mailsAsked: { 'verify-email': [d.registeredAt], 'reset-password': [], 'sign-up-attempt': [] },
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'EmailVerified':
        return { ...state, emailVerified: true };
      case 'EmailVerificationRequested':
        return { ...askedMail(state, 'verify-email', event.data.at), lastUsedLanguage: event.data.language };
      case 'PasswordResetRequested':
        return {
          ...askedMail(state, 'reset-password', event.data.at),
          pendingResetId: event.data.requestId,
          lastUsedLanguage: event.data.language,
        };
      case 'SignUpAttempted':
        return {
          ...askedMail(state, 'sign-up-attempt', event.data.at),
          lastUsedLanguage: event.data.language,
        };
      case 'PasswordChanged':
        return {
          ...state,
          passwordHash: event.data.passwordHash,
          passwordChangedAt: event.data.at,
          pendingResetId: null,
          ...(endsSessions(event.data)
            ? { sessionsValidFrom: event.data.at, keptSession: event.data.keptSession ?? null }
            : {}),
        };
      case 'ProfileUpdated': {
        const { name, lastName, number, address, district, profileState } = event.data;
        return { ...state, profile: { name, lastName, number, address, district }, profileState };
      }
      case 'RoleChanged':
        return { ...state, role: event.data.role };
      case 'AccountDeleted':
        return { ...state, status: 'deleted' };
      case 'AddressSaved': {
        const ids = state.addressIds ?? [];
        const { addressId } = event.data;
        return ids.includes(addressId) ? state : { ...state, addressIds: [...ids, addressId] };
      }
      case 'AddressRemoved':
        return { ...state, addressIds: (state.addressIds ?? []).filter((id) => id !== event.data.addressId) };
      default:
        return state;
    }
  },
};

/** The address mails go to, and whether it was verified: null before sign-up, once deleted, or once erased. */
export const userRecipient = (state: UserState): { address: string; emailVerified: boolean } | null =>
  state.status === 'active' && state.email !== null
    ? { address: state.email, emailVerified: state.emailVerified }
    : null;
