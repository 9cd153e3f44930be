import { MESSAGES } from '@roomtone/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Calls an unverified user may still make: who am I, sign out, the verification calls, the calls
 * that do not act as the signed-in user (sign-in, sign-up, password reset, contact) and the
 * reference data the public pages read (finishes, partitions), so a public page still works.
 */
const OPEN_CALLS = new Set([
  'GET /api/current-user',
  'POST /api/logout',
  'GET /api/account/verification',
  'POST /api/account/verification',
  'GET /api/account/verification/:token',
  'POST /api/login',
  'POST /api/signup',
  'POST /api/login/forgot',
  'PUT /api/login/reset/:token/:email',
  'GET /api/register',
  'GET /api/checkorg',
  'GET /api/login/:provider',
  'GET /api/login/:provider/callback',
  'POST /api/sendMessage',
  'GET /api/configuration/finishes/ver',
  'GET /api/finishes',
  'GET /api/finishes/search',
  'GET /api/finishes/browsers/commons',
  'GET /api/finishes/browsers/sponsors',
  'GET /api/finishes/browsers/sponsor/:id',
  'GET /api/finishes/browsers/audience',
  'GET /api/partitions',
  'GET /api/partitions/elements',
]);

/**
 * With `VERIFICATION_REQUIRED`, a signed-in user who has not verified the e-mail address gets
 * 403 on every other API call. Added to the root instance right after the session, so it runs
 * before every module's handlers.
 */
export function addVerificationGate(app: FastifyInstance, verificationRequired: boolean): void {
  if (!verificationRequired) return;
  app.addHook('preHandler', async (request) => {
    const user = request.user;
    const route = request.routeOptions.url;
    if (!user || user.isVerified || !route?.startsWith('/api/')) return;
    if (OPEN_CALLS.has(`${request.method} ${route}`)) return;
    throw new AppError('FORBIDDEN', MESSAGES.verifyAccountFirst);
  });
}
