import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string };

/**
 * With `SMTP_URL`, delivers through that server; without it, writes each message as an .eml
 * file into the outbox folder so a local user can still open a link that was mailed.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message: MailMessage) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { transport: 'smtp', messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = resolve(options.outboxDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const path = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(path, info.message as Buffer);
      return { transport: 'outbox', path };
    },
    close: () => transport.close(),
  };
}
