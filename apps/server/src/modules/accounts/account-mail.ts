import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../lib/html.ts';

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return `${body}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p><p style="color:#868e96">Roomtone</p>`;
}

/** The password reset mail with its one-hour, single-use link. */
export function resetPasswordMail(to: string, link: string): MailMessage {
  const paragraphs = [
    'Someone asked to reset the password of your Roomtone account.',
    'Open the link below within one hour to choose a new password. If it was not you, ignore this message: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Roomtone password',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(paragraphs, { href: link, label: 'Choose a new password' }),
  };
}

/** The verification mail. */
export function verificationMail(to: string, link: string): MailMessage {
  const paragraphs = [
    'Welcome to Roomtone.',
    'Open the link below to verify your e-mail address and finish setting up your account.',
  ];
  return {
    to,
    subject: 'Verify your Roomtone account',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(paragraphs, { href: link, label: 'Verify my account' }),
  };
}
