// The schemas of the accounts' read routes (./read-routes.ts): the query each parses once, the answer it gives.
import { z } from 'zod';
import { one, pageOf } from '../catalogue/read-models';
import { routeSchemas } from '../http/route-schemas';
import { currentUserView, userView } from './http';
import { accountReadRoutes as routes } from './read-routes';

/** GET /api/users (admin list): optional substring search (lowercased), page from 1, page size up to 100. */
export const usersQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .transform((q) => q.toLocaleLowerCase('fr')),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type UsersQuery = z.output<typeof usersQuery>;
export type UsersParams = z.input<typeof usersQuery>;

export const currentUserAnswer = one(currentUserView.nullable());
export type CurrentUserAnswer = z.infer<typeof currentUserAnswer>;
export const userPage = pageOf(userView);
export type UserPage = z.infer<typeof userPage>;
export const userAnswer = one(userView);
export type UserAnswer = z.infer<typeof userAnswer>;

export const accountReadSchemas = {
  currentUser: routeSchemas(routes.currentUser, { answer: currentUserAnswer }),
  users: routeSchemas(routes.users, { query: usersQuery, answer: userPage }),
  user: routeSchemas(routes.user, { answer: userAnswer }),
};
