import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to the embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('pglite:./data/pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.verificationRequired).toBe(false);
    expect(config.socialLogin).toBe(false);
  });

  it('uses DATABASE_URL for PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/roomtone' }).databaseUrl).toBe(
      'postgres://u@db:5432/roomtone',
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['CONTACT_EMAIL', 'nobody'],
    ['VERIFICATION_REQUIRED', 'maybe'],
    ['PUBLIC_URL', 'localhost'],
    ['SESSION_REUSE_MS', '1.5'],
    ['SESSION_REUSE_MS', '-1'],
    ['SESSION_REUSE_MS', '60000'],
  ])('stops with a message naming %s when its value is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
