// Issue 33 item 3: a product whose required option changes its price shows its lowest price as « à partir de … »
// (base + the cheapest choice of each required group, contracts' lowestPrice) on the menu card and on the TV board,
// in fr, en and ar, amounts written as everywhere else (`800 DA`, left to right); a product without options does not.
// The cards and boxes are found by the test ids the other menu and board tests use, their texts by what they say.
import { describe, expect, it } from 'vitest';
import type { Language } from '@shop/contracts';
import { eventually, formatDA, textOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

const BURGER = 'Burger du chef e2e';
const SCREEN_ID = 'salle-prix';
/** 700 DA + the cheapest bread (100 DA); the dearest goes to 1 050 DA. */
const LOWEST = 800;
const FROM: Record<Language, (price: string) => string> = {
  fr: (price) => `à partir de ${price}`,
  en: (price) => `from ${price}`,
  ar: (price) => `ابتداءً من ${price}`,
};

describe('prices with options say "from"', () => {
  it(
    'the menu card and the TV board show « à partir de 800 DA » in fr, en and ar',
    { timeout: 120_000 },
    async () => {
      const [plain] = (await e2e.shop.products({ limit: 1 })).data;
      if (!plain) throw new Error('the seeded menu has no product');
      await e2e.shop.handle({
        type: 'CreateProduct',
        data: {
          productId: 'e2e-burger-from',
          name: BURGER,
          size: { value: 1, unit: 'pièce' },
          description: 'Trois pains au choix.',
          price: 700,
          sold: 0,
          categoryId: plain.category._id,
          img: '/images/placeholder.svg',
          active: true,
          optionGroups: [
            {
              id: 'pain',
              label: { fr: 'Pain', en: 'Bread', ar: '' },
              min: 1,
              max: 1,
              choices: [
                { id: 'brioche', label: { fr: 'Brioche', en: '', ar: '' }, priceDelta: 350 },
                { id: 'classique', label: { fr: 'Classique', en: '', ar: '' }, priceDelta: 100 },
                { id: 'complet', label: { fr: 'Complet', en: '', ar: '' }, priceDelta: 200 },
              ],
            },
            {
              id: 'extras',
              label: { fr: 'Suppléments', en: 'Extras', ar: '' },
              min: 0,
              max: 2,
              choices: [{ id: 'fromage', label: { fr: 'Fromage', en: '', ar: '' }, priceDelta: 100 }],
            },
          ],
        },
      });
      await e2e.shop.handle({
        type: 'SetScreenContent',
        data: {
          screenId: SCREEN_ID,
          title: 'Le menu',
          topText: '',
          boxes: {
            '1.1': { kind: 'product', id: 'e2e-burger-from' },
            '1.2': { kind: 'product', id: plain._id },
            '2.1': { kind: 'category', id: plain.category._id },
            '2.2': null,
          },
        },
      });
      await e2e.shop.shop.waitForProjections(15_000);

      const { context, page, errors } = await e2e.openPage();
      try {
        for (const lng of ['fr', 'en', 'ar'] as const) {
          // The menu, newest first: the burger's card, and a product without options next to it.
          await page.goto(`/menu?lng=${lng}`);
          const card = page.getByRole('article', { name: BURGER });
          await eventually(() => textOf(card.getByText(FROM[lng]('').trim()))).toBe(
            FROM[lng](formatDA(LOWEST)),
          );
          // The demo product by its name in the page's language (every demo item has three).
          const plainName = lng === 'fr' ? plain.name : (plain.translations[lng]?.name ?? plain.name);
          const plainCard = page.getByRole('article', { name: plainName, exact: true });
          expect(await textOf(plainCard)).toContain(formatDA(plain.finalPrice));
          expect(await textOf(plainCard)).not.toContain(FROM[lng]('').trim());

          // The TV board: the burger's box, the category's line of the burger; the plain product has no "from".
          await page.goto(`/screen/${SCREEN_ID}?lng=${lng}`);
          const burgerBox = page.getByRole('region', { name: BURGER });
          await eventually(() => textOf(burgerBox.getByText(FROM[lng]('').trim()))).toBe(
            FROM[lng](formatDA(LOWEST)),
          );
          // The category's box lists its products, the burger among them.
          const line = page.getByRole('listitem').filter({ hasText: BURGER });
          expect(await textOf(line.getByText(FROM[lng]('').trim()))).toBe(FROM[lng](formatDA(LOWEST)));
          const plainBox = page.getByRole('region', { name: plainName, exact: true });
          expect(await textOf(plainBox)).toContain(formatDA(plain.finalPrice));
          expect(await textOf(plainBox)).not.toContain(FROM[lng]('').trim());
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
