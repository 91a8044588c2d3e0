// The accounts' read routes (read-api), as data (docs/conventions.md "HTTP routes"). No zod at run time: the types
// come from ./read-route-schemas through `import type`.
import { route, type NoParams } from '../http/route';
import type { CurrentUserAnswer, UserAnswer, UserPage, UsersParams } from './read-route-schemas';

export const accountReadRoutes = {
  /** Spec §7: the signed-in user with their bonus points, or `data: null` (no session, or someone else's id). */
  currentUser: route<{ userId: string }, undefined, CurrentUserAnswer>('GET', '/users/me/:userId'),
  /** Admin: the users, newest registration first, by search. */
  users: route<NoParams, undefined, UserPage, UsersParams>('GET', '/users'),
  /** Admin: one user; 404 user.not_found. */
  user: route<{ userId: string }, undefined, UserAnswer>('GET', '/users/:userId'),
};
