import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { seedDemoSuppliers } from '../db/seed/finishes/demo-suppliers.ts';
import { seedFinishes } from '../db/seed/finishes/seed-finishes.ts';
import { seedPartitions } from '../db/seed/partitions/seed-partitions.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../db/seed/seed-demo.ts';
import { seedReferenceData } from '../db/seed/seed-reference.ts';

/** `npm run seed:demo`: adds the fictional demo organization, its workspace and demo suppliers. */
const config = loadConfig();
const database = await openDb(config.databaseUrl);
try {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedFinishes(database.db);
  await seedPartitions(database.db);
  const { created } = await seedDemo(database.db);
  const suppliers = await seedDemoSuppliers(database.db);
  await database.maintain();
  console.log(created ? 'Demo data added.' : 'Demo data was already there; nothing changed.');
  console.log(`Organization: ${DEMO_ACCOUNTS.organizationName} (pro plan)`);
  console.log(`Sign in as ${DEMO_ACCOUNTS.owner.email} (organization owner) or any member:`);
  for (const member of DEMO_ACCOUNTS.members) console.log(`  ${member.email}`);
  console.log(`Password for every demo account: ${DEMO_ACCOUNTS.password}`);
  console.log(`Fictional demo suppliers added: ${suppliers.created}`);
} finally {
  await database.close();
}
