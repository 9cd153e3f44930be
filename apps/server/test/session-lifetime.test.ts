import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient } from './helpers/test-client.ts';

// These requests stand for requests minutes or days apart: no read here takes the session lookup
// of the request before (SESSION_REUSE_MS; session-reuse.test.ts holds the reuse).
const getApp = useTestApp({ config: { sessionReuseMs: 0 } });

describe('session lifetime (docs/security.md, sessions)', () => {
  it('signs out by deleting the session row', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    expect(await context.database.db.select().from(sessions)).toHaveLength(1);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect(await context.database.db.select().from(sessions)).toHaveLength(0);
    expect((await client.get('/api/current-user')).json().user).toBeNull();
  });

  it('ends an idle session', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    await context.database.db
      .update(sessions)
      .set({ lastSeenOn: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    expect((await client.get('/api/current-user')).json().user).toBeNull();
  });

  it('keeps an active session: a request records its activity once a minute at most', async () => {
    const { app, context } = getApp();
    const db = context.database.db;
    const client = await signedUpClient(app);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600 * 1000);
    await db.update(sessions).set({ lastSeenOn: sixDaysAgo });
    expect((await client.get('/api/current-user')).json().user).not.toBeNull();
    const [touched] = await db.select().from(sessions);
    expect(touched?.lastSeenOn.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await db.update(sessions).set({ lastSeenOn: thirtySecondsAgo });
    const { statements } = context.database;
    const before = statements.count;
    expect((await client.get('/api/current-user')).json().user).not.toBeNull();
    expect(statements.count - before).toBe(1);
    const [untouched] = await db.select().from(sessions);
    expect(untouched?.lastSeenOn.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it('ends a session past its absolute expiry', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    await context.database.db.update(sessions).set({ expiresOn: new Date(Date.now() - 1000) });
    expect((await client.get('/api/current-user')).json().user).toBeNull();
  });

  it('keeps the sessions of two users apart', async () => {
    const { app } = getApp();
    const ada = await signedUpClient(app);
    const grace = await signedUpClient(app, {
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect((await ada.get('/api/account/settings')).json().profile.email).toBe('ada@example.com');
    expect((await grace.get('/api/account/settings')).json().profile.email).toBe('grace@example.com');
  });
});
