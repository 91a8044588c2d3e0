// The session cookie and where a request carries its token.
import type { CookieOptions, Request } from 'express';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './session';

/** httpOnly, SameSite=Lax, Path=/, 3 days; Secure when the shop is served over https (PUBLIC_URL). */
export const sessionCookieOptions = (publicUrl?: string): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: SESSION_TTL_SECONDS * 1000,
  secure: publicUrl?.startsWith('https:') ?? false,
});

/** The same attributes without a lifetime, as `res.clearCookie` wants them. */
export const clearSessionCookieOptions = (publicUrl?: string): CookieOptions => {
  const { maxAge: _unused, ...rest } = sessionCookieOptions(publicUrl);
  return rest;
};

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

/** The token of `Authorization: Bearer …`, else of the `session` cookie; null when neither is there. */
export const sessionFromRequest = (req: Pick<Request, 'headers'>): string | null => {
  const auth = req.headers.authorization;
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = cookieValue(req.headers.cookie, SESSION_COOKIE);
  return cookie ? cookie : null;
};
