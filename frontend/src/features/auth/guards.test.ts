import { describe, expect, it } from 'vitest';
import type { Role, UserView } from '@shop/contracts/core';
import { flagsOf } from '@/stores/session';
import { guardDecision, loginRedirect, safeReturnPath } from './guards';

// A session as the store makes it: the flags come from the user's first role (flagsOf), never set one by one.
const s = ({ role = 'user', ...over }: { role?: Role; isInitialized?: boolean; isLogin?: boolean } = {}) => ({
  isInitialized: true,
  ...flagsOf({ roles: [{ name: role }] } as UserView),
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
    expect(guardDecision(s({ role: 'moderator' }), 'staff')).toBe('allow');
    expect(guardDecision(s({ role: 'moderator' }), 'admin')).toBe('forbidden');
    expect(guardDecision(s({ role: 'admin' }), 'staff')).toBe('allow');
    expect(guardDecision(s({ role: 'admin' }), 'admin')).toBe('allow');
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
    expect(loginRedirect(guardDecision(s({ role: 'moderator' }), 'admin'), '/dashboard/users')).toEqual({
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
