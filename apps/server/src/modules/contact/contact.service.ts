import type { ContactMessageBody } from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../lib/html.ts';
import { insertContactMessage, markContactMessageDelivered } from './contact.repo.ts';

/**
 * Keeps the message first (so nothing typed is lost), then e-mails it to the contact address.
 * A delivery failure is logged and leaves the message stored but undelivered.
 */
export async function submitContactMessage(
  context: AppContext,
  body: ContactMessageBody,
  ip: string,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  const hour = 60 * 60;
  await context.rateLimiter.hit(
    { name: 'contact', limit: context.config.rateLimitContactPerHour, windowSeconds: hour },
    ip,
  );
  const id = await insertContactMessage(context.database.db, { ...body, ip });
  try {
    await context.mailer.send({
      to: context.config.contactEmail,
      replyTo: body.email,
      subject: `Roomtone contact: ${body.name}`,
      text: `From: ${body.name} <${body.email}>\n\n${body.message}\n`,
      html: `<p>From: <strong>${escapeHtml(body.name)}</strong> &lt;${escapeHtml(body.email)}&gt;</p><p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>`,
    });
    await markContactMessageDelivered(context.database.db, id);
  } catch (error) {
    log.error({ err: error, contactMessageId: id }, 'contact message stored but not delivered');
  }
}
