// A real local SMTP server (smtp-server on a free port) that keeps every message the shop sends, decoded with
// postal-mime (quoted-printable/base64, charsets): pass `smtpUrl` to the shop as SMTP_URL, or to createMailer.
// Shared by the workers' int tests and the e2e files.
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html: string;
};

export type MailCatcher = {
  smtpUrl: string;
  /** Every mail received so far, in order. */
  received: ReceivedMail[];
  /** The mails received so far to `address`, in order. */
  mailsTo(address: string): ReceivedMail[];
  /** Resolves with the first mail (already received or to come) to `address` that matches; rejects after the timeout. */
  waitForMail(
    address: string,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startMailCatcher(): Promise<MailCatcher> {
  const received: ReceivedMail[] = [];
  const events = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            const got: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
            };
            received.push(got);
            events.emit('mail', got);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const waitForMail: MailCatcher['waitForMail'] = (address, match = () => true, timeoutMs = 30_000) => {
    const wanted = (mail: ReceivedMail) => mail.to.includes(address.toLowerCase()) && match(mail);
    const already = received.find(wanted);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const onMail = (mail: ReceivedMail) => {
        if (!wanted(mail)) return;
        clearTimeout(timer);
        events.off('mail', onMail);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        events.off('mail', onMail);
        reject(
          new Error(
            `no mail to ${address} within ${timeoutMs} ms (received: ${received.map((m) => `${m.to.join(',')} «${m.subject}»`).join('; ') || 'none'})`,
          ),
        );
      }, timeoutMs);
      events.on('mail', onMail);
    });
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of the mail's text part that points at `pathPrefix` (e.g. '/authentication/verifyEmail/'). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  for (const candidate of `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
    const url = new URL(candidate.replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in the mail «${mail.subject}»:\n${mail.text}`);
}
