import { MESSAGES, VENDOR_NAME_NEEDED, VENDOR_NAME_TAKEN, VENDOR_URL_RULE } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acousticModelStatuses, acousticModels, auditLog, organizations } from '../src/db/schema/index.ts';
import {
  ORGANIZATION_NAME_TAKEN,
  PlanChangeError,
  SETTINGS_NEED_PLAN,
  setOrganizationPlan,
} from '../src/modules/organizations/organizations.service.ts';
import { memberOf, organizationIdOf, organizationOwner } from './helpers/organization-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

const profile = {
  section: 'profile',
  name: 'Sabine & Partners',
  subscriberName: 'Wallace Sabine',
  phone: '+1 617 555 0100',
  address: '1 Fogg Lane, Cambridge MA',
  zip: '02138',
  countryCode: 'us',
} as const;

const settings = {
  section: 'settings',
  units: 'Metric',
  reportText: 'Prepared by Sabine & Partners.',
  reportLogoWidth: 40,
  vendorRequests: true,
  vendorName: 'Sabine-Panels',
  vendorCss:
    '@import url(https://evil.example/x.css); .brand { color: #0a3d62; background: url(https://evil.example/leak) }',
  vendorCssInline: 'font-family: Georgia, serif; behavior: url(x.htc)',
  vendorUrl: 'https://sabine.example/panels',
  vendorUrlName: 'Our panels',
} as const;

function owner(plan?: string, email = 'owner@sabine.example', organizationName = 'Sabine Acoustics') {
  const { app, context } = getApp();
  return organizationOwner(app, context, { email, organizationName, ...(plan ? { plan } : {}) });
}

describe('GET /api/account/organization', () => {
  it('refuses anonymous callers', async () => {
    const response = await new TestClient(getApp().app).get('/api/account/organization');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([MESSAGES.mustBeLoggedIn]);
  });

  it('shows the owner their organization with its plan', async () => {
    const { client, organizationId } = await owner('pro-monthly');
    const response = await client.get('/api/account/organization');
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({
      id: organizationId,
      name: 'Sabine Acoustics',
      subscriberName: 'Ada Lovelace',
      units: 'Imperial',
      reportLogoWidth: 50,
      plan: { code: 'pro-monthly', displayName: 'Professional (monthly)' },
      isPersonal: false,
      logoUpdatedOn: null,
      role: 'owner',
      vendorName: '',
    });
  });

  it('lets a member read the profile of their organization', async () => {
    const fixture = await owner('pro-monthly');
    const member = await memberOf(getApp().app, fixture, 'member@sabine.example');
    const response = await member.client.get('/api/account/organization');
    expect(response.json().organization).toMatchObject({ id: fixture.organizationId, role: 'member' });
  });

  it('shows a user without an organization account their personal workspace', async () => {
    const client = await signedUpClient(getApp().app);
    const response = await client.get('/api/account/organization');
    expect(response.json().organization).toMatchObject({ isPersonal: true, role: 'owner', plan: null });
  });
});

