// POST /api/auth/* (contracts' accountRoutes, each body parsed once by its schema): sign-up, e-mail verification, login/logout, password reset. No answer tells whether an address
// has an account: sign-up of a taken address answers as a new one (the owner gets a mail), resend and forgot
// always answer 202 before looking the address up.
import { DomainError } from '@shop/contracts';
import { accountRoutes as routes } from '@shop/contracts/accounts/routes';
import { accountRouteSchemas as schemas } from '@shop/contracts/accounts/route-schemas';
import {
  clearSessionCookieOptions,
  emailHash,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionFromRequest,
  type SessionTokens,
} from '@shop/platform/auth/index';
import { reply, serveRoute } from '@shop/platform/http/serve-route';
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
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Accounts } from '../accounts/accounts';
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

  serveRoute(
    router,
    routes.signUp,
    schemas.signUp,
    async ({ body, req, res }) => {
      const result = await accounts.requestSignUp(body, contextOf(req, res, 'POST /auth/signup'));
      return reply({ data: { userId: result.userId }, position: result.position }, { status: 202 });
    },
    { before: [rateLimited((req) => all(layers(req, { ip: 'signup', email: 'signupPerEmail' })))] },
  );

  serveRoute(router, routes.verify, schemas.verify, async ({ body, req, res }) => {
    const result = await accounts.verifyEmail(body.token, contextOf(req, res, 'POST /auth/verify'));
    return { data: { userId: result.userId }, position: result.position };
  });

  const mailRequestLimits = { ipAndEmail: 'reset', email: 'resetPerEmail', ip: 'resetPerIp' } as const;

  serveRoute(
    router,
    routes.resendVerification,
    schemas.resendVerification,
    ({ body: { email, language }, req, res }) => {
      const ctx = contextOf(req, res, 'POST /auth/resend-verification');
      later(res, 'resend-verification', () => accounts.resendVerification(email, language, ctx));
      return reply({ data: null }, { status: 202 });
    },
    { before: [rateLimited((req) => all(layers(req, mailRequestLimits)))] },
  );

  // Only failures count: every try holds a point while it runs (so a burst in parallel meets the limit too), a
  // success gives it back and clears the address' failures; the right password of an unverified address is no
  // failure either. The try is counted before the body is looked at.
  const loginCounters = (res: Response) => res.locals.loginCounters as ReturnType<typeof layers>;
  const countLogin: RequestHandler = async (req, res, next) => {
    const counters = layers(req, { ipAndEmail: 'login', email: 'loginPerEmail', ip: 'loginPerIp' });
    res.locals.loginCounters = counters;
    if (await countTry(res, all(counters))) next();
  };
  serveRoute(
    router,
    routes.login,
    schemas.login,
    async ({ body: { email, password }, res }) => {
      const counters = loginCounters(res);
      let session;
      try {
        session = await accounts.login(email, password);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'email.not_verified')
          await refundTry(all(counters));
        throw error;
      }
      await Promise.all([clearTries([...counters.ipAndEmail, ...counters.email]), refundTry(counters.ip)]);
      res.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(publicUrl));
      return { data: session };
    },
    { before: [countLogin] },
  );

  // Ends the session on the server too (platform/src/auth/revocation.ts): the same token is refused everywhere after.
  serveRoute(router, routes.logout, schemas.logout, async ({ req, res }) => {
    const token = sessionFromRequest(req);
    if (token) await sessions.revoke(token);
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(publicUrl));
    return { data: null };
  });

  serveRoute(
    router,
    routes.forgotPassword,
    schemas.forgotPassword,
    ({ body: { email, language }, req, res }) => {
      const ctx = contextOf(req, res, 'POST /auth/forgot-password');
      later(res, 'forgot-password', () => accounts.requestPasswordReset(email, language, ctx));
      return reply({ data: null }, { status: 202 });
    },
    { before: [rateLimited((req) => all(layers(req, mailRequestLimits)))] },
  );

  serveRoute(
    router,
    routes.resetPassword,
    schemas.resetPassword,
    async ({ body: { token, password }, req, res }) => {
      const result = await accounts.resetPassword(
        token,
        password,
        contextOf(req, res, 'POST /auth/reset-password'),
      );
      return { position: result.position };
    },
    { before: [rateLimited((req) => all(layers(req, { ip: 'reset' })))] },
  );

  return router;
}
