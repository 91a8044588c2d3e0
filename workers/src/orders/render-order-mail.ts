import { formatAmount, optionsText, SHOP_TIME_ZONE, textIn, type Language } from '@shop/contracts';
import type { RecordedOrderPlaced } from '@shop/contracts/orders/recorded-order-event';
import {
  button,
  directionOf,
  escapeHtml,
  linkLine,
  mailLayout,
  paragraph,
  type RenderedMail,
} from '../mail/layout';
import { brand } from '../mail/texts';
import { ltr } from './format';
import { orderMailTexts } from './texts';

export type { RenderedMail };

export type OrderMailInput = {
  language: Language;
  /** The customer's first name, or null. */
  name: string | null;
  /** The display number (orderID), or a short form of the id while the order has none. */
  number: string;
  /** As the read side gets it: the delivery details are not shown (they read null here). */
  placed: RecordedOrderPlaced['data'];
  /** `${PUBLIC_URL}/myAccount/myOrders/{orderId}` */
  link: string;
};

/** A slot's day and time in the shop's time zone (Africa/Algiers), e.g. `mardi 24 novembre à 12:30`. */
const slotWhen = (start: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(start));

const amountHtml = (value: number, sign = '') =>
  `<span dir="ltr" style="white-space:nowrap">${sign}${escapeHtml(formatAmount(value))}</span>`;

/** The confirmation mail of a placed order in the customer's language: lines, totals in DA (always LTR), the link. */
export function renderOrderMail({ language, name, number, placed, link }: OrderMailInput): RenderedMail {
  const t = orderMailTexts[language];
  const { start: align, end } = directionOf(language);
  const { totals, promo } = placed;
  const slot = placed.slot ? t.slot(slotWhen(placed.slot, t.locale)) : null;
  const { districtName, districtTranslations } = placed.delivery;
  const district =
    districtName === undefined
      ? null
      : textIn({ name: districtName, translations: districtTranslations }, 'name', language);
  const deliveryLabel = district ? `${t.delivery} (${district})` : t.delivery;
  const lines = placed.lines.map((l) => ({
    // The names the order kept in the customer's language (French where none was given).
    label: [
      `${l.quantity} × ${textIn(l, 'name', language)} (${l.size.value} ${l.size.unit})`,
      optionsText(l.options, language),
    ]
      .filter(Boolean)
      .join(' — '),
    amount: l.lineTotal,
  }));
  const rows: { label: string; amount: number; sign?: string; strong?: boolean }[] = [
    { label: t.items, amount: totals.items },
    ...(promo && totals.promoDiscount > 0
      ? [{ label: t.promo(promo.code, promo.percentage), amount: totals.promoDiscount, sign: '−' }]
      : []),
    ...(totals.points > 0 ? [{ label: t.points, amount: totals.points, sign: '−' }] : []),
    ...(placed.type === 'delivery' ? [{ label: deliveryLabel, amount: totals.delivery }] : []),
    { label: t.total, amount: totals.total, strong: true },
  ];

  const text = [
    t.greeting(name),
    '',
    t.intro,
    '',
    `${t.type[placed.type]} · ${ltr(`#${number}`)}`,
    ...(slot ? [slot] : []),
    '',
    ...lines.map((l) => `${l.label}: ${ltr(formatAmount(l.amount))}`),
    '',
    ...rows.map((r) => `${r.label}: ${ltr(`${r.sign ?? ''}${formatAmount(r.amount)}`)}`),
    t.payment,
    '',
    `${t.button}: ${link}`,
    '',
    brand,
    '',
  ].join('\n');

  const cell = `padding:6px 0;border-bottom:1px solid #eee`;
  const tr = (label: string, amount: string, strong = false) =>
    `<tr${strong ? ' style="font-weight:bold;font-size:17px"' : ''}><td style="${cell};text-align:${align}">${escapeHtml(label)}</td><td style="${cell};text-align:${end}">${amount}</td></tr>`;
  const html = mailLayout({
    language,
    title: t.subject(number),
    content: [
      paragraph(t.greeting(name)),
      paragraph(t.intro),
      `<p style="font-weight:bold">${escapeHtml(t.type[placed.type])} · <span dir="ltr">#${escapeHtml(number)}</span></p>`,
      ...(slot ? [paragraph(slot)] : []),
      `<table role="presentation" style="width:100%;border-collapse:collapse">`,
      ...lines.map((l) => tr(l.label, amountHtml(l.amount))),
      `</table>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:12px">`,
      ...rows.map((r) => tr(r.label, amountHtml(r.amount, r.sign), r.strong)),
      `</table>`,
      paragraph(t.payment),
      button(link, t.button),
      linkLine(link),
    ],
  });
  return { subject: t.subject(number), text, html };
}
