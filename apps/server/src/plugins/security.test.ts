import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security.ts';

async function policyOf(allowsStripe: boolean): Promise<string> {
  const app = Fastify();
  await registerSecurityHeaders(app, { isHttps: false, allowsStripe });
  app.get('/', async () => 'page');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
}

describe('the Content-Security-Policy', () => {
  it('keeps scripts, frames and connections same-origin with the local payment processor', async () => {
    const policy = await policyOf(false);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('stripe.com');
    expect(policy).not.toContain('frame-src');
  });

  it('allows exactly Stripe.js, its card frames and its API when Stripe takes the payments', async () => {
    const policy = await policyOf(true);
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
