import {
  DomainError,
  MAX_SAVED_ADDRESSES,
  mailsPerRecipientPerHour,
  type Language,
  type MailKind,
  type Role,
} from '@shop/contracts';
import type { Decider } from '../decider';
import { accountEvent, type Actor } from './events';

// The account of one person on `user-{id}`. Password hashing and checking are done by the handler before deciding
// (they are slow and random): commands carry the new hash and the fact "the current password matched".

import {
  userFold,
  type ExistingUser,
  type UserProfile,
  type UserState,
  type UserStreamEvent,
} from '@shop/contracts/accounts/user-state';

// The state and its evolve are the user stream's one fold (contracts/src/accounts/user-state.ts): the workers, the
// mail reactor and the order facts read the same stream with it.
export type { ExistingUser, UserProfile, UserState };

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
  | Cmd<
      'SaveAddress',
      {
        userId: string;
        addressId: string;
        label: string;
        districtId: string;
        address: string;
        landmark: string;
      }
    >
  | Cmd<'RemoveAddress', { userId: string; addressId: string }>
  | Cmd<'DeleteAccount', { userId: string }, { passwordValid: boolean }>;

export type UserEvent = UserStreamEvent;

const HOUR_MS = 3_600_000;
/** Whether another mail of this kind may go to this user now (the per-recipient mail limit). */
const mayMail = (user: ExistingUser, kind: MailKind, now: string) =>
  user.mailsAsked[kind].filter((at) => Date.parse(now) - Date.parse(at) < HOUR_MS).length <
  mailsPerRecipientPerHour;
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
  initialState: userFold.initialState,

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
      case 'SaveAddress': {
        const user = existing(state);
        onlySelf(user, command.metadata.actor);
        const ids = user.addressIds ?? [];
        // Saving an address again under its id replaces it; a new one needs room.
        if (!ids.includes(command.data.addressId) && ids.length >= MAX_SAVED_ADDRESSES)
          throw new DomainError('address.limit');
        return [accountEvent('AddressSaved', { ...command.data, userId: user.userId, at: now })];
      }
      case 'RemoveAddress': {
        const user = existing(state);
        onlySelf(user, command.metadata.actor);
        const { addressId } = command.data;
        if (!(user.addressIds ?? []).includes(addressId)) throw new DomainError('address.not_found');
        return [accountEvent('AddressRemoved', { userId: user.userId, addressId, at: now })];
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

  evolve: userFold.evolve,
};
