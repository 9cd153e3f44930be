import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, notes, users } from '../../db/schema/index.ts';
import { personName, projectInTenant } from './projects.repo.ts';

/** A note's writable fields. */
export type NoteValues = {
  type: 'in-person' | 'teleconference';
  timestamp: Date;
  attendees: string;
  body: string;
};

function inProject(organizationId: string, projectId: string) {
  return and(eq(notes.projectId, projectId), projectInTenant(notes.projectId, organizationId));
}

const noteColumns = {
  id: notes.id,
  type: notes.type,
  timestamp: notes.timestamp,
  attendees: notes.attendees,
  body: notes.body,
  createdOn: notes.createdOn,
  createdBy: personName(accounts.firstName, accounts.lastName, users.email),
};

/** A note with its author's name. */
export type NoteRow = {
  id: string;
  type: 'in-person' | 'teleconference';
  timestamp: Date;
  attendees: string;
  body: string;
  createdOn: Date;
  createdBy: string;
};

/** The notes of a project of the organization, latest meeting first. */
export async function listNotes(db: Db, organizationId: string, projectId: string): Promise<NoteRow[]> {
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .leftJoin(accounts, eq(accounts.userId, notes.createdBy))
    .where(inProject(organizationId, projectId))
    .orderBy(desc(notes.timestamp), desc(notes.createdOn));
}

/** One note of a project of the organization. */
export async function findNote(
  db: Db,
  organizationId: string,
  projectId: string,
  noteId: string,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .leftJoin(accounts, eq(accounts.userId, notes.createdBy))
    .where(and(eq(notes.id, noteId), inProject(organizationId, projectId)))
    .limit(1);
  return row;
}

/** Adds a note to a project already checked to be the caller's; returns its id. */
export async function insertNote(
  db: Db,
  projectId: string,
  createdBy: string,
  values: NoteValues,
): Promise<string> {
  const [row] = await db
    .insert(notes)
    .values({ projectId, createdBy, ...values })
    .returning({ id: notes.id });
  if (!row) throw new Error('note insert returned no row');
  return row.id;
}

/** Updates a note of a project of the organization. */
export async function updateNote(
  db: Db,
  organizationId: string,
  projectId: string,
  noteId: string,
  values: NoteValues,
): Promise<boolean> {
  const rows = await db
    .update(notes)
    .set(values)
    .where(and(eq(notes.id, noteId), inProject(organizationId, projectId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** Deletes a note of a project of the organization. */
export async function deleteNote(
  db: Db,
  organizationId: string,
  projectId: string,
  noteId: string,
): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, noteId), inProject(organizationId, projectId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}
