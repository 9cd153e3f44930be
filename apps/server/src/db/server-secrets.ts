import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema/index.ts';

/**
 * The named secret, generated (256 random bits) by the first instance that asks and read by every
 * other, so instances behind one load balancer agree on it.
 */
export async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret ${name} could not be read.`);
  return Buffer.from(row.value, 'base64url');
}
