import { describe, expect, it } from 'vitest';
import { sessionCookieOptions, sessionFromRequest } from './cookie';

describe('session cookie', () => {
  it('is httpOnly, Lax, Path=/, 3 days; Secure only over https', () => {
    expect(sessionCookieOptions('http://localhost:3000')).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 259_200_000,
      secure: false,
    });
    expect(sessionCookieOptions('https://oran-food.dz').secure).toBe(true);
    expect(sessionCookieOptions().secure).toBe(false);
  });

  it('reads Bearer first, then the session cookie', () => {
    expect(sessionFromRequest({ headers: { authorization: 'Bearer abc', cookie: 'session=def' } })).toBe(
      'abc',
    );
    expect(sessionFromRequest({ headers: { cookie: 'lng=fr; session=def; x=1' } })).toBe('def');
    expect(sessionFromRequest({ headers: { cookie: 'sessionx=1', authorization: 'Basic zz' } })).toBeNull();
    expect(sessionFromRequest({ headers: {} })).toBeNull();
  });
});
