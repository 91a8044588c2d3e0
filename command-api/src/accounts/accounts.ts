import { randomBytes, randomUUID } from 'node:crypto';
import { accountStreams, DomainError, type Language, type Role } from '@shop/contracts';
import {
  emailHash,
  hashPassword,
  verifyAgainstNoAccount,
  verifyPassword,
  type SessionTokens,
} from '@shop/platform/auth/index';
import { aggregateStream } from '@shop/platform/eventstore/aggregate-stream';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/port';
import type { CommandRequest, HandleContext } from '../command-types';
import { deterministicId } from '../ids';
import { adminsDecider, type AdminsCommand } from './admins-decider';
import { emailDecider } from './email-decider';
import type { Actor } from './events';
import { earlierAnswer, requestHashOf } from '../run-command';
import { runCommand, type RunContext } from './run';
import { userDecider, type ExistingUser, type UserCommand, type UserState } from './user-decider';

// The account use cases: each one a few commands on the user, e-mail and admins streams, in the order that keeps
// the invariants when a step fails (reserve the address before registering; revoke an admin before demoting).

export type AccountsDeps = {
  /** The store wrapped by withPersonalData, so personal fields are encrypted at rest. */
  store: EventStore;
  keys: KeyStore;
  sessions: SessionTokens;
  emailHashSecret: string;
  now?: () => Date;
  ids?: () => string;
};
export type CommandAnswer = { position: string };
export type Session = { userId: string; token: string; role: Role };

// An unknown address still reads a user stream (this one, never written), so both paths read the same.
const NO_USER_ID = '00000000-0000-4000-8000-000000000000';

