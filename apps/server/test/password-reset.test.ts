import { MESSAGES } from '@roomtone/contracts';
import { afterAll, describe, expect, it, expect as vitestExpect } from 'vitest';
import { authTokens, sessions } from '../src/db/schema/index.ts';
import { startSmtpServer } from './helpers/smtp.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const getApp = useTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://roomtone.test' } });

async function mailedResetLink(to: string): Promise<{ email: string; token: string }> {
  await vitestExpect
    .poll(() => smtp.messages.some((mail) => mail.to.includes(to)), { timeout: 5000 })
    .toBe(true);
  const mail = smtp.messages.filter((item) => item.to.includes(to)).at(-1)?.raw ?? '';
  const unfolded = mail.replace(/=\r?\n/g, '');
  const match = unfolded.match(/https:\/\/roomtone\.test\/login\/reset\/([^/\s"]+)\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${mail}`);
  return { email: decodeURIComponent(match[1]), token: match[2] };
}

describe('forgot and reset password', () => {
  it('mails a link that resets the password once, ends every session, and works once only', async () => {
    const { app, context } = getApp();
    const ada = await signedUpClient(app);
    smtp.messages.length = 0;
    const forgot = await new TestClient(app).post('/api/login/forgot', { email: 'ADA@example.com' });
    expect(forgot.json()).toMatchObject({ success: true, message: MESSAGES.forgotPasswordSent });
    const { email, token } = await mailedResetLink('ada@example.com');
    expect(email).toBe('ada@example.com');

    const [stored] = await context.database.db.select().from(authTokens);
    expect(stored?.tokenHash).not.toBe(token);

    const visitor = new TestClient(app);
    const reset = await visitor.put(`/api/login/reset/${token}/${encodeURIComponent(email)}`, {
      password: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(reset.json()).toMatchObject({ success: true, message: MESSAGES.passwordReset });
    expect(await context.database.db.select().from(sessions)).toHaveLength(0);
    expect((await ada.get('/api/current-user')).json().user).toBeNull();

    const again = await visitor.put(`/api/login/reset/${token}/${encodeURIComponent(email)}`, {
      password: 'another-password',
      confirm: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([MESSAGES.errorResettingPassword]);

    const login = await visitor.post('/api/login', {
      username: 'ada@example.com',
      password: 'analytical-engine',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    smtp.messages.length = 0;
    const response = await new TestClient(getApp().app).post('/api/login/forgot', {
      email: 'nobody@example.com',
    });
    expect(response.json()).toMatchObject({ success: true, message: MESSAGES.forgotPasswordSent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(0);
  });

  it('refuses a forged token, an expired token and a token for another address', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    await signedUpClient(app, { email: 'grace@example.com' });
    smtp.messages.length = 0;
    const visitor = new TestClient(app);
    await visitor.post('/api/login/forgot', { email: 'ada@example.com' });
    const { token } = await mailedResetLink('ada@example.com');
    const body = { password: 'new-password-1', confirm: 'new-password-1' };

    const forged = await visitor.put(`/api/login/reset/${'x'.repeat(43)}/ada%40example.com`, body);
    expect(forged.json().errors).toEqual([MESSAGES.errorResettingPassword]);
    const otherAddress = await visitor.put(`/api/login/reset/${token}/grace%40example.com`, body);
    expect(otherAddress.json().errors).toEqual([MESSAGES.errorResettingPassword]);

    await context.database.db.update(authTokens).set({ expiresOn: new Date(Date.now() - 1000) });
    const expired = await visitor.put(`/api/login/reset/${token}/ada%40example.com`, body);
    expect(expired.json().errors).toEqual([MESSAGES.errorResettingPassword]);
  });

  it('checks the new password and its confirmation', async () => {
    const visitor = new TestClient(getApp().app);
    const mismatch = await visitor.put(`/api/login/reset/${'a'.repeat(43)}/ada%40example.com`, {
      password: 'long-enough-1',
      confirm: 'long-enough-2',
    });
    expect(mismatch.json().errfor).toEqual({ confirm: MESSAGES.passwordsDoNotMatch });
    const missing = await visitor.put(`/api/login/reset/${'a'.repeat(43)}/ada%40example.com`, {});
    expect(missing.json().errfor).toEqual({ password: MESSAGES.required, confirm: MESSAGES.required });
  });
});
