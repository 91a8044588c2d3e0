import { describe, expect, it } from 'vitest';
import { orderPlacedFixture, pricedLineFixture } from '@shop/contracts/orders/testing/fixtures';
import { renderOrderMail } from './render-order-mail';

const placed = orderPlacedFixture({
  type: 'delivery',
  lines: [
    pricedLineFixture({
      productId: 'p1',
      translations: { en: { name: 'Margherita pizza' }, ar: { name: 'بيتزا مارغريتا' } },
    }),
    pricedLineFixture({
      productId: 'p2',
      name: 'Cola',
      size: { value: 33, unit: 'cl' },
      unitPrice: 250,
      price: 250,
      quantity: 1,
      lineTotal: 250,
    }),
  ],
  promo: { code: 'ETE20', percentage: 20 },
  delivery: {
    recipient: 'Amina',
    phone: '0550123456',
    districtId: 'd1',
    districtName: 'Bir El Djir',
    districtTranslations: { ar: { name: 'بئر الجير' } },
  },
  deliveryPrice: 200,
  totals: { items: 1870, promoDiscount: 374, points: 100, delivery: 200, total: 1596 },
});
const link = 'https://oran-food.dz/myAccount/myOrders/o1';

describe('order confirmation mail', () => {
  it('lists the lines and every total in French, with the order number and the link', () => {
    const mail = renderOrderMail({ language: 'fr', name: 'Amina', number: '42', placed, link });
    expect(mail.subject).toBe('Oran Food : votre commande n° 42 est reçue');
    expect(mail.text).toContain('Bonjour Amina,');
    expect(mail.text).toContain('2 × Margherita (1 XL): \u20661 620 DA\u2069');
    expect(mail.text).toContain('Code promo ETE20 (−20 %): \u2066−374 DA\u2069');
    expect(mail.text).toContain('Points bonus utilisés: \u2066−100 DA\u2069');
    expect(mail.text).toContain('Livraison (Bir El Djir): \u2066200 DA\u2069');
    expect(mail.text).toContain('Total à payer: \u20661 596 DA\u2069');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('<span dir="ltr" style="white-space:nowrap">1 596 DA</span>');
  });

  it('writes Arabic right to left with amounts kept left to right; no delivery row on site', () => {
    const mail = renderOrderMail({
      language: 'ar',
      name: null,
      number: '7',
      placed: {
        ...placed,
        type: 'on_site',
        promo: null,
        deliveryPrice: 0,
        totals: { items: 1870, promoDiscount: 0, points: 0, delivery: 0, total: 1870 },
      },
      link,
    });
    expect(mail.subject).toBe('Oran Food: تم استلام طلبك رقم 7');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<span dir="ltr" style="white-space:nowrap">1 870 DA</span>');
    expect(mail.text).toContain('المجموع المستحق: \u20661 870 DA\u2069');
    expect(mail.text).not.toContain('التوصيل:');
    expect(mail.text).not.toContain('رمز الترويج');
  });

  it('names the products and the district in the customer’s language, French where the order kept none', () => {
    const ar = renderOrderMail({ language: 'ar', name: null, number: '7', placed, link });
    expect(ar.text).toContain('2 × بيتزا مارغريتا (1 XL)');
    expect(ar.text).toContain('1 × Cola (33 cl)');
    expect(ar.text).toContain('التوصيل (بئر الجير):');
    expect(ar.text).not.toContain('Margherita');
    expect(ar.html).toContain('بيتزا مارغريتا');
    const en = renderOrderMail({ language: 'en', name: null, number: '7', placed, link });
    expect(en.text).toContain('2 × Margherita pizza (1 XL)');
    expect(en.text).toContain('Delivery (Bir El Djir):');
  });

  it('shows the choices of a line in the customer’s language, French where a label has no translation', () => {
    const options = [
      {
        groupId: 'taille',
        group: { fr: 'Taille', en: 'Size', ar: 'الحجم' },
        choiceId: 'xl',
        label: { fr: 'XL', en: '', ar: '' },
        priceDelta: 300,
      },
      {
        groupId: 'extras',
        group: { fr: 'Suppléments', en: 'Extras', ar: 'إضافات' },
        choiceId: 'f',
        label: { fr: 'Fromage', en: 'Cheese', ar: 'جبن' },
        priceDelta: 100,
      },
      {
        groupId: 'extras',
        group: { fr: 'Suppléments', en: 'Extras', ar: 'إضافات' },
        choiceId: 'o',
        label: { fr: 'Œuf', en: 'Egg', ar: '' },
        priceDelta: 50,
      },
    ];
    const withOptions = { ...placed, lines: [{ ...placed.lines[0]!, translations: {}, options }] };
    const en = renderOrderMail({ language: 'en', name: 'Amina', number: '42', placed: withOptions, link });
    expect(en.text).toContain('2 × Margherita (1 XL) — Size: XL · Extras: Cheese, Egg: \u20661 620 DA\u2069');
    expect(en.html).toContain('Size: XL · Extras: Cheese, Egg');
    const fr = renderOrderMail({ language: 'fr', name: 'Amina', number: '42', placed: withOptions, link });
    expect(fr.text).toContain('2 × Margherita (1 XL) — Taille: XL · Suppléments: Fromage, Œuf');
    const ar = renderOrderMail({ language: 'ar', name: 'Amina', number: '42', placed: withOptions, link });
    expect(ar.text).toContain('الحجم: XL · إضافات: جبن, Œuf');
  });

  it('escapes names in the HTML', () => {
    const mail = renderOrderMail({
      language: 'en',
      name: '<b>x</b>',
      number: '1',
      placed: { ...placed, lines: [{ ...placed.lines[0]!, name: 'Fish & "Chips"', translations: {} }] },
      link,
    });
    expect(mail.html).toContain('Hello &lt;b&gt;x&lt;/b&gt;,');
    expect(mail.html).toContain('Fish &amp; &quot;Chips&quot;');
  });

  it('says the slot of a scheduled order in the shop time, and nothing for an order as soon as possible', () => {
    const scheduled = { ...placed, slot: '2025-03-04T11:30:00.000Z' }; // Tuesday 12:30 in Oran
    const fr = renderOrderMail({ language: 'fr', name: 'Amina', number: '42', placed: scheduled, link });
    expect(fr.text).toContain('Pour mardi 4 mars à 12:30');
    expect(fr.html).toContain('Pour mardi 4 mars à 12:30');
    const en = renderOrderMail({ language: 'en', name: 'Amina', number: '42', placed: scheduled, link });
    expect(en.text).toMatch(/For Tuesday,? 4 March,? (at )?12:30/);
    const ar = renderOrderMail({ language: 'ar', name: 'Amina', number: '42', placed: scheduled, link });
    expect(ar.text).toContain('12:30');
    expect(renderOrderMail({ language: 'fr', name: 'Amina', number: '42', placed, link }).text).not.toContain(
      'Pour ',
    );
  });
});
