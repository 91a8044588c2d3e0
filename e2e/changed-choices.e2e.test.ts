// A choice staff remove does not take the product out of the cart (issue 33, item 2): a cart line holding a choice
// the product no longer offers says which choice went, in the customer's language, and keeps the product: the
// customer keeps the line without that choice when the group's min allows it, or chooses again on the product page
// (which replaces that line, its quantity kept). In fr, en and ar.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language, OptionGroup, PricedOption } from '@shop/contracts';
import { eventually, formatDA, textOf } from './support/browser';
import { useShopAndBrowser } from './support/shop';

const e2e = useShopAndBrowser();

const PRODUCT_ID = 'burger-choix-retires';
const label = (fr: string, en: string, ar: string) => ({ fr, en, ar });
const sauce: OptionGroup = {
  id: 'sauce',
  label: label('Sauce', 'Sauce', 'الصلصة'),
  min: 1,
  max: 1,
  choices: [
    { id: 'harissa', label: label('Harissa', 'Harissa', 'هريسة'), priceDelta: 0 },
    { id: 'algerienne', label: label('Algérienne', 'Algerian', 'جزائرية'), priceDelta: 0 },
    { id: 'mayo', label: label('Mayonnaise', 'Mayonnaise', 'مايونيز'), priceDelta: 20 },
  ],
};
const extras: OptionGroup = {
  id: 'extras',
  label: label('Suppléments', 'Extras', 'إضافات'),
  min: 0,
  max: 2,
  choices: [
    { id: 'fromage', label: label('Fromage', 'Cheese', 'جبن'), priceDelta: 100 },
    { id: 'oeuf', label: label('Œuf', 'Egg', 'بيض'), priceDelta: 50 },
  ],
};
const PRICE = 900;
const details = {
  productId: PRODUCT_ID,
  name: 'Burger du chef',
  size: { value: 1, unit: 'pièce' },
  description: 'Un burger aux choix.',
  price: PRICE,
  sold: 0,
  translations: {},
};

const priced = (group: OptionGroup, choiceId: string): PricedOption => {
  const choice = group.choices.find((c) => c.id === choiceId)!;
  return {
    groupId: group.id,
    group: group.label,
    choiceId,
    label: choice.label,
    priceDelta: choice.priceDelta,
  };
};
/** A cart line as the product page stored it while the choices were all offered. */
const cartLine = (options: PricedOption[], quantity: number) => {
  const price = PRICE + options.reduce((sum, o) => sum + o.priceDelta, 0);
  const key = options
    .map((o) => `${o.groupId}.${o.choiceId}`)
    .sort()
    .join('+');
  return {
    id: `${PRODUCT_ID}~${key}`,
    productId: PRODUCT_ID,
    options,
    price,
    quantity,
    itemTotal: price * quantity,
    name: details.name,
    img: '/images/placeholder.svg',
    size: details.size,
  };
};

const TEXTS: Record<
  Language,
  {
    cart: RegExp;
    removed: (choice: string) => string;
    keepWithout: (choice: string) => string;
    chooseAgainToKeep: string;
    chooseAgain: string;
    update: string;
    note: string;
    lineTotal: string;
    total: string;
    sauceGroup: string;
    extrasGroup: string;
    labels: Record<string, string>;
  }
> = {
  fr: {
    cart: /^Panier, /,
    removed: (c) => `Retiré de la carte : ${c}`,
    keepWithout: (c) => `Garder sans ${c}`,
    chooseAgainToKeep: 'Choisissez à nouveau pour garder ce produit.',
    chooseAgain: 'Choisir à nouveau',
    update: 'Mettre à jour mon panier',
    lineTotal: 'Total de la ligne',
    total: 'Total',
    note: "Un choix de votre panier n'est plus proposé",
    sauceGroup: 'Sauce',
    extrasGroup: 'Suppléments',
    labels: {
      oeuf: 'Œuf',
      harissa: 'Harissa',
      mayo: 'Mayonnaise',
      fromage: 'Fromage',
      algerienne: 'Algérienne',
    },
  },
  en: {
    cart: /^Cart, /,
    removed: (c) => `No longer on the menu: ${c}`,
    keepWithout: (c) => `Keep it without ${c}`,
    chooseAgainToKeep: 'Choose again to keep this product.',
    chooseAgain: 'Choose again',
    update: 'Update my cart',
    lineTotal: 'Line total',
    total: 'Total',
    note: 'A choice in your cart is no longer offered',
    sauceGroup: 'Sauce',
    extrasGroup: 'Extras',
    labels: {
      oeuf: 'Egg',
      harissa: 'Harissa',
      mayo: 'Mayonnaise',
      fromage: 'Cheese',
      algerienne: 'Algerian',
    },
  },
  ar: {
    cart: /^السلة/,
    removed: (c) => `لم يعد في القائمة: ${c}`,
    keepWithout: (c) => `الإبقاء عليه بدون ${c}`,
    chooseAgainToKeep: 'اختر من جديد للاحتفاظ بهذا المنتج.',
    chooseAgain: 'اختر من جديد',
    update: 'تحديث سلتي',
    lineTotal: 'مجموع السطر',
    total: 'المجموع',
    note: 'أحد الاختيارات في سلتك لم يعد متوفرًا',
    sauceGroup: 'الصلصة',
    extrasGroup: 'إضافات',
    labels: { oeuf: 'بيض', harissa: 'هريسة', mayo: 'مايونيز', fromage: 'جبن', algerienne: 'جزائرية' },
  },
};

