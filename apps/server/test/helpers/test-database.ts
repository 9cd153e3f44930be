import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDb, PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { withDatabase } from './postgres-url.ts';

const TENANT_TABLES = [
  'audit_log',
  'sessions',
  'auth_tokens',
  'rate_limits',
  'contact_messages',
  'inquiries',
  'wavelet_versions',
  'wavelets',
  'payments',
  'acoustic_models',
  'notes',
  'project_partitions',
  'revisions',
  'rooms',
  'phases',
  'projects',
  'clients',
  'accounts',
  'admin_group_members',
];

/**
 * Emptied with DELETE, not TRUNCATE: the seeded finishes reference them, and TRUNCATE … CASCADE
 * would empty the finishes too. Deleting follows the foreign keys: an organization's own
 * finishes go with it.
 */
const DELETED_TABLES = ['users', 'organizations'];

/** A fresh database for one test file: a clone of the migrated template, on the project's driver. */
export async function createTestDatabase(): Promise<Database & { drop: () => Promise<void> }> {
  if (inject('dbKind') === 'pglite') {
    const dump = readFileSync(inject('dbTemplate'));
    // The MIME type matters: without it PGlite does not recognise the gzip dump and hangs.
    const pglite = await PGlite.create({
      loadDataDir: new Blob([dump], { type: 'application/x-gzip' }),
      extensions: PGLITE_EXTENSIONS,
    });
    const database = await openDb('memory://', { pglite });
    return { ...database, drop: async () => {} };
  }
  const baseUrl = inject('postgresBaseUrl');
  const name = `roomtone_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await createFromTemplate(admin, name, inject('dbTemplate'));
  await admin.end();
  const database = await openDb(withDatabase(baseUrl, name));
  return {
    ...database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      // Two files copying the template at the same moment: PostgreSQL refuses one; try again.
      const isBusy = String(error).includes('is being accessed by other users');
      if (!isBusy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/** Empties every table that tests write to, keeping the seeded reference data. */
export async function resetTenantData(database: Database): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await database.db.execute(sql.raw(`truncate ${TENANT_TABLES.join(', ')} restart identity cascade`));
  for (const table of DELETED_TABLES) await database.db.execute(sql.raw(`delete from ${table}`));
  // Global finishes a test added (seeded ones carry a seed id).
  await database.db.execute(sql.raw('delete from finishes where finish_id is null'));
}
