import { MESSAGES } from '@roomtone/contracts';
import { afterAll, describe, expect, it, expect as vitestExpect } from 'vitest';
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
});
