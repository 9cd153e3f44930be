import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const lines: string[] = [];
const getApp = useTestApp({
  config: { logLevel: 'trace' },
  logStream: { write: (line) => lines.push(line) },
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
});
