import { z } from 'zod';
import { emailAddress, id, requiredText } from '../fields';
import { accountLanguage, role } from './events';
import { addressLimits, passwordMinLength } from './limits';

export * from './limits';

// Bodies and answers of the account routes. Passwords: at least 6 characters (the stricter of the spec's
// two readings). Texts of the messages are translated by the client from the error code / keys.
// Signing in, and asking for a reset, take any address an older sign-up may have registered; a new account's address
// is an `emailAddress` (local part ≤ 64).
const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(passwordMinLength).max(200);
const personName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}' -]+$/u, 'invalid name');
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^(\+213|0)[5-7][0-9]{8}$/, 'invalid phone number');

export const signUpBody = z.object({
  name: personName,
  lastName: personName,
  email: emailAddress,
  password,
  language: accountLanguage.default('fr'),
});
export const loginBody = z.object({ email, password: z.string().min(1).max(200) });
export const verifyEmailBody = z.object({ token: z.string().min(10).max(2000) });
export const forgotPasswordBody = z.object({ email, language: accountLanguage.default('fr') });
export const resetPasswordBody = z.object({ token: z.string().min(10).max(2000), password });

/** Spec §3 "Profile update payload": empty password and newPassword are sent as null. */
export const profileUpdateBody = z
  .object({
    name: personName,
    lastName: personName,
    number: phoneNumber,
    district: requiredText(64), // a district's id (older profiles named some by their name)
    address: z.string().trim().min(3).max(200),
    password: z.string().max(200).nullable().optional(),
    newPassword: password.nullable().optional(),
  })
  .refine((b) => !b.newPassword || !!b.password, {
    path: ['password'],
    message: 'current password required',
  });
export const changeRoleBody = z.object({ role });
/** PUT /users/me/{userId}/addresses/{addressId}: a saved address (the id is chosen by the client, a uuid). */
export const savedAddressBody = z.object({
  label: z.string().trim().min(1).max(addressLimits.label),
  districtId: requiredText(64),
  address: z.string().trim().min(3).max(addressLimits.address),
  landmark: z.string().trim().max(addressLimits.landmark).default(''),
});
export const addressParams = z.object({ userId: z.string(), addressId: id });
/** Erasure cannot be undone: the owner confirms it with the password (re-authentication). */
export const deleteAccountBody = z.object({ password: z.string().min(1).max(200) });

/** What GET /api/users/me/{userId} answers in `data` (spec §3 "User"). */
export const userView = z.object({
  _id: z.string(),
  name: z.string(), // first and last name separated by a space, as the spec stores it
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  number: z.string().nullable(),
  address: z.string().nullable(),
  district: z.string().nullable(),
  profileState: z.enum(['complited', 'incomplete']),
  roles: z.array(z.object({ name: role })),
  language: accountLanguage,
  date: z.string(), // date added
  /** The saved delivery addresses, oldest first (absent: none saved yet). */
  addresses: z
    .array(
      z.object({
        _id: z.string(),
        label: z.string(),
        districtId: z.string(),
        address: z.string(),
        landmark: z.string(),
      }),
    )
    .optional(),
});
export type UserView = z.infer<typeof userView>;

/**
 * What GET /api/users/me/{userId} answers for the signed-in user: their view and their bonus-point balance
 * (the loyalty read model; below 0 only after a rare double spend, see docs/orders.md "Orders").
 */
export const currentUserView = userView.extend({ points: z.number().int() });
export type CurrentUserView = z.infer<typeof currentUserView>;
