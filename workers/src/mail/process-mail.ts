import { mailJob } from '@shop/contracts';
import type { Mailer, SentMail } from './mailer';
import { renderMail } from './render';

/**
 * One `mail` job: check its data, render it in the user's language, send it as the mail `mailId` (the job's id = the
 * id of the event that asked for it). A failure throws (BullMQ retries).
 */
export async function processMailJob(data: unknown, mailer: Mailer, mailId: string): Promise<SentMail> {
  const job = mailJob.parse(data);
  const rendered = renderMail(job);
  return mailer.send({ id: mailId, to: job.to, ...rendered });
}
