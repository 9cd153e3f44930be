import { FINISH_MESSAGES, type Finish, type Sponsor } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoSuppliers } from '../src/scripts/demo/demo-suppliers.ts';
import { signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function suppliersOf(client: TestClient): Promise<Sponsor[]> {
  const response = await client.get('/api/finishes/browsers/sponsors');
  expect(response.statusCode).toBe(200);
  return response.json().sponsors;
}

function supplierNamed(sponsors: Sponsor[], name: string): Sponsor {
  const sponsor = sponsors.find((candidate) => candidate.name === name);
  if (!sponsor) throw new Error(`no supplier ${name}`);
  return sponsor;
}

describe('finish browsers by unit', () => {
  it('gives the common finishes of one unit, with the categories and counts of that unit', async () => {
    const anonymous = new TestClient(getApp().app);
    const all = (await anonymous.get('/api/finishes/browsers/commons')).json();
    const coefficients = (await anonymous.get('/api/finishes/browsers/commons?unit=coefficient')).json();
    const perObject = (await anonymous.get('/api/finishes/browsers/commons?unit=sabin-per-object')).json();
    const units = (finishes: Finish[]) => new Set(finishes.map((finish) => finish.unit));
    expect(units(all.finishes)).toEqual(new Set(['coefficient', 'sabin-per-object']));
    expect(units(coefficients.finishes)).toEqual(new Set(['coefficient']));
    expect(units(perObject.finishes)).toEqual(new Set(['sabin-per-object']));
    expect(coefficients.finishes.length + perObject.finishes.length).toBe(all.finishes.length);
    const categoryNames = (answer: { categories: { name: string }[] }) =>
      answer.categories.map((category) => category.name);
    expect(categoryNames(coefficients)).not.toContain('People');
    expect(categoryNames(perObject)).toEqual(['Seating and audience', 'People']);
    expect(
      coefficients.categories.reduce(
        (sum: number, category: { finishCount: number }) => sum + category.finishCount,
        0,
      ),
    ).toBe(coefficients.finishes.length);
  });

  it('names an unknown unit', async () => {
    const response = await new TestClient(getApp().app).get('/api/finishes/browsers/commons?unit=each');
    expect(response.statusCode).toBe(400);
    expect(response.json().errfor).toEqual({ unit: FINISH_MESSAGES.unknownUnit });
  });
});

describe('supplier buttons', () => {
  it('gives a supplier of ceilings and walls a ceiling button and a wall button, others one button', async () => {
    await seedDemoSuppliers(getApp().context.database.db);
    const user = await signIn(getApp());
    const sponsors = await suppliersOf(user.client);
    expect(supplierNamed(sponsors, 'Stillwater Interiors (demo)').kinds).toEqual(['ceiling', 'wall']);
    // Lumen also sells ceilings and walls, but its felt tiles are neither: one button.
    expect(supplierNamed(sponsors, 'Lumen Baffle Works (demo)').kinds).toEqual([]);
    expect(supplierNamed(sponsors, 'Quiethaven Panels (demo)').kinds).toEqual([]);
  });

  it("browses only one kind's finishes, of one unit, when asked", async () => {
    await seedDemoSuppliers(getApp().context.database.db);
    const user = await signIn(getApp());
    const sponsors = await suppliersOf(user.client);
    const stillwater = supplierNamed(sponsors, 'Stillwater Interiors (demo)');
    const browse = async (id: string, query: string) => {
      const response = await user.client.get(`/api/finishes/browsers/sponsor/${id}${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as { sponsor: Sponsor; finishes: Finish[] };
    };
    const ceilings = await browse(stillwater.id, '?kind=ceiling');
    expect(ceilings.sponsor.kinds).toEqual(['ceiling', 'wall']);
    expect(ceilings.finishes.map((finish) => finish.model)).toEqual(['Hush Raft 40', 'Hush 15']);
    const walls = await browse(stillwater.id, '?kind=wall&unit=coefficient');
    expect(walls.finishes.map((finish) => finish.model)).toEqual(['Murmur 30']);
    expect((await browse(stillwater.id, '')).finishes).toHaveLength(3);

    const lumen = supplierNamed(sponsors, 'Lumen Baffle Works (demo)');
    const areaFinishes = await browse(lumen.id, '?unit=coefficient');
    expect(areaFinishes.finishes.map((finish) => finish.model).sort()).toEqual(['Felt 9', 'Slat 12']);
    const baffles = await browse(lumen.id, '?unit=sabin-per-object');
    expect(baffles.finishes.map((finish) => finish.model)).toEqual(['Baffle 1200']);
  });

  it('names an unknown kind or unit', async () => {
    await seedDemoSuppliers(getApp().context.database.db);
    const user = await signIn(getApp());
    const [first] = await suppliersOf(user.client);
    if (!first) throw new Error('no supplier');
    const kind = await user.client.get(`/api/finishes/browsers/sponsor/${first.id}?kind=floor`);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errfor).toEqual({ kind: FINISH_MESSAGES.unknownSupplierKind });
    const unit = await user.client.get(`/api/finishes/browsers/sponsor/${first.id}?unit=x`);
    expect(unit.json().errfor).toEqual({ unit: FINISH_MESSAGES.unknownUnit });
  });
});
