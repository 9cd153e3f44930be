import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema/index.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import { signedUpClient, type TestClient } from './helpers/test-client.ts';

/** Long enough that no pause of a busy machine between two requests outlasts it. */
const getApp = useTestApp({ config: { sessionReuseMs: 10_000 } });
/** A reuse time to wait out, to see a change made around this instance show once it has passed. */
const SHORT_REUSE_MS = 1500;
const getShortApp = useTestApp({ config: { sessionReuseMs: SHORT_REUSE_MS } });
const getNoReuseApp = useTestApp({ config: { sessionReuseMs: 0 } });

/** The session lookup (prepared: its text on PostgreSQL, `execute "session_user_…"` on PGlite). */
const SESSION_LOOKUP = /session_user|from "sessions"/;

/** The statements a request sends to the database. */
async function statementsOf({ context }: TestApp, send: () => Promise<{ statusCode: number }>) {
  const seen: string[] = [];
  context.database.statements.onStatement = (sql) => {
    if (!/^(begin|commit|rollback)\b/i.test(sql)) seen.push(sql);
  };
  try {
    await send();
  } finally {
    context.database.statements.onStatement = undefined;
  }
  return seen;
}

const firstNameOf = async (client: TestClient) =>
  (await client.get('/api/current-user')).json().user?.firstName as string | undefined;

// A GET that changes something (the verification link) forgets them too: verification.test.ts
// reads the account as verified right after following it.
describe('session lookups reused for a moment (SESSION_REUSE_MS)', () => {
  it("serves a session's reads from one lookup until a write is answered", async () => {
    const testApp = getApp();
    const client = await signedUpClient(testApp.app);
    await client.get('/api/projects');
    const reused = await statementsOf(testApp, () => client.get('/api/projects'));
    expect(reused.length).toBeGreaterThan(0);
    expect(reused.filter((sql) => SESSION_LOOKUP.test(sql))).toEqual([]);

    const saved = await client.put('/api/account/settings', {
      firstName: 'Augusta',
      middleName: '',
      lastName: 'King',
      company: '',
      phone: '',
      zip: '',
    });
    expect(saved.statusCode).toBe(200);
    // The write forgot the lookup: the next read looks the session up and sees the new name.
    const afterWrite = await statementsOf(testApp, () => client.get('/api/current-user'));
    expect(afterWrite.filter((sql) => SESSION_LOOKUP.test(sql))).toHaveLength(1);
    expect(await firstNameOf(client)).toBe('Augusta');
  });

  it('looks a write up afresh, and refuses a signed-out session at the very next request', async () => {
    const testApp = getApp();
    const client = await signedUpClient(testApp.app);
    expect(await firstNameOf(client)).toBe('Ada');
    const write = await statementsOf(testApp, () => client.post('/api/projects', { name: 'Hall' }));
    expect(write[0]).toMatch(SESSION_LOOKUP);

    const cookie = client.cookies.get('roomtone_sid') ?? '';
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    const stolen = await testApp.app.inject({
      method: 'GET',
      url: '/api/projects',
      cookies: { roomtone_sid: cookie },
    });
    expect(stolen.statusCode).toBe(401);
  });

  it('shows a change made around this instance once the reuse time has passed', async () => {
    const testApp = getShortApp();
    const client = await signedUpClient(testApp.app);
    const lookedUpAt = Date.now();
    expect(await firstNameOf(client)).toBe('Ada');
    const [user] = await testApp.context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ada@example.com'));
    // As another server instance would: straight in the shared database.
    await testApp.context.database.db
      .update(accounts)
      .set({ firstName: 'Augusta' })
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(await firstNameOf(client)).toBe('Ada');
    const passed = lookedUpAt + SHORT_REUSE_MS + 100 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, passed)));
    expect(await firstNameOf(client)).toBe('Augusta');
  });

  it('looks every request up with SESSION_REUSE_MS=0', async () => {
    const testApp = getNoReuseApp();
    const client = await signedUpClient(testApp.app);
    await client.get('/api/projects');
    const statements = await statementsOf(testApp, () => client.get('/api/projects'));
    expect(statements[0]).toMatch(SESSION_LOOKUP);
  });
});
