import {
  type CreatePhaseBody,
  type CurrentUser,
  FALLBACK_CURRENCY,
  organizationCurrency,
  type PhaseResponse,
  type UpdatePhaseBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  type OrganizationCaller,
  requireDeleter,
  requireOrganizationCaller,
  requireProTools,
} from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { deletePhase, findPhase, insertPhase, updatePhase } from './phases.repo.ts';
import { toPhase } from './projects.mapper.ts';
import { findCurrencyOf, touchProject } from './projects.repo.ts';
import { PROJECT_NOT_FOUND, requireProject } from './projects.service.ts';

const PHASE_NOT_FOUND = 'Phase not found';

/** A phase with the project it belongs to. */
type PhaseWithProject = Pick<PhaseResponse, 'phase' | 'project' | 'currency'>;

function projectRef(project: { id: string; projectId: string; name: string }) {
  return { _id: project.id, id: project.projectId, name: project.name };
}

function valuesOf(body: UpdatePhaseBody | CreatePhaseBody) {
  return { name: body.name, budgetCents: body.budgetCents, fromDate: body.from, toDate: body.to };
}

/** The currency the organization's budgets are in. */
async function currencyOf(db: Db, organizationId: string): Promise<string> {
  const row = await findCurrencyOf(db, organizationId);
  return row ? organizationCurrency(row.currency, row.countryCode) : FALLBACK_CURRENCY;
}

/** The phase row when it is a phase of this project of the caller's organization; 404 otherwise. */
async function requirePhase(db: Db, caller: OrganizationCaller, projectId: string, phaseId: string) {
  const row = await findPhase(db, caller.organizationId, projectId, phaseId);
  if (!row) throw new AppError('NOT_FOUND', PHASE_NOT_FOUND);
  return row;
}

/** One phase of a project of the caller's organization, with the project for the breadcrumb. */
export async function getPhase(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  phaseId: string,
): Promise<PhaseWithProject> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  const project = await requireProject(db, caller, projectId);
  const row = await requirePhase(db, caller, projectId, phaseId);
  return {
    phase: toPhase(row),
    project: projectRef(project),
    currency: await currencyOf(db, caller.organizationId),
  };
}

/** Adds a phase (pro only; another organization's project answers 404 first). */
export async function createPhase(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  body: CreatePhaseBody,
): Promise<PhaseWithProject> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  return db.transaction(async (tx) => {
    const project = await requireProject(tx, caller, projectId);
    requireProTools(caller.viewer);
    const row = await insertPhase(tx, projectId, valuesOf(body));
    await touchProject(tx, caller.organizationId, projectId);
    return {
      phase: toPhase(row),
      project: projectRef(project),
      currency: await currencyOf(tx, caller.organizationId),
    };
  });
}

/** Saves a phase (pro only; a phase of another organization or project answers 404 first). */
export async function savePhase(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  phaseId: string,
  body: UpdatePhaseBody,
): Promise<PhaseWithProject> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  return db.transaction(async (tx) => {
    const project = await requireProject(tx, caller, projectId);
    await requirePhase(tx, caller, projectId, phaseId);
    requireProTools(caller.viewer);
    const row = await updatePhase(tx, caller.organizationId, projectId, phaseId, valuesOf(body));
    if (!row) throw new AppError('NOT_FOUND', PHASE_NOT_FOUND);
    await touchProject(tx, caller.organizationId, projectId);
    return {
      phase: toPhase(row),
      project: projectRef(project),
      currency: await currencyOf(tx, caller.organizationId),
    };
  });
}

/**
 * Deletes a phase (pro, organization-level users only); rooms and revisions of it keep no phase.
 * A phase of another organization or project answers 404 before any plan or role check.
 */
export async function removePhase(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  phaseId: string,
): Promise<void> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requirePhase(db, caller, projectId, phaseId);
  requireProTools(caller.viewer);
  requireDeleter(caller.viewer);
  if (!(await deletePhase(db, caller.organizationId, projectId, phaseId))) {
    throw new AppError('NOT_FOUND', PHASE_NOT_FOUND);
  }
}
