import type { ContactMessageBody } from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import { insertContactMessage, markContactMessageDelivered } from './contact.repo.ts';

const HOUR = 60 * 60;

/** Messages per sender e-mail address, whatever the client address (see docs/security.md). */
export const CONTACT_BY_SENDER: RateLimitRule = { name: 'contact-sender', limit: 10, windowSeconds: HOUR };

/**
 * Keeps the message first (so nothing typed is lost), then e-mails it to the contact address.
 * A delivery failure is logged and leaves the message stored but undelivered. Without SMTP the
 * log says which outbox file holds the message.
 */
export async function submitContactMessage(
  context: AppContext,
  body: ContactMessageBody,
  ip: string,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<void> {
  await context.rateLimiter.hit(
    { name: 'contact', limit: context.config.rateLimitContactPerHour, windowSeconds: HOUR },
    ip,
  );
  await context.rateLimiter.hit(CONTACT_BY_SENDER, body.email);
  const id = await insertContactMessage(context.database.db, { ...body, ip });
  try {
    const receipt = await context.mailer.send({
      to: context.config.contactEmail,
      replyTo: body.email,
      subject: `Roomtone contact: ${body.name}`,
      text: `From: ${body.name} <${body.email}>\n\n${body.message}\n`,
      html: `<p>From: <strong>${escapeHtml(body.name)}</strong> &lt;${escapeHtml(body.email)}&gt;</p><p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>`,
    });
    await markContactMessageDelivered(context.database.db, id);
    if (receipt.transport === 'outbox')
      log.info({ path: receipt.path, contactMessageId: id }, 'contact message written to the outbox');
  } catch (error) {
    log.error({ err: error, contactMessageId: id }, 'contact message stored but not delivered');
  }
}
