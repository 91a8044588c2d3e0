// Mail end to end over real I/O: an account event in the SQLite store (through the personal-data wrapper) →
// the mail reactor → a BullMQ job in Redis → the worker → nodemailer → a real local SMTP server.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, MailJob } from '@shop/contracts';
import { createSessionTokens } from '@shop/platform/auth/session';
import { dumpKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import type { EventStore } from '@shop/platform/eventstore/port';
import type { KeyStore } from '@shop/platform/keys/index';
import { appendAccountEvent, registerUser } from '@shop/projections/accounts/testing';
import {
  createMailQueue,
  createMailReactor,
  mailReactorCheckpointKey,
  type MailReactor,
} from '@shop/projections/reactors/index';
import { createIntFixture, type IntFixture } from '../testing/int-fixture';
import { createWorkers, type Workers } from '@shop/workers/create-workers';
import { createMailer } from '@shop/workers/mail/mailer';
import { startMailCatcher, type MailCatcher } from '@shop/workers/mail/testing/mail-catcher';

let fx: IntFixture;
let keys: KeyStore;
let store: EventStore;
let smtp: MailCatcher;
let queue: Queue<MailJob>;
let reactor: MailReactor;
let workers: Workers;
const sessions = createSessionTokens('m'.repeat(40));
const publicUrl = 'http://shop.test:3000';

const startReactor = async () => {
  reactor = createMailReactor({
    store,
    redis: fx.redis,
    prefix: fx.prefix,
    queue,
    tokens: sessions,
    publicUrl,
    logger: fx.logger,
  });
  await reactor.start();
};
/** A sign-up (UserRegistered) in the store, as the accounts decider appends it. */
const signUp = (userId: string, name: string, lastName: string, email: string, language?: Language) =>
  registerUser(store, { userId, name, lastName, email, language });
/** Waits until `to` has received `count` mails in all. */
const mailsArrive = (to: string, count: number) =>
  expect.poll(() => smtp.mailsTo(to).length, { timeout: 10_000 }).toBe(count);
const linkIn = (text: string) => text.match(/http:\/\/shop\.test:3000\/authentication\/\w+\/\S+/)?.[0];
/** Every job of the queue has run (nothing waiting, delayed or active). */
const queueDrained = async () => {
  const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
  return Object.values(counts).every((n) => n === 0);
};

beforeAll(async () => {
  fx = await createIntFixture();
  ({ keys, store } = fx.personalData());
  smtp = await startMailCatcher();
  queue = createMailQueue(fx.redis, fx.prefix);
  workers = createWorkers({
    connection: fx.redis,
    prefix: fx.prefix,
    mailer: createMailer({ smtpUrl: smtp.smtpUrl, outboxDir: join(fx.dataDir, 'outbox') }),
    logger: fx.logger,
  });
  await workers.ready;
  await startReactor();
});

afterAll(async () => {
  await reactor.stop();
  await workers.close();
  await queue.close();
  await smtp.close();
  await fx.close();
});

describe('mail through the reactor, BullMQ and SMTP', () => {
  it('sends the verification mail of a sign-up with a link whose token verifies the user', async () => {
    await signUp('u-1', 'Amina', 'Benali', 'amina@example.dz', 'fr');
    await mailsArrive('amina@example.dz', 1);
    const [mail] = smtp.mailsTo('amina@example.dz');
    expect(mail!.subject).toBe('Oran Food : confirmez votre adresse e-mail');
    expect(mail!.text).toContain('Ce lien est valable 24 heures.');
    const link = linkIn(mail!.text)!;
    expect(link).toMatch(/^http:\/\/shop\.test:3000\/authentication\/verifyEmail\//);
    expect(mail!.html).toContain(`href="${link}"`);
    const token = decodeURIComponent(link.split('/').pop()!);
    expect(await sessions.verifyPurposeToken(token, 'verify-email')).toEqual({ userId: 'u-1', extra: {} });
    await expect(sessions.verifyPurposeToken(token, 'reset-password')).rejects.toThrow();
  });

  it('sends the reset mail in the language of the request, with a link bound to the request', async () => {
    await appendAccountEvent(store, {
      type: 'PasswordResetRequested',
      data: { userId: 'u-1', requestId: 'req-7', at: new Date().toISOString(), language: 'ar' },
    });
    await mailsArrive('amina@example.dz', 2);
    const mail = smtp.mailsTo('amina@example.dz')[1]!;
    expect(mail.subject).toContain('إعادة تعيين كلمة المرور');
    expect(mail.html).toContain('dir="rtl"');
    const token = decodeURIComponent(linkIn(mail.text)!.split('/').pop()!);
    expect(await sessions.verifyPurposeToken(token, 'reset-password')).toEqual({
      userId: 'u-1',
      extra: { requestId: 'req-7' },
    });
  });

  it("tells the owner of an address someone tried to sign up with, in the owner's language, linking to forgot-password", async () => {
    await appendAccountEvent(store, {
      type: 'SignUpAttempted',
      data: { userId: 'u-1', at: new Date().toISOString(), language: 'fr' },
    });
    await mailsArrive('amina@example.dz', 3);
    const mail = smtp.mailsTo('amina@example.dz')[2]!;
    expect(mail.subject).toBe("Oran Food : tentative d'inscription avec votre adresse");
    expect(mail.text).toContain('Vous avez déjà un compte');
    expect(mail.text).toContain(`${publicUrl}/authentication/forgotPassword`);
    expect(mail.html).toContain(`href="${publicUrl}/authentication/forgotPassword"`);
  });

  it('sends nothing twice when the reactor replays the log from the start', async () => {
    await reactor.waitForIdle();
    await expect.poll(queueDrained).toBe(true);
    const before = smtp.received.length;
    await reactor.stop();
    await fx.redis.del(mailReactorCheckpointKey(fx.prefix));
    await startReactor();
    await reactor.waitForIdle();
    // A fresh event after the replay: once its mail is in, any duplicate of the replay would be too.
    await signUp('u-2', 'Karim', 'Haddad', 'karim@example.dz', 'en');
    await mailsArrive('karim@example.dz', 1);
    await expect.poll(queueDrained).toBe(true);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.mailsTo('karim@example.dz')[0]!.subject).toBe('Oran Food: confirm your e-mail address');
  });

  it('mails nobody for an account erased before the reactor got to it, and keeps no address in Redis', async () => {
    await reactor.stop();
    await signUp('u-3', 'Yacine', 'Khelifi', 'yacine@example.dz');
    await appendAccountEvent(store, {
      type: 'AccountDeleted',
      data: { userId: 'u-3', by: 'u-3', at: new Date().toISOString() },
    });
    await keys.destroy('u-3');
    await startReactor();
    await reactor.waitForIdle();
    await signUp('u-4', 'Nadia', 'Mansouri', 'nadia@example.dz');
    await mailsArrive('nadia@example.dz', 1);
    expect(smtp.mailsTo('yacine@example.dz')).toEqual([]);

    // Finished jobs are redacted: no address or link stays in the queue's keys.
    await expect
      .poll(() => dumpKeysWithPrefix(fx.redis, fx.prefix))
      .not.toMatch(/@example\.dz|authentication\//);
  });

  it('sends no verification mail to an address already verified, and sends it again on request', async () => {
    // A pre-verified sign-up (the first admin) appends both events in one append, as the user decider does.
    const at = new Date().toISOString();
    await store.append(
      'user-u-7',
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId: 'u-7',
            email: 'admin@example.dz',
            name: 'Admin',
            lastName: 'Oran',
            passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
            role: 'admin',
            language: 'fr',
            registeredAt: at,
          },
          metadata: { correlationId: 'c-7' },
        },
        {
          id: randomUUID(),
          type: 'EmailVerified',
          data: { userId: 'u-7', at },
          metadata: { correlationId: 'c-7' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await signUp('u-8', 'Rania', 'Bouzid', 'rania@example.dz', 'en');
    await mailsArrive('rania@example.dz', 1);
    await appendAccountEvent(store, {
      type: 'EmailVerificationRequested',
      data: { userId: 'u-8', at: new Date().toISOString(), language: 'fr' },
    });
    await mailsArrive('rania@example.dz', 2);
    expect(smtp.mailsTo('rania@example.dz')[1]!.subject).toBe('Oran Food : confirmez votre adresse e-mail');
    await reactor.waitForIdle();
    await expect.poll(queueDrained).toBe(true);
    expect(smtp.mailsTo('admin@example.dz')).toEqual([]);
  });

  it('keeps the job id of the event, so adding the same event again adds nothing', async () => {
    const id = randomUUID();
    await registerUser(
      store,
      { userId: 'u-5', name: 'Samir', lastName: 'Saidi', email: 'samir@example.dz' },
      new Date().toISOString(),
      id,
    );
    await mailsArrive('samir@example.dz', 1);
    expect((await queue.getJob(id))?.id).toBe(id);
    const job: MailJob = {
      kind: 'verify-email',
      userId: 'u-5',
      language: 'fr',
      to: 'samir@example.dz',
      link: `${publicUrl}/x`,
      validHours: 24,
    };
    await queue.add('verify-email', job, { jobId: id });
    await signUp('u-6', 'Lina', 'Amrani', 'lina@example.dz');
    await mailsArrive('lina@example.dz', 1);
    await expect.poll(queueDrained).toBe(true);
    expect(smtp.mailsTo('samir@example.dz')).toHaveLength(1);
  });
});
