import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { createOrganization, createProject, type Person } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

const settings = {
  section: 'settings',
  units: 'Metric',
  reportText: '',
  reportLogoWidth: 40,
  vendorRequests: false,
  vendorName: '',
  vendorCss: '',
  vendorCssInline: '',
  vendorUrl: '',
  vendorUrlName: '',
} as const;

async function setCountry(owner: Person, countryCode: string) {
  const response = await owner.client.put('/api/account/organization', {
    section: 'profile',
    name: `Firm ${countryCode}-${Math.random()}`,
    subscriberName: 'Leo Beranek',
    address: '1 Main Street',
    zip: '10115',
    countryCode,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function proProject() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner, { id: 'B-1' });
  return { owner: organization.owner, member: organization.member, projectId };
}

describe('phase budgets are money', () => {
  it('keeps a budget in whole cents and answers it with the organization currency', async () => {
    const { owner, projectId } = await proProject();
    await setCountry(owner, 'us');
    const created = await owner.client.post(`/api/projects/${projectId}/phase`, {
      name: 'Survey',
      budgetCents: 1_250_050,
      from: '2030-01-06',
      to: '2030-02-28',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phase: { budgetCents: 1_250_050 }, currency: 'USD' });
    const project = await owner.client.get(`/api/projects/${projectId}`);
    expect(project.json().project.organization.currency).toBe('USD');
    expect(project.json().project.phases[0].budgetCents).toBe(1_250_050);
  });

  it('refuses a negative, fractional, textual or too large budget at the field', async () => {
    const { owner, projectId } = await proProject();
    const post = (budgetCents: unknown) =>
      owner.client.post(`/api/projects/${projectId}/phase`, {
        name: 'Survey',
        budgetCents,
        from: '2030-01-06',
        to: '2030-02-28',
      });
    for (const [budgetCents, message] of [
      [-50_000, MESSAGES.budgetNegative],
      [1234.5, MESSAGES.budgetDecimals],
      ['abc12x', MESSAGES.budgetNotAnAmount],
      [200_000_000_000_000, MESSAGES.budgetTooLarge],
    ] as const) {
      const response = await post(budgetCents);
      expect(response.statusCode, String(budgetCents)).toBe(400);
      expect(response.json().errfor).toEqual({ budgetCents: message });
    }
    const project = await owner.client.get(`/api/projects/${projectId}`);
    expect(project.json().project.phases).toEqual([]);
  });

  it("defaults the currency to the organization's country and keeps the one chosen in the settings", async () => {
    const { owner, member, projectId } = await proProject();
    await setCountry(owner, 'de');
    expect((await owner.client.get('/api/account/organization')).json().organization.currency).toBe('EUR');
    await setCountry(owner, 'gb');
    expect((await owner.client.get(`/api/projects/${projectId}`)).json().project.organization.currency).toBe(
      'GBP',
    );

    const chosen = await owner.client.put('/api/account/organization', { ...settings, currency: 'chf' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().organization.currency).toBe('CHF');
    // A country change no longer moves a chosen currency, and a settings save without one keeps it.
    await setCountry(owner, 'jp');
    expect((await owner.client.put('/api/account/organization', settings)).statusCode).toBe(200);
    expect((await member.client.get(`/api/projects/${projectId}`)).json().project.organization.currency).toBe(
      'CHF',
    );

    const unknown = await owner.client.put('/api/account/organization', { ...settings, currency: 'XYZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errfor).toEqual({ currency: MESSAGES.currencyUnknown });
  });
});
