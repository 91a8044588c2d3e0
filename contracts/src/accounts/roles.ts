// The roles of an account, apart from the account events' schemas: the public pages' entry needs the staff rule, and
// importing it from events.ts would bring zod (≈ 25 KB gzip) into every visitor's first download (bench:client).
export const roles = ['user', 'moderator', 'admin', 'rider'] as const;
export type Role = (typeof roles)[number];
/** Staff: admins and moderators (the back-office, the order steps, the staff audience); a rider is not staff. */
export const isStaffRole = (role: string | undefined): boolean => role === 'admin' || role === 'moderator';
