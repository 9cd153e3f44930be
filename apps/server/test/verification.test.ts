import { MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, expect as vitestExpect } from 'vitest';
import { authTokens } from '../src/db/schema/index.ts';
import { hashToken } from '../src/lib/secure-random.ts';
import { startSmtpServer } from './helpers/smtp.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient } from './helpers/test-client.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const getApp = useTestApp({
  config: { smtpUrl: smtp.url, verificationRequired: true, publicUrl: 'http://roomtone.test' },
});

function lastVerificationToken(): string {
  const raw = (smtp.messages.at(-1)?.raw ?? '').replace(/=\r?\n/g, '');
  const match = raw.match(/account\/verification\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error('no verification link');
  return match[1];
}

describe('account verification (when required)', () => {
  it('mails a link at sign-up that verifies the account once', async () => {
    smtp.messages.length = 0;
    const client = await signedUpClient(getApp().app);
    await vitestExpect.poll(() => smtp.messages.length).toBe(1);
    expect((await client.get('/api/current-user')).json()).toMatchObject({
      verificationRequired: true,
      user: { isVerified: false },
    });

    const token = lastVerificationToken();
    expect((await client.get(`/api/account/verification/${token}`)).statusCode).toBe(200);
    expect((await client.get('/api/current-user')).json().user.isVerified).toBe(true);
    expect((await client.get(`/api/account/verification/${token}`)).statusCode).toBe(400);
  });

  it('re-sends the mail on request, limited per account', async () => {
    const client = await signedUpClient(getApp().app);
    smtp.messages.length = 0;
    const resent = await client.post('/api/account/verification', { email: 'ada@example.com' });
    expect(resent.json()).toMatchObject({ success: true, message: MESSAGES.verificationResent });
    await vitestExpect.poll(() => smtp.messages.length).toBe(1);
    await client.post('/api/account/verification', { email: 'ada@example.com' });
    await client.post('/api/account/verification', { email: 'ada@example.com' });
    const limited = await client.post('/api/account/verification', { email: 'ada@example.com' });
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a forged token and an expired one', async () => {
    const { app, context } = getApp();
    smtp.messages.length = 0;
    const client = await signedUpClient(app);
    await vitestExpect.poll(() => smtp.messages.length).toBe(1);
    const token = lastVerificationToken();

    const forged = await client.get(`/api/account/verification/${'v'.repeat(43)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors).toEqual(['This verification link is invalid or has expired.']);
    const malformed = await client.get('/api/account/verification/short');
    expect(malformed.statusCode).toBe(400);

    const [stored] = await context.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(stored?.expiresOn.getTime()).toBeGreaterThan(Date.now());
    await context.database.db
      .update(authTokens)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, stored?.id ?? ''));
    const expired = await client.get(`/api/account/verification/${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual(['This verification link is invalid or has expired.']);
    expect((await client.get('/api/current-user')).json().user.isVerified).toBe(false);
  });

  it('says the mail could not be sent instead of claiming it was re-sent', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    const send = context.mailer.send;
    context.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const failed = await client.post('/api/account/verification', { email: 'ada@example.com' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        success: false,
        errors: ['Error sending verification email: the mail could not be sent'],
        errfor: {},
      });
    } finally {
      context.mailer.send = send;
    }
  });

  it('holds an unverified user to the verification calls (403 elsewhere)', async () => {
    const { app } = getApp();
    smtp.messages.length = 0;
    const client = await signedUpClient(app);
    await vitestExpect.poll(() => smtp.messages.length).toBe(1);
    const profile = { firstName: 'Augusta', lastName: 'King' };

    for (const response of [
      await client.put('/api/account/settings', profile),
      await client.put('/api/account/settings/identity', { email: 'countess@example.com' }),
      await client.get('/api/account/settings'),
      await client.get('/api/projects'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([MESSAGES.verifyAccountFirst]);
    }
    expect((await client.get('/api/current-user')).json().user).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
    });
    expect((await client.get('/api/account/verification')).json().isVerified).toBe(false);
    // The public pages' reference data still answers, so the public calculator works meanwhile.
    for (const url of ['/api/finishes/search?q=glass', '/api/finishes/browsers/commons', '/api/partitions']) {
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
    const token = lastVerificationToken();
    expect((await client.get(`/api/account/verification/${token}`)).statusCode).toBe(200);
    const saved = await client.put('/api/account/settings', profile);
    expect(saved.json()).toMatchObject({ success: true, message: MESSAGES.profileUpdated });
    expect((await client.post('/api/logout')).statusCode).toBe(200);
  });
});

const getOptionalApp = useTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://roomtone.test' } });

describe('account verification (when not required)', () => {
  it('still mails the link at sign-up, as the verification page promises', async () => {
    smtp.messages.length = 0;
    const client = await signedUpClient(getOptionalApp().app, { email: 'optional@example.com' });
    await vitestExpect.poll(() => smtp.messages.length).toBe(1);
    expect(smtp.messages[0]?.raw).toContain('optional@example.com');
    expect((await client.get(`/api/account/verification/${lastVerificationToken()}`)).statusCode).toBe(200);
    expect((await client.get('/api/current-user')).json().user.isVerified).toBe(true);
  });
});
