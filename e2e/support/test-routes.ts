import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../apps/server/src/context.ts';
import {
  PlanChangeError,
  setOrganizationPlan,
} from '../../apps/server/src/modules/organizations/organizations.service.ts';
import { runPromoCreate } from '../../apps/server/src/modules/payments/promo-create-command.ts';

const PlanBodySchema = z.object({ org: z.string().min(1), plan: z.string().min(1) });
const PromoBodySchema = z.object({ args: z.array(z.string()).max(20) });

/**
 * Routes that exist only in the end-to-end server, and only when the Playwright config sets
 * E2E_ENABLE_TEST_ROUTES=1. `POST /api/test/plan` puts an organization on a plan through the same
 * service as `npm run plan:set`, which cannot open the embedded database while this server holds
 * it. The production app (apps/server) never registers these.
 */
export function registerTestRoutes(app: FastifyInstance, context: AppContext): void {
  if (process.env.E2E_ENABLE_TEST_ROUTES !== '1') return;
  app.post('/api/test/plan', async (request, reply) => {
    const body = PlanBodySchema.parse(request.body);
    try {
      const change = await setOrganizationPlan(context.database.db, body.org, body.plan);
      return { success: true, errors: [], errfor: {}, change };
    } catch (error) {
      if (!(error instanceof PlanChangeError)) throw error;
      return reply.code(400).send({ success: false, errors: [error.message], errfor: {} });
    }
  });
  // `POST /api/test/promo`: adds a promo code as `npm run promo:create -- <args>` does.
  app.post('/api/test/promo', async (request, reply) => {
    const { args } = PromoBodySchema.parse(request.body);
    const lines: string[] = [];
    const code = await runPromoCreate(context.database.db, args, {
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
    });
    if (code !== 0) return reply.code(400).send({ success: false, errors: lines, errfor: {} });
    return { success: true, errors: [], errfor: {}, lines };
  });
}
