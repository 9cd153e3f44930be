import { type AudiencePreset, type Finish, MESSAGES, type Sponsor } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_SUPPLIERS, seedDemoSuppliers } from '../src/scripts/demo/demo-suppliers.ts';
import { finishBody, insertOrganization, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

function idsOf(finishes: Finish[]): string[] {
  return finishes.map((finish) => finish.id);
}

describe('organization finishes', () => {
  it("lists, adds and edits the caller's organization's own finishes, bumping the version", async () => {
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const version = async () =>
      (await owner.client.get('/api/configuration/finishes/ver')).json().configuration.value;
    const before = await version();
    const created = await owner.client.post('/api/org/finishes', finishBody({ name: 'Our slatted oak' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: MESSAGES.finishAdded,
      finish: { name: 'Our slatted oak', organizationId: owner.organizationId, isSponsor: false },
    });
    const afterCreate = await version();
    expect(afterCreate).not.toBe(before);
    const id = created.json().finish.id;
    const saved = await owner.client.put(
      `/api/org/finishes/${id}`,
      finishBody({ name: 'Our slatted oak, 12 mm' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MESSAGES.finishSaved,
      finish: { id, name: 'Our slatted oak, 12 mm' },
    });
    expect(await version()).not.toBe(afterCreate);
    const list = await owner.client.get('/api/org/finishes');
    expect(list.json().finishes.map((finish: Finish) => finish.name)).toEqual(['Our slatted oak, 12 mm']);
  });

  it("answers 404 for another organization's finish or a global one, and leaves them unchanged", async () => {
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const other = await signIn(getApp(), { organization: { planCode: 'manufacturer-monthly' } });
    const theirs = (await other.client.post('/api/org/finishes', finishBody({ name: 'Their panel' }))).json()
      .finish;
    const hijack = await owner.client.put(`/api/org/finishes/${theirs.id}`, finishBody({ name: 'Mine now' }));
    expect(hijack.statusCode).toBe(404);
    expect((await other.client.get('/api/org/finishes')).json().finishes[0].name).toBe('Their panel');
    const global = (await new TestClient(getApp().app).get('/api/finishes')).json().finishes[0];
    expect((await owner.client.put(`/api/org/finishes/${global.id}`, finishBody())).statusCode).toBe(404);
  });

  it('lets only organization owners on a pro or manufacturer plan write, and requires sign-in to read', async () => {
    const anonymous = new TestClient(getApp().app);
    expect((await anonymous.get('/api/org/finishes')).statusCode).toBe(401);
    expect((await anonymous.post('/api/org/finishes', finishBody())).json().errors).toEqual([
      MESSAGES.mustBeLoggedIn,
    ]);
    const member = await signIn(getApp(), { organization: { planCode: 'pro-monthly', role: 'member' } });
    const unsubscribed = await signIn(getApp(), { organization: { planCode: null } });
    for (const caller of [member, unsubscribed]) {
      const response = await caller.client.post('/api/org/finishes', finishBody());
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    }
    expect((await member.client.get('/api/org/finishes')).statusCode).toBe(200);
  });

  it("publishes a supplier's (manufacturer plan) finishes as sponsor finishes to every signed-in user", async () => {
    const supplier = await signIn(getApp(), { organization: { planCode: 'manufacturer-annual' } });
    const pro = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const sponsored = (await supplier.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    const own = (await pro.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    expect(sponsored.isSponsor).toBe(true);
    const stranger = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const visible = idsOf((await stranger.client.get('/api/finishes')).json().finishes);
    expect(visible).toContain(sponsored.id);
    expect(visible).not.toContain(own.id);
    expect(idsOf((await pro.client.get('/api/finishes')).json().finishes)).toContain(own.id);
    expect(idsOf((await new TestClient(getApp().app).get('/api/finishes')).json().finishes)).not.toContain(
      sponsored.id,
    );
  });
});

describe('GET /api/rooms/finishes', () => {
  it("gives a signed-in user the global finishes and their organization's own, no one else's", async () => {
    expect((await new TestClient(getApp().app).get('/api/rooms/finishes')).statusCode).toBe(401);
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const other = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const own = (await owner.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    const theirs = (await other.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    const finishes: Finish[] = (await owner.client.get('/api/rooms/finishes')).json().finishes;
    expect(idsOf(finishes)).toContain(own.id);
    expect(idsOf(finishes)).not.toContain(theirs.id);
    expect(finishes.filter((finish) => finish.organizationId === null).length).toBeGreaterThan(350);
  });
});

describe('finish browsers', () => {
  it('gives the common finishes grouped by category: public categories for visitors, all for users', async () => {
    const anonymous = await new TestClient(getApp().app).get('/api/finishes/browsers/commons');
    expect(anonymous.statusCode).toBe(200);
    const { finishes, categories } = anonymous.json() as {
      finishes: Finish[];
      categories: { name: string; isPublic: boolean; finishCount: number }[];
    };
    expect(categories.every((category) => category.isPublic)).toBe(true);
    expect(categories.map((category) => category.name).slice(0, 3)).toEqual([
      'Acoustic panels',
      'Ceilings',
      'Walls',
    ]);
    expect(categories.reduce((sum, category) => sum + category.finishCount, 0)).toBe(finishes.length);
    const user = await signIn(getApp());
    const signedIn = (await user.client.get('/api/finishes/browsers/commons')).json();
    expect(signedIn.categories.at(-1)).toMatchObject({
      name: 'Miscellaneous',
      isPublic: false,
      finishCount: 6,
    });
  });

  it('lists the suppliers and their sponsor finishes to signed-in users only', async () => {
    await seedDemoSuppliers(getApp().context.database.db);
    await seedDemoSuppliers(getApp().context.database.db);
    const anonymous = new TestClient(getApp().app);
    expect((await anonymous.get('/api/finishes/browsers/sponsors')).statusCode).toBe(401);
    const user = await signIn(getApp());
    const sponsors: Sponsor[] = (await user.client.get('/api/finishes/browsers/sponsors')).json().sponsors;
    expect(sponsors.map((sponsor) => sponsor.name)).toEqual(
      DEMO_SUPPLIERS.map((supplier) => supplier.name).sort(),
    );
    expect(sponsors.every((sponsor) => sponsor.finishCount === 3)).toBe(true);
    const first = sponsors[0];
    if (!first) throw new Error('no sponsor');
    expect((await anonymous.get(`/api/finishes/browsers/sponsor/${first.id}`)).statusCode).toBe(401);
    const browsed = (await user.client.get(`/api/finishes/browsers/sponsor/${first.id}`)).json();
    expect(browsed.sponsor.id).toBe(first.id);
    expect(browsed.finishes).toHaveLength(3);
    const notSupplier = await insertOrganization(getApp(), { planCode: 'pro-monthly' });
    expect((await user.client.get(`/api/finishes/browsers/sponsor/${notSupplier}`)).statusCode).toBe(404);
  });

  it('gives about 24 audience presets, occupied and unoccupied, per-seat ones as sabins per object', async () => {
    const response = await new TestClient(getApp().app).get('/api/finishes/browsers/audience');
    expect(response.statusCode).toBe(200);
    const presets: AudiencePreset[] = response.json().presets;
    expect(presets.length).toBeGreaterThanOrEqual(22);
    expect(presets.length).toBeLessThanOrEqual(26);
    expect(new Set(presets.map((preset) => preset.occupancy))).toEqual(
      new Set(['unoccupied', 'partly-occupied', 'occupied']),
    );
    const seat = presets.find((preset) => preset.key === 'auditorium-seat-occupied');
    expect(seat?.finish).toMatchObject({ unit: 'sabin-per-object', flags: 'unit-uncertain', nrc: null });
    expect(presets.find((preset) => preset.key === 'upholstered-occupied')?.finish).toMatchObject({
      name: 'Upholstered seating, occupied',
      a500: 0.8,
    });
  });
});
