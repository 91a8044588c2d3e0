import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { accountRoutes, type SignUpBody } from '@shop/contracts/core';
import { bannerQueries, categoryQueries, districtQueries } from '@/api/catalogue';
import { userQueries } from '@/api/users';
import { call } from '@/lib/api-client';
import { cartStore } from '@/stores/cart';
import { sessionStore } from '@/stores/session';

// The account calls and the session transitions of spec §4.

export const authApi = {
  signUp: (body: SignUpBody) => call(accountRoutes.signUp, { body }),
  verify: (token: string) => call(accountRoutes.verify, { body: { token } }),
  resendVerification: (email: string) => call(accountRoutes.resendVerification, { body: { email } }),
  login: (body: { email: string; password: string }) => call(accountRoutes.login, { body }),
  logout: () => call(accountRoutes.logout),
  forgotPassword: (body: { email: string; language: SignUpBody['language'] }) =>
    call(accountRoutes.forgotPassword, { body }),
  resetPassword: (body: { token: string; password: string }) => call(accountRoutes.resetPassword, { body }),
};

let startup: Promise<void> | undefined;

/**
 * Spec §4 startup: categories, districts, banners and the current user (when a user id is stored) load
 * together, the user into the query cache, where useSession reads it. A null user logs out; any error logs out
 * too ('an error occurred'). Runs once per page load. A login or logout meanwhile is never undone: the user is
 * kept under its own id, and only the id looked up is forgotten.
 */
export function startSession(queryClient: QueryClient): Promise<void> {
  startup ??= (async () => {
    const { userId } = sessionStore.getState();
    try {
      const [, , , user] = await Promise.all([
        queryClient.fetchQuery(categoryQueries.list()),
        queryClient.fetchQuery(districtQueries.list()),
        queryClient.fetchQuery(bannerQueries.list()),
        userId ? queryClient.fetchQuery(userQueries.currentUser(userId)) : Promise.resolve(null),
      ]);
      if (userId && !user) sessionStore.getState().forgetUserId(userId);
    } catch (error) {
      // A logout during startup cancels its queries: that is the logout winning, not a failure.
      if (!isCancelledError(error)) console.error('an error occurred', error);
      if (userId) sessionStore.getState().forgetUserId(userId);
    }
  })();
  return startup;
}

/** Log in, load the user into the query cache, then keep its id: useSession derives the flags from its first role. */
export async function logIn(queryClient: QueryClient, body: { email: string; password: string }) {
  const answer = await authApi.login(body);
  const { userId } = answer.data;
  const user = await queryClient.fetchQuery({ ...userQueries.currentUser(userId), staleTime: 0 });
  sessionStore.getState().setUserId(user ? userId : null);
  return user;
}

/**
 * Spec §4 logout: the server drops the cookie; the stored id goes, the cart is emptied, the user leaves the query
 * cache. A failing logout call still logs out locally (the cookie then simply expires).
 */
export async function logOut(queryClient: QueryClient) {
  try {
    await authApi.logout();
  } catch (error) {
    console.error('logout failed', error);
  }
  sessionStore.getState().setUserId(null);
  cartStore.getState().dispatch({ type: 'emptyCart' });
  queryClient.removeQueries({ queryKey: userQueries.session() });
  queryClient.removeQueries({ queryKey: userQueries.all() });
}
