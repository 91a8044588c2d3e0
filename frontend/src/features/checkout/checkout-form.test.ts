import { MAX_CART_QUANTITY, MAX_LINE_QUANTITY, type ErrorCode } from '@shop/contracts/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import {
  cartLimitProblem,
  cartLines,
  checkoutSignature,
  confirmationTotals,
  deliveryDefaults,
  deliverySchema,
  pointsInputError,
  promoFeedbackOf,
  toDeliveryBody,
} from './checkout-form';

// The shape of lib/api-client's ApiError: an Error with the problem's code and status.
const problem = (code: ErrorCode, status = 409) => Object.assign(new Error(code), { code, status });
const user = { name: 'amine benali', number: '0550 12 34 56', address: '12 rue X', district: 'Bir El Djir' };
const districts = [{ _id: 'bir-el-djir', name: 'Bir El Djir' }];

describe('delivery details', () => {
  it('is prefilled from the profile, the district matched by name or id', () => {
    expect(deliveryDefaults(user, districts)).toEqual({
      recipient: 'amine benali',
      phone: '0550 12 34 56',
      districtId: 'bir-el-djir',
      address: '12 rue X',
      comment: '',
    });
    expect(deliveryDefaults({ ...user, district: 'bir-el-djir' }, districts).districtId).toBe('bir-el-djir');
    expect(deliveryDefaults(null).districtId).toBe('');
  });
  it('validates with clear messages', () => {
    const bad = deliverySchema.safeParse({
      recipient: ' ',
      phone: '123',
      districtId: '',
      address: 'ab',
      comment: 'x'.repeat(501),
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      recipient: 'errors.required',
      phone: 'errors.phone',
      districtId: 'errors.district',
      address: 'errors.address',
      comment: 'errors.comment',
    });
    expect(deliverySchema.safeParse(deliveryDefaults(user, districts)).success).toBe(true);
  });
  it('sends compact phones, no empty comment, and only who/phone on site', () => {
    const values = { ...deliveryDefaults(user, districts), comment: ' ' };
    expect(toDeliveryBody('delivery', values, user)).toEqual({
      recipient: 'amine benali',
      phone: '0550123456',
      districtId: 'bir-el-djir',
      address: '12 rue X',
    });
    expect(toDeliveryBody('on_site', undefined, user)).toEqual({
      recipient: 'amine benali',
      phone: '0550123456',
    });
  });
});

describe('confirmation', () => {
  it('maps promo problems to the spec messages', () => {
    expect(promoFeedbackOf(problem('promo.not_found', 404))).toEqual({ kind: 'not_found' });
    expect(promoFeedbackOf(problem('promo.inactive'))).toEqual({ kind: 'inactive' });
    expect(promoFeedbackOf(problem('internal', 500))).toEqual({ kind: 'error' });
    expect(promoFeedbackOf(new Error('x'))).toEqual({ kind: 'error' });
  });
  it('computes the totals with promo, points and delivery', () => {
    expect(
      confirmationTotals({
        lines: [{ lineTotal: 1620 }, { lineTotal: 250 }],
        promoPercentage: 20,
        points: 150,
        deliveryPrice: 200,
      }),
    ).toEqual({ items: 1870, promoDiscount: 374, points: 150, delivery: 200, total: 1546 });
  });
  it('accepts a whole number of points up to the balance', () => {
    expect(pointsInputError('14', 14)).toBeUndefined();
    expect(pointsInputError('0', 14)).toBeUndefined();
    expect(pointsInputError('15', 14)).toBe('points_over_balance');
    expect(pointsInputError('1', 0)).toBe('points_over_balance');
    expect(pointsInputError('20', undefined)).toBeUndefined();
    expect(pointsInputError('', 0)).toBeUndefined();
    for (const bad of ['-1', '2.5', 'abc']) expect(pointsInputError(bad, 14)).toBe('points');
  });
  it('a checkout is started again only when the type or the lines change', () => {
    const xl = { groupId: 'taille', group: { fr: 'Taille', en: '', ar: '' }, choiceId: 'xl' };
    const option = { ...xl, label: { fr: 'XL', en: '', ar: '' }, priceDelta: 300 };
    const lines = cartLines([
      { id: 'a', quantity: 2 },
      { id: 'b' },
      { id: 'b~taille.xl', productId: 'b', quantity: 1, options: [option] },
    ]);
    expect(lines).toEqual([
      { productId: 'a', quantity: 2, options: [] },
      { productId: 'b', quantity: 1, options: [] },
      { productId: 'b', quantity: 1, options: [{ groupId: 'taille', choiceId: 'xl' }] },
    ]);
    expect(checkoutSignature('delivery', lines)).not.toBe(checkoutSignature('delivery', lines.slice(0, 2)));
    expect(checkoutSignature('delivery', lines)).toBe(checkoutSignature('delivery', [...lines]));
    expect(checkoutSignature('on_site', lines)).not.toBe(checkoutSignature('delivery', lines));
  });
});

// Issue 26: a cart over an order's bounds is not sent; its problem is shown translated, as the server's would be.
describe('cartLimitProblem', () => {
  it('takes a cart of exactly the bounds', () => {
    expect(cartLimitProblem([{ quantity: MAX_LINE_QUANTITY }])).toBeUndefined();
    expect(cartLimitProblem([{ quantity: 40 }, { quantity: MAX_CART_QUANTITY - 40 }])).toBeUndefined();
  });
  it('names a line over its cap, then a cart over its total, in fr, en and ar', () => {
    const line = cartLimitProblem([{ quantity: 1 }, { quantity: MAX_LINE_QUANTITY + 1 }]);
    expect(line).toMatchObject({ code: 'cart.line_quantity', status: 400 });
    const total = cartLimitProblem([{ quantity: 60 }, { quantity: 41 }]);
    expect(total).toMatchObject({ code: 'cart.too_many_items', status: 400 });
    const texts = (['fr', 'en', 'ar'] as const).map((lng) => errorText(new ApiError(total!), lng));
    expect(texts[1]).toBe(`No more than ${MAX_CART_QUANTITY} items per order: please remove some.`);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).toContain(String(MAX_CART_QUANTITY));
    expect(errorText(new ApiError(line!), 'fr')).toBe(
      `Pas plus de ${MAX_LINE_QUANTITY} exemplaires d'un même article par commande.`,
    );
  });
});
