// What read-api adds to serveRoute (platform/src/http/serve-route.ts) for its routes: who may read (checked before
// the query is parsed, as a 401/403 always came before a 400), the 400 `query.invalid` of a bad query with read-api's
// field messages, and the language a menu text is answered in.
import type { Request, RequestHandler, Response } from 'express';
import { DomainError, isStaffRole } from '@shop/contracts';
import { flatFieldErrors } from '@shop/platform/http/field-errors';
import { buildProblem } from '@shop/platform/http/problem';
import type { z } from 'zod';
import type { Identity, IdentifyRequest } from './accounts/viewer';
import type { Viewer } from './audience';
import { requestLanguage } from './request-language';

/** Who may read a route: anyone signed in, staff (admin or moderator), or admins. */
export type Readers = 'signed-in' | 'staff' | 'admin';

const allowed: Record<Readers, (viewer: Viewer) => boolean> = {
  'signed-in': () => true,
  staff: (viewer) => isStaffRole(viewer.role),
  admin: (viewer) => viewer.role === 'admin',
};

/**
 * serveRoute's `before`: 401 auth.required for a visitor (or a deleted user), 403 auth.forbidden for a role not
 * among `readers`; else the identity for the handler (`identityOf(res)`).
 */
export const requireReader =
  (identify: IdentifyRequest, readers: Readers): RequestHandler =>
  async (req, res, next) => {
    const identity = await identify(req);
    if (!identity.viewer.userId) throw new DomainError('auth.required');
    if (!allowed[readers](identity.viewer)) throw new DomainError('auth.forbidden');
    res.locals.identity = identity;
    next();
  };

/** The identity `requireReader` found. */
export const identityOf = (res: Response): Identity => res.locals.identity as Identity;

/** "page must be …. limit must be …." */
export const describeErrors = (errors: Record<string, string>): string =>
  Object.entries(errors)
    .map(([field, message]) => `${field} ${message}.`)
    .join(' ');

/**
 * serveRoute's `invalid` for a query: the 400 `query.invalid`, each bad field with its fixed message, the message
 * the code's title in the request's language followed by `detail` (else the fields' messages).
 */
export const queryInvalid =
  (messages: Record<string, string>, detail?: string) =>
  (errors: Record<string, string>, req: Request): DomainError => {
    const fixed = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, messages[field] ?? message]),
    );
    const title = buildProblem('query.invalid', req.headers['accept-language']).title;
    return new DomainError('query.invalid', `${title} ${detail ?? describeErrors(fixed)}`, fixed);
  };

/** A query parsed as serveRoute parses it, with `queryInvalid`'s field messages (for the queries' unit tests). */
export const parseQuery = <S extends z.ZodType>(
  schema: S,
  messages: Record<string, string>,
  raw: unknown,
): { ok: true; query: z.output<S> } | { ok: false; errors: Record<string, string> } => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, errors: flatFieldErrors(parsed.error, { root: 'query', messages }) };
};

/** The menu's answers differ per language (./request-language.ts): caches keep one per Accept-Language. */
export const languageOf = (req: Request, res: Response) => {
  res.setHeader('Vary', 'Accept-Language');
  return requestLanguage(req.query.lang, req.headers['accept-language']);
};
