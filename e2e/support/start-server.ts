import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { ensureFirstAdministrator } from '../../apps/server/src/modules/accounts/bootstrap-admin.ts';
import { startOAuthProvider } from '../../apps/server/test/helpers/oauth-provider.ts';
import { E2E_BASE_URL, E2E_CONTACT_EMAIL, E2E_MAIL_DIR, E2E_PORT, E2E_ROOT } from './e2e-env.ts';
import { registerTestRoutes } from './test-routes.ts';

/**
 * Starts a real SMTP server that files every message it receives into E2E_MAIL_DIR, then the
 * production server (built web app, fresh PGlite) delivering its mail to it.
 */
async function main(): Promise<void> {
  rmSync(E2E_ROOT, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(join(E2E_MAIL_DIR, `${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  // A local OAuth2 provider stands in for Google, so social sign-in is tested end to end.
  const oauthProvider = await startOAuthProvider();
  oauthProvider.nextUser('google-e2e-user', 'e2e@gmail.test');
  const config = loadConfig({
    ...oauthProvider.env,
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    PUBLIC_URL: E2E_BASE_URL,
    HOST: '127.0.0.1',
    DATA_DIR: join(E2E_ROOT, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_EMAIL: E2E_CONTACT_EMAIL,
    ADMIN_EMAIL: 'admin@roomtone.test',
    ADMIN_PASSWORD: 'admin-password-e2e',
    LOG_LEVEL: 'warn',
    // Every test signs up from the same address; the limit itself is covered by the API tests.
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    DATABASE_URL: undefined,
  });
  const { app, context } = await buildApp(config);
  registerTestRoutes(app, context);
  await ensureFirstAdministrator(context, () => {});
  await app.listen({ port: config.port, host: config.host });
  const stop = async () => {
    await app.close();
    smtp.close();
    await oauthProvider.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
