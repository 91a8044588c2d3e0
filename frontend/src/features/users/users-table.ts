import type { UserView } from '@shop/contracts';

// Pure helpers of the back-office users table (unit tested).
export const USERS_PAGE_SIZE = 10;

export const pageCount = (total: number, limit = USERS_PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));

/** 'karim benali' → 'Karim Benali' (names are stored lowercased). */
export const displayName = (user: Pick<UserView, 'name' | 'firstName' | 'lastName'>) => {
  const full = (user.name || `${user.firstName} ${user.lastName}`).trim();
  return full.replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase());
};

/** Search text from the box: trimmed, inner spaces collapsed. */
export const normaliseSearch = (q: string) => q.trim().replace(/\s+/g, ' ');
