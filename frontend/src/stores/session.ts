import { useSyncExternalStore } from 'react';
import { isStaffRole, type Role, type UserView } from '@shop/contracts';

// The session shared by the whole app (spec §3 "Application state", §4 startup and logout).
// The token itself stays in the httpOnly `session` cookie; the browser keeps only the user id (`userId`)
// and, between sign-up and e-mail verification, the pending-confirmation marker (the e-mail address).

export const USER_ID_KEY = 'userId';
export const PENDING_CONFIRMATION_KEY = 'pendingConfirmation';

export type SessionState = {
  currentUser: UserView | null;
  isLogin: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  /** Admin or moderator: the back-office, its links and the new-order alerts. */
  isStaff: boolean;
  isInitialized: boolean;
  isLoading: boolean;
};

export const initialSessionState: SessionState = {
  currentUser: null,
  isLogin: false,
  isAdmin: false,
  isModerator: false,
  isStaff: false,
  isInitialized: false,
  isLoading: true,
};

/** Spec §6: admin and moderator come from the FIRST role name of the user. */
export const firstRole = (user: Pick<UserView, 'roles'> | null | undefined): Role | undefined =>
  user?.roles?.[0]?.name;

/** The flags of a looked-up user: null → logged out, a user → logged in with the flags of its first role. */
export const flagsOf = (user: UserView | null | undefined) => {
  const role = firstRole(user);
  return {
    currentUser: user ?? null,
    isLogin: !!user,
    isAdmin: role === 'admin',
    isModerator: role === 'moderator',
    isStaff: isStaffRole(role),
  };
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Listener = () => void;

export function createSessionStore(storage: KeyValueStorage | undefined) {
  let state: SessionState = initialSessionState;
  // Bumped by every login/logout, so a slow startup never overwrites a session changed meanwhile.
  let version = 0;
  const listeners = new Set<Listener>();
  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    getState: () => state,
    version: () => version,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    storedUserId: () => safe(() => storage?.getItem(USER_ID_KEY) || null, null),
    storeUserId: (id: string) => safe(() => storage?.setItem(USER_ID_KEY, id), undefined),
    pendingConfirmation: () => safe(() => storage?.getItem(PENDING_CONFIRMATION_KEY) || null, null),
    setPendingConfirmation: (email: string | null) =>
      safe(
        () =>
          email
            ? storage?.setItem(PENDING_CONFIRMATION_KEY, email)
            : storage?.removeItem(PENDING_CONFIRMATION_KEY),
        undefined,
      ),
    setLoading: (isLoading: boolean) => set({ isLoading }),
    /** Startup finished (spec §4): initialised and not loading, with the user looked up (or null). */
    initialized: (user: UserView | null, startedAt = version) => {
      if (startedAt !== version) {
        // A login or logout happened while the startup ran: it knows better.
        set({ isInitialized: true, isLoading: false });
        return;
      }
      if (!user) safe(() => storage?.removeItem(USER_ID_KEY), undefined);
      set({ ...flagsOf(user), isInitialized: true, isLoading: false });
    },
    /** A fresh copy of the current user (after login or a profile update). */
    setUser: (user: UserView | null) => {
      version += 1;
      if (user) safe(() => storage?.setItem(USER_ID_KEY, user._id), undefined);
      else safe(() => storage?.removeItem(USER_ID_KEY), undefined);
      set(flagsOf(user));
    },
    /** Logout (spec §4): stored id gone, user and flags cleared. The cart is emptied by the caller. */
    clear: () => {
      version += 1;
      safe(() => storage?.removeItem(USER_ID_KEY), undefined);
      set(flagsOf(null));
    },
  };
}

const browserStorage = typeof window !== 'undefined' ? window.localStorage : undefined;
export const sessionStore = createSessionStore(browserStorage);

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** Profile complete enough to order (spec §4: 'complited' is required to order). */
export const isProfileComplete = (user: Pick<UserView, 'profileState'> | null | undefined) =>
  user?.profileState === 'complited';
