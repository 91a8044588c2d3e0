import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysWithPrefix } from '@shop/platform/testing/redis-keys';
import { createMailer, type OutgoingMail } from './mailer';
import { mailOnceKey, MAIL_ONCE_DAYS, sendOnce } from './send-once';
import { startMailCatcher, type MailCatcher } from './testing/mail-catcher';

const prefix = `test:${randomBytes(6).toString('hex')}:`;
let redis: Redis;
let smtp: MailCatcher;

beforeAll(async () => {
  redis = new Redis('redis://127.0.0.1:6379');
  smtp = await startMailCatcher();
});

afterAll(async () => {
  await smtp?.close();
  await deleteKeysWithPrefix(redis, prefix);
  await redis?.quit();
});

const mailTo = (to: string, id = `evt-${randomBytes(4).toString('hex')}`): OutgoingMail => ({
  id,
  to,
  subject: 'Votre commande',
  text: 'Merci',
  html: '<p>Merci</p>',
});
const overSmtp = (smtpUrl: string) =>
  sendOnce(createMailer({ smtpUrl, outboxDir: tmpdir() }), { redis, prefix });

describe('sendOnce: a mail once per id (the id of the event that asked for it)', () => {
  it('hands a mail of an id to SMTP once, records it sent, and answers "sent before" to a second send', async () => {
    const mailer = overSmtp(smtp.smtpUrl);
    const mail = mailTo('amina@example.dz');
    const first = await mailer.send(mail);
    expect(first.messageId).toBeTruthy();
    expect(first.notSentAgain).toBeUndefined();
    expect(await redis.get(mailOnceKey(prefix, mail.id))).toBe('sent');
    const ttl = await redis.ttl(mailOnceKey(prefix, mail.id));
    expect(ttl).toBeGreaterThan((MAIL_ONCE_DAYS - 1) * 24 * 3600);

    // Another process (a worker restarted after a kill) sends it again: nothing goes out.
    const again = await overSmtp(smtp.smtpUrl).send({ ...mail, subject: 'encore' });
    expect(again).toEqual({ notSentAgain: 'sent before' });
    expect(smtp.mailsTo('amina@example.dz')).toHaveLength(1);
    mailer.close();
  });

  it('sends two mails of two ids to one address (the once is per mail, not per recipient)', async () => {
    const mailer = overSmtp(smtp.smtpUrl);
    await mailer.send(mailTo('karim@example.dz'));
    await mailer.send(mailTo('karim@example.dz'));
    expect(smtp.mailsTo('karim@example.dz')).toHaveLength(2);
    mailer.close();
  });

  it('gives the id back when the send fails in this process, so the retry BullMQ makes sends it', async () => {
    const mail = mailTo('yacine@example.dz');
    const down = overSmtp('smtp://127.0.0.1:1');
    await expect(down.send(mail)).rejects.toThrow(/ECONNREFUSED/);
    expect(await redis.exists(mailOnceKey(prefix, mail.id))).toBe(0);
    down.close();

    const up = overSmtp(smtp.smtpUrl);
    expect((await up.send(mail)).notSentAgain).toBeUndefined();
    expect(smtp.mailsTo('yacine@example.dz')).toHaveLength(1);
    up.close();
  });

  it('sends one of two concurrent sends of an id (two workers running a job found stalled)', async () => {
    const mail = mailTo('lina@example.dz');
    const [a, b] = [overSmtp(smtp.smtpUrl), overSmtp(smtp.smtpUrl)];
    const answers = await Promise.all([a.send(mail), b.send(mail)]);
    expect(answers.filter((answer) => answer.notSentAgain)).toHaveLength(1);
    expect(smtp.mailsTo('lina@example.dz')).toHaveLength(1);
    a.close();
    b.close();
  });
});
