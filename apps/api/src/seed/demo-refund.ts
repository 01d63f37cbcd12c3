import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentLines, payments, purchasedItems } from '../db/schema/index.ts';

/** The payment that bought an item (its first payment), for a seed that has not linked it yet. */
export async function firstPaymentOf(db: Db, itemId: number): Promise<number> {
  const [row] = await db.select({ id: purchasedItems.firstPaymentId }).from(purchasedItems).where(eq(purchasedItems.id, itemId));
  return row!.id!;
}

/**
 * The demo customer's partial refund (issue 28 item 2, ADR 032): staff gave back half of her first
 * purchase's first line, as the refund flow writes it — a SUCCEEDED payment of kind REFUND with a
 * negative amount naming the payment, and one negative line naming the line it refunds.
 */
export async function seedPartialRefund(db: Db, paymentId: number, at: Date): Promise<void> {
  const [original] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const [line] = await db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId)).orderBy(paymentLines.id).limit(1);
  if (!original || !line) return;
  const amount = Math.floor(line.amount / 2);
  const [refund] = await db
    .insert(payments)
    .values({
      userId: original.userId,
      kind: 'REFUND',
      refundOfPaymentId: original.id,
      status: 'SUCCEEDED',
      amount: -amount,
      externalId: original.externalId,
      idempotencyKey: `demo-refund-${original.id}`,
      idNumber: original.idNumber,
      createdAt: at,
      paidAt: at,
    })
    .returning({ id: payments.id });
  await db.insert(paymentLines).values({
    paymentId: refund!.id,
    purchasedItemId: line.purchasedItemId,
    productKey: line.productKey,
    period: line.period,
    quantity: line.quantity,
    unitAmount: -amount,
    amount: -amount,
    periodStart: line.periodStart,
    refundOfLineId: line.id,
  });
}
