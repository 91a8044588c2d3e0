import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { Actor } from './events';
import { userDecider, type UserCommand, type UserEvent } from './user-decider';

const now = '2025-01-02T10:00:00.000Z';
const earlier = '2025-01-01T10:00:00.000Z';
const spec = deciderSpec(userDecider);
const self: Actor = { userId: 'u1', role: 'user', sessionId: 'jti-1' };
const admin: Actor = { userId: 'a1', role: 'admin' };
const moderator: Actor = { userId: 'm1', role: 'moderator' };

const signUpData = {
  userId: 'u1',
  email: 'amina@example.dz',
  name: 'amina',
  lastName: 'benali',
  passwordHash: 'scrypt$h1',
  role: 'user' as const,
  language: 'fr' as const,
};
const registered: UserEvent = { type: 'UserRegistered', data: { ...signUpData, registeredAt: earlier } };
const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', at: earlier } };
const resetRequested = (requestId: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u1', requestId, at: earlier, language: 'fr' },
});
const deleted: UserEvent = { type: 'AccountDeleted', data: { userId: 'u1', by: 'u1', at: earlier } };
const cmd = <C extends UserCommand>(
  type: C['type'],
  data: C['data'],
  metadata: { actor?: Actor; currentPasswordValid?: boolean; passwordValid?: boolean } = {},
): UserCommand => ({ type, data, metadata: { now, ...metadata } }) as UserCommand;
const profile = {
  userId: 'u1',
  name: 'amina',
  lastName: 'benali',
  number: '0550123456',
  district: 'd1',
  address: '12 rue Larbi Ben Mhidi',
};
const profileUpdated = (profileState: 'complited' | 'incomplete', p = profile): UserEvent => ({
  type: 'ProfileUpdated',
  data: { ...p, profileState, at: now },
});

