import type { CurrentUser, ProjectNote, ProjectNoteBody } from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type OrganizationCaller, requireOrganizationCaller, requireProTools } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteNote, findNote, insertNote, listNotes, type NoteValues, updateNote } from './notes.repo.ts';
import { toNote } from './projects.mapper.ts';
import { touchProject } from './projects.repo.ts';
import { PROJECT_NOT_FOUND, requireProject } from './projects.service.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const NOTE_NOT_FOUND = 'Note not found';

/** The stored form of a note: the body is sanitized here, whatever the browser sent. */
function valuesOf(body: ProjectNoteBody): NoteValues {
  return {
    type: body.type,
    timestamp: new Date(body.timestamp),
    attendees: body.attendees,
    body: sanitizeHtml(body.body),
  };
}

/** The notes of a project of the caller's organization, latest meeting first. */
export async function listProjectNotes(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
): Promise<ProjectNote[]> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireProject(db, caller, projectId);
  return (await listNotes(db, caller.organizationId, projectId)).map(toNote);
}

/** The note when it is a note of this project of the caller's organization; 404 otherwise. */
async function requireNote(db: Db, caller: OrganizationCaller, projectId: string, noteId: string) {
  const row = await findNote(db, caller.organizationId, projectId, noteId);
  if (!row) throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  return row;
}

/** One note. */
export async function getNote(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  noteId: string,
): Promise<ProjectNote> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  return toNote(await requireNote(context.database.db, caller, projectId, noteId));
}

/** Adds a note (pro only; another organization's project answers 404 first). */
export async function createNote(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  body: ProjectNoteBody,
): Promise<ProjectNote> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  const id = await db.transaction(async (tx) => {
    await requireProject(tx, caller, projectId);
    requireProTools(caller.viewer);
    const noteId = await insertNote(tx, projectId, caller.userId, valuesOf(body));
    await touchProject(tx, caller.organizationId, projectId);
    return noteId;
  });
  return getNote(context, user, projectId, id);
}

/** Saves a note (pro only; a note of another organization or project answers 404 first). */
export async function saveNote(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  noteId: string,
  body: ProjectNoteBody,
): Promise<ProjectNote> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireNote(db, caller, projectId, noteId);
  requireProTools(caller.viewer);
  if (!(await updateNote(db, caller.organizationId, projectId, noteId, valuesOf(body)))) {
    throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  }
  return getNote(context, user, projectId, noteId);
}

/**
 * Deletes a note (pro only; any member of the organization, after the dialog's confirmation). A
 * note of another organization or project answers 404 before the plan check.
 */
export async function removeNote(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  noteId: string,
): Promise<void> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireNote(db, caller, projectId, noteId);
  requireProTools(caller.viewer);
  if (!(await deleteNote(db, caller.organizationId, projectId, noteId))) {
    throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  }
}
