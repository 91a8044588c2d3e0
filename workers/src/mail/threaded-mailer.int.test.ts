import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createThreadedMailer } from './threaded-mailer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const mail = (id: string) => ({ id, to: 'amina@example.dz', subject: 'x', text: 'x', html: '<p>x</p>' });

describe('threaded mailer after its thread died', () => {
  it('starts a new thread on the next send, and refuses only after close()', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const threads: Worker[] = [];
    const mailer = createThreadedMailer({ outboxDir: join(dataDir, 'outbox') }, (t) => threads.push(t));
    expect((await mailer.send(mail('e1'))).file).toBeTruthy();

    // Killed from outside (an uncaught error, an out-of-memory in the thread ends it the same way).
    await threads[0]!.terminate();
    expect((await mailer.send(mail('e2'))).file).toBeTruthy();
    expect(threads).toHaveLength(2);

    mailer.close();
    await expect(mailer.send(mail('e3'))).rejects.toThrow(/closed/);
  });

  it('fails the mail in flight when its thread dies, then sends the retry', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const threads: Worker[] = [];
    const mailer = createThreadedMailer({ outboxDir: join(dataDir, 'outbox') }, (t) => threads.push(t));
    const inFlight = mailer.send(mail('e1'));
    void threads[0]!.terminate();
    await expect(inFlight).rejects.toThrow(/exited/);
    expect((await mailer.send(mail('e1'))).file).toBeTruthy();
    mailer.close();
  });
});
