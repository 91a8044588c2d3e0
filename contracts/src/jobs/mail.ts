import { z } from 'zod';
import { accountLanguage } from '../accounts/events';

// The `mail` BullMQ queue: the mail reactor (projections/src/reactors) adds, the workers send. Job id = the id
// of the event that asked for the mail, so a replayed event never sends it twice.
export const mailQueueName = 'mail';
export const mailKinds = ['verify-email', 'reset-password', 'sign-up-attempt'] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * How long the link of each kind is valid, from the moment of the event (spec §2, §9). A sign-up attempt's
 * link (to forgot-password) carries no token: its hours only say how late the mail is still worth sending.
 */
export const mailLinkValidHours: Record<MailKind, number> = {
  'verify-email': 24,
  'reset-password': 1,
  'sign-up-attempt': 24,
};

/** At most this many mails of each kind per recipient per hour: the requests beyond record nothing. */
export const mailsPerRecipientPerHour = 3;

export const mailJob = z.object({
  kind: z.enum(mailKinds),
  userId: z.string(),
  language: accountLanguage,
  to: z.string().email(),
  link: z.string().url(),
  validHours: z.number().positive(),
});
export type MailJob = z.infer<typeof mailJob>;

/** BullMQ's key prefix inside REDIS_PREFIX: `shop:` → keys `shop:bull:mail:…`. */
export const bullPrefix = (redisPrefix: string): string => `${redisPrefix}bull`;
