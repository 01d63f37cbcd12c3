import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';

/**
 * The lookup every signed-in request makes, as a named prepared statement: built once, and planned
 * by PostgreSQL once per connection instead of on every request (issue 14).
 */
export function prepareSessionLookup(db: DbOrTx) {
  const tokenHash = sql.placeholder('tokenHash');
  return db
    .select({
      sessionId: sessions.id,
      tokenHash: sessions.tokenHash,
      previousValidUntil: sessions.previousValidUntil,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      revokedAt: sessions.revokedAt,
      id: users.id,
      email: users.email,
      role: users.role,
      customerType: users.customerType,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(or(eq(sessions.tokenHash, tokenHash), eq(sessions.previousTokenHash, tokenHash)))
    .limit(1)
    .prepare('session_lookup');
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * Rotates the token of a live session when it still has `tokenHash`: only the request that still
 * finds the old hash rotates, so parallel requests keep the token they sent. True when this one did.
 */
export async function rotateSession(
  db: DbOrTx,
  sessionId: number,
  tokenHash: string,
  values: { tokenHash: string; previousValidUntil: Date; lastSeenAt: Date; idleExpiresAt: Date },
): Promise<boolean> {
  const rotated = await db
    .update(sessions)
    .set({ ...values, previousTokenHash: tokenHash })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rotated.length > 0;
}

export async function touchSession(db: DbOrTx, sessionId: number, values: { lastSeenAt: Date; idleExpiresAt: Date }): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeSessionsOfUser(db: DbOrTx, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  const where = keepSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(where);
}
