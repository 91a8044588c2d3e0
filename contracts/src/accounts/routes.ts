// The account write routes (docs/accounts.md; docs/conventions.md "HTTP routes"), served by command-api
// (command-api/src/auth/{auth,user}-routes.ts) and called by the client. Zod-free: the types come from the schemas.
import type { z } from 'zod';
import { route, type NoParams } from '../http/route';
import type * as http from './http';
import type * as s from './route-schemas';

type UserId = { userId: string };
type AddressIds = { userId: string; addressId: string };
type Position = z.output<typeof s.positionAnswer>;
type Nothing = z.output<typeof s.noAnswer>;
export type SignUpBody = z.input<typeof http.signUpBody>;
export type ProfileUpdateBody = z.input<typeof http.profileUpdateBody>;
export type SavedAddressBody = z.input<typeof http.savedAddressBody>;
export type LoginAnswer = z.output<typeof s.loginAnswer>;

export const accountRoutes = {
  /** 202, also for a taken address (its owner gets a mail). */
  signUp: route<NoParams, SignUpBody, z.output<typeof s.accountAnswer>>('POST', '/auth/signup'),
  verify: route<NoParams, z.input<typeof http.verifyEmailBody>, z.output<typeof s.accountAnswer>>(
    'POST',
    '/auth/verify',
  ),
  /** 202 before the address is looked up. */
  resendVerification: route<NoParams, z.input<typeof s.resendVerificationBody>, Nothing>(
    'POST',
    '/auth/resend-verification',
  ),
  login: route<NoParams, z.input<typeof http.loginBody>, LoginAnswer>('POST', '/auth/login'),
  logout: route<NoParams, undefined, Nothing>('POST', '/auth/logout'),
  /** 202 before the address is looked up. */
  forgotPassword: route<NoParams, z.input<typeof http.forgotPasswordBody>, Nothing>(
    'POST',
    '/auth/forgot-password',
  ),
  resetPassword: route<NoParams, z.input<typeof http.resetPasswordBody>, Position>(
    'POST',
    '/auth/reset-password',
  ),
  updateProfile: route<UserId, ProfileUpdateBody, Position>('PUT', '/users/me/:userId'),
  changePassword: route<UserId, z.input<typeof s.changePasswordBody>, Position>(
    'POST',
    '/users/me/:userId/password',
  ),
  /** The owner confirms with the password; a retried deletion answers as the first. */
  deleteAccount: route<UserId, z.input<typeof http.deleteAccountBody>, Position>(
    'DELETE',
    '/users/me/:userId',
  ),
  /** The owner only: saves (or replaces) a named delivery address; at most MAX_SAVED_ADDRESSES. */
  saveAddress: route<AddressIds, SavedAddressBody, Position>('PUT', '/users/me/:userId/addresses/:addressId'),
  /** The owner only; an address not saved (or already removed) is 404 address.not_found. */
  removeAddress: route<AddressIds, undefined, Position>('DELETE', '/users/me/:userId/addresses/:addressId'),
  /** Admins only. */
  changeRole: route<UserId, z.input<typeof http.changeRoleBody>, Position>('PATCH', '/users/:userId/role'),
};
