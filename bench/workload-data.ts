import { eq, sql } from 'drizzle-orm';
import { openDb } from '../apps/server/src/db/client.ts';
import { phases, projects, rooms, users } from '../apps/server/src/db/schema/index.ts';
import { seedPartitions } from '../apps/server/src/db/seed/partitions/seed-partitions.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/seed-reference.ts';
import { seedFinishes } from '../apps/server/src/modules/finishes/finish-import.service.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/scripts/demo/demo-organization.ts';
import { loadBulkProjects } from './projects.bench.ts';

/** A room the simulated users work on, with a phase of its project (pro users must name one). */
export type WorkTarget = { projectId: string; roomId: string; phaseId: string };

/** What the simulated users sign in as and work on. */
export type Workload = {
  emails: string[];
  password: string;
  targets: WorkTarget[];
  projectCount: number;
};

/**
 * Prepares a database the way an operator would (migrations, reference data, `npm run seed:demo`),
 * then, with `bulk`, adds 1,000 projects with 4,000 rooms and 20,000 revisions to the demo
 * organization (the projects benchmark's rows), so its dashboard and rooms are those of a busy
 * consultancy. Opens the database directly: call it before the server starts (the embedded
 * database has one owner).
 */
export async function prepareWorkload(databaseUrl: string, options: { bulk: boolean }): Promise<Workload> {
  const database = await openDb(databaseUrl);
  try {
    const db = database.db;
    await database.migrate();
    await seedReferenceData(db);
    await seedFinishes(db);
    await seedPartitions(db);
    await seedDemo(db);
    const [owner] = await db
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.owner.email));
    if (!owner?.organizationId) throw new Error('demo organization missing after seeding');
    if (options.bulk) await loadBulkProjects(db, owner.organizationId, owner.id);
    await database.maintain();
    const targets = await db
      .select({
        projectId: projects.id,
        roomId: rooms.id,
        phaseId: sql<string>`(select ${phases.id} from ${phases} where ${phases.projectId} = ${projects.id} order by ${phases.fromDate} limit 1)`,
      })
      .from(rooms)
      .innerJoin(projects, eq(projects.id, rooms.projectId))
      .where(eq(projects.organizationId, owner.organizationId));
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.organizationId, owner.organizationId));
    return {
      emails: [DEMO_ACCOUNTS.owner.email, ...DEMO_ACCOUNTS.members.map((member) => member.email)],
      password: DEMO_ACCOUNTS.password,
      targets: targets.filter((target) => target.phaseId !== null),
      projectCount: count?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}

/** A calc document of a classroom whose height varies with `variant`, so each save computes anew. */
export function calcDocument(variant: number, gui: Record<string, unknown> = {}): string {
  const height = 3 + (variant % 20) / 10;
  const surface = (name: string, alphas: number[], area: Record<string, number>) => {
    const [a125, a250, a500, a1000, a2000, a4000] = alphas;
    return { type: 'multiaxis-custom-alpha', name, a125, a250, a500, a1000, a2000, a4000, area };
  };
  return JSON.stringify({
    name: 'Classroom',
    units: { system: 'Metric' },
    len: 9,
    width: 7,
    height,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: true, airAbsorption: true, reportModel: 'auto' },
    gui: { openPanels: ['sabine', 'eyring'], hiddenSeries: [], ...gui },
    surfaces: [
      surface('Painted plaster', [0.01, 0.02, 0.02, 0.03, 0.04, 0.05], { lr: 18 * height, fr: 14 * height }),
      surface('Mineral fibre ceiling tile', [0.3, 0.55, 0.7, 0.75, 0.8, 0.8], { fc: 63 }),
      surface('Vinyl on concrete', [0.02, 0.03, 0.03, 0.03, 0.03, 0.02], { fc: 63 }),
      surface('Glazing, 6 mm', [0.18, 0.06, 0.04, 0.03, 0.02, 0.02], { lr: 8 }),
      surface('Fabric-wrapped panels, 50 mm', [0.2, 0.7, 1.0, 1.0, 0.95, 0.9], { fr: 6 }),
      surface('Occupied desks', [0.2, 0.3, 0.4, 0.45, 0.5, 0.5], { fc: 12 }),
    ],
  });
}
