import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from './pglite-query-parsers.ts';

const ROW = `select timestamptz '2026-11-25 10:00:00.123456+00' as at, date '2026-11-25' as day,
  interval '90 minutes' as span, array[1.5, 2.25]::numeric[] as amounts, 42::int as whole, true as flag`;

describe('the PGlite client handed to drizzle', () => {
  let client: PGlite;
  let plain: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    plain = await PGlite.create();
  }, 60_000);

  afterAll(async () => {
    await client.close();
    await plain.close();
  });

  it('answers what drizzle answers over the plain client, in and out of transactions', async () => {
    const wrapped = drizzle(pgliteForDrizzle(client));
    const unwrapped = drizzle(plain);
    const expected = await unwrapped.execute(sql.raw(ROW));
    expect((await wrapped.execute(sql.raw(ROW))).rows).toEqual(expected.rows);
    const inTransaction = await wrapped.transaction((tx) => tx.execute(sql.raw(ROW)));
    expect(inTransaction.rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({ at: '2026-11-25 10:00:00.123456+00', whole: 42, flag: true });
  });

  it('sends queries without per-query parsers, which the instance holds instead', async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const spied = new Proxy(client, {
      get(target, key) {
        if (key === 'query') {
          return (text: string, params?: unknown[], options?: QueryOptions) => {
            seen.push(options);
            return target.query(text, params, options);
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const parsers = { 1184: (value: string) => `parsed ${value}` };
    await pgliteForDrizzle(spied).query('select 1', [], { rowMode: 'array', parsers });
    expect(seen).toEqual([{ rowMode: 'array' }]);
  });

  it('keeps the instance working for its own callers', async () => {
    const forDrizzle = pgliteForDrizzle(client);
    expect(forDrizzle.closed).toBe(false);
    const result = await forDrizzle.query<{ n: number }>('select $1::int + 1 as n', [41]);
    expect(result.rows).toEqual([{ n: 42 }]);
  });
});
