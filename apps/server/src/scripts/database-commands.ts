import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@roomtone/contracts';
import { loadConfig } from '../config.ts';
import { listBackups, writeBackup } from '../db/backups.ts';
import type { Database } from '../db/client.ts';
import type { CommandIo, DatabaseCommand } from '../db/owner/owner-commands.ts';
import { createAdministrator } from '../modules/accounts/bootstrap-admin.ts';
import { grantFullAccessByEmail } from '../modules/admin/admin-access.repo.ts';
import { runPlanSet } from '../modules/organizations/plan-set-command.ts';
import { runPromoCreate } from '../modules/payments/promo-create-command.ts';
import { DEMO_ACCOUNTS, seedDemo } from './demo/demo-organization.ts';
import { seedDemoSuppliers } from './demo/demo-suppliers.ts';
import { DEMO_VENDOR, seedDemoVendor } from './demo/demo-vendor.ts';
import { runPartitionsImport } from './partitions-import-command.ts';

/** `npm run seed:demo`: adds the fictional demo organization, its workspace and demo suppliers. */
async function seedDemoCommand(database: Database, _args: string[], io: CommandIo): Promise<number> {
  const { created } = await seedDemo(database.db);
  const suppliers = await seedDemoSuppliers(database.db);
  await seedDemoVendor(database.db, DEMO_ACCOUNTS.password);
  await database.maintain();
  io.log(created ? 'Demo data added.' : 'Demo data was already there; nothing changed.');
  io.log(`Organization: ${DEMO_ACCOUNTS.organizationName} (pro plan)`);
  io.log(`Sign in as ${DEMO_ACCOUNTS.owner.email} (organization owner) or any member:`);
  for (const member of DEMO_ACCOUNTS.members) io.log(`  ${member.email}`);
  io.log(`Password for every demo account: ${DEMO_ACCOUNTS.password}`);
  io.log(`Fictional demo suppliers added: ${suppliers.created}`);
  io.log(
    `Demo vendor calculator: /v/${DEMO_VENDOR.vendorName}/rt; its inquiries: sign in as ${DEMO_VENDOR.owner.email}`,
  );
  return 0;
}

const ADMIN_USAGE = `Usage: npm run admin:create -- --email you@example.com --password <at least ${PASSWORD_MIN_LENGTH} characters>`;

/** `npm run admin:create -- --email … --password …`: adds an administrator or promotes an account. */
async function adminCreateCommand(database: Database, args: string[], io: CommandIo): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    values = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' } } }).values;
  } catch {
    io.error(ADMIN_USAGE);
    return 2;
  }
  const email = values.email?.trim().toLowerCase() ?? '';
  const password = values.password ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < PASSWORD_MIN_LENGTH) {
    io.error(ADMIN_USAGE);
    return 2;
  }
  const outcome = await createAdministrator(database.db, email, password);
  await grantFullAccessByEmail(database.db, email);
  io.log(
    outcome === 'created'
      ? `Administrator created: ${email}`
      : `${email} is now an administrator (password changed).`,
  );
  return 0;
}

/** `npm run db:backup`: a backup of the embedded database now, kept with the scheduled ones. */
async function dbBackupCommand(database: Database, _args: string[], io: CommandIo): Promise<number> {
  if (!database.dumpDataDir) {
    io.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see docs/operations.md).');
    return 2;
  }
  const { backups } = loadConfig();
  const file = await writeBackup(database, backups);
  io.log(`Backup written: ${file}`);
  io.log(`Backups kept in ${backups.dir}: ${listBackups(backups.dir).length} (at most ${backups.keep})`);
  return 0;
}

/**
 * The maintenance commands. A script runs one in its own process when the database is free, or
 * asks the server that owns the embedded database to run it (see run-database-command.ts).
 */
export const DATABASE_COMMANDS: Record<string, DatabaseCommand> = {
  'seed-demo': seedDemoCommand,
  'admin-create': adminCreateCommand,
  'plan-set': (database, args, io) => runPlanSet(database.db, args, io),
  'promo-create': (database, args, io) => runPromoCreate(database.db, args, io),
  'partitions-import': (database, args, io) =>
    runPartitionsImport(args, { database, print: io.log, cwd: io.cwd }),
  'db-backup': dbBackupCommand,
};
