import type { Language, OrderType } from '@shop/contracts';

// The words of the order confirmation mail, per language (fr is the shop's default; ar is written right to left).
export type OrderMailTexts = {
  subject: (number: string) => string;
  greeting: (name: string | null) => string;
  intro: string;
  type: Record<OrderType, string>;
  /** A scheduled order: its slot, written by `slotWhen`. */
  slot: (when: string) => string;
  /** The locale the slot's day and time are written in (Latin digits in Arabic too, like the amounts). */
  locale: string;
  items: string;
  promo: (code: string, percentage: number) => string;
  points: string;
  delivery: string;
  total: string;
  payment: string;
  button: string;
};

export const orderMailTexts: Record<Language, OrderMailTexts> = {
  fr: {
    subject: (n) => `Oran Food : votre commande n° ${n} est reçue`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Merci pour votre commande. Nous la préparons dès sa confirmation ; suivez chaque étape en ligne.',
    type: { delivery: 'Livraison', on_site: 'Sur place' },
    slot: (when) => `Pour ${when}`,
    locale: 'fr-FR',
    items: 'Articles',
    promo: (code, pct) => `Code promo ${code} (−${pct} %)`,
    points: 'Points bonus utilisés',
    delivery: 'Livraison',
    total: 'Total à payer',
    payment: 'Paiement à la livraison.',
    button: 'Suivre ma commande',
  },
  en: {
    subject: (n) => `Oran Food: your order #${n} is received`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Thank you for your order. We prepare it as soon as it is confirmed; follow each step online.',
    type: { delivery: 'Delivery', on_site: 'On site' },
    slot: (when) => `For ${when}`,
    locale: 'en-GB',
    items: 'Items',
    promo: (code, pct) => `Promo code ${code} (−${pct}%)`,
    points: 'Bonus points used',
    delivery: 'Delivery',
    total: 'Total to pay',
    payment: 'Payment on delivery.',
    button: 'Follow my order',
  },
  ar: {
    subject: (n) => `Oran Food: تم استلام طلبك رقم ${n}`,
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: 'شكرًا على طلبك. نبدأ تحضيره فور تأكيده؛ تابع كل مرحلة عبر الإنترنت.',
    type: { delivery: 'توصيل', on_site: 'في المطعم' },
    slot: (when) => `لـ ${when}`,
    locale: 'ar-DZ-u-nu-latn',
    items: 'المنتجات',
    promo: (code, pct) => `رمز الترويج ${code} (−${pct}%)`,
    points: 'نقاط المكافأة المستخدمة',
    delivery: 'التوصيل',
    total: 'المجموع المستحق',
    payment: 'الدفع عند الاستلام.',
    button: 'تتبع طلبي',
  },
};
