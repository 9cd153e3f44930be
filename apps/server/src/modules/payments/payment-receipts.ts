import { findPlan, formatCents, PAYMENT_MESSAGES } from '@roomtone/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { FulfilmentResult } from './fulfilment.service.ts';
import type { OrderRow } from './payments.repo.ts';

/** What was bought, in words (the processor's description and the receipt's line). */
export function describeOrder(order: Pick<OrderRow, 'kind' | 'quantity' | 'planCode'>): string {
  if (order.kind === 'share') return 'Shared calculation link';
  if (order.kind === 'model-credits') {
    return `${order.quantity} acoustical model ${order.quantity === 1 ? 'credit' : 'credits'}`;
  }
  const plan = order.planCode === null ? undefined : findPlan(order.planCode);
  return plan ? `${plan.displayName} plan` : 'Plan';
}

function deliveryLines(result: FulfilmentResult, publicUrl: string): { text: string; html: string }[] {
  if (result.purpose === 'share') {
    const url = `${publicUrl}/public/rt/${result.link}/${result.version}`;
    return [
      {
        text: `Your shared calculation: ${url}`,
        html: `Your shared calculation: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
      },
      {
        text: 'Anyone with this link can view it. Updates from the browser you paid with, or your account, are free.',
        html: 'Anyone with this link can view it. Updates from the browser you paid with, or your account, are free.',
      },
    ];
  }
  if (result.purpose === 'model-credits') {
    return [
      { text: PAYMENT_MESSAGES.creditsAfterPayment, html: escapeHtml(PAYMENT_MESSAGES.creditsAfterPayment) },
    ];
  }
  const plan = findPlan(result.planCode);
  const text = `Your organization is now on the ${plan?.displayName ?? result.planCode} plan.`;
  return [{ text, html: escapeHtml(text) }];
}

/** The receipt mailed once an order is paid and delivered. */
export function receiptMail(
  order: OrderRow,
  result: FulfilmentResult,
  to: string,
  publicUrl: string,
): MailMessage {
  const item = describeOrder(order);
  const paidOn = (order.paidOn ?? new Date()).toISOString().slice(0, 10);
  const rows: [string, string][] = [
    ['Item', item],
    ['Price', formatCents(order.listAmountCents)],
  ];
  if (order.promoCode !== null) {
    rows.push([
      `Promo code ${order.promoCode}`,
      `−${formatCents(order.listAmountCents - order.amountCents)}`,
    ]);
  }
  rows.push(['Total paid', formatCents(order.amountCents)], ['Date', paidOn], ['Order', order.id]);
  const delivery = deliveryLines(result, publicUrl);
  const text = [
    'Thank you for your payment.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...delivery.map((line) => line.text),
    '',
    'Roomtone',
  ].join('\n');
  const html = [
    '<p>Thank you for your payment.</p>',
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...delivery.map((line) => `<p>${line.html}</p>`),
    '<p>Roomtone</p>',
  ].join('\n');
  return { to, subject: `Your Roomtone receipt: ${item}`, text, html };
}
