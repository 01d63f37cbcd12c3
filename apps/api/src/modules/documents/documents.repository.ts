import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentCounters, documents } from '../../db/schema/documents.ts';
import { usersView } from '../accounts/accounts.queries.ts';
import { pricesView, productsView } from '../content/catalog.queries.ts';
import { paymentLinesView, paymentsView } from '../ledger/ledger.queries.ts';
import { purchasedItemsView } from '../subscriptions/items.queries.ts';

/** The other modules' tables this read model joins, as their owners' read views (ADR 044). */
const users = usersView();

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

/**
 * One payment with its lines, for its document (issue 28 item 1): each line's product names, the
 * period it paid (a refund line: the refunded line's) and its item's anchor day; the buyer's name as
 * the checkout form gave it. Null when there is no such payment.
 */
export async function paymentWithLines(db: DbOrTx, paymentId: number) {
  const payments = paymentsView();
  const paymentLines = paymentLinesView();
  const [head] = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      kind: payments.kind,
      status: payments.status,
      amount: payments.amount,
      idNumber: payments.idNumber,
      refundOfPaymentId: payments.refundOfPaymentId,
      cardMask: payments.cardMask,
      /** The seller's VAT rate when it was made (issue 41); null: no VAT on its document. */
      vatRateBp: payments.vatRateBp,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      buyerName: sql<
        string | null
      >`coalesce(${payments.checkout}->'form'->>'fullName', nullif(concat_ws(' ', ${payments.checkout}->'form'->>'firstName', ${payments.checkout}->'form'->>'lastName'), ''))`,
      buyerDirector: sql<string | null>`${payments.checkout}->'form'->>'chiefManager'`,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!head) return null;
  const refunded = paymentLinesView('refunded_line');
  const item = purchasedItemsView('item');
  const price = pricesView('price');
  const product = productsView('product');
  const lines = await db
    .select({
      productKey: paymentLines.productKey,
      names: product.names,
      /** The product's kind: a one-time line is named by it (issue 39 item 25). */
      type: product.type,
      period: paymentLines.period,
      quantity: paymentLines.quantity,
      unitAmount: paymentLines.unitAmount,
      amount: paymentLines.amount,
      periodStart: sql<string | null>`coalesce(${paymentLines.periodStart}, ${refunded.periodStart})`,
      anchorDate: item.anchorDate,
    })
    .from(paymentLines)
    .leftJoin(refunded, eq(refunded.id, paymentLines.refundOfLineId))
    .leftJoin(item, eq(item.id, paymentLines.purchasedItemId))
    .leftJoin(price, eq(price.productKey, paymentLines.productKey))
    .leftJoin(product, eq(product.id, price.productId))
    .where(eq(paymentLines.paymentId, paymentId))
    .orderBy(paymentLines.id);
  return { ...head, lines };
}
