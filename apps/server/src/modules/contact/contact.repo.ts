import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** Stores a contact message and returns its id. */
export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; message: string; ip: string },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}

/** Marks a stored message as delivered. */
export async function markContactMessageDelivered(db: Db, id: string): Promise<void> {
  await db.update(contactMessages).set({ deliveredOn: new Date() }).where(eq(contactMessages.id, id));
}
