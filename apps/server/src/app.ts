import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMailer } from './adapters/mail/create-mailer.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { writeBackup } from './db/backups.ts';
import type { Database } from './db/client.ts';
import { PGLITE_MAINTENANCE_INTERVAL_MS, startMaintenance } from './db/maintenance.ts';
import { openPreparedDatabase } from './db/prepare.ts';
import { loadServerSecret } from './db/server-secrets.ts';
import { loadReferenceData } from './load-reference-data.ts';
import { accountSettingsRoutes } from './modules/accounts/account-settings.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { sessionLookupOf } from './modules/accounts/sessions.service.ts';
import { socialRoutes } from './modules/accounts/social.routes.ts';
import { addVerificationGate } from './modules/accounts/verification-gate.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { viewAsRoutes } from './modules/admin/view-as.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { finishBrowsersRoutes } from './modules/finishes/finish-browsers.routes.ts';
import { finishesRoutes } from './modules/finishes/finishes.routes.ts';
import { orgFinishesRoutes } from './modules/finishes/org-finishes.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { modelLibraryRoutes } from './modules/model-library/model-library.routes.ts';
import { fulfilModelCredits } from './modules/model-library/model-library.service.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { partitionsRoutes } from './modules/partitions/partitions.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { fulfilPlan } from './modules/payments/plan-fulfilment.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { raytracesRoutes } from './modules/raytraces/raytraces.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { sharePreviewOf } from './modules/sharing/share-preview.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { fulfilShare } from './modules/sharing/sharing.service.ts';
import { vendorsRoutes } from './modules/vendors/vendors.routes.ts';
import { vendorFrameOrigins } from './modules/vendors/vendors.service.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { answerFrameworkError, registerEnvelopeHandlers } from './plugins/envelope.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerPrivateCaching } from './plugins/private-caching.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { validatorCompiler } from './plugins/validation.ts';

/** Parts a test may supply instead of the ones built from the configuration. */
export type AppOverrides = {
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void };
};

/** The built app and what it holds. */
export type BuiltApp = { app: FastifyInstance; context: AppContext };

/** The longest path parameter the router accepts: a 254-character address, every byte encoded. */
const MAX_PATH_PARAM_LENGTH = 254 * 3;

/**
 * Builds the whole server: opens and migrates the database, seeds reference data, registers
 * plugins and modules. `main.ts` only listens; tests call this and use `app.inject`.
 */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<BuiltApp> {
  const database =
    overrides.database ?? (await openPreparedDatabase(config.databaseUrl, config.backups, loadReferenceData));
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
    });
  const sessionLookup = sessionLookupOf(database.db, config.sessionReuseMs);
  const context: AppContext = {
    config,
    database,
    mailer,
    rateLimiter: createRateLimiter(database.db),
    forgetRecentSessions: () => sessionLookup.forgetRecent(),
  };

  const app = Fastify({
    logger:
      overrides.logger === false
        ? false
        : { level: config.logLevel, ...(overrides.logStream ? { stream: overrides.logStream } : {}) },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Path parameters carry e-mail addresses (reset links): up to 254 characters, percent-encoded.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  database.onConnectionLost((error) => app.log.warn({ err: error }, 'database connection lost'));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const maintenance = overrides.database
    ? undefined
    : await startMaintenance(database, {
        intervalMs: PGLITE_MAINTENANCE_INTERVAL_MS,
        beforeScheduledRun: () => writeBackup(database, config.backups),
        onError: (error) => app.log.error({ err: error }, 'database maintenance failed'),
      });
  app.addHook('onClose', async () => {
    maintenance?.stop();
    mailer.close();
    await database.close();
  });

  await registerCompression(app);
  registerEnvelopeHandlers(app);
  registerPrivateCaching(app);
  registerMetrics(app, { token: config.metricsToken, database });
  registerSecurityHeaders(app, {
    isHttps: config.publicUrl.startsWith('https://'),
    frameOriginsOf: (vendorName) => vendorFrameOrigins(database.db, vendorName),
    allowsStripe: config.payments.provider === 'stripe',
  });
  await app.register(cookie);
  registerSession(app, sessionLookup);
  registerCsrf(app, {
    isHttps: config.publicUrl.startsWith('https://'),
    secret: await loadServerSecret(database.db, 'csrf'),
  });
  addVerificationGate(app, config.verificationRequired);

  await app.register(healthRoutes(context));
  await app.register(accountsRoutes(context));
  await app.register(accountSettingsRoutes(context));
  await app.register(socialRoutes(context));
  await app.register(contactRoutes(context));
  await app.register(finishesRoutes(context));
  await app.register(finishBrowsersRoutes(context));
  await app.register(orgFinishesRoutes(context));
  await app.register(partitionsRoutes(context));
  await app.register(clientsRoutes(context));
  await app.register(projectsRoutes(context));
  await app.register(roomsRoutes(context));
  await app.register(raytracesRoutes(context));
  await app.register(reportsRoutes(context));
  await app.register(organizationsRoutes(context));
  await app.register(vendorsRoutes(context));
  await app.register(inquiriesRoutes(context));
  const payments = await createPaymentsService(context, {
    share: fulfilShare,
    'model-credits': fulfilModelCredits,
    subscription: fulfilPlan,
  });
  await app.register(paymentsRoutes(context, payments));
  await app.register(sharingRoutes(context, payments));
  await app.register(modelLibraryRoutes(context, payments));
  await app.register(adminRoutes(context));
  await app.register(viewAsRoutes(context));

  await registerStaticWeb(app, config.webDist ?? join(import.meta.dirname, '../../web/dist'), (path) =>
    sharePreviewOf(context, path),
  );
  return { app, context };
}