describe('user decider', () => {
  describe('SignUp', () => {
    it('registers the user', () =>
      spec
        .given([])
        .when(cmd('SignUp', signUpData))
        .then([{ type: 'UserRegistered', data: { ...signUpData, registeredAt: now } }]));
    it('registers a pre-verified user (the first admin) with EmailVerified', () =>
      spec
        .given([])
        .when(cmd('SignUp', { ...signUpData, role: 'admin', preVerified: true }))
        .then([
          { type: 'UserRegistered', data: { ...signUpData, role: 'admin', registeredAt: now } },
          { type: 'EmailVerified', data: { userId: 'u1', at: now } },
        ]));
    it('refuses an id that already exists', () =>
      spec.given([registered]).when(cmd('SignUp', signUpData)).thenThrows('concurrency.conflict'));
  });

  describe('VerifyEmail', () => {
    it('verifies', () =>
      spec
        .given([registered])
        .when(cmd('VerifyEmail', { userId: 'u1' }))
        .then([{ type: 'EmailVerified', data: { userId: 'u1', at: now } }]));
    it('a second click is a no-op', () =>
      spec
        .given([registered, verified])
        .when(cmd('VerifyEmail', { userId: 'u1' }))
        .thenNothing());
    it('unknown user', () =>
      spec
        .given([])
        .when(cmd('VerifyEmail', { userId: 'u1' }))
        .thenThrows('user.not_found'));
    it('deleted user', () =>
      spec
        .given([registered, deleted])
        .when(cmd('VerifyEmail', { userId: 'u1' }))
        .thenThrows('user.not_found'));
  });

  describe('RequestEmailVerification', () => {
    it('asks for the mail again in the given language', () =>
      spec
        .given([registered])
        .when(cmd('RequestEmailVerification', { userId: 'u1', language: 'ar' }))
        .then([{ type: 'EmailVerificationRequested', data: { userId: 'u1', at: now, language: 'ar' } }]));
    it("defaults to the user's language", () =>
      spec
        .given([registered])
        .when(cmd('RequestEmailVerification', { userId: 'u1' }))
        .then([{ type: 'EmailVerificationRequested', data: { userId: 'u1', at: now, language: 'fr' } }]));
    it('nothing once verified', () =>
      spec
        .given([registered, verified])
        .when(cmd('RequestEmailVerification', { userId: 'u1' }))
        .thenNothing());
    it('unknown user', () =>
      spec
        .given([])
        .when(cmd('RequestEmailVerification', { userId: 'u1' }))
        .thenThrows('user.not_found'));
  });

  describe('RequestPasswordReset', () => {
    it('records the request', () =>
      spec
        .given([registered])
        .when(cmd('RequestPasswordReset', { userId: 'u1', requestId: 'r1', language: 'en' }))
        .then([
          {
            type: 'PasswordResetRequested',
            data: { userId: 'u1', requestId: 'r1', language: 'en', at: now },
          },
        ]));
    it('deleted user', () =>
      spec
        .given([registered, deleted])
        .when(cmd('RequestPasswordReset', { userId: 'u1', requestId: 'r1', language: 'en' }))
        .thenThrows('user.not_found'));
  });

  describe('mails per recipient per hour (3 of each kind)', () => {
    const minutesBefore = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
    const resetAt = (at: string, requestId: string): UserEvent => ({
      type: 'PasswordResetRequested',
      data: { userId: 'u1', requestId, at, language: 'fr' },
    });
    const reset = cmd('RequestPasswordReset', { userId: 'u1', requestId: 'r9', language: 'fr' });
    it('a 3rd reset request within the hour is still recorded', () =>
      spec
        .given([registered, verified, resetAt(minutesBefore(50), 'r1'), resetAt(minutesBefore(20), 'r2')])
        .when(reset)
        .then([resetAt(now, 'r9')]));
    it('beyond 3 in the last hour: nothing', () =>
      spec
        .given([
          registered,
          resetAt(minutesBefore(50), 'r1'),
          resetAt(minutesBefore(20), 'r2'),
          resetAt(minutesBefore(1), 'r3'),
        ])
        .when(reset)
        .thenNothing());
    it('requests older than an hour no longer count', () =>
      spec
        .given([
          registered,
          resetAt(minutesBefore(70), 'r1'),
          resetAt(minutesBefore(20), 'r2'),
          resetAt(minutesBefore(1), 'r3'),
        ])
        .when(reset)
        .then([resetAt(now, 'r9')]));
    it('the sign-up counts as the first verification mail', () => {
      const asked = (at: string): UserEvent => ({
        type: 'EmailVerificationRequested',
        data: { userId: 'u1', at, language: 'fr' },
      });
      const justRegistered: UserEvent = {
        type: 'UserRegistered',
        data: { ...signUpData, registeredAt: minutesBefore(30) },
      };
      return spec
        .given([justRegistered, asked(minutesBefore(20)), asked(minutesBefore(10))])
        .when(cmd('RequestEmailVerification', { userId: 'u1' }))
        .thenNothing();
    });
  });

  describe('RecordSignUpAttempt', () => {
    const attempt = cmd('RecordSignUpAttempt', { userId: 'u1' });
    const attempted = (at: string): UserEvent => ({
      type: 'SignUpAttempted',
      data: { userId: 'u1', at, language: 'fr' },
    });
    it("records the attempt in the owner's language", () =>
      spec
        .given([registered, verified])
        .when(attempt)
        .then([attempted(now)]));
    it('at most 3 an hour', () =>
      spec
        .given([registered, attempted(now), attempted(now), attempted(now)])
        .when(attempt)
        .thenNothing());
    it('deleted owner', () => spec.given([registered, deleted]).when(attempt).thenThrows('user.not_found'));
  });

  describe('ResetPassword', () => {
    const reset = (requestId: string) =>
      cmd('ResetPassword', { userId: 'u1', requestId, passwordHash: 'scrypt$h2' });
    const changed: UserEvent = {
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'scrypt$h2', at: now, reason: 'reset', requestId: 'r2' },
    };
    it('sets the new password with the latest request', () =>
      spec
        .given([registered, resetRequested('r1'), resetRequested('r2')])
        .when(reset('r2'))
        .then([changed]));
    it('an older request is refused', () =>
      spec
        .given([registered, resetRequested('r1'), resetRequested('r2')])
        .when(reset('r1'))
        .thenThrows('auth.token_invalid'));
    it('a used request is refused (single use)', () =>
      spec
        .given([registered, resetRequested('r2'), changed])
        .when(reset('r2'))
        .thenThrows('auth.token_invalid'));
    it('no request at all', () =>
      spec.given([registered]).when(reset('r1')).thenThrows('auth.token_invalid'));
    it('deleted user', () =>
      spec
        .given([registered, resetRequested('r1'), deleted])
        .when(reset('r1'))
        .thenThrows('user.not_found'));
  });

  describe('UpdateProfile', () => {
    it('a complete profile is complited', () =>
      spec
        .given([registered])
        .when(cmd('UpdateProfile', profile, { actor: self }))
        .then([profileUpdated('complited')]));
    it('with a new password and the right current one, also changes the password', () =>
      spec
        .given([registered])
        .when(
          cmd(
            'UpdateProfile',
            { ...profile, newPasswordHash: 'scrypt$h3' },
            { actor: self, currentPasswordValid: true },
          ),
        )
        .then([
          profileUpdated('complited'),
          {
            type: 'PasswordChanged',
            data: {
              userId: 'u1',
              passwordHash: 'scrypt$h3',
              at: now,
              reason: 'change',
              keptSession: 'jti-1',
            },
          },
        ]));
    it('a missing field leaves it incomplete', () =>
      spec
        .given([registered])
        .when(cmd('UpdateProfile', { ...profile, address: '' }, { actor: self }))
        .then([profileUpdated('incomplete', { ...profile, address: '' })]));
    it('a wrong current password is refused', () =>
      spec
        .given([registered])
        .when(
          cmd(
            'UpdateProfile',
            { ...profile, newPasswordHash: 'scrypt$h3' },
            { actor: self, currentPasswordValid: false },
          ),
        )
        .thenThrows('password.wrong'));
    it('someone else, even an admin, is refused', () =>
      spec
        .given([registered])
        .when(cmd('UpdateProfile', profile, { actor: admin }))
        .thenThrows('auth.forbidden'));
    it('a visitor is refused', () =>
      spec.given([registered]).when(cmd('UpdateProfile', profile)).thenThrows('auth.forbidden'));
    it('deleted user', () =>
      spec
        .given([registered, deleted])
        .when(cmd('UpdateProfile', profile, { actor: self }))
        .thenThrows('user.not_found'));
  });

  describe('ChangePassword', () => {
    const change = (actor: Actor, currentPasswordValid: boolean) =>
      cmd('ChangePassword', { userId: 'u1', passwordHash: 'scrypt$h4' }, { actor, currentPasswordValid });
    it('changes it with the right current password', () =>
      spec
        .given([registered])
        .when(change(self, true))
        .then([
          {
            type: 'PasswordChanged',
            data: {
              userId: 'u1',
              passwordHash: 'scrypt$h4',
              at: now,
              reason: 'change',
              keptSession: 'jti-1',
            },
          },
        ]));
    it('wrong current password', () =>
      spec.given([registered]).when(change(self, false)).thenThrows('password.wrong'));
    it('someone else', () => spec.given([registered]).when(change(admin, true)).thenThrows('auth.forbidden'));
    it('unknown user', () => spec.given([]).when(change(self, true)).thenThrows('user.not_found'));
  });

  describe('ChangeRole', () => {
    const changeRole = (role: 'user' | 'moderator' | 'admin', actor?: Actor) =>
      cmd('ChangeRole', { userId: 'u1', role }, actor ? { actor } : {});
    it('an admin changes the role', () =>
      spec
        .given([registered])
        .when(changeRole('moderator', admin))
        .then([{ type: 'RoleChanged', data: { userId: 'u1', role: 'moderator', by: 'a1', at: now } }]));
    it('the same role is a no-op', () =>
      spec.given([registered]).when(changeRole('user', admin)).thenNothing());
    it('a moderator is refused', () =>
      spec.given([registered]).when(changeRole('admin', moderator)).thenThrows('auth.forbidden'));
    it('a user is refused, even for themselves', () =>
      spec.given([registered]).when(changeRole('admin', self)).thenThrows('auth.forbidden'));
    it('a visitor is refused', () =>
      spec.given([registered]).when(changeRole('admin')).thenThrows('auth.forbidden'));
    it('unknown user', () => spec.given([]).when(changeRole('admin', admin)).thenThrows('user.not_found'));
  });

  describe('DeleteAccount', () => {
    const del = (actor: Actor, passwordValid = true) =>
      cmd('DeleteAccount', { userId: 'u1' }, { actor, passwordValid });
    const deletedNow: UserEvent = { type: 'AccountDeleted', data: { userId: 'u1', by: 'u1', at: now } };
    it('the user deletes their account with the right password', () =>
      spec.given([registered]).when(del(self, true)).then([deletedNow]));
    it('a wrong password is refused', () =>
      spec.given([registered]).when(del(self, false)).thenThrows('password.wrong'));
    it('someone else is refused', () =>
      spec.given([registered]).when(del(admin)).thenThrows('auth.forbidden'));
    it('twice', () => spec.given([registered, deleted]).when(del(self)).thenThrows('user.not_found'));
  });
});
