// POST /api/auth/*: sign-up, e-mail verification, login/logout, password reset. Answers that could tell whether an
// address has an account (resend, forgot) are always 202.
import {
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  signUpBody,
  verifyEmailBody,
  accountLanguage,
} from '@shop/contracts';
import {
  clearSessionCookieOptions,
  emailHash,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionFromRequest,
  type SessionTokens,
} from '@shop/platform/auth/index';
import { rateLimited, type Limiter } from '@shop/platform/rate-limit/index';
import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/accounts';
import { validationError } from '../validation';
import { contextOf } from './context';

export type AuthRoutesDeps = {
  accounts: Accounts;
  /** Rate-limit keys name the address only through its HMAC, so no e-mail sits in Redis. */
  emailHashSecret: string;
  limiters: { login: Limiter; signup: Limiter; reset: Limiter };
  sessions: Pick<SessionTokens, 'revoke'>;
  publicUrl?: string;
};

const parse = <T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> => {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
};
const ipOf = (req: Request) => req.ip ?? 'unknown';
const ipAndEmail = (emailHashSecret: string) => (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `${ipOf(req)}:${typeof email === 'string' ? emailHash(emailHashSecret, email) : ''}`;
};
const resendBody = z.object({ email: signUpBody.shape.email, language: accountLanguage.optional() });

export function authRoutes({
  accounts,
  limiters,
  sessions,
  publicUrl,
  emailHashSecret,
}: AuthRoutesDeps): Router {
  const router = express.Router();
  const byIpAndEmail = ipAndEmail(emailHashSecret);

  router.post('/auth/signup', rateLimited(limiters.signup, ipOf), async (req, res) => {
    const body = parse(signUpBody, req.body);
    const result = await accounts.signUp(body, contextOf(req, res, 'POST /auth/signup'));
    res.status(201).json({ data: { userId: result.userId }, position: result.position });
  });

  router.post('/auth/verify', async (req, res) => {
    const { token } = parse(verifyEmailBody, req.body);
    const result = await accounts.verifyEmail(token, contextOf(req, res, 'POST /auth/verify'));
    res.json({ data: { userId: result.userId }, position: result.position });
  });

  router.post('/auth/resend-verification', rateLimited(limiters.reset, byIpAndEmail), async (req, res) => {
    const { email, language } = parse(resendBody, req.body);
    await accounts.resendVerification(email, language, contextOf(req, res, 'POST /auth/resend-verification'));
    res.status(202).json({ data: null });
  });

  router.post('/auth/login', rateLimited(limiters.login, byIpAndEmail), async (req, res) => {
    const { email, password } = parse(loginBody, req.body);
    const session = await accounts.login(email, password);
    res.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(publicUrl));
    res.json({ data: session });
  });

  // Ends the session on the server too (platform/src/auth/revocation.ts): the same token is refused everywhere after.
  router.post('/auth/logout', async (req, res) => {
    const token = sessionFromRequest(req);
    if (token) await sessions.revoke(token);
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(publicUrl));
    res.json({ data: null });
  });

  router.post('/auth/forgot-password', rateLimited(limiters.reset, byIpAndEmail), async (req, res) => {
    const { email, language } = parse(forgotPasswordBody, req.body);
    await accounts.requestPasswordReset(email, language, contextOf(req, res, 'POST /auth/forgot-password'));
    res.status(202).json({ data: null });
  });

  router.post('/auth/reset-password', rateLimited(limiters.reset, ipOf), async (req, res) => {
    const { token, password } = parse(resetPasswordBody, req.body);
    const result = await accounts.resetPassword(
      token,
      password,
      contextOf(req, res, 'POST /auth/reset-password'),
    );
    res.json({ position: result.position });
  });

  return router;
}
