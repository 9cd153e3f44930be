import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { createAdministrator, ensureFirstAdministrator } from '../src/modules/accounts/bootstrap-admin.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

describe('the first administrator', () => {
  it('is created on the first start with a generated password printed once', async () => {
    const lines: string[] = [];
    const created = await ensureFirstAdministrator(getApp().context, (line) => lines.push(line));
    expect(created?.email).toBe('admin@roomtone.local');
    expect(lines).toEqual([
      'Administrator created: admin@roomtone.local',
      `Generated password (shown once): ${created?.password}`,
    ]);
    const [row] = await getApp()
      .context.database.db.select()
      .from(users)
      .where(eq(users.email, 'admin@roomtone.local'));
    expect(row?.isAdmin).toBe(true);
    expect(row?.passwordHash).not.toContain(created?.password ?? '');
    expect(await verifyPassword(created?.password ?? '', row?.passwordHash ?? '')).toBe(true);

    const again: string[] = [];
    expect(await ensureFirstAdministrator(getApp().context, (line) => again.push(line))).toBeUndefined();
    expect(again).toEqual([]);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD from the configuration', async () => {
    const { context } = getApp();
    const lines: string[] = [];
    const configured = {
      ...context,
      config: { ...context.config, adminEmail: 'Boss@Example.com', adminPassword: 'a-long-password' },
    };
    await ensureFirstAdministrator(configured, (line) => lines.push(line));
    expect(lines).toEqual(['Administrator created: boss@example.com']);
    const [row] = await context.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(await verifyPassword('a-long-password', row?.passwordHash ?? '')).toBe(true);
  });
});

describe('npm run admin:create', () => {
  it('creates an administrator, or promotes an existing account', async () => {
    const { app, context } = getApp();
    const db = context.database.db;
    expect(await createAdministrator(db, 'ops@example.com', 'operations-1')).toBe('created');
    await signedUpClient(app);
    expect(await createAdministrator(db, 'ada@example.com', 'promoted-password')).toBe('promoted');
    const client = new TestClient(app);
    await client.post('/api/login', { username: 'ada@example.com', password: 'promoted-password' });
    expect((await client.get('/api/current-user')).json().user.admin).toBe(true);
  });

  it('ends every session of an account it promotes, so the new rights start with a new sign-in', async () => {
    const { app, context } = getApp();
    const ada = await signedUpClient(app);
    const grace = await signedUpClient(app, { email: 'grace@example.com' });
    expect((await ada.get('/api/current-user')).json().user.admin).toBe(false);
    expect(await createAdministrator(context.database.db, 'ada@example.com', 'promoted-password')).toBe(
      'promoted',
    );
    // As the server does after a maintenance command (main.ts).
    context.forgetRecentSessions();
    expect((await ada.get('/api/current-user')).json().user).toBeNull();
    expect((await grace.get('/api/current-user')).json().user.email).toBe('grace@example.com');
    expect(await context.database.db.select().from(sessions)).toHaveLength(1);
  });
});
