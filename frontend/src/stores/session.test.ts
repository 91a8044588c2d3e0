import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CurrentUserView, UserView } from '@shop/contracts/core';
import { userQueries } from '@/api/users';
import { syncAcrossTabs } from './persist';
import {
  createSessionStore,
  currentSession,
  flagsOf,
  isProfileComplete,
  PENDING_CONFIRMATION_KEY,
  sessionOf,
  sessionStore,
  USER_ID_KEY,
} from './session';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
};
const user = (role: 'user' | 'moderator' | 'admin', extra: Partial<UserView> = {}): UserView => ({
  _id: 'u1',
  name: 'karim benali',
  firstName: 'karim',
  lastName: 'benali',
  email: 'k@example.dz',
  emailVerified: true,
  number: null,
  address: null,
  district: null,
  profileState: 'incomplete',
  roles: [{ name: role }, { name: 'user' }],
  language: 'fr',
  date: '2024-05-01T10:00:00.000Z',
  ...extra,
});

describe('session flags (spec §4/§6)', () => {
  it('derives admin and moderator from the FIRST role name', () => {
    expect(flagsOf(user('admin'))).toMatchObject({
      isLogin: true,
      isAdmin: true,
      isModerator: false,
      isStaff: true,
    });
    expect(flagsOf(user('moderator'))).toMatchObject({
      isLogin: true,
      isAdmin: false,
      isModerator: true,
      isStaff: true,
    });
    expect(flagsOf(user('user'))).toMatchObject({
      isLogin: true,
      isAdmin: false,
      isModerator: false,
      isStaff: false,
    });
    expect(flagsOf(user('user', { roles: [{ name: 'user' }, { name: 'admin' }] }))).toMatchObject({
      isAdmin: false,
      isModerator: false,
      isStaff: false,
    });
  });
  it('a null user is logged out', () => {
    expect(flagsOf(null)).toEqual({
      currentUser: null,
      isLogin: false,
      isAdmin: false,
      isModerator: false,
      isStaff: false,
    });
  });
  it('profile complete only when complited', () => {
    expect(isProfileComplete(user('user'))).toBe(false);
    expect(isProfileComplete(user('user', { profileState: 'complited' }))).toBe(true);
    expect(isProfileComplete(null)).toBe(false);
  });
});

describe('session of the stored id and its user (useSession)', () => {
  it('no stored id: initialised at once, logged out (a cached user of a past session does not count)', () => {
    expect(sessionOf(null, undefined, false)).toMatchObject({ isInitialized: true, isLogin: false });
    expect(sessionOf(null, user('admin'), true)).toMatchObject({ isLogin: false, isAdmin: false });
  });
  it('a stored id waits for its user; then the flags of its first role', () => {
    expect(sessionOf('u1', undefined, false)).toMatchObject({ isInitialized: false, isLogin: false });
    expect(sessionOf('u1', user('moderator'), true)).toMatchObject({
      isInitialized: true,
      isLogin: true,
      isModerator: true,
      isStaff: true,
    });
    expect(sessionOf('u1', null, true)).toMatchObject({ isInitialized: true, isLogin: false });
  });
  it("outside React, reads the stored id's user from the query cache", () => {
    const queryClient = new QueryClient();
    sessionStore.getState().setUserId(null);
    expect(currentSession(queryClient)).toMatchObject({ isInitialized: true, isStaff: false });
    sessionStore.getState().setUserId('u1');
    expect(currentSession(queryClient)).toMatchObject({ isInitialized: false, isStaff: false });
    const admin: CurrentUserView = { ...user('admin'), points: 0 };
    queryClient.setQueryData(userQueries.currentUser('u1').queryKey, admin);
    expect(currentSession(queryClient)).toMatchObject({ isInitialized: true, isStaff: true, isAdmin: true });
    sessionStore.getState().setUserId(null);
    expect(currentSession(queryClient).isStaff).toBe(false);
  });
});

