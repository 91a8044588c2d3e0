import type { MailJob } from '@shop/contracts';
import { button, linkLine, mailLayout, paragraph, type RenderedMail } from './layout';
import { brand, mailTexts } from './texts';

export type { RenderedMail };

/** The mail of a job in the user's language: subject, a plain-text part and an HTML part (rtl in Arabic). */
export function renderMail(job: Pick<MailJob, 'kind' | 'language' | 'link'>): RenderedMail {
  const t = mailTexts[job.kind][job.language];
  const text = [t.greeting, '', t.body, '', job.link, '', t.expiry, t.ignore, '', brand, ''].join('\n');
  const html = mailLayout({
    language: job.language,
    title: t.subject,
    content: [
      paragraph(t.greeting),
      paragraph(t.body),
      button(job.link, t.button),
      paragraph(t.expiry),
      paragraph(t.ignore, 'color:#666;font-size:13px'),
      linkLine(job.link),
    ],
  });
  return { subject: t.subject, text, html };
}
