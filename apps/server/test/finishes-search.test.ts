import { FINISH_MESSAGES, type Finish } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoSuppliers } from '../src/scripts/demo/demo-suppliers.ts';
import { categoryIdOf, finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function search(client: TestClient, q: string, limit?: number): Promise<Finish[]> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await client.get(`/api/finishes/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().finishes;
}

function namesOf(finishes: Finish[]): string[] {
  return finishes.map((finish) => finish.name);
}

async function addGlobalFinishes(names: { name: string; description?: string; altkeywords?: string }[]) {
  const admin = await signIn(getApp(), { admin: true });
  const categoryId = await categoryIdOf(getApp(), 'Walls');
  for (const finish of names) {
    const response = await admin.client.post('/api/finishes', finishBody({ categoryId, ...finish }));
    expect(response.statusCode).toBe(201);
  }
}

describe('GET /api/finishes/search', () => {
  it('ranks the name equal to or starting with the query first, then names holding it, then other matches', async () => {
    await addGlobalFinishes([
      { name: 'Plain board', description: 'A board faced with zeolite granules.' },
      { name: 'Acoustic zeolite tile' },
      { name: 'Zeolitic plaster' },
      { name: 'Zeolite board' },
      { name: 'Zeolite' },
    ]);
    const anonymous = new TestClient(getApp().app);
    // Similar spellings follow (e.g. the seeded 'Zonolite' plaster).
    expect(namesOf(await search(anonymous, 'zeolite')).slice(0, 5)).toEqual([
      'Zeolite',
      'Zeolite board',
      'Acoustic zeolite tile',
      'Plain board',
      'Zeolitic plaster',
    ]);
    expect(namesOf(await search(anonymous, 'zeo')).slice(0, 5)).toEqual([
      'Zeolite',
      'Zeolite board',
      'Zeolitic plaster',
      'Acoustic zeolite tile',
      'Plain board',
    ]);
  });

  it('is case and accent insensitive, both ways', async () => {
    await addGlobalFinishes([{ name: 'Plâtre acoustique Élan', altkeywords: 'enduit; Straßenputz' }]);
    const anonymous = new TestClient(getApp().app);
    for (const query of ['platre elan', 'PLÂTRE', 'plâtre', 'ÉLAN', 'strassenputz', 'ENDUIT']) {
      expect(namesOf(await search(anonymous, query)), query).toContain('Plâtre acoustique Élan');
    }
    expect(namesOf(await search(anonymous, 'VELOUR'))).toEqual(namesOf(await search(anonymous, 'vélour')));
  });

  it('finds misspelt words and words inside longer words after the word-start matches', async () => {
    await addGlobalFinishes([{ name: 'Zeolite board' }]);
    const anonymous = new TestClient(getApp().app);
    expect(namesOf(await search(anonymous, 'zeolyte'))).toContain('Zeolite board');
    const acoustic = await search(anonymous, 'acustic');
    expect(acoustic.length).toBeGreaterThan(0);
    expect(
      acoustic.every((finish) =>
        /acoustic/i.test(`${finish.name} ${finish.altkeywords} ${finish.description}`),
      ),
    ).toBe(true);
    const inside = await search(anonymous, 'terboard');
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.some((finish) => /plasterboard/i.test(finish.name))).toBe(true);
  });

  it('matches every word of the query, on name, keywords and description, seeded rows included', async () => {
    const anonymous = new TestClient(getApp().app);
    const glassWool = await search(anonymous, 'glass wool 50');
    expect(glassWool[0]?.name.startsWith('Glass wool 50mm')).toBe(true);
    expect(
      glassWool.every((finish) => /glass/i.test(finish.name + finish.altkeywords + finish.description)),
    ).toBe(true);
    const drapes = await search(anonymous, 'drapes');
    expect(drapes.length).toBeGreaterThan(5);
    expect(drapes.every((finish) => finish.categoryName === 'Curtains and drapery')).toBe(true);
  });

  it('finds the other number and synonyms after every direct match', async () => {
    await addGlobalFinishes([
      { name: 'Kyanite baffle' },
      { name: 'Tufted rug, wool' },
      { name: 'Drape with a kyanite weave', description: 'A plain drape.' },
    ]);
    const anonymous = new TestClient(getApp().app);
    expect(namesOf(await search(anonymous, 'kyanite baffles'))).toEqual(['Kyanite baffle']);
    // 'baffle', the example of a sabin object in docs/product/screens.md#add-surface-buttons, finds the
    // suspended absorbers of the reference data.
    expect(namesOf(await search(anonymous, 'baffle'))).toEqual(
      expect.arrayContaining([
        'Kyanite baffle',
        'Hanging absorber panels (foam), 400 mm depth, 400 mm distance',
      ]),
    );
    // Direct matches first ('Carpet …' names), then the synonym's ('Tufted rug').
    const carpets = namesOf(await search(anonymous, 'carpet', 50));
    expect(carpets[0]?.startsWith('Carpet')).toBe(true);
    const rug = carpets.indexOf('Tufted rug, wool');
    expect(rug).toBeGreaterThan(0);
    expect(carpets.slice(rug).some((name) => /carpet/i.test(name))).toBe(false);
    expect(namesOf(await search(anonymous, 'rugs'))).toContain('Tufted rug, wool');
    expect(namesOf(await search(anonymous, 'curtain kyanite'))).toEqual(['Drape with a kyanite weave']);
    // No finish says 'drywall': its synonyms find plasterboard and gypsum board.
    const drywall = namesOf(await search(anonymous, 'drywall', 50));
    expect(drywall.some((name) => /plasterboard/i.test(name))).toBe(true);
    expect(drywall.some((name) => /gypsum/i.test(name))).toBe(true);
    // A plural finds its singular, and nothing else: 'tiles' finds tiles, not carpets.
    const tiles = await search(anonymous, 'tiles', 50);
    expect(namesOf(tiles)).toContain('Acoustic tile, suspended');
    expect(tiles.every((finish) => /tile/i.test(finish.name + finish.altkeywords + finish.description))).toBe(
      true,
    );
  });

  it('answers one letter with a limited page, and honours limit', async () => {
    const anonymous = new TestClient(getApp().app);
    const page = await search(anonymous, 'g');
    expect(page).toHaveLength(20);
    expect(page[0]?.name.toLowerCase().startsWith('g')).toBe(true);
    expect(await search(anonymous, 'g', 5)).toHaveLength(5);
    expect(await search(anonymous, 'qqqqzzzz')).toEqual([]);
  });

  it("shows anonymous callers only public categories, and never another organization's finishes", async () => {
    const anonymous = new TestClient(getApp().app);
    expect(namesOf(await search(anonymous, 'grass'))).not.toContain('Grass');
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    expect(namesOf(await search(owner.client, 'grass'))).toContain('Grass');

    const created = await owner.client.post(
      '/api/org/finishes',
      finishBody({ name: 'Private quartzite panel' }),
    );
    expect(created.statusCode).toBe(201);
    expect(namesOf(await search(owner.client, 'quartzite'))).toEqual(['Private quartzite panel']);
    const other = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    expect(await search(other.client, 'quartzite')).toEqual([]);
    expect(await search(anonymous, 'quartzite')).toEqual([]);
  });

  it("shows suppliers' sponsor finishes to signed-in callers only", async () => {
    await seedDemoSuppliers(getApp().context.database.db);
    const anonymous = new TestClient(getApp().app);
    expect(await search(anonymous, 'quiethaven')).toEqual([]);
    const user = await signIn(getApp());
    const found = await search(user.client, 'quiethaven');
    expect(found.length).toBe(3);
    expect(found.every((finish) => finish.isSponsor && finish.flags === 'fictional-demo')).toBe(true);
  });

  it('names a missing query or a bad limit', async () => {
    const anonymous = new TestClient(getApp().app);
    const missing = await anonymous.get('/api/finishes/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errfor).toEqual({ q: FINISH_MESSAGES.searchRequired });
    const blank = await anonymous.get('/api/finishes/search?q=%20%20');
    expect(blank.json().errfor).toEqual({ q: FINISH_MESSAGES.searchRequired });
    const limit = await anonymous.get('/api/finishes/search?q=glass&limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errfor).toEqual({ limit: FINISH_MESSAGES.limitRange });
    const long = await anonymous.get(`/api/finishes/search?q=${'a'.repeat(101)}`);
    expect(long.json().errfor).toEqual({ q: FINISH_MESSAGES.searchTooLong });
  });
});
