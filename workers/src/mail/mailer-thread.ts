// The thread of the threaded mailer (threaded-mailer.ts): builds each mail's MIME message and hands it to SMTP or
// writes it to the outbox with the one mailer (mailer.ts), so none of that runs on the shop's event loop. One message
// per mail, answered when it was sent or failed.
import { parentPort, workerData } from 'node:worker_threads';
import { createMailer, type MailerOptions, type OutgoingMail, type SentMail } from './mailer';

export type ToMailerThread = { id: number; mail: OutgoingMail } | { close: true };
export type FromMailerThread = { id: number; sent: SentMail } | { id: number; failed: string };

const port = parentPort!;
const mailer = createMailer(workerData as MailerOptions);

port.on('message', (message: ToMailerThread) => {
  if ('close' in message) {
    mailer.close();
    port.close();
    return;
  }
  mailer.send(message.mail).then(
    (sent) => port.postMessage({ id: message.id, sent } satisfies FromMailerThread),
    (error: unknown) =>
      port.postMessage({
        id: message.id,
        failed: error instanceof Error ? error.message : String(error),
      } satisfies FromMailerThread),
  );
});
