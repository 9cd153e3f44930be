import type { Finish } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { finishes } from '../src/db/schema/index.ts';
import { searchColumnsOf } from '../src/modules/finishes/search-text.ts';
import { categoryIdOf, finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function search(q: string, limit?: number): Promise<string[]> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await new TestClient(getApp().app).get(`/api/finishes/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().finishes.map((finish: Finish) => finish.name);
}

describe('GET /api/finishes/search, page by page', () => {
  it('fills a small page across ranks in rank order', async () => {
    const admin = await signIn(getApp(), { admin: true });
    const categoryId = await categoryIdOf(getApp(), 'Walls');
    for (const finish of [
      { name: 'Plain board', description: 'A board faced with kyanite granules.' },
      { name: 'Acoustic kyanite tile' },
      { name: 'Kyanite board, perforated' },
      { name: 'Long kyanite panel with a fabric face' },
      { name: 'Kyanite' },
    ]) {
      const response = await admin.client.post('/api/finishes', finishBody({ categoryId, ...finish }));
      expect(response.statusCode).toBe(201);
    }
    expect(await search('kyanite', 1)).toEqual(['Kyanite']);
    expect(await search('kyanite', 3)).toEqual([
      'Kyanite',
      'Kyanite board, perforated',
      'Acoustic kyanite tile',
    ]);
    expect(await search('kyanite', 5)).toEqual([
      'Kyanite',
      'Kyanite board, perforated',
      'Acoustic kyanite tile',
      'Long kyanite panel with a fabric face',
      'Plain board',
    ]);
  });

  it('keeps tier order across a page that mixes word starts and matches inside words', async () => {
    const admin = await signIn(getApp(), { admin: true });
    const categoryId = await categoryIdOf(getApp(), 'Walls');
    for (const finish of [
      { name: 'Clinozoisite' },
      { name: 'Plain slab with a matt face', description: 'Cast with zoisite chips.' },
      { name: 'Green zoisite' },
      { name: 'Zoisite' },
    ]) {
      const response = await admin.client.post('/api/finishes', finishBody({ categoryId, ...finish }));
      expect(response.statusCode).toBe(201);
    }
    // Shorter names come first only within a tier: the match inside a word follows the rest
    // (and corrected spellings, such as the seed's Zonolite plasters, follow it).
    expect((await search('zoisite')).slice(0, 4)).toEqual([
      'Zoisite',
      'Green zoisite',
      'Plain slab with a matt face',
      'Clinozoisite',
    ]);
    expect(await search('zoisite', 3)).toEqual(['Zoisite', 'Green zoisite', 'Plain slab with a matt face']);
  });

  it('finds a finish written straight to the database by the start of a keyword', async () => {
    const { db } = getApp().context.database;
    const categoryId = await categoryIdOf(getApp(), 'Walls');
    const finish = {
      name: 'Mineral render',
      description: 'Trowelled mineral render on masonry.',
      altkeywords: 'qzarite; sgraffito',
      manufacturer: '',
      model: '',
    };
    // No vocabulary update here: the database keeps the vocabulary whoever writes a finish.
    await db.insert(finishes).values({
      ...finish,
      categoryId,
      a125: 0.02,
      a250: 0.02,
      a500: 0.03,
      a1000: 0.04,
      a2000: 0.05,
      a4000: 0.05,
      ...searchColumnsOf(finish),
    });
    expect(await search('qz')).toEqual(['Mineral render']);
    expect(await search('sgraff')).toEqual(['Mineral render']);
  });
});
