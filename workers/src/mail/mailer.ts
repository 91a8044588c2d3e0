import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** The mail's stable id: the id of the event that asked for it (its job id). send-once.ts sends an id once. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};
export type SentMail = {
  messageId?: string;
  /** The .eml file, in outbox mode. */
  file?: string;
  /** Not handed to SMTP now (send-once.ts): sent before under this id, or a process died while sending it. */
  notSentAgain?: 'sent before' | 'started before';
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<SentMail>;
  /** 'smtp://host:port' or 'outbox:<dir>', for the startup log. */
  readonly description: string;
  close(): void;
};

export type MailerOptions = {
  /** e.g. smtp://127.0.0.1:1025 or smtps://user:pass@host:465; without it, mails go to the outbox folder. */
  smtpUrl?: string;
  /** `${DATA_DIR}/outbox`: one .eml file per mail when there is no SMTP server (development). */
  outboxDir: string;
  from?: string;
};

export const defaultFrom = 'Oran Food <no-reply@oran-food.local>';

/** 'smtp://host:port' (no credentials) or 'outbox:<dir>': where the mailer of these options sends. */
export function mailerDescription({ smtpUrl, outboxDir }: MailerOptions): string {
  if (!smtpUrl) return `outbox:${outboxDir}`;
  const shown = new URL(smtpUrl);
  return `${shown.protocol}//${shown.host}`;
}

/** Sends over SMTP when configured, else writes each mail as an .eml file a developer can open. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, outboxDir, from = defaultFrom } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      description: mailerDescription(options),
      async send({ id: _id, ...mail }) {
        const info = await transport.sendMail({ from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Made once, not per mail (a mkdir per mail is a syscall per order); made again if someone removes it meanwhile.
  let outboxMade: Promise<unknown> | undefined;
  const writeToOutbox = async (file: string, message: Buffer) => {
    outboxMade ??= mkdir(outboxDir, { recursive: true });
    await outboxMade;
    try {
      await writeFile(file, message);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      outboxMade = mkdir(outboxDir, { recursive: true });
      await outboxMade;
      await writeFile(file, message);
    }
  };
  return {
    description: mailerDescription(options),
    async send({ id: _id, ...mail }) {
      const info = await transport.sendMail({ from, ...mail });
      // Sortable by time; the random part keeps two mails of one millisecond apart.
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeToOutbox(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
