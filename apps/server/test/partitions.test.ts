import { PARTITION_MESSAGES, type Partition } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function page(query: string) {
  const response = await new TestClient(getApp().app).get(`/api/partitions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().result as {
    data: Partition[];
    pages: { current: number; total: number; hasNext: boolean; hasPrev: boolean };
    items: { begin: number; end: number; total: number };
  };
}

async function errforOf(query: string): Promise<Record<string, string>> {
  const response = await new TestClient(getApp().app).get(`/api/partitions${query}`);
  expect(response.statusCode).toBe(400);
  expect(response.json().success).toBe(false);
  return response.json().errfor;
}

describe('GET /api/partitions', () => {
  it('answers the first page of 10 by description, with the page count and the rows shown', async () => {
    const result = await page('');
    expect(result.data).toHaveLength(10);
    expect(result.pages).toMatchObject({ current: 1, total: 2, hasNext: true, hasPrev: false });
    expect(result.items).toEqual({ begin: 1, end: 10, total: 20 });
    const descriptions = result.data.map((row) => row.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('serves the textbook rows honestly: octave values only, published STC, no lab', async () => {
    const { data } = await page('?sort=-stc&limit=1');
    expect(data[0]).toMatchObject({
      sourceKey: 'OCT-008',
      description: '8 in. thick concrete masonry units',
      elements: ['CMU200'],
      stc: 53,
      bandType: 'octave',
      labName: '',
      testNo: '',
      testDate: null,
      t125: 36,
      t4000: 56,
      t160: null,
      t50: null,
      t6300: null,
    });
    expect(data[0]?.source).toContain('Table 11.4');
  });

  it('pages to the last page and past it', async () => {
    const last = await page('?page=2');
    expect(last.data).toHaveLength(10);
    expect(last.pages).toMatchObject({ current: 2, total: 2, hasNext: false, hasPrev: true });
    expect(last.items).toEqual({ begin: 11, end: 20, total: 20 });
    const beyond = await page('?page=3');
    expect(beyond.data).toEqual([]);
    expect(beyond.items).toEqual({ begin: 0, end: 0, total: 20 });
    const first = await page('?limit=7');
    const rest = await page('?limit=7&page=2');
    const tail = await page('?limit=7&page=3');
    expect(tail.data).toHaveLength(6);
    expect(tail.items).toEqual({ begin: 15, end: 20, total: 20 });
    expect(tail.pages).toMatchObject({ current: 3, total: 3, hasNext: false });
    const ids = [...first.data, ...rest.data, ...tail.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(20);
  });

  it('sorts by every column shown, ascending and descending', async () => {
    const stc = (await page('?sort=stc&limit=100')).data.map((row) => row.stc);
    expect(stc).toEqual([...stc].sort((a, b) => a - b));
    const stcDown = (await page('?sort=-stc&limit=100')).data.map((row) => row.stc);
    expect(stcDown).toEqual([...stc].reverse());
    const categories = (await page('?sort=category&limit=100')).data.map((row) => row.category);
    expect(categories[0]).toBe('Doors');
    expect(categories.at(-1)).toBe('Windows');
    const down = (await page('?sort=-category&limit=100')).data.map((row) => row.category);
    expect(down[0]).toBe('Windows');
    for (const column of [
      'labName',
      'testNo',
      'testDate',
      '-description',
      '-labName',
      '-testNo',
      '-testDate',
    ]) {
      expect((await page(`?sort=${column}`)).data).toHaveLength(10);
    }
  });

  it('filters by STC range, inclusive', async () => {
    const { data, items } = await page('?stcMin=40&stcMax=45&limit=100');
    expect(data.map((row) => row.stc).sort()).toEqual([40, 41, 42, 43, 45, 45]);
    expect(items.total).toBe(6);
  });

  it('filters by elements: every listed element must be present (repeated or comma-separated)', async () => {
    const repeated = await page('?description=GB13&description=WS&sort=stc');
    expect(repeated.data.map((row) => row.sourceKey)).toEqual(['OCT-001', 'OCT-002', 'OCT-011']);
    const commas = await page('?description=GB13,WS&sort=stc');
    expect(commas.data.map((row) => row.sourceKey)).toEqual(['OCT-001', 'OCT-002', 'OCT-011']);
    expect((await page('?description=GB13x2')).data.map((row) => row.sourceKey)).toEqual(['OCT-003']);
  });

  it('applies every filter together with sort and paging', async () => {
    const result = await page('?stcMin=30&stcMax=45&description=GB13,WS&sort=-stc&limit=2&page=2');
    expect(result.data.map((row) => [row.sourceKey, row.stc])).toEqual([['OCT-001', 33]]);
    expect(result.pages).toMatchObject({ current: 2, total: 2, hasNext: false });
    expect(result.items).toEqual({ begin: 3, end: 3, total: 3 });
  });

  it('answers an empty result for filters nothing matches', async () => {
    for (const query of [
      '?stcMin=99',
      '?description=NOPE',
      '?description=GL3,CMU200',
      '?stcMin=20&stcMax=20',
    ]) {
      const result = await page(query);
      expect(result.data, query).toEqual([]);
      expect(result.pages.total).toBe(0);
      expect(result.items).toEqual({ begin: 0, end: 0, total: 0 });
    }
  });

  it('refuses bad query values with 400 and names the field', async () => {
    expect(await errforOf('?page=-1')).toEqual({ page: PARTITION_MESSAGES.page });
    expect(await errforOf('?page=0')).toEqual({ page: PARTITION_MESSAGES.page });
    expect(await errforOf('?page=abc')).toEqual({ page: PARTITION_MESSAGES.page });
    expect(await errforOf('?page=1.5')).toEqual({ page: PARTITION_MESSAGES.page });
    expect(await errforOf('?limit=101')).toEqual({ limit: PARTITION_MESSAGES.limit });
    expect(await errforOf('?limit=0')).toEqual({ limit: PARTITION_MESSAGES.limit });
    expect(await errforOf('?stcMin=50&stcMax=40')).toEqual({ stcMin: PARTITION_MESSAGES.stcRange });
    expect(await errforOf('?stcMax=101')).toEqual({ stcMax: PARTITION_MESSAGES.stc });
    expect(await errforOf('?stcMin=-5')).toEqual({ stcMin: PARTITION_MESSAGES.stc });
    expect(await errforOf('?sort=color')).toEqual({ sort: PARTITION_MESSAGES.sort });
    expect(await errforOf('?sort=--stc')).toEqual({ sort: PARTITION_MESSAGES.sort });
    expect(await errforOf('?description=%25%25')).toEqual({ description: PARTITION_MESSAGES.description });
  });
});

describe('GET /api/partitions/elements', () => {
  it('answers every element code with its description', async () => {
    const response = await new TestClient(getApp().app).get('/api/partitions/elements');
    expect(response.statusCode).toBe(200);
    const elements = response.json().partitionElements;
    expect(elements).toHaveLength(21);
    expect(elements).toContainEqual({
      code: 'GB13',
      description: 'Gypsum board (drywall), 1/2 in. (12.7 mm), one layer',
    });
  });
});
