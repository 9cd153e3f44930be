import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from './helpers/smtp.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const lines: string[] = [];
const getApp = useTestApp({
  config: { logLevel: 'trace' },
  logStream: { write: (line) => lines.push(line) },
});
const smtp = await startSmtpServer();
afterAll(() => smtp.stop());
const mailedLines: string[] = [];
const getMailingApp = useTestApp({
  config: { logLevel: 'trace', smtpUrl: smtp.url, publicUrl: 'https://roomtone.test' },
  logStream: { write: (line) => mailedLines.push(line) },
});

describe('secrets never reach the logs', () => {
  it('logs no password, hash or session value through sign-up, sign-in, failures and a password change', async () => {
    const { app } = getApp();
    lines.length = 0;
    const client = await signedUpClient(app);
    await new TestClient(app).post('/api/login', {
      username: 'ada@example.com',
      password: 'wrong-secret-77',
    });
    await client.post('/api/login', { username: 'ada@example.com', password: 'difference-engine' });
    await client.put('/api/account/settings/password', {
      currentPass: 'difference-engine',
      newPassword: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [
      'difference-engine',
      'analytical-engine',
      'wrong-secret-77',
      'scrypt$',
      client.cookies.get('roomtone_sid') ?? '-',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('logs and answers no reset token or new password through forgot and reset', async () => {
    const { app } = getMailingApp();
    await signedUpClient(app);
    mailedLines.length = 0;
    smtp.messages.length = 0;
    const visitor = new TestClient(app);
    const forgot = await visitor.post('/api/login/forgot', { email: 'ada@example.com' });
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000 });
    const raw = (smtp.messages[0]?.raw ?? '').replace(/=\r?\n/g, '');
    const token = raw.match(/\/login\/reset\/[^/\s"]+\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const reset = await visitor.put(`/api/login/reset/${token}/ada%40example.com`, {
      password: 'babbage-secret-42',
      confirm: 'babbage-secret-42',
    });
    expect(reset.statusCode).toBe(200);
    const wrongAddress = await visitor.put(`/api/login/reset/${token}/grace%40example.com`, {
      password: 'babbage-secret-43',
      confirm: 'babbage-secret-43',
    });
    expect(wrongAddress.statusCode).toBe(400);
    const answers = [forgot, reset, wrongAddress].map(
      (response) => JSON.stringify(response.headers) + response.body,
    );
    const log = mailedLines.join('\n');
    expect(mailedLines.length).toBeGreaterThan(3);
    for (const secret of [token, 'babbage-secret-42', 'babbage-secret-43']) {
      expect(log).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
  });
});