export function createAccounts(deps: AccountsDeps) {
  const { store, keys, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const ids = deps.ids ?? randomUUID;
  const emailStream = (email: string) => accountStreams.email(emailHash(deps.emailHashSecret, email));
  /** The run context of a use case; `request` is what a replay of its Idempotency-Key is compared with. */
  const run = (ctx: HandleContext, request?: CommandRequest): RunContext => ({
    ...ctx,
    now: now(),
    ...(request ? { request } : {}),
  });
  const at = (ctx: RunContext) => ctx.now.toISOString();

  const loadUser = async (userId: string): Promise<UserState> =>
    (await aggregateStream(store, accountStreams.user(userId), userDecider)).state;
  const activeUser = async (userId: string): Promise<ExistingUser> => {
    const user = await loadUser(userId);
    if (user.status !== 'active') throw new DomainError('user.not_found');
    return user;
  };
  /** The active account holding this address, if any; the same reads whether or not there is one. */
  const userByEmail = async (email: string): Promise<ExistingUser | null> => {
    const { state } = await aggregateStream(store, emailStream(email), emailDecider);
    const user = await loadUser(state.reservedBy ?? NO_USER_ID);
    return state.reservedBy && user.status === 'active' ? user : null;
  };
  /** One command on a user's stream, decided by the user decider. */
  const onUser = (
    userId: string,
    command: (state: UserState) => UserCommand | Promise<UserCommand>,
    ctx: RunContext,
  ) => runCommand(store, accountStreams.user(userId), userDecider, command, ctx);
  /** One command on the admins stream; never under the use case's Idempotency-Key (its ids are the user's). */
  const onAdmins = (command: () => AdminsCommand, ctx: RunContext) =>
    runCommand(store, accountStreams.admins(), adminsDecider, command, { ...ctx, idempotencyKey: undefined });
  const admins = async () =>
    (await aggregateStream(store, accountStreams.admins(), adminsDecider)).state.admins;
  const grantAdmin = (userId: string, ctx: RunContext) =>
    onAdmins(() => ({ type: 'GrantAdmin' as const, data: { userId }, metadata: { now: at(ctx) } }), ctx);
  const revokeAdmin = (userId: string, ctx: RunContext) =>
    onAdmins(() => ({ type: 'RevokeAdmin' as const, data: { userId }, metadata: { now: at(ctx) } }), ctx);
  const releaseEmail = (email: string, userId: string, ctx: RunContext) =>
    runCommand(
      store,
      emailStream(email),
      emailDecider,
      () => ({ type: 'ReleaseEmail' as const, data: { userId }, metadata: { now: at(ctx) } }),
      {
        ...ctx,
        idempotencyKey: undefined,
      },
    );

  type SignUpInput = {
    email: string;
    password: string;
    name: string;
    lastName: string;
    language: Language;
    role?: Role;
    preVerified?: boolean;
  };

  /** Reserves the address, then registers the user; releases the address when the registration fails. */
  const signUp = async (
    input: SignUpInput,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer & { userId: string }> => {
    const role = input.role ?? 'user';
    const ctx = run(hctx, {
      type: 'SignUp',
      data: {
        email: input.email.trim().toLowerCase(),
        name: input.name,
        lastName: input.lastName,
        language: input.language,
        role,
        preVerified: input.preVerified ?? false,
      },
    });
    const key = hctx.idempotencyKey;
    const userId = key ? deterministicId(key, 'user', 0) : ids();
    if (key) {
      // A replay answers the first sign-up; the same key with another request is refused before any address is
      // reserved (the reservation stream of another address knows nothing of the key).
      const stream = accountStreams.user(userId);
      const earlier = earlierAnswer(
        (await aggregateStream(store, stream, userDecider)).recorded,
        key,
        stream,
        requestHashOf(key, ctx.request!),
      );
      if (earlier) return { userId, position: earlier.position };
    }
    const passwordHash = await hashPassword(input.password);
    await runCommand(
      store,
      emailStream(input.email),
      emailDecider,
      async (state) => ({
        type: 'ReserveEmail' as const,
        data: { userId },
        metadata: {
          now: at(ctx),
          // held by someone else: an orphan when that user's stream is empty (the decider checks the age)
          ...(state.reservedBy !== null && state.reservedBy !== userId
            ? {
                reservationOrphaned:
                  (await aggregateStream(store, accountStreams.user(state.reservedBy), userDecider))
                    .revision === 'no_stream',
              }
            : {}),
        },
      }),
      ctx,
    );
    let position: string;
    try {
      const result = await onUser(
        userId,
        () => ({
          type: 'SignUp' as const,
          data: {
            userId,
            email: input.email,
            name: input.name,
            lastName: input.lastName,
            passwordHash,
            role,
            language: input.language,
            ...(input.preVerified ? { preVerified: true } : {}),
          },
          metadata: { now: at(ctx) },
        }),
        ctx,
      );
      position = result.position;
    } catch (error) {
      await releaseEmail(input.email, userId, ctx);
      throw error;
    }
    // After the try: the account exists now, a failed grant must not release its address.
    if (role === 'admin') await grantAdmin(userId, ctx);
    return { userId, position };
  };

  /**
   * Sign-up by a visitor: an address that already has an account answers as a new one would (no account
   * enumeration) with an id naming no account, and records SignUpAttempted on the owner's stream, so the owner is
   * told by mail. The password is hashed either way, so both take as long.
   */
  const requestSignUp = async (
    input: Omit<SignUpInput, 'role' | 'preVerified'>,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer & { userId: string }> => {
    try {
      return await signUp(input, hctx);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'email.taken')) throw error;
    }
    const owner = await userByEmail(input.email);
    // No active owner yet: another sign-up of this address is on its way (the race's loser), nobody to tell.
    if (owner) {
      const ctx = run({ ...hctx, idempotencyKey: undefined });
      await onUser(
        owner.userId,
        () => ({
          type: 'RecordSignUpAttempt' as const,
          data: { userId: owner.userId },
          metadata: { now: at(ctx) },
        }),
        ctx,
      );
    }
    const key = hctx.idempotencyKey;
    return {
      userId: key ? deterministicId(key, 'user', 0) : ids(),
      position: (await store.headPosition()).toString(),
    };
  };

  /** No event: the address' reservation → the user → the password. Unverified addresses cannot log in yet. */
  const login = async (email: string, password: string): Promise<Session> => {
    const user = await userByEmail(email);
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstNoAccount(password);
    if (!user || !valid) throw new DomainError('auth.invalid_credentials');
    if (!user.emailVerified) throw new DomainError('email.not_verified');
    return { userId: user.userId, token: await sessions.sign(user.userId), role: user.role };
  };

  const verifyEmail = async (
    token: string,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer & { userId: string }> => {
    const { userId } = await sessions.verifyPurposeToken(token, 'verify-email');
    const ctx = run(hctx, { type: 'VerifyEmail', data: { userId } });
    const result = await onUser(
      userId,
      () => ({ type: 'VerifyEmail' as const, data: { userId }, metadata: { now: at(ctx) } }),
      ctx,
    ).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'user.not_found'
        ? new DomainError('auth.token_invalid')
        : error;
    });
    return { userId, position: result.position };
  };

  /** Asks for the verification mail again; says nothing about whether the address exists. */
  const resendVerification = async (
    email: string,
    language: Language | undefined,
    hctx: HandleContext = {},
  ): Promise<void> => {
    const user = await userByEmail(email);
    if (!user || user.emailVerified) return;
    const ctx = run(hctx, { type: 'RequestEmailVerification', data: { userId: user.userId, language } });
    await onUser(
      user.userId,
      () => ({
        type: 'RequestEmailVerification' as const,
        data: { userId: user.userId, ...(language ? { language } : {}) },
        metadata: { now: at(ctx) },
      }),
      ctx,
    );
  };

  /** Records a reset request (the mail reactor sends the link); says nothing about whether the address exists. */
  const requestPasswordReset = async (
    email: string,
    language: Language,
    hctx: HandleContext = {},
  ): Promise<void> => {
    const user = await userByEmail(email);
    if (!user) return;
    const ctx = run(hctx, { type: 'RequestPasswordReset', data: { userId: user.userId, language } });
    const requestId = ids();
    await onUser(
      user.userId,
      () => ({
        type: 'RequestPasswordReset' as const,
        data: { userId: user.userId, requestId, language },
        metadata: { now: at(ctx) },
      }),
      ctx,
    );
  };

  const resetPassword = async (
    token: string,
    password: string,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    const { userId, extra } = await sessions.verifyPurposeToken(token, 'reset-password');
    if (!extra.requestId) throw new DomainError('auth.token_invalid');
    const passwordHash = await hashPassword(password);
    const ctx = run(hctx);
    const result = await onUser(
      userId,
      () => ({
        type: 'ResetPassword' as const,
        data: { userId, requestId: extra.requestId!, passwordHash },
        metadata: { now: at(ctx) },
      }),
      { ...ctx, idempotencyKey: undefined },
    ).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'user.not_found'
        ? new DomainError('auth.token_invalid')
        : error;
    });
    return { position: result.position };
  };

  type ProfileInput = {
    name: string;
    lastName: string;
    number: string;
    district: string;
    address: string;
    password?: string | null;
    newPassword?: string | null;
  };

  const updateProfile = async (
    actor: Actor,
    userId: string,
    input: ProfileInput,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    const { password, newPassword, ...profile } = input;
    const ctx = run(hctx, {
      type: 'UpdateProfile',
      data: { userId, ...profile, newPassword: !!newPassword },
    });
    const newPasswordHash = newPassword ? await hashPassword(newPassword) : undefined;
    const result = await onUser(
      userId,
      async (state) => ({
        type: 'UpdateProfile' as const,
        data: { userId, ...profile, ...(newPasswordHash ? { newPasswordHash } : {}) },
        metadata: {
          now: at(ctx),
          actor,
          ...(newPasswordHash
            ? {
                currentPasswordValid:
                  state.status === 'active' && (await verifyPassword(password ?? '', state.passwordHash)),
              }
            : {}),
        },
      }),
      ctx,
    );
    return { position: result.position };
  };

  const changePassword = async (
    actor: Actor,
    userId: string,
    password: string,
    newPassword: string,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    const ctx = run(hctx, { type: 'ChangePassword', data: { userId } });
    const passwordHash = await hashPassword(newPassword);
    const result = await onUser(
      userId,
      async (state) => ({
        type: 'ChangePassword' as const,
        data: { userId, passwordHash },
        metadata: {
          now: at(ctx),
          actor,
          currentPasswordValid:
            state.status === 'active' && (await verifyPassword(password, state.passwordHash)),
        },
      }),
      ctx,
    );
    return { position: result.position };
  };

  type AddressInput = { label: string; districtId: string; address: string; landmark: string };
  /** Saves (or replaces) one of the owner's named delivery addresses (docs/phone-and-trust.md). */
  const saveAddress = async (
    actor: Actor,
    userId: string,
    addressId: string,
    input: AddressInput,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    const data = { userId, addressId, ...input };
    const ctx = run(hctx, { type: 'SaveAddress', data });
    const result = await onUser(
      userId,
      () => ({ type: 'SaveAddress' as const, data, metadata: { now: at(ctx), actor } }),
      ctx,
    );
    return { position: result.position };
  };
  const removeAddress = async (
    actor: Actor,
    userId: string,
    addressId: string,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    const data = { userId, addressId };
    const ctx = run(hctx, { type: 'RemoveAddress', data });
    const result = await onUser(
      userId,
      () => ({ type: 'RemoveAddress' as const, data, metadata: { now: at(ctx), actor } }),
      ctx,
    );
    return { position: result.position };
  };

  /** Demoting an admin revokes first (the last admin stays), promoting grants after; a failed step is undone. */
  const changeRole = async (
    actor: Actor,
    userId: string,
    role: Role,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    if (actor.role !== 'admin') throw new DomainError('auth.forbidden');
    const ctx = run(hctx, { type: 'ChangeRole', data: { userId, role } });
    const before = await activeUser(userId);
    const demoting = before.role === 'admin' && role !== 'admin';
    if (demoting) await revokeAdmin(userId, ctx);
    let result;
    try {
      result = await onUser(
        userId,
        () => ({ type: 'ChangeRole' as const, data: { userId, role }, metadata: { now: at(ctx), actor } }),
        ctx,
      );
    } catch (error) {
      if (demoting) await grantAdmin(userId, ctx);
      throw error;
    }
    if (role === 'admin') await grantAdmin(userId, ctx);
    return { position: result.position };
  };

  /**
   * What follows AccountDeleted, idempotent: the address is released (when this user still holds it) and the
   * personal-data key destroyed. Release first: the address is only readable while the key lives. Answers the
   * position of the AccountDeleted.
   */
  const finishDeletion = async (userId: string, hctx: HandleContext = {}): Promise<CommandAnswer> => {
    const ctx = run(hctx);
    const { state, recorded } = await aggregateStream(store, accountStreams.user(userId), userDecider);
    const deleted = recorded.findLast((e) => e.type === 'AccountDeleted');
    if (state.status !== 'deleted' || !deleted) throw new DomainError('user.not_found');
    if (state.email) await releaseEmail(state.email, userId, ctx);
    await keys.destroy(userId);
    return { position: deleted.position.toString() };
  };

  /**
   * AccountDeleted, then the address is released and the personal-data key destroyed (crypto-shredding). On an
   * account already deleted (a retry after a crash between the steps, or any later DeleteAccount by its owner), it
   * finishes the release and the destruction and answers the deletion's position.
   */
  const deleteAccount = async (
    actor: Actor,
    userId: string,
    password: string,
    hctx: HandleContext = {},
  ): Promise<CommandAnswer> => {
    const ctx = run(hctx, { type: 'DeleteAccount', data: { userId } });
    const current = await loadUser(userId);
    if (current.status === 'deleted') {
      if (actor.userId !== userId) throw new DomainError('auth.forbidden');
      return finishDeletion(userId, hctx);
    }
    const before = await activeUser(userId);
    if (actor.userId !== userId) throw new DomainError('auth.forbidden');
    const passwordValid = await verifyPassword(password, before.passwordHash);
    if (!passwordValid) throw new DomainError('password.wrong');
    const wasAdmin = before.role === 'admin';
    if (wasAdmin) await revokeAdmin(userId, ctx);
    let result;
    try {
      result = await onUser(
        userId,
        () => ({
          type: 'DeleteAccount' as const,
          data: { userId },
          metadata: { now: at(ctx), actor, passwordValid },
        }),
        ctx,
      );
    } catch (error) {
      if (wasAdmin) await grantAdmin(userId, ctx);
      throw error;
    }
    await finishDeletion(userId, hctx);
    return { position: result.position };
  };

  /** True once any account was ever made admin (the admins stream has an event), even if none is admin today. */
  const adminEverGranted = async () =>
    (await aggregateStream(store, accountStreams.admins(), adminsDecider)).revision !== 'no_stream';

  /**
   * The first admin, asked at every start of command-api (and `npm start`), acting only while the shop has never
   * had one: with ADMIN_EMAIL (and ADMIN_PASSWORD) that account is created, or promoted when it exists; without
   * them admin@oran-food.local is created with a random password, returned so that the caller prints it once.
   * Afterwards roles are the staff's: an admin they deleted or demoted is never recreated or re-promoted.
   */
  const ensureFirstAdmin = async (
    opts: { email?: string; password?: string } = {},
  ): Promise<{ created: boolean; email?: string; password?: string }> => {
    const system: Actor = { userId: 'system', role: 'admin' };
    const ctx: HandleContext = { userId: 'system', role: 'admin' };
    if (await adminEverGranted()) return { created: false };
    if (opts.email) {
      const existing = await userByEmail(opts.email);
      if (existing) {
        if (existing.role !== 'admin') await changeRole(system, existing.userId, 'admin', ctx);
        return { created: false, email: opts.email };
      }
    }
    const email = opts.email ?? 'admin@oran-food.local';
    const password = opts.password ?? randomBytes(12).toString('base64url');
    try {
      await signUp(
        {
          email,
          password,
          name: 'admin',
          lastName: 'oran food',
          language: 'fr',
          role: 'admin',
          preVerified: true,
        },
        ctx,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'email.taken') return { created: false, email };
      throw error;
    }
    return { created: true, email, ...(opts.password ? {} : { password }) };
  };

  return {
    loadUser,
    signUp,
    requestSignUp,
    login,
    verifyEmail,
    resendVerification,
    requestPasswordReset,
    resetPassword,
    updateProfile,
    changePassword,
    saveAddress,
    removeAddress,
    changeRole,
    deleteAccount,
    finishDeletion,
    ensureFirstAdmin,
    adminEverGranted,
    admins,
  };
}
export type Accounts = ReturnType<typeof createAccounts>;
