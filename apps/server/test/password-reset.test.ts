import { MESSAGES } from '@roomtone/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, expect as vitestExpect } from 'vitest';
import { authTokens, sessions } from '../src/db/schema/index.ts';
import { hashToken } from '../src/lib/secure-random.ts';
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
  it('resets the password of a long address (its link has path segments over 100 characters)', async () => {
    const { app } = getApp();
    const email = `${'a'.repeat(64)}@${'mail.'.repeat(14)}example.com`;
    await signedUpClient(app, { email });
    smtp.messages.length = 0;
    await new TestClient(app).post('/api/login/forgot', { email });
    const link = await mailedResetLink(email);
    expect(link.email).toBe(email);
    const reset = await new TestClient(app).put(
      `/api/login/reset/${link.token}/${encodeURIComponent(link.email)}`,
      { password: 'analytical-engine', confirm: 'analytical-engine' },
    );
    expect(reset.json()).toMatchObject({ success: true, message: MESSAGES.passwordReset });
  });

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
    const [kept] = await context.database.db.select().from(authTokens).where(isNull(authTokens.usedOn));
    expect(kept).toBeDefined();

    smtp.messages.length = 0;
    await visitor.post('/api/login/forgot', { email: 'ada@example.com' });
    const fresh = await mailedResetLink('ada@example.com');
    expect(fresh.token).not.toBe(token);
    const freshHash = hashToken(fresh.token);
    const [stored] = await context.database.db
      .select()
      .from(authTokens)
      .where(and(isNull(authTokens.usedOn), eq(authTokens.tokenHash, freshHash)));
    expect(stored?.expiresOn.getTime()).toBeGreaterThan(Date.now());
    await context.database.db
      .update(authTokens)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, stored?.id ?? ''));
    const expired = await visitor.put(`/api/login/reset/${fresh.token}/ada%40example.com`, body);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([MESSAGES.errorResettingPassword]);
    const login = await visitor.post('/api/login', {
      username: 'ada@example.com',
      password: 'new-password-1',
    });
    expect(login.statusCode).toBe(401);
  });

  it('leaves a token usable when it is presented with the wrong e-mail address', async () => {
    const { app } = getApp();
    await signedUpClient(app);
    await signedUpClient(app, { email: 'grace@example.com' });
    smtp.messages.length = 0;
    const visitor = new TestClient(app);
    await visitor.post('/api/login/forgot', { email: 'ada@example.com' });
    const { token } = await mailedResetLink('ada@example.com');
    const body = { password: 'new-password-1', confirm: 'new-password-1' };
    for (const address of ['grace%40example.com', 'nobody%40example.com']) {
      const refused = await visitor.put(`/api/login/reset/${token}/${address}`, body);
      expect(refused.json().errors).toEqual([MESSAGES.errorResettingPassword]);
    }
    const reset = await visitor.put(`/api/login/reset/${token}/ada%40example.com`, body);
    expect(reset.json()).toMatchObject({ success: true, message: MESSAGES.passwordReset });
    const grace = await visitor.post('/api/login', {
      username: 'grace@example.com',
      password: 'new-password-1',
    });
    expect(grace.statusCode).toBe(401);
  });

  it('limits resets per account across client addresses, changing nothing', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    smtp.messages.length = 0;
    await new TestClient(app).post('/api/login/forgot', { email: 'ada@example.com' });
    const { token } = await mailedResetLink('ada@example.com');
    const body = { password: 'new-password-1', confirm: 'new-password-1' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const forged = await new TestClient(app, `10.1.0.${attempt}`).put(
        `/api/login/reset/${String(attempt).padStart(43, 'y')}/ada%40example.com`,
        body,
      );
      expect(forged.statusCode).toBe(400);
    }
    const limited = await new TestClient(app, '10.1.1.1').put(
      `/api/login/reset/${token}/ADA%40example.com`,
      body,
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    const unusedResets = await context.database.db
      .select()
      .from(authTokens)
      .where(and(isNull(authTokens.usedOn), eq(authTokens.kind, 'reset')));
    expect(unusedResets).toHaveLength(1);
    const login = await new TestClient(app, '10.1.1.2').post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(login.statusCode).toBe(200);
  });

  it('stops mailing an account after 3 requests in 15 minutes, with the same answer, and the sent link still works', async () => {
    const { app } = getApp();
    await signedUpClient(app);
    smtp.messages.length = 0;
    for (let request = 1; request <= 3; request += 1) {
      await new TestClient(app, `10.2.0.${request}`).post('/api/login/forgot', { email: 'ada@example.com' });
      await vitestExpect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(request);
    }
    const { token } = await mailedResetLink('ada@example.com');
    const over = await new TestClient(app, '10.2.0.9').post('/api/login/forgot', {
      email: 'ada@example.com',
    });
    const unknown = await new TestClient(app, '10.2.0.9').post('/api/login/forgot', {
      email: 'nobody@example.com',
    });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual(unknown.json());
    expect(over.json()).toMatchObject({ success: true, message: MESSAGES.forgotPasswordSent });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(3);
    const reset = await new TestClient(app).put(`/api/login/reset/${token}/ada%40example.com`, {
      password: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(reset.json()).toMatchObject({ success: true, message: MESSAGES.passwordReset });
  });

  it('answers before the token and mail work, so an existing account answers like an unknown one', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const send = context.mailer.send;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attempted = 0;
    context.mailer.send = async (message) => {
      attempted += 1;
      await held;
      return send(message);
    };
    try {
      smtp.messages.length = 0;
      const known = await new TestClient(app).post('/api/login/forgot', { email: 'ada@example.com' });
      const unknown = await new TestClient(app).post('/api/login/forgot', { email: 'nobody@example.com' });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await vitestExpect.poll(() => attempted, { timeout: 5000 }).toBe(1);
      expect(smtp.messages).toHaveLength(0);
      release();
      await mailedResetLink('ada@example.com');
    } finally {
      release();
      context.mailer.send = send;
    }
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
