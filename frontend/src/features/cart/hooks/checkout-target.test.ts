import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './checkout-target';

describe('cart order buttons (spec §5)', () => {
  it('refuses an empty cart first', () => {
    expect(checkoutTarget({ isEmpty: true, isLoggedIn: false, method: 'delivery' })).toEqual({
      kind: 'empty',
    });
    expect(checkoutTarget({ isEmpty: true, isLoggedIn: true, method: 'onSite' })).toEqual({ kind: 'empty' });
  });
  it('sends a visitor to the login with the mustLogin flash, and from there back to the order', () => {
    expect(checkoutTarget({ isEmpty: false, isLoggedIn: false, method: 'onSite' })).toEqual({
      kind: 'login',
      to: '/authentication/login',
      state: { flash: 'mustLogin', from: '/myAccount/orderMethod?surPlace=true' },
    });
    expect(checkoutTarget({ isEmpty: false, isLoggedIn: false, method: 'delivery' })).toEqual({
      kind: 'login',
      to: '/authentication/login',
      state: { flash: 'mustLogin', from: '/myAccount/orderMethod?surPlace=false' },
    });
  });
  it('sends a customer straight to the step of the method: on site surPlace=true, delivery surPlace=false', () => {
    expect(checkoutTarget({ isEmpty: false, isLoggedIn: true, method: 'onSite' }).kind).toBe('order');
    expect(checkoutTarget({ isEmpty: false, isLoggedIn: true, method: 'onSite' })).toMatchObject({
      to: '/myAccount/orderMethod?surPlace=true',
    });
    expect(checkoutTarget({ isEmpty: false, isLoggedIn: true, method: 'delivery' })).toEqual({
      kind: 'order',
      to: '/myAccount/orderMethod?surPlace=false',
    });
  });
  it('sends a customer with an incomplete profile to the profile first', () => {
    expect(
      checkoutTarget({ isEmpty: false, isLoggedIn: true, profileComplete: false, method: 'delivery' }),
    ).toEqual({
      kind: 'profile',
      to: '/myAccount/myProfile',
    });
    expect(
      checkoutTarget({ isEmpty: false, isLoggedIn: false, profileComplete: false, method: 'onSite' }).kind,
    ).toBe('login');
  });
});
