import type { Worker } from 'node:worker_threads';
import { startTypescriptWorker } from '@shop/platform/typescript-worker';
import { mailerDescription, type Mailer, type MailerOptions, type SentMail } from './mailer';
import type { FromMailerThread, ToMailerThread } from './mailer-thread';

/**
 * The mailer of mailer.ts on a thread of its own (docs/performance.md "Decisions"): the MIME build of each mail
 * (nodemailer), the SMTP conversation or the outbox file cost the shop's event loop ≈ 14 % of its time per order,
 * where the projections, reactors and pushes that show orders to staff run. Only the rendered mail (subject, text,
 * HTML) crosses. A failed send rejects with the thread's message (BullMQ retries the job). The thread holds the
 * process open only while a mail is in flight. A thread that dies unplanned (error, exit) fails the mails in flight
 * and is started anew by the next send; only `close()` makes sends refuse. `onThread` sees each thread started
 * (tests kill it from outside).
 */
export function createThreadedMailer(
  options: MailerOptions,
  onThread: (thread: Worker) => void = () => undefined,
): Mailer {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (sent: SentMail) => void; reject: (e: Error) => void }>();
  let thread: Worker | undefined;
  let closed = false;
  const start = (): Worker => {
    const worker = startTypescriptWorker(new URL('./mailer-thread.ts', import.meta.url), options);
    worker.unref();
    let dead = false;
    const failAll = (error: Error) => {
      if (dead) return;
      dead = true;
      if (thread === worker) thread = undefined;
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
    };
    worker.on('message', (answer: FromMailerThread) => {
      const w = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) worker.unref();
      if (!w) return;
      if ('failed' in answer) w.reject(new Error(answer.failed));
      else w.resolve(answer.sent);
    });
    worker.on('error', failAll);
    worker.once('exit', () => failAll(new Error('the mailer thread exited')));
    onThread(worker);
    return worker;
  };
  return {
    description: mailerDescription(options),
    send: (mail) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('the mailer is closed'));
        const worker = (thread ??= start());
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, mail } satisfies ToMailerThread);
      }),
    close: () => {
      if (closed) return;
      closed = true;
      thread?.postMessage({ close: true } satisfies ToMailerThread);
    },
  };
}
