import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@roomtone/contracts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/seed-reference.ts';
import { createAdministrator } from '../modules/accounts/bootstrap-admin.ts';

/** `npm run admin:create -- --email ... --password ...`: adds an administrator. */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = values.email?.trim().toLowerCase() ?? '';
const password = values.password ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < PASSWORD_MIN_LENGTH) {
  console.error(
    `Usage: npm run admin:create -- --email you@example.com --password <at least ${PASSWORD_MIN_LENGTH} characters>`,
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDb(config.databaseUrl);
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const outcome = await createAdministrator(database.db, email, password);
  console.log(
    outcome === 'created'
      ? `Administrator created: ${email}`
      : `${email} is now an administrator (password changed).`,
  );
} finally {
  await database.close();
}
