import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clients,
  notes,
  phases,
  projectPartitions,
  projects,
  revisions,
  rooms,
  users,
} from '../../db/schema/index.ts';
import { appendRevision, computeRevision } from '../../modules/rooms/revisions.service.ts';
import { CLIENTS, COUNTRY_NAMES, dayFromToday, PROJECTS } from './demo-workspace-data.ts';

/**
 * The demo organization's workspace: clients, projects with phases over the coming months, rooms
 * whose revisions are real calculations (computed by the acoustics engine like any saved one),
 * meeting notes and partitions. Every name is fictional.
 */

async function insertReturningId<T extends { id: string }>(rows: Promise<T[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('demo insert returned no row');
  return row.id;
}

/**
 * Adds the workspace to the demo organization, once: nothing happens when it already has projects.
 * `people` are the owner first, then the three members (project managers).
 */
export async function seedDemoWorkspace(db: Db, organizationId: string, people: string[]): Promise<boolean> {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.organizationId, organizationId))
    .limit(1);
  if (existing) return false;
  const [ownerId, ...members] = people;
  if (!ownerId) throw new Error('the demo organization has no owner');

  const clientIds: string[] = [];
  for (const client of CLIENTS) {
    const values = { ...client, ownerUserId: ownerId, countryName: COUNTRY_NAMES[client.countryCode] ?? '' };
    clientIds.push(await insertReturningId(db.insert(clients).values(values).returning({ id: clients.id })));
  }

  for (const seed of PROJECTS) {
    const projectId = await insertReturningId(
      db
        .insert(projects)
        .values({
          organizationId,
          projectId: seed.projectId,
          name: seed.name,
          clientId: seed.client === null ? null : (clientIds[seed.client] ?? null),
          projectManagerId: members[seed.manager] ?? null,
          createdBy: ownerId,
        })
        .returning({ id: projects.id }),
    );
    const phaseIds: string[] = [];
    for (const phase of seed.phases) {
      phaseIds.push(
        await insertReturningId(
          db
            .insert(phases)
            .values({
              projectId,
              name: phase.name,
              budgetCents: phase.budget * 100,
              fromDate: dayFromToday(phase.fromDay),
              toDate: dayFromToday(phase.toDay),
            })
            .returning({ id: phases.id }),
        ),
      );
    }
    const roomIds: string[] = [];
    for (const room of seed.rooms) {
      const roomId = await insertReturningId(
        db
          .insert(rooms)
          .values({ projectId, name: room.name, number: room.number, createdBy: ownerId, updatedBy: ownerId })
          .returning({ id: rooms.id }),
      );
      roomIds.push(roomId);
      for (const [index, revision] of room.revisions.entries()) {
        const author = index % 2 === 0 ? (members[seed.manager] ?? ownerId) : ownerId;
        const revisionId = await appendRevision(db, {
          organizationId,
          roomId,
          userId: author,
          phaseId: phaseIds[Math.min(index, phaseIds.length - 1)] ?? null,
          revisionComment: revision.comment,
          computed: computeRevision(JSON.stringify(revision.document)),
        });
        // Spread the history over the past weeks, oldest first, so lists read like real work.
        const daysAgo = (room.revisions.length - index) * 5;
        await db
          .update(revisions)
          .set({ createdOn: sql`now() - make_interval(days => ${daysAgo})` })
          .where(eq(revisions.id, revisionId));
      }
    }
    for (const partition of seed.partitions) {
      const sourceRoomId = roomIds[partition.source];
      const receiveRoomId = roomIds[partition.receive];
      if (!sourceRoomId || !receiveRoomId) continue;
      const { nc, stc, surfaceArea } = partition;
      await db
        .insert(projectPartitions)
        .values({ projectId, sourceRoomId, receiveRoomId, nc, stc, surfaceArea });
    }
    for (const note of seed.notes) {
      await db.insert(notes).values({
        projectId,
        type: note.type,
        timestamp: sql`date_trunc('day', now()) - make_interval(days => ${note.daysAgo}, hours => -15)`,
        attendees: note.attendees,
        body: note.body,
        createdBy: members[seed.manager] ?? ownerId,
      });
    }
  }
  return true;
}

/** The demo organization's people, owner first, by their e-mails. */
export async function demoPeople(db: Db, organizationId: string, emails: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return emails.flatMap((email) => rows.filter((row) => row.email === email).map((row) => row.id));
}
