import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A stable Message-ID lets mail clients drop a duplicate of an at-least-once notification. */
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  /** True when no SMTP server is configured: mail goes to the outbox folder and the log. */
  readonly devMode: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      devMode: false,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    devMode: true,
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${Math.random().toString(36).slice(2, 8)}.json`,
      );
      const { attachments, ...rest } = message;
      await writeFile(
        file,
        JSON.stringify({ from: options.from, ...rest, attachments: attachments?.map((a) => a.filename) }, null, 2),
      );
      options.logger.info({ to: message.to, subject: message.subject, file }, 'dev mode: mail written to the outbox');
    },
  };
}

/**
 * The mailer a deployable's mail settings (`mailConfigShape`) ask for: SMTP at `SMTP_URL`, or without it dev mode,
 * writing to `DATA_DIR/outbox`, the folder every service of one data folder shares.
 */
export function mailerFromConfig(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  dataDir: string,
  logger: Logger,
): Mailer {
  return createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(dataDir, 'outbox'), logger });
}
