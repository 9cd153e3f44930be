import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryIdOf, finishBody } from './helpers/finishes-fixtures.ts';
import { insertVendor, visitorOf } from './helpers/inquiries-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';

function miniatureWebDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'roomtone-vendors-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Roomtone</title><div id="root"></div>');
  return root;
}

const getApp = useTestApp({
  config: { webDist: miniatureWebDist(), publicUrl: 'http://roomtone.test' },
});
const visitor = () => visitorOf(getApp());

describe('the vendor calculator page', () => {
  it('serves the branding of a live vendor', async () => {
    const vendor = await insertVendor(getApp());
    const response = await visitor().get(`/api/vendors/${vendor.vendorName}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toEqual({
      id: vendor.organizationId,
      vendorName: vendor.vendorName,
      displayName: `Panels ${vendor.vendorName.slice(7)}`,
      vendorUrl: '',
      vendorUrlName: '',
      hasLogo: false,
      acceptsInquiries: true,
      showsExperimental: true,
    });
    expect((await visitor().get(`/api/vendors/${vendor.vendorName}/logo`)).statusCode).toBe(404);
  });

  it("offers visitors the vendor's own finishes only, by kind, without sign-in", async () => {
    const vendor = await insertVendor(getApp());
    const other = await insertVendor(getApp());
    const ceilings = await categoryIdOf(getApp(), 'Ceilings');
    const walls = await categoryIdOf(getApp(), 'Walls');
    for (const [owner, name, categoryId] of [
      [vendor.owner, 'Hush tile', ceilings],
      [vendor.owner, 'Murmur wall', walls],
      [other.owner, 'Other tile', ceilings],
    ] as const) {
      const created = await owner.client.post('/api/org/finishes', finishBody({ name, categoryId }));
      expect(created.statusCode, created.body).toBe(201);
    }
    const all = await visitor().get(`/api/vendors/${vendor.vendorName}/finishes`);
    expect(all.statusCode).toBe(200);
    expect(all.json().sponsor.kinds).toEqual(['ceiling', 'wall']);
    expect(
      all
        .json()
        .finishes.map((finish: { name: string }) => finish.name)
        .sort(),
    ).toEqual(['Hush tile', 'Murmur wall']);
    const ceilingOnly = await visitor().get(`/api/vendors/${vendor.vendorName}/finishes?kind=ceiling`);
    expect(ceilingOnly.json().finishes.map((finish: { name: string }) => finish.name)).toEqual(['Hush tile']);
    expect((await visitor().get('/api/vendors/no-such-vendor/finishes')).statusCode).toBe(404);
  });

  it('serves only sanitized CSS, confined to the calculator, and 404 for an unknown vendor', async () => {
    const vendor = await insertVendor(getApp(), {
      vendorCss:
        '@import url(https://evil.example/x.css); .brand { color: #0a3d62; background: url(https://evil.example/leak); width: expression(alert(1)) } </style><script>alert(1)</script>',
      vendorCssInline: 'font-family: Georgia, serif; behavior: url(x.htc)',
    });
    const response = await visitor().get(`/api/inquiries/css/${vendor.vendorName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    const css = response.body;
    expect(css).toContain('#0a3d62');
    expect(css).toContain('[data-vendor-calculator]');
    expect(css).not.toMatch(/@import|evil\.example|expression|<\/style|<script|behavior/i);
    expect((await visitor().get('/api/inquiries/css/no-such-vendor')).statusCode).toBe(404);
  });

  it('lets exactly the origins the vendor lists frame /v/{vendor}/…, and no other page', async () => {
    const vendor = await insertVendor(getApp(), {
      frameOrigins: ['https://www.panels.example', 'http://localhost:4400'],
    });
    const other = await insertVendor(getApp(), { frameOrigins: ['https://other.example'] });
    const page = await visitor().get(`/v/${vendor.vendorName}/rt`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(
      'frame-ancestors https://www.panels.example http://localhost:4400',
    );
    expect(page.headers['content-security-policy']).not.toContain('other.example');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const otherPage = await visitor().get(`/v/${other.vendorName}/rt`);
    expect(otherPage.headers['content-security-policy']).toMatch(
      /frame-ancestors https:\/\/other\.example(;|$)/,
    );
    for (const url of [
      '/',
      '/inquiries',
      '/public/rt',
      '/v/no-such-vendor/rt',
      `/x/v/${vendor.vendorName}/rt`,
    ]) {
      const response = await visitor().get(url);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('saves the embedding origins for the organization account of a pro or manufacturer plan only', async () => {
    const vendor = await insertVendor(getApp());
    const saved = await vendor.owner.client.put('/api/account/organization/embed', {
      frameOrigins: ['https://WWW.Panels.example/', 'https://www.panels.example'],
      showsExperimental: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().embed).toEqual({
      vendorName: vendor.vendorName,
      frameOrigins: ['https://www.panels.example'],
      showsExperimental: false,
    });
    const page = await visitor().get(`/v/${vendor.vendorName}/rt`);
    expect(page.headers['content-security-policy']).toMatch(
      /frame-ancestors https:\/\/www\.panels\.example(;|$)/,
    );
    const profile = await visitor().get(`/api/vendors/${vendor.vendorName}`);
    expect(profile.json().vendor.showsExperimental).toBe(false);

    for (const bad of [
      'https://x.example/path',
      "https://x.example 'unsafe-inline'",
      'javascript:alert(1)',
      '*',
    ]) {
      const response = await vendor.owner.client.put('/api/account/organization/embed', {
        frameOrigins: [bad],
        showsExperimental: true,
      });
      expect(response.statusCode, bad).toBe(400);
    }
    const byMember = await vendor.member.client.put('/api/account/organization/embed', {
      frameOrigins: [],
      showsExperimental: true,
    });
    expect(byMember.statusCode).toBe(403);
  });
});
