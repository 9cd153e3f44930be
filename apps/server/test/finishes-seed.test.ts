import type { Finish } from '@roomtone/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configuration, finishes } from '../src/db/schema/index.ts';
import { readAudiencePresetSeed, readFinishSeed } from '../src/db/seed/finishes/seed-files.ts';
import { seedFinishes } from '../src/modules/finishes/finish-import.service.ts';
import { finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

/** Words the compiled table kept in some names that are notes, not part of a product's name. */
const EDITORIAL_NOTES = /unit as in source|likely m2|absorption per (person|item)|as printed/i;

describe('the seeded finishes', () => {
  it('have product names: the notes of the source table are details, not names', async () => {
    const seed = readFinishSeed();
    expect(seed.rows.filter((row) => EDITORIAL_NOTES.test(row.name)).map((row) => row.name)).toEqual([]);
    const finishes: Finish[] = (await new TestClient(getApp().app).get('/api/finishes')).json().finishes;
    const seat = finishes.find((finish) => finish.name === 'Auditorium seat, unoccupied');
    expect(seat).toMatchObject({
      unit: 'sabin-per-object',
      flags: 'unit-uncertain',
      finishDetails: 'unit not stated in the source, read as m² per seat, sabins (m²) per object',
    });
    // A detail the name states already is not said twice.
    const curtain = finishes.find((finish) => finish.name === 'Curtain fabric, 15 cm from wall');
    expect(curtain).toMatchObject({ mounting: '15 cm from wall', finishDetails: '' });
    const presets = readAudiencePresetSeed().presets;
    const auditorium = presets.find((preset) => preset.key.startsWith('auditorium-seat'));
    expect(seed.rows.find((row) => row.finishId === auditorium?.finishId)?.name).toMatch(
      /^Auditorium seat, /,
    );
  });

  it("brings rows no administrator edited to the seed's data, and keeps edited ones", async () => {
    const { db } = getApp().context.database;
    const admin = await signIn(getApp(), { admin: true });
    // A database seeded before the names were cleaned: the old name, written by the loader
    // (updated_on equal to created_on).
    await db
      .update(finishes)
      .set({ name: 'Adults, seated (absorption per person, m2)', updatedOn: sql`${finishes.createdOn}` })
      .where(eq(finishes.finishId, 'F0182'));
    const [edited] = await db.select().from(finishes).where(eq(finishes.finishId, 'F0183'));
    if (!edited) throw new Error('seeded finish F0183 is missing');
    const edit = await admin.client.put(
      `/api/finishes/${edited.id}`,
      finishBody({
        name: 'Adults standing, as the practice measured them',
        categoryId: edited.categoryId ?? '',
      }),
    );
    expect(edit.statusCode).toBe(200);

    await db.delete(configuration).where(eq(configuration.key, 'finishes.seed'));
    expect(await seedFinishes(db)).toEqual({ inserted: 0, updated: 1 });

    const [seated] = await db.select().from(finishes).where(eq(finishes.finishId, 'F0182'));
    expect(seated).toMatchObject({ name: 'Adults, seated', feat1: 'per person' });
    expect(seated?.updatedOn.getTime()).toBe(seated?.createdOn.getTime());
    const [kept] = await db
      .select({ name: finishes.name })
      .from(finishes)
      .where(and(eq(finishes.finishId, 'F0183')));
    expect(kept?.name).toBe('Adults standing, as the practice measured them');
    // The search finds the row by its new name.
    const found = (await new TestClient(getApp().app).get('/api/finishes/search?q=adults%20seated')).json();
    expect(found.finishes[0]?.name).toBe('Adults, seated');
  });
});
