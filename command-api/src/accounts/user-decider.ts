import {
  DomainError,
  mailsPerRecipientPerHour,
  passwordChangeEndsSessions as endsSessions,
  type Language,
  type MailKind,
  type Role,
} from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type AccountEventOf, type Actor } from './events';

// The account of one person on `user-{id}`. Password hashing and checking are done by the handler before deciding
// (they are slow and random): commands carry the new hash and the fact "the current password matched".

export type UserProfile = {
  name: string | null;
  lastName: string | null;
  number: string | null;
  address: string | null;
  district: string | null;
};

export type UserState =
  { status: 'none' } | ExistingUser | (Omit<ExistingUser, 'status'> & { status: 'deleted' });
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
  language: Language;
  registeredAt: string;
  /** The latest PasswordResetRequested not followed by a PasswordChanged: the only reset link that works. */
  pendingResetId: string | null;
  profile: UserProfile;
  profileState: 'complited' | 'incomplete';
  /** When the latest mails of each kind were asked for (ISO, at most mailsPerRecipientPerHour of them). */
  mailsAsked: Record<MailKind, string[]>;
};

type Meta = { now: string; actor?: Actor };
type Cmd<T extends string, D, M = object> = { type: T; data: D; metadata: Meta & M };

export type UserCommand =
  | Cmd<
      'SignUp',
      {
        userId: string;
        email: string;
        name: string;
        lastName: string;
        passwordHash: string;
        role: Role;
        language: Language;
        preVerified?: boolean;
      }
    >
  | Cmd<'VerifyEmail', { userId: string }>
  | Cmd<'RequestEmailVerification', { userId: string; language?: Language }>
  | Cmd<'RequestPasswordReset', { userId: string; requestId: string; language: Language }>
  | Cmd<'RecordSignUpAttempt', { userId: string }>
  | Cmd<'ResetPassword', { userId: string; requestId: string; passwordHash: string }>
  | Cmd<
      'UpdateProfile',
      {
        userId: string;
        name: string;
        lastName: string;
        number: string;
        district: string;
        address: string;
        newPasswordHash?: string;
      },
      { currentPasswordValid?: boolean }
    >
  | Cmd<'ChangePassword', { userId: string; passwordHash: string }, { currentPasswordValid: boolean }>
  | Cmd<'ChangeRole', { userId: string; role: Role }>
  | Cmd<'DeleteAccount', { userId: string }, { passwordValid: boolean }>;

export type UserEvent = AccountEventOf<
  | 'UserRegistered'
  | 'EmailVerified'
  | 'EmailVerificationRequested'
  | 'PasswordResetRequested'
  | 'PasswordChanged'
  | 'ProfileUpdated'
  | 'RoleChanged'
  | 'AccountDeleted'
  | 'SignUpAttempted'
>;

const HOUR_MS = 3_600_000;
/** Whether another mail of this kind may go to this user now (the per-recipient mail limit). */
const mayMail = (user: ExistingUser, kind: MailKind, now: string) =>
  user.mailsAsked[kind].filter((at) => Date.parse(now) - Date.parse(at) < HOUR_MS).length <
  mailsPerRecipientPerHour;
const askedMail = <T extends Pick<ExistingUser, 'mailsAsked'>>(state: T, kind: MailKind, at: string): T => ({
  ...state,
  mailsAsked: {
    ...state.mailsAsked,
    [kind]: [...state.mailsAsked[kind], at].slice(-mailsPerRecipientPerHour),
  },
});

/** A change keeps the session it was made from, and ends the others. */
const keptSessionOf = (actor: Actor | undefined) => ({ keptSession: actor?.sessionId ?? 'none' });

const profileComplete = (p: UserProfile) => !!(p.name && p.lastName && p.number && p.district && p.address);

