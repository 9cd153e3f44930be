import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clients,
  notes,
  phases,
  projectPartitions,
  projects,
  revisions,
  rooms,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/scripts/demo/demo-organization.ts';
import { useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

describe('demo workspace of npm run seed:demo', () => {
  it('gives every screen real data: clients, projects, dated phases, computed revisions, notes, partitions', async () => {
    const db = getApp().context.database.db;
    await seedDemo(db);
    const counts = async () => ({
      clients: (await db.select().from(clients)).length,
      projects: (await db.select().from(projects)).length,
      phases: (await db.select().from(phases)).length,
      rooms: (await db.select().from(rooms)).length,
      revisions: (await db.select().from(revisions)).length,
      notes: (await db.select().from(notes)).length,
      partitions: (await db.select().from(projectPartitions)).length,
    });
    const first = await counts();
    expect(first).toEqual({
      clients: 2,
      projects: 3,
      phases: 7,
      rooms: 8,
      revisions: 24,
      notes: 4,
      partitions: 4,
    });

    expect(await seedDemo(db)).toEqual({ created: false });
    expect(await counts()).toEqual(first);

    expect(await db.select().from(rooms).where(isNull(rooms.activeRevisionId))).toEqual([]);
    const [auditorium] = await db.select().from(rooms).where(eq(rooms.name, 'Main auditorium'));
    const history = await db
      .select()
      .from(revisions)
      .where(eq(revisions.roomId, auditorium?.id ?? ''));
    for (const revision of history) {
      expect(revision).toMatchObject({ len: 32, width: 22, height: 12, units: 'Metric' });
      const results = revision.results as { rt: { sabine: { value: number | null }[] } };
      expect(results.rt.sabine[2]?.value).toBeGreaterThan(0.5);
    }
    const today = new Date().toISOString().slice(0, 10);
    for (const phase of await db.select().from(phases))
      expect(phase.fromDate && phase.fromDate > today).toBe(true);
  });

  it('adds the workspace to a demo organization seeded before it existed', async () => {
    const db = getApp().context.database.db;
    await seedDemo(db);
    await db.delete(projects);
    await db.delete(clients);
    expect(await seedDemo(db)).toEqual({ created: false });
    expect((await db.select().from(projects)).length).toBe(3);
  });
});
