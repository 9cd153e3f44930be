import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';

type TokenKind = 'reset' | 'verify' | 'oauth-state';

/** Stores a token's hash. */
export async function insertToken(
  db: Db,
  values: { userId: string | null; kind: TokenKind; tokenHash: string; expiresOn: Date; data?: string },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/**
 * Marks a live, unused token as used and returns its row; a used, expired or unknown token
 * (or, with `userId`, one of another user) returns undefined and stays as it was. One
 * statement, so two concurrent uses cannot both succeed.
 */
export async function consumeToken(db: Db, kind: TokenKind, tokenHash: string, userId?: string) {
  const [row] = await db
    .update(authTokens)
    .set({ usedOn: sql`now()` })
    .where(
      and(
        eq(authTokens.kind, kind),
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.usedOn),
        gt(authTokens.expiresOn, sql`now()`),
        userId === undefined ? undefined : eq(authTokens.userId, userId),
      ),
    )
    .returning({ userId: authTokens.userId, data: authTokens.data });
  return row;
}

/** Voids every unused token of a kind for a user (a new reset link replaces older ones). */
export async function voidUserTokens(db: Db, userId: string, kind: TokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedOn: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedOn)));
}
