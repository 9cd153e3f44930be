import { FINISH_MESSAGES, type Finish } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoSuppliers } from '../src/scripts/demo/demo-suppliers.ts';
import { categoryIdOf, finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function search(client: TestClient, query: Record<string, string>): Promise<Finish[]> {
  const response = await client.get(`/api/finishes/search?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return response.json().finishes;
}

describe('GET /api/finishes/search?unit=', () => {
  it('answers only per-object finishes for sabin surfaces, filling the page from every rank', async () => {
    const anonymous = new TestClient(getApp().app);
    // Unfiltered, the first rows for 'seat' are coefficients (seating areas), not seats counted one by one.
    const unfiltered = await search(anonymous, { q: 'seat', limit: '3' });
    expect(unfiltered.some((finish) => finish.unit === 'coefficient')).toBe(true);

    const perObject = await search(anonymous, { q: 'seat', limit: '3', unit: 'sabin-per-object' });
    expect(perObject).toHaveLength(3);
    expect(perObject.every((finish) => finish.unit === 'sabin-per-object')).toBe(true);
    expect(perObject.map((finish) => finish.name)).toContain('Auditorium seat, unoccupied');
    // Found by name, keyword and inside words too, never an area finish.
    const people = await search(anonymous, { q: 'adults', unit: 'sabin-per-object' });
    expect(people.map((finish) => finish.name)).toEqual(['Adults, seated', 'Adults, standing']);
  });

  it('answers only coefficients for area surfaces, a full page, no per-person or per-seat rows', async () => {
    const anonymous = new TestClient(getApp().app);
    for (const q of ['seat', 'people', 'adults', 'audience']) {
      const page = await search(anonymous, { q, unit: 'coefficient' });
      expect(
        page.every((finish) => finish.unit === 'coefficient'),
        q,
      ).toBe(true);
    }
    const adults = await search(anonymous, { q: 'adults', unit: 'coefficient' });
    expect(adults.map((finish) => finish.name)).not.toContain('Adults, seated');
    expect(await search(anonymous, { q: 'seat', unit: 'coefficient', limit: '20' })).toHaveLength(20);
  });

  it("keeps the unit on organization and suppliers' finishes, and in misspelt and inside-word matches", async () => {
    await seedDemoSuppliers(getApp().context.database.db);
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const categoryId = await categoryIdOf(getApp(), 'Miscellaneous');
    for (const unit of ['coefficient', 'sabin-per-object'] as const) {
      const created = await owner.client.post(
        '/api/org/finishes',
        finishBody({ name: `Quillwort ${unit} object`, categoryId, unit }),
      );
      expect(created.statusCode).toBe(201);
    }
    const names = async (q: string, unit: string) =>
      (await search(owner.client, { q, unit })).map((finish) => finish.name);
    expect(await names('quillwort', 'sabin-per-object')).toEqual(['Quillwort sabin-per-object object']);
    expect(await names('quillwort', 'coefficient')).toEqual(['Quillwort coefficient object']);
    expect(await names('quilwort', 'sabin-per-object')).toEqual(['Quillwort sabin-per-object object']);
    expect(await names('illwort', 'coefficient')).toEqual(['Quillwort coefficient object']);
    expect(await names('lumen', 'sabin-per-object')).toEqual([
      'Lumen hanging baffle 1200 × 300 mm, per baffle (demo)',
    ]);
    expect(await names('lumen', 'coefficient')).not.toContain(
      'Lumen hanging baffle 1200 × 300 mm, per baffle (demo)',
    );
  });

  it('names an unknown unit', async () => {
    const response = await new TestClient(getApp().app).get('/api/finishes/search?q=seat&unit=m2');
    expect(response.statusCode).toBe(400);
    expect(response.json().errfor).toEqual({ unit: FINISH_MESSAGES.unknownUnit });
  });
});