describe('PUT /api/account/organization (profile)', () => {
  it('saves the profile and names the country from its code', async () => {
    const { client } = await owner();
    const response = await client.put('/api/account/organization', profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: MESSAGES.changesSaved,
      organization: {
        name: 'Sabine & Partners',
        subscriberName: 'Wallace Sabine',
        phone: '+1 617 555 0100',
        country: { code: 'US', name: 'United States' },
      },
    });
    expect((await client.get('/api/account/organization')).json().organization.zip).toBe('02138');
  });

  it('requires every field but the phone, and a country of the list', async () => {
    const { client } = await owner();
    const empty = await client.put('/api/account/organization', {
      section: 'profile',
      name: ' ',
      subscriberName: '',
      address: '',
      zip: '',
      countryCode: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({
      name: MESSAGES.required,
      subscriberName: MESSAGES.required,
      address: MESSAGES.required,
      zip: MESSAGES.required,
      countryCode: MESSAGES.required,
    });
    const unknown = await client.put('/api/account/organization', { ...profile, countryCode: 'QQ' });
    expect(unknown.json().errfor).toEqual({ countryCode: 'Choose a country from the list' });
    const noPhone = await client.put('/api/account/organization', { ...profile, phone: undefined });
    expect(noPhone.statusCode).toBe(200);
    expect(noPhone.json().organization.phone).toBe('');
  });

  it('keeps organization names unique', async () => {
    await owner(undefined, 'other@example.com', 'Taken Name');
    const { client } = await owner();
    const response = await client.put('/api/account/organization', { ...profile, name: 'taken name' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: ['Error updating organization: that organization name is already taken'],
      errfor: { name: ORGANIZATION_NAME_TAKEN },
    });
  });

  it('refuses members and users without an organization account', async () => {
    const fixture = await owner('pro-monthly');
    const member = await memberOf(getApp().app, fixture, 'member@sabine.example');
    for (const client of [member.client, await signedUpClient(getApp().app, { email: 'solo@example.com' })]) {
      const response = await client.put('/api/account/organization', profile);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    }
    const unchanged = await fixture.client.get('/api/account/organization');
    expect(unchanged.json().organization.name).toBe('Sabine Acoustics');
  });

  it('refuses a request without the CSRF header', async () => {
    const { client } = await owner();
    const response = await client.put('/api/account/organization', profile, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/account/organization (settings)', () => {
  it('needs plan pro or man', async () => {
    const { client } = await owner();
    const response = await client.put('/api/account/organization', settings);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([SETTINGS_NEED_PLAN]);
    for (const plan of ['sponsor-gold', 'supersonic-desktop-beta']) {
      const other = await owner(plan, `${plan}@example.com`, `Org ${plan}`);
      expect((await other.client.put('/api/account/organization', settings)).statusCode).toBe(403);
    }
  });

  it('saves the settings with the vendor CSS sanitized and the vendor name folded to lower case', async () => {
    const { client, organizationId } = await owner('manufacturer-annual');
    const response = await client.put('/api/account/organization', settings);
    expect(response.statusCode).toBe(200);
    const saved = response.json().organization;
    expect(saved).toMatchObject({
      units: 'Metric',
      reportText: 'Prepared by Sabine & Partners.',
      reportLogoWidth: 40,
      vendorRequests: true,
      vendorName: 'sabine-panels',
      vendorUrl: 'https://sabine.example/panels',
      vendorUrlName: 'Our panels',
    });
    expect(saved.vendorCss).toBe('.brand {\n  color: #0a3d62;\n}');
    expect(saved.vendorCssInline).toBe('font-family: Georgia, serif;');
    const session = await client.get('/api/current-user');
    expect(session.json().user.vendorRequests).toBe(true);
    const [audit] = await getApp()
      .context.database.db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.update'));
    expect(audit).toMatchObject({ target: organizationId, details: { section: 'settings' } });
  });

  it('validates the vendor fields, the logo width and the units', async () => {
    const { client } = await owner('pro-monthly');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ vendorName: '' }, { vendorName: VENDOR_NAME_NEEDED }],
      [{ vendorName: 'has space' }, { vendorName: expect.stringContaining('letters, digits or hyphens') }],
      [{ vendorName: '-edge' }, { vendorName: expect.stringContaining('letters, digits or hyphens') }],
      [{ vendorUrl: 'javascript:alert(1)' }, { vendorUrl: VENDOR_URL_RULE }],
      [{ reportLogoWidth: 101 }, { reportLogoWidth: 'Must be a number from 0 to 100' }],
      [{ reportLogoWidth: -1 }, { reportLogoWidth: 'Must be a number from 0 to 100' }],
      [{ units: 'Furlongs' }, { units: expect.any(String) }],
    ];
    for (const [change, errfor] of cases) {
      const response = await client.put('/api/account/organization', { ...settings, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().errfor).toEqual(errfor);
    }
    const unknownSection = await client.put('/api/account/organization', { ...settings, section: 'plan' });
    expect(unknownSection.statusCode).toBe(400);
    const noInquiries = await client.put('/api/account/organization', {
      ...settings,
      vendorRequests: false,
      vendorName: '',
    });
    expect(noInquiries.statusCode).toBe(200);
    expect(noInquiries.json().organization.vendorName).toBe('');
  });

  it('keeps vendor names unique across organizations', async () => {
    const first = await owner('manufacturer-monthly', 'first@example.com', 'First Vendor');
    expect((await first.client.put('/api/account/organization', settings)).statusCode).toBe(200);
    const second = await owner('pro-monthly');
    const response = await second.client.put('/api/account/organization', {
      ...settings,
      vendorName: 'SABINE-PANELS',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: ['Error updating organization: that vendor name is already taken'],
      errfor: { vendorName: VENDOR_NAME_TAKEN },
    });
    expect((await first.client.put('/api/account/organization', settings)).statusCode).toBe(200);
  });

  it('refuses members of a pro organization', async () => {
    const fixture = await owner('pro-monthly');
    const member = await memberOf(getApp().app, fixture, 'member@sabine.example');
    const response = await member.client.put('/api/account/organization', settings);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
  });
});

describe('PUT /api/account/organization/password', () => {
  const change = {
    currentPass: 'difference-engine',
    newPassword: 'analytical-engine',
    confirm: 'analytical-engine',
  };

  it('changes the owner password after checking the current one', async () => {
    const { app } = getApp();
    const { client, email } = await owner();
    const mismatch = await client.put('/api/account/organization/password', {
      ...change,
      confirm: 'other-one',
    });
    expect(mismatch.json().errfor).toEqual({ confirm: MESSAGES.passwordsDoNotMatch });
    const wrong = await client.put('/api/account/organization/password', {
      ...change,
      currentPass: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errfor).toEqual({ currentPass: 'The current password is not correct' });

    const response = await client.put('/api/account/organization/password', change);
    expect(response.json()).toMatchObject({ success: true, message: MESSAGES.changesSaved });
    expect((await client.get('/api/current-user')).json().user.email).toBe(email);
    const fresh = new TestClient(app);
    expect(
      (await fresh.post('/api/login', { username: email, password: 'analytical-engine' })).statusCode,
    ).toBe(200);
  });

  it('refuses members and users without an organization account', async () => {
    const fixture = await owner('pro-monthly');
    const member = await memberOf(getApp().app, fixture, 'member@sabine.example', 'difference-engine');
    const solo = await signedUpClient(getApp().app, { email: 'solo@example.com' });
    for (const client of [member.client, solo]) {
      const response = await client.put('/api/account/organization/password', change);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    }
  });
});

describe('GET /api/model-library/list', () => {
  it('lists only the sponsor organization its own models, newest first, with status names', async () => {
    const { context } = getApp();
    const db = context.database.db;
    const sponsor = await owner('sponsor-platinum');
    const other = await owner('sponsor-gold', 'other@example.com', 'Other Sponsor');
    const statuses = await db.select().from(acousticModelStatuses);
    const [status] = statuses;
    if (!status) throw new Error('the reference data has no model status');
    await db.insert(acousticModels).values([
      {
        organizationId: sponsor.organizationId,
        statusId: status.id,
        createdOn: new Date('2024-01-01T00:00:00Z'),
      },
      { organizationId: sponsor.organizationId, statusId: null, createdOn: new Date('2024-02-01T00:00:00Z') },
      { organizationId: other.organizationId, statusId: status.id },
    ]);
    const response = await sponsor.client.get('/api/model-library/list');
    expect(response.statusCode).toBe(200);
    const models = response.json().models;
    expect(models).toHaveLength(2);
    expect(models[0]).toMatchObject({ statusName: 'Unknown', createdOn: '2024-02-01T00:00:00.000Z' });
    expect(models[1]).toMatchObject({ statusName: status.name, createdOn: '2024-01-01T00:00:00.000Z' });
  });

  it('refuses plans other than rt', async () => {
    const { client } = await owner('pro-monthly');
    const response = await client.get('/api/model-library/list');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    expect((await new TestClient(getApp().app).get('/api/model-library/list')).statusCode).toBe(401);
  });
});

describe('GET /api/inquiries/css/{vendor}', () => {
  it('serves the vendor stylesheet as text/css, sanitized again on the way out', async () => {
    const { app, context } = getApp();
    const { client, organizationId } = await owner('manufacturer-annual');
    await client.put('/api/account/organization', settings);
    // A row written before sanitizing existed (or by hand) is still served safely.
    await context.database.db
      .update(organizations)
      .set({
        vendorCss:
          '.a { color: red } </style><script>alert(1)</script> @import "https://evil.example"; body::after{content:"Session expired - call 555";position:fixed;inset:0;z-index:99999}',
      })
      .where(eq(organizations.id, organizationId));
    const visitor = new TestClient(app);
    const response = await visitor.get('/api/inquiries/css/Sabine-Panels');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(
      '[data-vendor-calculator] .a {\n  color: red;\n}\n\n[data-vendor-calculator] {\n  font-family: Georgia, serif;\n  contain: paint !important;\n}',
    );
    const etag = String(response.headers.etag);
    const again = await visitor.request('GET', '/api/inquiries/css/sabine-panels', undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown vendor', async () => {
    const response = await new TestClient(getApp().app).get('/api/inquiries/css/nobody');
    expect(response.statusCode).toBe(404);
  });
});

describe('setOrganizationPlan', () => {
  it('sets a plan by name or id, clears it with none, and validates the code', async () => {
    const { context } = getApp();
    const db = context.database.db;
    const { organizationId } = await owner();
    const byName = await setOrganizationPlan(db, 'sabine acoustics', 'manufacturer-monthly');
    expect(byName).toEqual({
      organization: { id: organizationId, name: 'Sabine Acoustics' },
      before: null,
      after: 'manufacturer-monthly',
    });
    expect((await setOrganizationPlan(db, organizationId, 'none')).after).toBeNull();
    await expect(setOrganizationPlan(db, organizationId, 'acoustical-modeling')).rejects.toThrow(
      PlanChangeError,
    );
    await expect(setOrganizationPlan(db, organizationId, 'gold')).rejects.toThrow(/Unknown plan "gold"/);
    await expect(setOrganizationPlan(db, 'No Such Org', 'pro-monthly')).rejects.toThrow(/No organization/);
    const [row] = await db
      .select({ planCode: organizations.planCode })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(row?.planCode).toBeNull();
  });

  it('asks for an id when several organizations share a name', async () => {
    const { app, context } = getApp();
    // Personal organizations are named after their user, so two people can share one.
    await signedUpClient(app, { email: 'a@example.com', firstName: 'Leo', lastName: 'Beranek' });
    await signedUpClient(app, { email: 'b@example.com', firstName: 'Leo', lastName: 'Beranek' });
    await expect(setOrganizationPlan(context.database.db, 'Leo Beranek', 'pro-monthly')).rejects.toThrow(
      /Several organizations/,
    );
    const id = await organizationIdOf(context, 'a@example.com');
    expect((await setOrganizationPlan(context.database.db, id, 'pro-monthly')).after).toBe('pro-monthly');
  });
});