const existing = (state: UserState): ExistingUser => {
  if (state.status !== 'active') throw new DomainError('user.not_found');
  return state;
};
const onlySelf = (state: ExistingUser, actor: Actor | undefined) => {
  if (!actor || actor.userId !== state.userId) throw new DomainError('auth.forbidden');
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { now } = command.metadata;
    switch (command.type) {
      case 'SignUp': {
        if (state.status !== 'none') throw new DomainError('concurrency.conflict');
        const { preVerified, ...data } = command.data;
        const registered = accountEvent('UserRegistered', { ...data, registeredAt: now });
        return preVerified
          ? [registered, accountEvent('EmailVerified', { userId: data.userId, at: now })]
          : [registered];
      }
      case 'VerifyEmail': {
        const user = existing(state);
        return user.emailVerified ? [] : [accountEvent('EmailVerified', { userId: user.userId, at: now })];
      }
      case 'RequestEmailVerification': {
        const user = existing(state);
        if (user.emailVerified || !mayMail(user, 'verify-email', now)) return [];
        return [
          accountEvent('EmailVerificationRequested', {
            userId: user.userId,
            at: now,
            language: command.data.language ?? user.language,
          }),
        ];
      }
      case 'RequestPasswordReset': {
        const user = existing(state);
        if (!mayMail(user, 'reset-password', now)) return [];
        const { requestId, language } = command.data;
        return [
          accountEvent('PasswordResetRequested', { userId: user.userId, requestId, language, at: now }),
        ];
      }
      case 'RecordSignUpAttempt': {
        const user = existing(state);
        if (!mayMail(user, 'sign-up-attempt', now)) return [];
        return [accountEvent('SignUpAttempted', { userId: user.userId, at: now, language: user.language })];
      }
      case 'ResetPassword': {
        const user = existing(state);
        if (!user.pendingResetId || user.pendingResetId !== command.data.requestId)
          throw new DomainError('auth.token_invalid');
        const { passwordHash, requestId } = command.data;
        return [
          accountEvent('PasswordChanged', {
            userId: user.userId,
            passwordHash,
            at: now,
            reason: 'reset',
            requestId,
          }),
        ];
      }
      case 'UpdateProfile': {
        const user = existing(state);
        onlySelf(user, command.metadata.actor);
        const { newPasswordHash, userId: _id, ...profile } = command.data;
        if (newPasswordHash && !command.metadata.currentPasswordValid)
          throw new DomainError('password.wrong');
        const updated = accountEvent('ProfileUpdated', {
          userId: user.userId,
          ...profile,
          profileState: profileComplete(profile) ? 'complited' : 'incomplete',
          at: now,
        });
        return newPasswordHash
          ? [
              updated,
              accountEvent('PasswordChanged', {
                userId: user.userId,
                passwordHash: newPasswordHash,
                at: now,
                reason: 'change',
                ...keptSessionOf(command.metadata.actor),
              }),
            ]
          : [updated];
      }
      case 'ChangePassword': {
        const user = existing(state);
        onlySelf(user, command.metadata.actor);
        if (!command.metadata.currentPasswordValid) throw new DomainError('password.wrong');
        return [
          accountEvent('PasswordChanged', {
            userId: user.userId,
            passwordHash: command.data.passwordHash,
            at: now,
            reason: 'change',
            ...keptSessionOf(command.metadata.actor),
          }),
        ];
      }
      case 'ChangeRole': {
        const { actor } = command.metadata;
        if (actor?.role !== 'admin') throw new DomainError('auth.forbidden');
        const user = existing(state);
        if (user.role === command.data.role) return [];
        return [
          accountEvent('RoleChanged', {
            userId: user.userId,
            role: command.data.role,
            by: actor.userId,
            at: now,
          }),
        ];
      }
      case 'DeleteAccount': {
        const user = existing(state);
        onlySelf(user, command.metadata.actor);
        if (!command.metadata.passwordValid) throw new DomainError('password.wrong');
        return [
          accountEvent('AccountDeleted', {
            userId: user.userId,
            by: command.metadata.actor!.userId,
            at: now,
          }),
        ];
      }
    }
  },

  evolve(state, event) {
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
        return askedMail(state, 'verify-email', event.data.at);
      case 'PasswordResetRequested':
        return { ...askedMail(state, 'reset-password', event.data.at), pendingResetId: event.data.requestId };
      case 'SignUpAttempted':
        return askedMail(state, 'sign-up-attempt', event.data.at);
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
      default:
        return state;
    }
  },
};
