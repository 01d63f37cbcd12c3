import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/accounts.ts';

export type CodePurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'RESET_KEY';

/** When the last code of this purpose was issued to the account, or null. */
export async function lastCodeIssuedAt(db: DbOrTx, userId: number, purpose: CodePurpose): Promise<Date | null> {
  const [last] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return last?.createdAt ?? null;
}

/** Stops every unconsumed code of this account and purpose. */
export async function consumeOpenCodes(db: DbOrTx, userId: number, purpose: CodePurpose, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
}

export async function insertCode(
  db: DbOrTx,
  values: { userId: number; purpose: CodePurpose; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

/** A live code: not consumed, not expired, not past the wrong tries (`maxAttempts`). */
const live = (now: Date, maxAttempts: number) =>
  and(isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now), lt(oneTimeCodes.attempts, maxAttempts));

/** Consumes the live code with this hash and purpose (one `UPDATE … RETURNING`); its user, or null. */
export async function consumeByHash(
  db: DbOrTx,
  codeHash: string,
  purpose: CodePurpose,
  now: Date,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose), live(now, maxAttempts)))
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
}

/** The account a code with this hash was issued to, used or not, alive or not. */
export async function ownerOfHash(db: DbOrTx, codeHash: string, purpose: CodePurpose): Promise<number | null> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose)))
    .limit(1);
  return row?.userId ?? null;
}

/** Consumes the account's live code of this purpose when it has this hash; true for the one caller that took it. */
export async function consumeUserCode(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const [taken] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), live(now, maxAttempts), eq(oneTimeCodes.codeHash, codeHash)),
    )
    .returning({ id: oneTimeCodes.id });
  return Boolean(taken);
}

/** Counts a wrong try against the account's live code of this purpose. */
export async function countWrongTry(db: DbOrTx, userId: number, purpose: CodePurpose, now: Date, maxAttempts: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), live(now, maxAttempts)));
}
