import { randomUUID } from 'node:crypto';
import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';
import { classroomCalc } from '../workspace-fixtures.ts';

/** What is bought: payments and plans, shared calculations and the acoustic model library. */
export const PURCHASE_ROUTES: Record<RouteKey, RoutePermission> = {
  'GET /api/model-library/list': { who: 'organization owner', plan: 'sponsor', sample: () => ({}) },
  'GET /api/payment/config': {
    who: 'public',
    note: 'which card processor takes payments and its publishable key',
    sample: () => ({}),
  },
  'POST /api/payment/create': {
    who: 'public',
    note: 'a share is bought without an account (the browser keeps an owner cookie); a plan needs the organization owner, model credits a sponsor’s',
    sample: () => ({
      body: {
        purpose: 'share',
        calc: JSON.stringify(classroomCalc()),
        message: 'Our hall',
        receiptEmail: 'ada@example.com',
        idempotencyKey: `share-${randomUUID()}`,
      },
    }),
  },
  'POST /api/payment/confirm': {
    who: 'public',
    tenant: 'user',
    note: 'an order is its buyer’s (account or browser cookie): anyone else’s answers 404',
    sample: (ids) => ({
      body: {
        paymentId: ids.paymentId,
        clientSecret: 'not-the-secret',
        card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
    }),
  },
  'POST /api/payment/authenticate': {
    who: 'public',
    tenant: 'user',
    note: 'an order is its buyer’s: anyone else’s answers 404',
    sample: (ids) => ({ body: { paymentId: ids.paymentId, clientSecret: 'not-the-secret', approve: true } }),
  },
  'POST /api/payment/subscription': {
    who: 'public',
    tenant: 'user',
    note: 'delivers the buyer’s own paid order; anyone else’s answers 404, an unpaid one 400',
    sample: (ids) => ({ body: { paymentId: ids.paymentId } }),
  },
  'GET /api/payment/subscription': {
    who: 'organization owner',
    note: 'the organization’s plan period (renewal date, cancel at period end) and its orders with receipts',
    sample: () => ({}),
  },
  'PUT /api/payment/subscription': {
    who: 'organization owner',
    note: 'cancels the plan at its period’s end or resumes it; without a paid period it answers 404',
    sample: () => ({ body: { cancelAtPeriodEnd: true } }),
  },
  'GET /api/payment/promo-code': { who: 'public', sample: () => ({ query: { q: 'NOSUCHCODE' } }) },
  'POST /api/wavelets/validate': {
    who: 'public',
    sample: () => ({ body: { calc: JSON.stringify(classroomCalc()), message: 'Our hall' } }),
  },
  'POST /api/wavelets': {
    who: 'public',
    tenant: 'user',
    note: 'a share is made from the buyer’s own paid order, or versioned by its owner',
    sample: (ids) => ({ body: { paymentId: ids.paymentId } }),
  },
  'GET /api/wavelets/s/:link': {
    who: 'public',
    note: 'a shared calculation is public to whoever has the link',
    sample: () => ({ params: { link: 'no-such-share-link-0123456789' } }),
  },
  'GET /api/wavelets/preview/:link/:version': {
    who: 'public',
    answer: 'image',
    note: 'the RT graph of a shared version as a PNG, for link previews in mail and chat',
    sample: () => ({ params: { link: 'no-such-share-link-0123456789', version: 1 } }),
  },
  'GET /api/wavelets/i/:id': {
    who: 'public',
    note: 'a share by its id answers its owner only (account or browser cookie); anyone else, like an unknown id, gets 404',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'GET /api/wavelets/s/:link/:version': {
    who: 'public',
    sample: () => ({ params: { link: 'no-such-share-link-0123456789', version: 1 } }),
  },
  'POST /api/model-library/create': {
    who: 'public',
    tenant: 'user',
    note: 'delivers the buyer’s own paid order of model credits; anyone else’s answers 404',
    sample: (ids) => ({ body: { paymentId: ids.paymentId } }),
  },
};
