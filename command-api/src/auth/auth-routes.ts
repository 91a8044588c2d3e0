// POST /api/auth/*: sign-up, e-mail verification, login/logout, password reset. No answer tells whether an address
// has an account: sign-up of a taken address answers as a new one (the owner gets a mail), resend and forgot
// always answer 202 before looking the address up.
import {
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  signUpBody,
  verifyEmailBody,
  accountLanguage,
  DomainError,
} from '@shop/contracts';
import {
  clearSessionCookieOptions,
  emailHash,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionFromRequest,
  type SessionTokens,
} from '@shop/platform/auth/index';
import type { Logger } from '@shop/platform/logger';
import {
  clearTries,
  countTry,
  rateLimited,
  refundTry,
  type Counter,
  type Limiter,
  type RateLimitName,
} from '@shop/platform/rate-limit/index';
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Accounts } from '../accounts/accounts';
import { parseBody } from '../validation';
import { contextOf } from './context';

/** Runs work meant to follow the answer (its time and outcome must not show in it). */
export type AfterAnswer = (res: Response, work: () => Promise<void>) => void;

export type AuthRoutesDeps = {
  accounts: Accounts;
  /** Rate-limit keys name the address only through its HMAC, so no e-mail sits in Redis. */
  emailHashSecret: string;
  limiters: Record<RateLimitName, Limiter>;
  logger: Pick<Logger, 'error'>;
  sessions: Pick<SessionTokens, 'revoke'>;
  publicUrl?: string;
  /** Default: once the answer is sent (`finish`). */
  afterAnswer?: AfterAnswer;
};

const ipOf = (req: Request) => req.ip ?? 'unknown';
const resendBody = z.object({ email: signUpBody.shape.email, language: accountLanguage.optional() });

const runOnFinish: AfterAnswer = (res, work) => {
  res.once('finish', () => void work());
};

export function authRoutes({
  accounts,
  limiters,
  sessions,
  publicUrl,
  emailHashSecret,
  logger,
  afterAnswer = runOnFinish,
}: AuthRoutesDeps): Router {
  const router = express.Router();
  const addressOf = (req: Request) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? emailHash(emailHashSecret, email) : '';
  };
  // The layers of one route: per IP and address, per address whatever the IP, per IP whatever the address.
  const layers = (
    req: Request,
    names: { ipAndEmail?: RateLimitName; email?: RateLimitName; ip?: RateLimitName },
  ): { ipAndEmail: Counter[]; email: Counter[]; ip: Counter[] } => {
    const address = addressOf(req);
    const ip = ipOf(req);
    const counter = (name: RateLimitName | undefined, key: string) =>
      name ? [{ limiter: limiters[name], key }] : [];
    return {
      ipAndEmail: counter(names.ipAndEmail, `${ip}:${address}`),
      email: counter(names.email, address),
      ip: counter(names.ip, ip),
    };
  };
  const all = (l: ReturnType<typeof layers>) => [...l.ipAndEmail, ...l.email, ...l.ip];
  /** Work after the answer; a failure is logged (the answer went already). */
  const later = (res: Response, what: string, work: () => Promise<unknown>) =>
    afterAnswer(res, async () => {
      try {
        await work();
      } catch (error) {
        logger.error({ err: error }, `${what} failed after its answer`);
      }
    });

  router.post(
    '/auth/signup',
    rateLimited((req) => all(layers(req, { ip: 'signup', email: 'signupPerEmail' }))),
    async (req, res) => {
      const body = parseBody(signUpBody, req.body);
      const result = await accounts.requestSignUp(body, contextOf(req, res, 'POST /auth/signup'));
      res.status(202).json({ data: { userId: result.userId }, position: result.position });
    },
  );

  router.post('/auth/verify', async (req, res) => {
    const { token } = parseBody(verifyEmailBody, req.body);
    const result = await accounts.verifyEmail(token, contextOf(req, res, 'POST /auth/verify'));
    res.json({ data: { userId: result.userId }, position: result.position });
  });

  const mailRequestLimits = { ipAndEmail: 'reset', email: 'resetPerEmail', ip: 'resetPerIp' } as const;

  router.post(
    '/auth/resend-verification',
    rateLimited((req) => all(layers(req, mailRequestLimits))),
    (req, res) => {
      const { email, language } = parseBody(resendBody, req.body);
      const ctx = contextOf(req, res, 'POST /auth/resend-verification');
      later(res, 'resend-verification', () => accounts.resendVerification(email, language, ctx));
      res.status(202).json({ data: null });
    },
  );

  // Only failures count: every try holds a point while it runs (so a burst in parallel meets the limit too), a
  // success gives it back and clears the address' failures; the right password of an unverified address is no
  // failure either.
  router.post('/auth/login', async (req, res) => {
    const counters = layers(req, { ipAndEmail: 'login', email: 'loginPerEmail', ip: 'loginPerIp' });
    if (!(await countTry(res, all(counters)))) return;
    const { email, password } = parseBody(loginBody, req.body);
    let session;
    try {
      session = await accounts.login(email, password);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'email.not_verified') await refundTry(all(counters));
      throw error;
    }
    await Promise.all([clearTries([...counters.ipAndEmail, ...counters.email]), refundTry(counters.ip)]);
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

  router.post(
    '/auth/forgot-password',
    rateLimited((req) => all(layers(req, mailRequestLimits))),
    (req, res) => {
      const { email, language } = parseBody(forgotPasswordBody, req.body);
      const ctx = contextOf(req, res, 'POST /auth/forgot-password');
      later(res, 'forgot-password', () => accounts.requestPasswordReset(email, language, ctx));
      res.status(202).json({ data: null });
    },
  );

  router.post(
    '/auth/reset-password',
    rateLimited((req) => all(layers(req, { ip: 'reset' }))),
    async (req, res) => {
      const { token, password } = parseBody(resetPasswordBody, req.body);
      const result = await accounts.resetPassword(
        token,
        password,
        contextOf(req, res, 'POST /auth/reset-password'),
      );
      res.json({ position: result.position });
    },
  );

  return router;
}
