import { personName, type UserView } from '@shop/contracts/core';

// Pure helpers of the back-office users table (unit tested).
export const USERS_PAGE_SIZE = 10;

export const pageCount = (total: number, limit = USERS_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));

/** A user's full name as shown (lib/format personName). */
export const displayName = (user: Pick<UserView, 'name' | 'firstName' | 'lastName'>) =>
  personName(user.name || `${user.firstName} ${user.lastName}`);

/** Search text from the box: trimmed, inner spaces collapsed. */
export const normaliseSearch = (q: string) => q.trim().replace(/\s+/g, ' ');
