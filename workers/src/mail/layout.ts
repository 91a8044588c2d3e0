import escapeHtml from 'escape-html';
import { isRtl, type Language } from '@shop/contracts';
import { brand } from './texts';

export { escapeHtml };

export type RenderedMail = { subject: string; text: string; html: string };

/** The reading direction of a mail and the text-align of its start and end sides. */
export const directionOf = (language: Language) => {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  return { dir, start: dir === 'rtl' ? 'right' : 'left', end: dir === 'rtl' ? 'left' : 'right' } as const;
};

/** A paragraph of text (escaped). */
export const paragraph = (text: string, style?: string): string =>
  `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>`;

/** The call to action: a button to `href`. */
export const button = (href: string, label: string): string =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#e63946;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** The link spelled out under the button, for a client that shows no buttons. */
export const linkLine = (href: string): string =>
  `<p style="color:#666;font-size:12px;word-break:break-all" dir="ltr">${escapeHtml(href)}</p>`;

/**
 * The HTML shell of every mail of the shop: language and direction, the title, the brand, then `content` (already
 * HTML: built with the helpers above, every text escaped).
 */
export function mailLayout({
  language,
  title,
  content,
}: {
  language: Language;
  title: string;
  content: string[];
}): string {
  const { dir, start } = directionOf(language);
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;text-align:${start}">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px"><span dir="ltr">${brand}</span></p>
${content.join('\n')}
</div>
</body>
</html>
`;
}
