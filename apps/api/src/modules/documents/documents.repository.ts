import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentCounters, documents } from '../../db/schema/documents.ts';
import { users } from '../accounts/accounts.queries.ts';

export type DocumentRow = typeof documents.$inferSelect;

export async function findDocument(db: DbOrTx, paymentId: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/**
 * The payment's document. It is numbered when the payment succeeds, in that transaction, by the
 * deferred trigger of migration 0022 (decision 32, ADR 031): each series (receipts, credit notes)
 * has one counter row a year, taken at the commit, so numbers follow the order payments succeed,
 * with no gap (a transaction that rolls back takes its number back) and no duplicate (unique kind,
 * year and number). This only finds that row; should a succeeded payment have none (a database
 * restored without the trigger), it is numbered here the same way, at the end of its series.
 */
export async function issueDocument(
  db: DbOrTx,
  input: { paymentId: number; year: number; kind: DocumentRow['kind']; language: DocumentRow['language']; now: Date },
): Promise<DocumentRow> {
  const found = await findDocument(db, input.paymentId);
  if (found) return found;
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(documentCounters)
      .values({ kind: input.kind, year: input.year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.kind, documentCounters.year],
        set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
      })
      .returning();
    const numbered = await findDocument(tx, input.paymentId);
    if (numbered) {
      // Numbered by another instance while this one waited for the counter: give the number back.
      await tx
        .update(documentCounters)
        .set({ lastNumber: sql`${documentCounters.lastNumber} - 1` })
        .where(and(eq(documentCounters.kind, input.kind), eq(documentCounters.year, input.year)));
      return numbered;
    }
    const [row] = await tx
      .insert(documents)
      .values({
        paymentId: input.paymentId,
        year: input.year,
        number: counter!.lastNumber,
        kind: input.kind,
        language: input.language,
        createdAt: input.now,
      })
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
