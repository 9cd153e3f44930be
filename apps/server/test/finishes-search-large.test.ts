import type { Finish } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { finishes } from '../src/db/schema/index.ts';
import { searchColumnsOf } from '../src/modules/finishes/search-text.ts';
import { categoryIdOf } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

/** Finishes whose names all start with one rare word: enough to make the table large. */
const COMMON_NAMES = Array.from({ length: 1_200 }, (_, index) => `Xylofon panel ${index}`);
/** Finishes whose long names rank after every common one. */
const RARE_NAMES = [1, 2, 3].map(
  (number) => `Quorvane panel with a very long woven fabric face, number ${number}`,
);

/** Names in rank order: shorter first, then by name (these names differ only where case does not). */
function inRankOrder(names: string[]): string[] {
  return [...names].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

/** The names a search answers, and whether its statement read the first-ranked finishes in rank order. */
async function search(q: string, limit = 20): Promise<{ names: string[]; readInRankOrder: boolean }> {
  const { statements } = getApp().context.database;
  const seen: string[] = [];
  statements.onStatement = (text) => seen.push(text);
  try {
    const response = await new TestClient(getApp().app).get(
      `/api/finishes/search?${new URLSearchParams({ q, limit: String(limit) })}`,
    );
    expect(response.statusCode).toBe(200);
    return {
      names: response.json().finishes.map((finish: Finish) => finish.name),
      // The statement for a large table is named `…_large` (the embedded database runs it by name)
      // and reads the first-ranked finishes in a CTE of its own.
      readInRankOrder: seen.some((text) => text.includes('_large') || text.includes('"named_first"')),
    };
  } finally {
    statements.onStatement = undefined;
  }
}

describe('GET /api/finishes/search on a large table', () => {
  it('answers a rank matching most finishes, and a rank matching few, in rank order', async () => {
    const { db, maintain } = getApp().context.database;
    const categoryId = await categoryIdOf(getApp(), 'Walls');
    const rows = [...COMMON_NAMES, ...RARE_NAMES].map((name) => {
      const finish = { name, description: '', altkeywords: '', manufacturer: '', model: '' };
      return {
        ...finish,
        categoryId,
        a125: 0.1,
        a250: 0.2,
        a500: 0.3,
        a1000: 0.4,
        a2000: 0.5,
        a4000: 0.5,
        ...searchColumnsOf(finish),
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(finishes).values(rows.slice(start, start + 500));
    }
    // The planner's count of the finishes is what tells the search the table is large.
    await maintain();
    // The first search learns the table's size; the later ones are written for a large table.
    await search('xylofon');

    const common = inRankOrder(COMMON_NAMES);
    // Names starting with the query: most of the table.
    expect(await search('xylofon')).toEqual({ names: common.slice(0, 20), readInRankOrder: true });
    expect((await search('xylofon', 50)).names).toEqual(common.slice(0, 50));
    // Inside words only (no word starts with it): the last rank, again most of the table.
    expect(await search('ylofo')).toEqual({ names: common.slice(0, 20), readInRankOrder: true });
    // Few matches, all ranked after the common ones: found through the index.
    expect((await search('quorvane')).names).toEqual(inRankOrder(RARE_NAMES));
    expect((await search('orvan')).names).toEqual(inRankOrder(RARE_NAMES));
  });
});
