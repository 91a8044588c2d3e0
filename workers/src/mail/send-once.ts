import type { Redis } from 'ioredis';
import type { Mailer } from './mailer';

/** How long a mail's id is remembered: longer than BullMQ keeps a job and retries it (30 days). */
export const MAIL_ONCE_DAYS = 45;

/** `{p}mail:once:<mail id>`: `sending` while the SMTP dialogue of that mail runs, `sent` once the server took it. */
export const mailOnceKey = (prefix: string, mailId: string): string => `${prefix}mail:once:${mailId}`;

/**
 * The mailer every mail goes through (docs/event-log.md "Reactions happen once, ever"): a mail is handed to SMTP
 * once per id (the id of the event that asked for it), whatever BullMQ runs again after a killed worker. One
 * `SET … sending EX NX GET` claims the id before the send; `sent` is recorded once the SMTP server answered 250.
 * A claim already there answers `notSentAgain` without sending: `sent before`, or `started before` (a send still
 * running elsewhere, or one whose process died during the SMTP dialogue: its outcome is unknown, so it is not sent
 * again: at most once). A send that fails in this process gives the id back, so BullMQ's retry sends it.
 */
export function sendOnce(mailer: Mailer, deps: { redis: Redis; prefix: string }): Mailer {
  const { redis, prefix } = deps;
  const ttl = MAIL_ONCE_DAYS * 24 * 3600;
  return {
    description: mailer.description,
    close: () => mailer.close(),
    async send(mail) {
      const key = mailOnceKey(prefix, mail.id);
      const before = await redis.set(key, 'sending', 'EX', ttl, 'NX', 'GET');
      if (before !== null) return { notSentAgain: before === 'sent' ? 'sent before' : 'started before' };
      let sent;
      try {
        sent = await mailer.send(mail);
      } catch (error) {
        await redis.del(key);
        throw error;
      }
      await redis.set(key, 'sent', 'EX', ttl);
      return sent;
    },
  };
}