describe('the session user in the query cache', () => {
  it('a `users` change (realtime) does not refresh it: deleting the account ends the session by its logout', async () => {
    const queryClient = new QueryClient();
    const admin: CurrentUserView = { ...user('admin'), points: 0 };
    queryClient.setQueryData(userQueries.currentUser('u1').queryKey, admin);
    queryClient.setQueryData(userQueries.me('u1').queryKey, admin);
    await queryClient.invalidateQueries({ queryKey: userQueries.all() });
    expect(queryClient.getQueryState(userQueries.me('u1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userQueries.currentUser('u1').queryKey)?.isInvalidated).toBe(false);
  });
});

describe('session store', () => {
  it('a returning visitor keeps the id and the marker, stored as plain strings under their keys', () => {
    const storage = memory();
    storage.setItem(USER_ID_KEY, 'u1');
    storage.setItem(PENDING_CONFIRMATION_KEY, 'a@b.dz');
    const store = createSessionStore(storage);
    expect(store.getState()).toMatchObject({ userId: 'u1', pendingConfirmation: 'a@b.dz' });
    store.getState().setUserId('u2');
    expect(storage.m.get(USER_ID_KEY)).toBe('u2');
    expect(storage.m.get(PENDING_CONFIRMATION_KEY)).toBe('a@b.dz');
    expect([...storage.m.keys()].sort()).toEqual([PENDING_CONFIRMATION_KEY, USER_ID_KEY]);
  });
  it('logout removes the id and notifies', () => {
    const storage = memory();
    storage.setItem(USER_ID_KEY, 'u1');
    const store = createSessionStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.getState().setUserId(null);
    expect(calls).toBe(1);
    expect(storage.m.has(USER_ID_KEY)).toBe(false);
    expect(store.getState().userId).toBeNull();
  });
  it('keeps the pending-confirmation marker (the e-mail) until verified', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.getState().setPendingConfirmation('a@b.dz');
    expect(storage.m.get(PENDING_CONFIRMATION_KEY)).toBe('a@b.dz');
    expect(createSessionStore(storage).getState().pendingConfirmation).toBe('a@b.dz');
    store.getState().setPendingConfirmation(null);
    expect(storage.m.has(PENDING_CONFIRMATION_KEY)).toBe(false);
    expect(store.getState().pendingConfirmation).toBeNull();
  });
  it('works without storage, and with one that throws', () => {
    const store = createSessionStore(undefined);
    expect(store.getState().userId).toBeNull();
    store.getState().setUserId('u1');
    expect(store.getState().userId).toBe('u1');
    const fail = () => {
      throw new Error('denied');
    };
    const throwing = createSessionStore({ getItem: fail, setItem: fail, removeItem: fail });
    throwing.getState().setUserId('u1');
    expect(throwing.getState().userId).toBe('u1');
  });
  it('a startup that ends after a logout or a login does not undo it: only the id looked up is forgotten', () => {
    const storage = memory();
    storage.setItem(USER_ID_KEY, 'u1');
    const store = createSessionStore(storage);
    // The startup looks up u1; a logout runs meanwhile; the startup then finds no user (or fails).
    store.getState().setUserId(null);
    store.getState().setUserId('u2'); // and a login as u2
    store.getState().forgetUserId('u1');
    expect(store.getState().userId).toBe('u2');
    expect(storage.m.get(USER_ID_KEY)).toBe('u2');
    // Nothing changed meanwhile: the id of no user is forgotten.
    store.getState().forgetUserId('u2');
    expect(store.getState().userId).toBeNull();
    expect(storage.m.has(USER_ID_KEY)).toBe(false);
  });
  it('follows a login or logout in another tab', async () => {
    const storage = memory();
    const store = createSessionStore(storage);
    const tabs = new EventTarget();
    const stop = syncAcrossTabs(store, [USER_ID_KEY, PENDING_CONFIRMATION_KEY], tabs);
    storage.setItem(USER_ID_KEY, 'u9'); // the other tab logged in
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: USER_ID_KEY }));
    await expect.poll(() => store.getState().userId).toBe('u9');
    storage.removeItem(USER_ID_KEY); // and out
    tabs.dispatchEvent(Object.assign(new Event('storage'), { key: USER_ID_KEY }));
    await expect.poll(() => store.getState().userId).toBeNull();
    stop();
  });
});
