import { describe, expect, it } from 'vitest';
import type { UserView } from '@shop/contracts';
import {
  createSessionStore,
  flagsOf,
  isProfileComplete,
  PENDING_CONFIRMATION_KEY,
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

describe('session store', () => {
  it('starts loading and not initialised; startup with a user sets the flags', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    expect(store.getState()).toMatchObject({ isInitialized: false, isLoading: true, isLogin: false });
    store.storeUserId('u1');
    store.initialized(user('admin'));
    expect(store.getState()).toMatchObject({
      isInitialized: true,
      isLoading: false,
      isLogin: true,
      isAdmin: true,
    });
    expect(storage.m.get(USER_ID_KEY)).toBe('u1');
  });
  it('startup with null (or after an error) forgets the stored id', () => {
    const storage = memory();
    storage.setItem(USER_ID_KEY, 'gone');
    const store = createSessionStore(storage);
    expect(store.storedUserId()).toBe('gone');
    store.initialized(null);
    expect(store.storedUserId()).toBeNull();
    expect(store.getState()).toMatchObject({ isInitialized: true, isLogin: false });
  });
  it('clear (logout) removes the id and the flags, keeps initialised, notifies', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.initialized(user('moderator'));
    let calls = 0;
    store.subscribe(() => calls++);
    store.clear();
    expect(calls).toBe(1);
    expect(storage.m.has(USER_ID_KEY)).toBe(false);
    expect(store.getState()).toMatchObject({
      isInitialized: true,
      isLogin: false,
      isModerator: false,
      isStaff: false,
      currentUser: null,
    });
  });
  it('keeps the pending-confirmation marker (the e-mail) until verified', () => {
    const storage = memory();
    const store = createSessionStore(storage);
    store.setPendingConfirmation('a@b.dz');
    expect(storage.m.get(PENDING_CONFIRMATION_KEY)).toBe('a@b.dz');
    expect(store.pendingConfirmation()).toBe('a@b.dz');
    store.setPendingConfirmation(null);
    expect(store.pendingConfirmation()).toBeNull();
  });
  it('works without storage', () => {
    const store = createSessionStore(undefined);
    expect(store.storedUserId()).toBeNull();
    store.setUser(user('user'));
    expect(store.getState().isLogin).toBe(true);
  });
  it('a startup that ends after a logout (or login) does not overwrite it', () => {
    const storage = memory();
    storage.setItem(USER_ID_KEY, 'u1');
    const store = createSessionStore(storage);
    const startedAt = store.version();
    store.clear(); // /authentication/logout ran while the startup was loading
    store.initialized(user('admin'), startedAt);
    expect(store.getState()).toMatchObject({ isInitialized: true, isLogin: false });
    expect(store.storedUserId()).toBeNull();
  });
});
