import { formatAmount, isRtl, type Language, type OrderEventOf } from '@shop/contracts';
import { ltr } from './format';
import { orderMailTexts } from './texts';

export type RenderedMail = { subject: string; text: string; html: string };

export type OrderMailInput = {
  language: Language;
  /** The customer's first name, or null. */
  name: string | null;
  /** The display number (orderID), or a short form of the id while the order has none. */
  number: string;
  placed: OrderEventOf<'OrderPlaced'>['data'];
  /** `${PUBLIC_URL}/myAccount/myOrders/{orderId}` */
  link: string;
};

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const amountHtml = (value: number, sign = '') =>
  `<span dir="ltr" style="white-space:nowrap">${sign}${escapeHtml(formatAmount(value))}</span>`;

/** The confirmation mail of a placed order in the customer's language: lines, totals in DA (always LTR), the link. */
export function renderOrderMail({ language, name, number, placed, link }: OrderMailInput): RenderedMail {
  const t = orderMailTexts[language];
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  const { totals, promo } = placed;
  const lines = placed.lines.map((l) => ({
    label: `${l.quantity} × ${l.name} (${l.size.value} ${l.size.unit})`,
    amount: l.lineTotal,
  }));
  const rows: { label: string; amount: number; sign?: string; strong?: boolean }[] = [
    { label: t.items, amount: totals.items },
    ...(promo && totals.promoDiscount > 0
      ? [{ label: t.promo(promo.code, promo.percentage), amount: totals.promoDiscount, sign: '−' }]
      : []),
    ...(totals.points > 0 ? [{ label: t.points, amount: totals.points, sign: '−' }] : []),
    ...(placed.type === 'delivery' ? [{ label: t.delivery, amount: totals.delivery }] : []),
    { label: t.total, amount: totals.total, strong: true },
  ];

  const text = [
    t.greeting(name),
    '',
    t.intro,
    '',
    `${t.type[placed.type]} · ${ltr(`#${number}`)}`,
    '',
    ...lines.map((l) => `${l.label}: ${ltr(formatAmount(l.amount))}`),
    '',
    ...rows.map((r) => `${r.label}: ${ltr(`${r.sign ?? ''}${formatAmount(r.amount)}`)}`),
    t.payment,
    '',
    `${t.button}: ${link}`,
    '',
    'Oran Food',
    '',
  ].join('\n');

  const cell = `padding:6px 0;border-bottom:1px solid #eee`;
  const tr = (label: string, amount: string, strong = false) =>
    `<tr${strong ? ' style="font-weight:bold;font-size:17px"' : ''}><td style="${cell};text-align:${align}">${escapeHtml(label)}</td><td style="${cell};text-align:${end}">${amount}</td></tr>`;
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject(number))}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px"><span dir="ltr">Oran Food</span></p>
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-weight:bold">${escapeHtml(t.type[placed.type])} · <span dir="ltr">#${escapeHtml(number)}</span></p>
<table role="presentation" style="width:100%;border-collapse:collapse">
${lines.map((l) => tr(l.label, amountHtml(l.amount))).join('\n')}
</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:12px">
${rows.map((r) => tr(r.label, amountHtml(r.amount, r.sign), r.strong)).join('\n')}
</table>
<p>${escapeHtml(t.payment)}</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#e63946;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="color:#666;font-size:12px;word-break:break-all" dir="ltr">${href}</p>
</div>
</body>
</html>
`;
  return { subject: t.subject(number), text, html };
}
