import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phases } from '../../db/schema/index.ts';
import { projectInTenant } from './projects.repo.ts';

/** A phase row. */
export type PhaseRow = typeof phases.$inferSelect;

/** A phase's writable fields. */
export type PhaseValues = {
  name: string;
  budgetCents: number;
  fromDate: string | null;
  toDate: string | null;
};

function inProject(organizationId: string, projectId: string) {
  return and(eq(phases.projectId, projectId), projectInTenant(phases.projectId, organizationId));
}

/** The phases of a project of the organization, by start date (undated last), then name. */
export async function listPhases(db: Db, organizationId: string, projectId: string): Promise<PhaseRow[]> {
  return db
    .select()
    .from(phases)
    .where(inProject(organizationId, projectId))
    .orderBy(sql`${phases.fromDate} asc nulls last`, asc(phases.name), asc(phases.id));
}

/** One phase of a project of the organization. */
export async function findPhase(
  db: Db,
  organizationId: string,
  projectId: string,
  phaseId: string,
): Promise<PhaseRow | undefined> {
  const [row] = await db
    .select()
    .from(phases)
    .where(and(eq(phases.id, phaseId), inProject(organizationId, projectId)))
    .limit(1);
  return row;
}

/** Adds a phase to a project already checked to be the caller's. */
export async function insertPhase(db: Db, projectId: string, values: PhaseValues): Promise<PhaseRow> {
  const [row] = await db
    .insert(phases)
    .values({ projectId, ...values })
    .returning();
  if (!row) throw new Error('phase insert returned no row');
  return row;
}

/** Updates a phase of a project of the organization. */
export async function updatePhase(
  db: Db,
  organizationId: string,
  projectId: string,
  phaseId: string,
  values: PhaseValues,
): Promise<PhaseRow | undefined> {
  const [row] = await db
    .update(phases)
    .set(values)
    .where(and(eq(phases.id, phaseId), inProject(organizationId, projectId)))
    .returning();
  return row;
}

/** Deletes a phase of a project of the organization; its rooms and revisions keep no phase. */
export async function deletePhase(
  db: Db,
  organizationId: string,
  projectId: string,
  phaseId: string,
): Promise<boolean> {
  const rows = await db
    .delete(phases)
    .where(and(eq(phases.id, phaseId), inProject(organizationId, projectId)))
    .returning({ id: phases.id });
  return rows.length > 0;
}
