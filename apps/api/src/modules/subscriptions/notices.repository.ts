import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { noticesSent } from '../../db/schema/subscriptions.ts';
import { purchasedItems } from '../../db/schema/subscriptions.ts';
import { renewalNoticeDueSql, willRenewSql } from '../../lib/billing-sql.ts';

/** Rows of a raw statement, whichever driver runs it (both return `{ rows }`). */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The purchased item `i` of the statements below, for the billing rules' SQL (`billing-sql.ts`). */
const item = { status: sql`i.status`, period: sql`i.period`, nextPaymentDate: sql`i.next_payment_date` };

/** A subscription whose renewal may be near: what the notice and its rule need. */
export interface NoticeItem {
  id: number;
  userId: number;
  productKey: string;
  period: 'M1' | 'Y1';
  status: string;
  nextPaymentDate: string;
  /** Tetri of one period: unit cost × quantity, the price it was bought at. */
  amount: number;
}

interface NoticeItemRaw {
  id: number;
  user_id: number;
  product_key: string;
  period: 'M1' | 'Y1';
  status: string;
  next_payment_date: string;
  amount: number | string;
}

/**
 * Subscriptions whose upcoming-renewal notice is due today (`renewalNoticeDueSql`, the rule
 * `renewalNoticeDue`), with no notice yet for the period their next payment date starts, after item
 * `afterId`, by id. `horizon` (today + the longest notice) bounds the range read from
 * `purchased_items_due_idx`.
 */
export async function upcomingRenewals(tx: DbOrTx, today: string, horizon: string, afterId: number, limit: number): Promise<NoticeItem[]> {
  const found = await rows<NoticeItemRaw>(
    tx,
    sql`select i.id, i.user_id, i.product_key, i.period, i.status, i.next_payment_date, i.unit_cost::bigint * i.quantity as amount
      from ${purchasedItems} i
      where ${renewalNoticeDueSql(item, today)} and i.next_payment_date <= ${horizon}
        and i.id > ${afterId}
        and not exists (select 1 from ${noticesSent} n where n.purchased_item_id = i.id and n.period_start = i.next_payment_date)
      order by i.id
      limit ${limit}`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    productKey: r.product_key,
    period: r.period,
    status: r.status,
    nextPaymentDate: r.next_payment_date,
    amount: Number(r.amount),
  }));
}

/** The next payment dates of the ACTIVE subscriptions of these customers (the charges a card must cover). */
export async function nextChargeDates(tx: DbOrTx, userIds: number[]): Promise<Map<number, string[]>> {
  const dates = new Map<number, string[]>();
  if (userIds.length === 0) return dates;
  const found = await rows<{ user_id: number; next_payment_date: string }>(
    tx,
    sql`select i.user_id, i.next_payment_date from ${purchasedItems} i
      where i.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${willRenewSql(item)} and i.next_payment_date is not null`,
  );
  for (const r of found) {
    const list = dates.get(Number(r.user_id)) ?? [];
    list.push(r.next_payment_date);
    dates.set(Number(r.user_id), list);
  }
  return dates;
}

/** The cards among these that were told of this very expiry already (`YYYY-MM`). */
export async function cardsNoticed(tx: DbOrTx, cards: { id: number; expiry: string }[]): Promise<Set<number>> {
  if (cards.length === 0) return new Set();
  const found = await rows<{ card_id: number }>(
    tx,
    sql`select n.card_id from ${noticesSent} n
      where (n.card_id, n.card_expiry) in (${sql.join(
        cards.map((c) => sql`(${c.id}::integer, ${c.expiry}::text)`),
        sql`, `,
      )})`,
  );
  return new Set(found.map((r) => Number(r.card_id)));
}

/**
 * Takes a notice under its unique key: true for the one caller that inserted the row (it sends the
 * mail in this transaction); false when another pass or instance has it already.
 */
export async function takeNotice(
  tx: DbOrTx,
  notice:
    | { kind: 'RENEWAL_UPCOMING'; userId: number; purchasedItemId: number; periodStart: string; now: Date }
    | { kind: 'CARD_EXPIRING'; userId: number; cardId: number; cardExpiry: string; now: Date },
): Promise<boolean> {
  const { now, ...values } = notice;
  const inserted = await tx
    .insert(noticesSent)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: noticesSent.id });
  return inserted.length > 0;
}