beforeAll(async () => {
  const categoryId = (await e2e.shop.categories())[0]!._id;
  await e2e.shop.handle({
    type: 'CreateProduct',
    data: {
      ...details,
      categoryId,
      img: '/images/placeholder.svg',
      active: true,
      optionGroups: [sauce, extras],
    },
  });
  // Staff then remove « Harissa » (the sauce is required) and « Œuf » (extras are optional).
  await e2e.shop.handle({
    type: 'UpdateProduct',
    data: {
      ...details,
      categoryId,
      optionGroups: [
        { ...sauce, choices: sauce.choices.filter((c) => c.id !== 'harissa') },
        { ...extras, choices: extras.choices.filter((c) => c.id !== 'oeuf') },
      ],
    },
  });
  await e2e.shop.shop.waitForProjections(15_000);
});

/** A customer in `lng` whose cart holds the two lines stored before staff removed the choices. */
async function customerWithCart(lng: Language): Promise<Page> {
  const { page, context } = await e2e.openPage();
  const cart = {
    items: [
      cartLine([priced(sauce, 'algerienne'), priced(extras, 'oeuf')], 1),
      cartLine([priced(sauce, 'harissa'), priced(extras, 'fromage')], 2),
    ],
    metadata: {},
  };
  await context.addInitScript(
    ([language, stored]) => {
      const storage = (
        globalThis as unknown as {
          localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
        }
      ).localStorage;
      if (storage.getItem('e2e-cart-set')) return; // once: later pages read what the shop stored
      storage.setItem('e2e-cart-set', '1');
      storage.setItem('selectedLanguage', language);
      storage.setItem('cart', stored);
    },
    [lng, JSON.stringify(cart)] as const,
  );
  return page;
}

describe('a choice staff removed keeps the product in the cart', () => {
  for (const lng of ['fr', 'en', 'ar'] as const) {
    it(`${lng}: the line names the choice that went; kept without it, or chosen again on the product page`, async () => {
      const tx = TEXTS[lng];
      const page = await customerWithCart(lng);
      try {
        await page.goto('/menu');
        await page.getByRole('button', { name: tx.cart }).click();
        const drawer = page.getByRole('dialog');
        const lines = drawer.getByRole('listitem');
        const lineTotal = (line: Locator) => textOf(line.getByRole('group', { name: tx.lineTotal }));
        await eventually(() => lines.count()).toBe(2);
        const withEgg = lines.filter({ hasText: tx.removed(tx.labels.oeuf!) });
        const withHarissa = lines.filter({ hasText: tx.removed(tx.labels.harissa!) });
        await withEgg.waitFor();
        await withHarissa.waitFor();
        await drawer.getByText(tx.note).waitFor();
        // Extras are optional: the line can be kept without « Œuf »; the sauce is required: only choosing again.
        expect(await withHarissa.getByText(tx.chooseAgainToKeep).count()).toBe(1);
        expect(
          await withHarissa.getByRole('button', { name: tx.keepWithout(tx.labels.harissa!) }).count(),
        ).toBe(0);

        await withEgg.getByRole('button', { name: tx.keepWithout(tx.labels.oeuf!) }).click();
        const kept = lines.filter({ hasText: `${tx.sauceGroup}: ${tx.labels.algerienne}` });
        await eventually(() => lineTotal(kept)).toBe(formatDA(PRICE));
        expect(await textOf(kept)).not.toContain(tx.labels.oeuf!);

        await withHarissa.getByRole('link', { name: tx.chooseAgain }).click();
        await page.waitForURL(
          (url) => url.pathname === `/menu/${PRODUCT_ID}` && url.searchParams.has('line'),
        );
        const sauces = page.getByRole('radiogroup', { name: tx.sauceGroup });
        const extrasBoxes = page.getByRole('group', { name: new RegExp(`^${tx.extrasGroup}`) });
        // The line's choices still offered are kept; the sauce is picked again.
        expect(
          await extrasBoxes.getByRole('checkbox', { name: new RegExp(tx.labels.fromage!) }).isChecked(),
        ).toBe(true);
        await sauces.getByText(tx.labels.mayo!, { exact: true }).click();
        await page.getByRole('button', { name: tx.update }).click();
        await page.waitForURL((url) => url.pathname === '/menu');

        await page.getByRole('button', { name: tx.cart }).click();
        await eventually(() => lines.count()).toBe(2);
        const chosenAgain = lines.filter({ hasText: `${tx.sauceGroup}: ${tx.labels.mayo}` });
        expect(await textOf(chosenAgain.getByRole('status'))).toBe('2');
        await eventually(() => lineTotal(chosenAgain)).toBe(formatDA((PRICE + 120) * 2));
        await eventually(() => textOf(drawer.getByRole('group', { name: tx.total, exact: true }))).toBe(
          formatDA(PRICE + (PRICE + 120) * 2),
        );
        expect(await drawer.getByText(tx.note).count()).toBe(0);
      } finally {
        await page.context().close();
      }
    });
  }
});
