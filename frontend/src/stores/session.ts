import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { isStaffRole, type Role, type UserView } from '@shop/contracts/core';
import { userQueries } from '@/api/users';
import { browserStorage, keyedStorage, syncAcrossTabs, type KeyValueStorage } from './persist';

// The session shared by the whole app (spec §3 "Application state", §4 startup and logout).
// The token itself stays in the httpOnly `session` cookie. The browser keeps only the user id (`userId`) and,
// between sign-up and e-mail verification, the pending-confirmation marker (the e-mail address): that is this
// store's whole state. The user is server data: it lives in the query cache (userQueries.currentUser), and the
// flags are derived from it (useSession).

export const USER_ID_KEY = 'userId';
export const PENDING_CONFIRMATION_KEY = 'pendingConfirmation';

export type SessionState = {
  currentUser: UserView | null;
  isLogin: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  /** Admin or moderator: the back-office, its links and the new-order alerts. */
  isStaff: boolean;
  /** The stored user (if any) is looked up: the guards may decide. */
  isInitialized: boolean;
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

type StoredSession = { userId: string | null; pendingConfirmation: string | null };
export type SessionStore = StoredSession & {
  /** Login (the id of the user just looked up) or logout (null). */
  setUserId: (userId: string | null) => void;
  /**
   * The startup found no user for `lookedUp` (or failed): forget it, unless a login or logout changed the id
   * meanwhile (it knows better).
   */
  forgetUserId: (lookedUp: string) => void;
  setPendingConfirmation: (email: string | null) => void;
};

/** The session store over `storage`: `userId` and `pendingConfirmation` stay plain strings under their keys. */
export function createSessionStore(storage: KeyValueStorage | undefined) {
  return createStore<SessionStore>()(
    persist(
      (set, get) => ({
        userId: null,
        pendingConfirmation: null,
        setUserId: (userId) => set({ userId: userId || null }),
        forgetUserId: (lookedUp) => {
          if (get().userId === lookedUp) set({ userId: null });
        },
        setPendingConfirmation: (email) => set({ pendingConfirmation: email || null }),
      }),
      {
        name: 'session',
        partialize: ({ userId, pendingConfirmation }): StoredSession => ({ userId, pendingConfirmation }),
        storage: keyedStorage<StoredSession>(storage, {
          keys: [USER_ID_KEY, PENDING_CONFIRMATION_KEY],
          read: (get) => ({
            userId: get(USER_ID_KEY) || null,
            pendingConfirmation: get(PENDING_CONFIRMATION_KEY) || null,
          }),
          write: (state, put) => {
            put(USER_ID_KEY, state.userId);
            put(PENDING_CONFIRMATION_KEY, state.pendingConfirmation);
          },
        }),
      },
    ),
  );
}

export const sessionStore = createSessionStore(browserStorage());
// A login or logout in another tab (the cookie is shared) is this tab's too.
syncAcrossTabs(sessionStore, [USER_ID_KEY, PENDING_CONFIRMATION_KEY]);

/** The session of a stored id and the state of its user's query (pure: unit tested). */
export const sessionOf = (
  userId: string | null,
  user: UserView | null | undefined,
  userLookedUp: boolean,
): SessionState => ({ ...flagsOf(userId ? user : null), isInitialized: !userId || userLookedUp });

/** The session (user and flags) for components: the stored id's user from the query cache. */
export function useSession(): SessionState {
  const userId = useStore(sessionStore, (s) => s.userId);
  const query = useQuery(userQueries.currentUser(userId));
  return sessionOf(userId, query.data, query.status !== 'pending');
}

/** The session outside React (the realtime messages): what useSession would render now. */
export function currentSession(queryClient: QueryClient): SessionState {
  const { userId } = sessionStore.getState();
  const state = queryClient.getQueryState(userQueries.currentUser(userId).queryKey);
  return sessionOf(userId, state?.data, !!state && state.status !== 'pending');
}

/** The pending-confirmation marker (set at sign-up, cleared once verified), for components. */
export const usePendingConfirmation = () => useStore(sessionStore, (s) => s.pendingConfirmation);

/** Profile complete enough to order (spec §4: 'complited' is required to order). */
export const isProfileComplete = (user: Pick<UserView, 'profileState'> | null | undefined) =>
  user?.profileState === 'complited';
