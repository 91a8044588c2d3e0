import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { processMailJob } from './process-mail';

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
    );
    await processMailJob(
      { kind: 'reset-password', userId: 'u1', language: 'en', to: 'amina@example.dz', link, validHours: 1 },
      mailer,
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
      ),
    ).rejects.toThrow();
    mailer.close();
  });
});
