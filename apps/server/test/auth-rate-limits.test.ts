import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, signupBody, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

describe('sign-in and sign-up limits (docs/security.md, rate limits)', () => {
  it('limits sign-in attempts per account with a message and Retry-After', async () => {
    const { app } = getApp();
    // Twenty failures from twenty addresses at once (each waits out its own slowdown), then one more.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new TestClient(app, `10.0.1.${index + 1}`).post('/api/login', {
          username: 'target@example.com',
          password: 'x',
        }),
      ),
    );
    const last = await new TestClient(app, '10.0.0.1').post('/api/login', {
      username: 'target@example.com',
      password: 'x',
    });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().errors[0]).toMatch(/^Too many requests\. Please try again in/);
  });

  it('never locks the owner out: 21 failed attempts from many addresses do not stop the right password', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const attempts = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        new TestClient(app, `10.0.3.${index + 1}`).post('/api/login', {
          username: 'ada@example.com',
          password: `guess-number-${index}`,
        }),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 401)).toHaveLength(20);
    const limited = attempts.find((response) => response.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);

    const owner = new TestClient(app, '10.0.4.1');
    const signedIn = await owner.post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await owner.get('/api/current-user')).json().user.email).toBe('ada@example.com');
    const stillGuessing = await new TestClient(app, '10.0.4.2').post('/api/login', {
      username: 'ada@example.com',
      password: 'one-more-guess',
    });
    expect(stillGuessing.statusCode).toBe(429);
    const sessionRows = await context.database.db.select().from(sessions);
    expect(sessionRows).toHaveLength(2);
  }, 60_000);

  it('limits sign-ups per e-mail address across client addresses, creating nothing', async () => {
    const { app, context } = getApp();
    await signedUpClient(app, { email: 'grace@example.com', organizationName: 'Reverb & Co' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await new TestClient(app, `10.0.5.${attempt}`).post(
        '/api/signup',
        signupBody({ email: 'ada@example.com', organizationName: 'Reverb & Co' }),
      );
      expect(refused.statusCode).toBe(409);
    }
    const limited = await new TestClient(app, '10.0.5.9').post(
      '/api/signup',
      signupBody({ email: 'ADA@example.com', organizationName: 'Quiet Rooms' }),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    const [created] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ada@example.com'));
    expect(created).toBeUndefined();
    const other = await new TestClient(app, '10.0.5.9').post(
      '/api/signup',
      signupBody({ email: 'other@example.com' }),
    );
    expect(other.statusCode).toBe(201);
  }, 60_000);

  it('limits availability checks per client address (60 a minute) with a message and Retry-After', async () => {
    const { app } = getApp();
    const client = new TestClient(app, '10.0.6.1');
    for (let check = 0; check < 60; check += 1) {
      const answer = await client.get(`/api/register?field=email&value=someone-${check}@example.com`);
      expect(answer.statusCode).toBe(200);
    }
    const limited = await client.get('/api/register?field=email&value=one-more@example.com');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json().errors).toEqual([`Too many requests. Please try again in ${retryAfter} seconds.`]);
    const elsewhere = await new TestClient(app, '10.0.6.2').get(
      '/api/register?field=email&value=x@example.com',
    );
    expect(elsewhere.statusCode).toBe(200);
  }, 60_000);

  it('limits sign-ups per client address (RATE_LIMIT_SIGNUP_PER_HOUR, 10 by default) and keeps others open', async () => {
    const { app } = getApp();
    for (let index = 0; index < 10; index += 1) {
      const response = await new TestClient(app, '10.0.2.1').post(
        '/api/signup',
        signupBody({ email: `many-${index}@example.com` }),
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await new TestClient(app, '10.0.2.1').post(
      '/api/signup',
      signupBody({ email: 'one-too-many@example.com' }),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in/);
    const [refused] = await getApp()
      .context.database.db.select()
      .from(users)
      .where(eq(users.email, 'one-too-many@example.com'));
    expect(refused).toBeUndefined();
    const elsewhere = await new TestClient(app, '10.0.2.2').post(
      '/api/signup',
      signupBody({ email: 'other-address@example.com' }),
    );
    expect(elsewhere.statusCode).toBe(201);
  }, 60_000);
});
