import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security.ts';

async function headersOf(options: { isHttps: boolean; allowsStripe: boolean }) {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  app.get('/', async () => 'page');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

async function policyOf(allowsStripe: boolean): Promise<string> {
  return String((await headersOf({ isHttps: false, allowsStripe }))['content-security-policy']);
}

/** What every answer carries besides its policy, over HTTP and HTTPS. */
const COMMON_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the security headers', () => {
  it('are the same on every answer, with HSTS and upgraded requests only over HTTPS', async () => {
    const overHttp = await headersOf({ isHttps: false, allowsStripe: false });
    expect(overHttp).toMatchObject(COMMON_HEADERS);
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const overHttps = await headersOf({ isHttps: true, allowsStripe: false });
    expect(overHttps).toMatchObject({
      ...COMMON_HEADERS,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(overHttps['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
  });
});

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
