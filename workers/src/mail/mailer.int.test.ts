import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { processMailJob } from './process-mail';
import { createThreadedMailer } from './threaded-mailer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('mailer without SMTP (development outbox)', () => {
  it('writes each mail as an .eml file under the outbox folder, readable by any mail client', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const outboxDir = join(dataDir, 'outbox');
    const mailer = createMailer({ outboxDir });
    expect(mailer.description).toBe(`outbox:${outboxDir}`);
    const link = 'http://127.0.0.1:3000/authentication/verifyEmail/abc.def.ghi';
    const sent = await processMailJob(
      { kind: 'verify-email', userId: 'u1', language: 'ar', to: 'amina@example.dz', link, validHours: 24 },
      mailer,
      'e1',
    );
    await processMailJob(
      { kind: 'reset-password', userId: 'u1', language: 'en', to: 'amina@example.dz', link, validHours: 1 },
      mailer,
      'e2',
    );
    mailer.close();

    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect(sent.file).toBe(join(outboxDir, files[0]!));
    const mail = await PostalMime.parse(readFileSync(sent.file!));
    expect(mail.to?.[0]?.address).toBe('amina@example.dz');
    expect(mail.subject).toContain('تأكيد بريدك الإلكتروني');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('refuses a job that does not carry a valid address and link (BullMQ then retries and gives up)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const mailer = createMailer({ outboxDir: join(dataDir, 'outbox') });
    await expect(
      processMailJob(
        { kind: 'verify-email', userId: 'u1', language: 'fr', to: null, link: 'x', validHours: 24 },
        mailer,
        'e1',
      ),
    ).rejects.toThrow();
    mailer.close();
  });
});

describe('mailer on a thread of its own (the shop uses it)', () => {
  it('writes the mail it is handed to the outbox from its thread, and says where it went', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const outboxDir = join(dataDir, 'outbox');
    const mailer = createThreadedMailer({ outboxDir });
    expect(mailer.description).toBe(`outbox:${outboxDir}`);
    const link = 'http://127.0.0.1:3000/authentication/verifyEmail/abc.def.ghi';
    const [first, second] = await Promise.all([
      processMailJob(
        { kind: 'verify-email', userId: 'u1', language: 'ar', to: 'amina@example.dz', link, validHours: 24 },
        mailer,
        'e1',
      ),
      processMailJob(
        { kind: 'reset-password', userId: 'u2', language: 'en', to: 'karim@example.dz', link, validHours: 1 },
        mailer,
        'e2',
      ),
    ]);
    mailer.close();

    expect(readdirSync(outboxDir).sort()).toEqual(
      [first.file!, second.file!].map((file) => file.slice(outboxDir.length + 1)).sort(),
    );
    const mail = await PostalMime.parse(readFileSync(second.file!));
    expect(mail.to?.[0]?.address).toBe('karim@example.dz');
    expect(mail.messageId).toBe(second.messageId);
    expect(mail.text).toContain(link);
  });

  it('rejects a send that fails on its thread with the reason (BullMQ then retries the job)', async () => {
    const mailer = createThreadedMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: tmpdir() });
    expect(mailer.description).toBe('smtp://127.0.0.1:1');
    await expect(
      mailer.send({ id: 'e1', to: 'amina@example.dz', subject: 'x', text: 'x', html: '<p>x</p>' }),
    ).rejects.toThrow(/ECONNREFUSED/);
    mailer.close();
  });
});
