import { eq, sql } from 'drizzle-orm';
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
      vatRateBp: original.vatRateBp,
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

/**
 * The seeded payments as the sandbox bank knows them: a real charge is written to the bank's ledger
 * when it is made, but the seed writes our books directly, so without this the bank would refuse a
 * staff refund of a seeded payment ("no such payment"). Every succeeded seeded charge (`sbx_pay_…`)
 * is entered as succeeded at its amount, and each seeded refund as refunded; entries already there
 * are left alone. The token is not a card's, so no card's charges include them.
 */
export async function registerSeededCharges(db: Db): Promise<void> {
  await db.execute(sql`insert into sandbox_bank_charges (idempotency_key, external_id, token, amount, status)
    select 'seeded-' || p.id, p.external_id, 'seeded', p.amount, 'succeeded' from payments p
    where p.status = 'SUCCEEDED' and p.kind <> 'REFUND' and p.external_id like 'sbx_pay_%'
    on conflict do nothing`);
  await db.execute(sql`insert into sandbox_bank_refunds (idempotency_key, external_id, amount)
    select 'seeded-refund-' || r.id, o.external_id, -r.amount from payments r join payments o on o.id = r.refund_of_payment_id
    where r.kind = 'REFUND' and r.status = 'SUCCEEDED' and o.external_id like 'sbx_pay_%'
    on conflict do nothing`);
}
