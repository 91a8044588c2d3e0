// The account write routes' schemas (docs/accounts.md; docs/conventions.md "HTTP routes"): the bodies of
// ./http.ts, the answers as command-api sends them.
import { z } from 'zod';
import { routeSchemas } from '../http/route-schemas';
import { accountLanguage, role } from './events';
import {
  changeRoleBody,
  deleteAccountBody,
  forgotPasswordBody,
  loginBody,
  addressParams,
  profileUpdateBody,
  resetPasswordBody,
  savedAddressBody,
  signUpBody,
  verifyEmailBody,
} from './http';
import { passwordMinLength } from './limits';
import { accountRoutes as routes } from './routes';

export const resendVerificationBody = z.object({
  email: signUpBody.shape.email,
  language: accountLanguage.optional(),
});
export const changePasswordBody = z.object({
  password: deleteAccountBody.shape.password,
  newPassword: z.string().min(passwordMinLength).max(200),
});

const position = z.string();
export const accountAnswer = z.object({ data: z.object({ userId: z.string() }), position });
/** An answer that tells nothing (a mail request: whether the address has an account does not show). */
export const noAnswer = z.object({ data: z.null() });
export const loginAnswer = z.object({ data: z.object({ userId: z.string(), token: z.string(), role }) });
export const positionAnswer = z.object({ position });

const userId = z.object({ userId: z.string() });
export const accountRouteSchemas = {
  signUp: routeSchemas(routes.signUp, { body: signUpBody, answer: accountAnswer }),
  verify: routeSchemas(routes.verify, { body: verifyEmailBody, answer: accountAnswer }),
  resendVerification: routeSchemas(routes.resendVerification, {
    body: resendVerificationBody,
    answer: noAnswer,
  }),
  login: routeSchemas(routes.login, { body: loginBody, answer: loginAnswer }),
  logout: routeSchemas(routes.logout, { answer: noAnswer }),
  forgotPassword: routeSchemas(routes.forgotPassword, { body: forgotPasswordBody, answer: noAnswer }),
  resetPassword: routeSchemas(routes.resetPassword, { body: resetPasswordBody, answer: positionAnswer }),
  updateProfile: routeSchemas(routes.updateProfile, {
    params: userId,
    body: profileUpdateBody,
    answer: positionAnswer,
  }),
  changePassword: routeSchemas(routes.changePassword, {
    params: userId,
    body: changePasswordBody,
    answer: positionAnswer,
  }),
  deleteAccount: routeSchemas(routes.deleteAccount, {
    params: userId,
    body: deleteAccountBody,
    answer: positionAnswer,
  }),
  saveAddress: routeSchemas(routes.saveAddress, {
    params: addressParams,
    body: savedAddressBody,
    answer: positionAnswer,
  }),
  removeAddress: routeSchemas(routes.removeAddress, { params: addressParams, answer: positionAnswer }),
  changeRole: routeSchemas(routes.changeRole, {
    params: userId,
    body: changeRoleBody,
    answer: positionAnswer,
  }),
};
