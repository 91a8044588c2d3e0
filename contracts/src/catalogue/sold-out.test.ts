import { describe, expect, it } from 'vitest';
import { errorMessages } from '../error-messages';
import { languages } from '../languages';
import { choiceSoldOut, lineSoldOut, nextShopTime, productSoldOut, withProductName } from './sold-out';

describe('sold out', () => {
  it('cart.sold_out names the product in fr, en and ar (French when its name in that language is missing)', () => {
    const errors = { productId: 'p', 'product.fr': 'Burger (Fromage)', 'product.en': 'Beef burger (Cheese)' };
    const texts = Object.fromEntries(
      languages.map((l) => [l, withProductName(errorMessages['cart.sold_out'][l], l, errors)]),
    );
    expect(texts).toEqual({
      fr: 'Burger (Fromage) est épuisé pour le moment : retirez-le de votre panier pour commander.',
      en: 'Beef burger (Cheese) is sold out for now: remove it from your cart to order.',
      ar: 'Burger (Fromage) نفد حاليًا: أزله من سلتك لتتمكن من الطلب.',
    });
    // Another code's text is left as it is.
    expect(withProductName(errorMessages['cart.empty'].en, 'en', errors)).toBe('Your cart is empty!');
  });

  it('a mark holds until its end; none, or one whose end passed, does not', () => {
    const now = '2025-01-01T12:00:00.000Z';
    const view = {
      soldOut: { until: '2025-01-01T22:00:00.000Z', at: now },
      soldOutChoices: {
        cheese: { until: null, at: now },
        egg: { until: '2025-01-01T11:00:00.000Z', at: now },
      },
    };
    expect(productSoldOut(view, now)).toBe(true);
    expect(productSoldOut(view, '2025-01-01T22:00:00.000Z')).toBe(false);
    expect(choiceSoldOut(view, 'cheese', now)).toBe(true);
    expect(choiceSoldOut(view, 'egg', now)).toBe(false);
    expect(lineSoldOut({}, ['cheese'], now)).toBe(false);
    expect(lineSoldOut({ soldOutChoices: view.soldOutChoices }, ['egg', 'cheese'], now)).toBe(true);
  });

  it('"until a time" is the next time the shop\'s clock (Africa/Algiers) reads it', () => {
    // 12:00 UTC is 13:00 in Algiers.
    const now = new Date('2025-01-01T12:00:30.000Z');
    expect(nextShopTime('15:30', now)).toBe('2025-01-01T14:30:00.000Z');
    expect(nextShopTime('13:00', now)).toBe('2025-01-02T12:00:00.000Z');
    expect(nextShopTime('00:30', now)).toBe('2025-01-01T23:30:00.000Z');
  });
});
