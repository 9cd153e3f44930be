import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import {
  buildWorkspace,
  classroomCalc,
  createOrganization,
  type Person,
} from './helpers/workspace-fixtures.ts';

// Every request looks its session up here: the counts are a read's when no lookup of the moment
// before is reused (SESSION_REUSE_MS; session-reuse.test.ts holds the reuse).
const getApp = useTestApp({ config: { sessionReuseMs: 0 } });

/** The statements one request sends to the database, in order (the session touch is due once a minute). */
async function statementsOf(person: Person, send: (person: Person) => Promise<{ statusCode: number }>) {
  const { statements } = getApp().context.database;
  const seen: string[] = [];
  // Transaction control is counted by one driver and not the other: only the work counts here.
  statements.onStatement = (sql) => {
    if (!/^(begin|commit|rollback)\b/i.test(sql)) seen.push(sql);
  };
  try {
    const response = await send(person);
    expect(response.statusCode).toBeLessThan(300);
  } finally {
    statements.onStatement = undefined;
  }
  return seen;
}

describe('statements per request on the daily reads', () => {
  // The session lookup is one statement; recording its activity is due at most once a minute, and
  // the first request of each case below has just done it, so none of the counts includes it.
  it('holds each read and the revision save to its number of statements', async () => {
    const { app, context } = getApp();
    const { owner } = await createOrganization(app, context);
    const workspace = await buildWorkspace(owner);
    const calc = JSON.stringify(classroomCalc());
    const cases: Array<[string, number, (person: Person) => Promise<{ statusCode: number }>]> = [
      ['GET /api/projects', 2, (person) => person.client.get('/api/projects')],
      ['GET /api/projects/{id}', 2, (person) => person.client.get(`/api/projects/${workspace.projectId}`)],
      // Session, then the room with its count, newest revisions and phases.
      ['GET /api/rooms/{id}', 2, (person) => person.client.get(`/api/rooms/${workspace.roomId}`)],
      // Session, the project check, then the rooms with their active revision's calc (its RT
      // summary is computed from it, with no statement per room).
      [
        'GET /api/rooms?projectId=',
        3,
        (person) => person.client.get(`/api/rooms?projectId=${workspace.projectId}`),
      ],
      // Session, then the search: every tier in one prepared statement (this query needs all of them).
      ['GET /api/finishes/search', 2, (person) => person.client.get('/api/finishes/search?q=ceiling%20tile')],
      [
        // Session, room, phase check, the room's next number, insert, the room's record of it,
        // the project's change date, and the saved summary the answer carries.
        'POST /api/rooms/{id}/rev',
        8,
        (person) =>
          person.client.post(`/api/rooms/${workspace.roomId}/rev`, {
            calc,
            revisionComment: 'Pass',
            phaseId: workspace.phaseId,
          }),
      ],
    ];
    for (const [label, expected, send] of cases) {
      await send(owner);
      const seen = await statementsOf(owner, send);
      expect(seen.length, `${label}:\n${seen.map((sql) => sql.slice(0, 100)).join('\n')}`).toBe(expected);
    }
  });
});
