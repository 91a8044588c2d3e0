import { isRtl, type MailJob } from '@shop/contracts';
import { brand, mailTexts } from './texts';

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of a job in the user's language: subject, a plain-text part and an HTML part (rtl in Arabic). */
export function renderMail(job: Pick<MailJob, 'kind' | 'language' | 'link'>): RenderedMail {
  const t = mailTexts[job.kind][job.language];
  const dir = isRtl(job.language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const text = [t.greeting, '', t.body, '', job.link, '', t.expiry, t.ignore, '', brand, ''].join('\n');
  const link = escapeHtml(job.link);
  const html = `<!doctype html>
<html lang="${job.language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px"><span dir="ltr">${brand}</span></p>
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#e63946;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.expiry)}</p>
<p style="color:#666;font-size:13px">${escapeHtml(t.ignore)}</p>
<p style="color:#666;font-size:12px;word-break:break-all" dir="ltr">${link}</p>
</div>
</body>
</html>
`;
  return { subject: t.subject, text, html };
}
