import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import { findUserByEmail, hasAdministrator, insertUserWithAccount } from './accounts.repo.ts';
import { deleteUserSessions } from './sessions.repo.ts';

/**
 * On the very first start, creates the administrator (ADMIN_EMAIL / ADMIN_PASSWORD, or
 * admin@roomtone.local with a generated password) and prints the credentials once.
 */
export async function ensureFirstAdministrator(
  context: AppContext,
  print: (line: string) => void,
): Promise<{ email: string; password: string } | undefined> {
  const db = context.database.db;
  if (await hasAdministrator(db)) return undefined;
  const email = (context.config.adminEmail ?? 'admin@roomtone.local').toLowerCase();
  const password = context.config.adminPassword ?? generatePassword();
  await insertUserWithAccount(
    db,
    { email, passwordHash: await hashPassword(password), isAdmin: true, isVerified: true },
    { firstName: 'Site', lastName: 'Administrator' },
  );
  print(`Administrator created: ${email}`);
  if (!context.config.adminPassword) print(`Generated password (shown once): ${password}`);
  return { email, password };
}

/**
 * Makes an administrator: a new account, or an existing one promoted (its password is set to
 * the one given, so the operator knows it, and every session of it ends: a privilege change
 * asks for a new sign-in).
 */
export async function createAdministrator(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db
      .update(users)
      .set({ isAdmin: true, isVerified: true, passwordHash })
      .where(eq(users.id, existing.id));
    await deleteUserSessions(db, existing.id);
    return 'promoted';
  }
  await insertUserWithAccount(
    db,
    { email, passwordHash, isAdmin: true, isVerified: true },
    { firstName: 'Site', lastName: 'Administrator' },
  );
  return 'created';
}
