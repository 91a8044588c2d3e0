import { describe, expect, it } from 'vitest';
import { guardDecision, loginRedirect, safeReturnPath } from './guards';

const s = (
  over: Partial<{ isInitialized: boolean; isLogin: boolean; isAdmin: boolean; isModerator: boolean }> = {},
) => ({
  isInitialized: true,
  isLogin: true,
  isAdmin: false,
  isModerator: false,
  ...over,
});

describe('route guards (spec §2/§6)', () => {
  it('waits for the startup before deciding', () => {
    for (const need of ['login', 'staff', 'admin'] as const)
      expect(guardDecision(s({ isInitialized: false }), need)).toBe('wait');
  });
  it('sends visitors to login', () => {
    for (const need of ['login', 'staff', 'admin'] as const)
      expect(guardDecision(s({ isLogin: false }), need)).toBe('login');
  });
  it('back-office: admin and moderator; users list: admin only', () => {
    expect(guardDecision(s(), 'login')).toBe('allow');
    expect(guardDecision(s(), 'staff')).toBe('forbidden');
    expect(guardDecision(s({ isModerator: true }), 'staff')).toBe('allow');
    expect(guardDecision(s({ isModerator: true }), 'admin')).toBe('forbidden');
    expect(guardDecision(s({ isAdmin: true }), 'staff')).toBe('allow');
    expect(guardDecision(s({ isAdmin: true }), 'admin')).toBe('allow');
  });
  it('redirects unauthorised users to login (spec §6), a signed-in one with the permission message', () => {
    expect(loginRedirect(guardDecision(s({ isLogin: false }), 'staff'), '/dashboard/banners')).toEqual({
      to: '/authentication/login',
      state: { from: '/dashboard/banners', flash: 'mustLogin' },
    });
    expect(loginRedirect(guardDecision(s(), 'staff'), '/dashboard/orders')).toEqual({
      to: '/authentication/login',
      state: { from: '/dashboard/orders', flash: 'forbidden' },
    });
    expect(loginRedirect(guardDecision(s({ isModerator: true }), 'admin'), '/dashboard/users')).toEqual({
      to: '/authentication/login',
      state: { from: '/dashboard/users', flash: 'forbidden' },
    });
    expect(loginRedirect('allow', '/dashboard/orders')).toBeUndefined();
    expect(loginRedirect('wait', '/dashboard/orders')).toBeUndefined();
  });
  it('returns after login only to a path of this site', () => {
    expect(safeReturnPath('/myAccount/myProfile')).toBe('/myAccount/myProfile');
    expect(safeReturnPath('/dashboard/users?x=1')).toBe('/dashboard/users?x=1');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/authentication/logout')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
