import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentCounters, documents } from '../../db/schema/documents.ts';
import { users } from '../accounts/accounts.queries.ts';

export type DocumentRow = typeof documents.$inferSelect;

export async function findDocument(db: DbOrTx, paymentId: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/**
 * The payment's document, numbered on first call (ADR 031): in one transaction the year's counter
 * row is created if missing and locked `FOR UPDATE`, the payment is looked up again under the lock
 * (another instance may have numbered it while this one waited), then the counter moves on by one
 * and the document row is inserted. Instances so take numbers one after another: no gap (a
 * transaction that fails rolls its number back with it), no duplicate (unique year and number), one
 * number per payment (unique payment).
 */
export async function issueDocument(
  db: DbOrTx,
  input: { paymentId: number; year: number; kind: DocumentRow['kind']; language: DocumentRow['language']; now: Date },
): Promise<DocumentRow> {
  const found = await findDocument(db, input.paymentId);
  if (found) return found;
  return db.transaction(async (tx) => {
    await tx.insert(documentCounters).values({ year: input.year, lastNumber: 0 }).onConflictDoNothing();
    const [counter] = await tx.select().from(documentCounters).where(eq(documentCounters.year, input.year)).for('update');
    const numbered = await findDocument(tx, input.paymentId);
    if (numbered) return numbered;
    const number = counter!.lastNumber + 1;
    await tx.update(documentCounters).set({ lastNumber: number }).where(eq(documentCounters.year, input.year));
    const [row] = await tx
      .insert(documents)
      .values({ paymentId: input.paymentId, year: input.year, number, kind: input.kind, language: input.language, createdAt: input.now })
      .returning();
    return row!;
  });
}

/** The customer a document names (read from the accounts module's table, ADR 028). */
export async function customerOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      customerType: users.customerType,
      idNumber: users.idNumber,
      chiefManager: users.chiefManager,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
