import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageFromNearerEnd, withoutParallelWorkers } from '../../lib/list-paging.ts';
import { usersView } from '../accounts/accounts.queries.ts';
import { pricesView, productsView } from '../content/catalog.queries.ts';
import { paymentLinesView, paymentsView } from '../ledger/ledger.queries.ts';
import { purchasedItemsView } from '../subscriptions/items.queries.ts';
import { taxInvoicesView } from '../taxes/taxes.queries.ts';
import type { TaxInvoiceFilter } from '@orioni/contracts/tax-invoices';

/** The other modules' tables this read model joins, as their owners' read views (ADR 044). */
const users = usersView();
const paymentLines = paymentLinesView();
const payments = paymentsView();
const purchasedItems = purchasedItemsView();
const prices = pricesView();
const products = productsView();
const taxInvoices = taxInvoicesView('ti');

const paymentColumns = {
  id: payments.id,
  externalId: payments.externalId,
  amount: payments.amount,
  kind: payments.kind,
  refundOfPaymentId: payments.refundOfPaymentId,
  cardNotSaved: payments.cardNotSaved,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
  idNumber: payments.idNumber,
  vatRateBp: payments.vatRateBp,
  email: users.email,
  userIdNumber: users.idNumber,
};

export type PaymentHeadRow = Awaited<ReturnType<typeof listSucceededPayments>>[number];

/** A customer's succeeded payments, newest first. */
export async function listSucceededPayments(db: DbOrTx, userId: number, page: { offset: number; limit: number }) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.userId, userId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countSucceededPayments(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'SUCCEEDED')));
  return Number(row?.n ?? 0);
}

/** What the admin payments' filter reads: a window of paid days, and the tax invoice's status (issue 41). */
export interface AllPaymentsFilter {
  from?: Date;
  to?: Date;
  taxInvoice?: TaxInvoiceFilter;
}

/** A payment whose tax invoice is in this state (NOT_NEEDED: it has none). */
const taxInvoiceIs = (filter: TaxInvoiceFilter) => {
  const invoice = sql`select 1 from ${taxInvoices} where ${taxInvoices.paymentId} = ${payments.id}`;
  return filter === 'NOT_NEEDED' ? sql`not exists (${invoice})` : sql`exists (${invoice} and ${taxInvoices.status} = ${filter})`;
};

/** Every customer's succeeded payments paid in [from, to) (the admin console), by the partial index payments_paid_idx. */
const allSucceeded = (filter: AllPaymentsFilter) =>
  and(
    eq(payments.status, 'SUCCEEDED'),
    filter.from ? gte(payments.paidAt, filter.from) : undefined,
    filter.to ? lt(payments.paidAt, filter.to) : undefined,
    filter.taxInvoice ? taxInvoiceIs(filter.taxInvoice) : undefined,
  );
const newestPaidFirst = [desc(payments.paidAt), desc(payments.id)] as const;
const oldestPaidFirst = [asc(payments.paidAt), asc(payments.id)] as const;

/** These payments with their customer, in this order. */
export async function succeededPaymentsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...paymentColumns, userId: payments.userId, fullName: users.fullName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(inArray(payments.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Those payments newest first: a page (chosen on the index alone, then joined to the customers) and the count. */
export async function listAllSucceededPayments(db: DbOrTx, filter: AllPaymentsFilter & { offset: number; limit: number }) {
  const where = allSucceeded(filter);
  const { ids, count } = await withoutParallelWorkers(db, (tx) =>
    pageFromNearerEnd(
      async () =>
        (
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(payments)
            .where(where)
        )[0]?.n ?? 0,
      async (order, offset, limit) =>
        (
          await tx
            .select({ id: payments.id })
            .from(payments)
            .where(where)
            .orderBy(...(order === 'newest' ? newestPaidFirst : oldestPaidFirst))
            .offset(offset)
            .limit(limit)
        ).map((r) => r.id),
      filter.offset,
      filter.limit,
    ),
  );
  return { rows: await succeededPaymentsByIds(db, ids), count: Number(count) };
}

/** Every id of those payments, newest first (exports). */
export async function succeededPaymentIds(db: DbOrTx, filter: AllPaymentsFilter): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(allSucceeded(filter))
    .orderBy(...newestPaidFirst);
  return rows.map((r) => r.id);
}

/** One succeeded payment of this customer, or null (someone else's is null too). */
export async function findSucceededPayment(db: DbOrTx, userId: number, paymentId: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'SUCCEEDED')))
    .limit(1);
  return row ?? null;
}

export async function linesOfPayments(db: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: paymentLines.paymentId,
      productKey: paymentLines.productKey,
      purchasedItemId: paymentLines.purchasedItemId,
      period: paymentLines.period,
      quantity: paymentLines.quantity,
      amount: paymentLines.amount,
      names: products.names,
    })
    .from(paymentLines)
    .leftJoin(prices, eq(prices.productKey, paymentLines.productKey))
    .leftJoin(products, eq(products.id, prices.productId))
    .where(inArray(paymentLines.paymentId, paymentIds))
    .orderBy(paymentLines.paymentId, paymentLines.id);
}

/** On-premise licences or subscriptions of a customer, newest first, optionally searched by name or item id. */
export async function listPurchasedItems(
  db: DbOrTx,
  userId: number,
  filter: { onPremise: boolean; query?: string; offset: number; limit: number },
) {
  const conditions = [
    eq(purchasedItems.userId, userId),
    filter.onPremise ? eq(purchasedItems.period, 'PREMISE') : inArray(purchasedItems.period, ['M1', 'Y1']),
  ];
  const q = filter.query?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(sql`${products.names}->>'ka'`, like),
        ilike(sql`${products.names}->>'en'`, like),
        ilike(sql`${products.names}->>'ru'`, like),
        ilike(purchasedItems.productKey, like),
        ilike(sql`${purchasedItems.id}::text`, like),
      )!,
    );
  }
  const where = and(...conditions);
  const lastPayment = sql<
    number | null
  >`(select max(pl.payment_id) from ${paymentLinesView('pl')} where pl.purchased_item_id = ${purchasedItems.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: purchasedItems.id,
        productKey: purchasedItems.productKey,
        period: purchasedItems.period,
        status: purchasedItems.status,
        quantity: purchasedItems.quantity,
        unitCost: purchasedItems.unitCost,
        price: purchasedItems.price,
        upcomingPayment: purchasedItems.upcomingPayment,
        firstPaymentId: purchasedItems.firstPaymentId,
        lastPaymentId: lastPayment,
        createdAt: purchasedItems.createdAt,
        lastPaymentAt: purchasedItems.lastPaymentAt,
        nextPaymentDate: purchasedItems.nextPaymentDate,
        anchorDate: purchasedItems.anchorDate,
        paidPeriods: purchasedItems.paidPeriods,
        names: products.names,
        idNumber: users.idNumber,
      })
      .from(purchasedItems)
      .innerJoin(users, eq(users.id, purchasedItems.userId))
      .leftJoin(prices, eq(prices.productKey, purchasedItems.productKey))
      .leftJoin(products, eq(products.id, prices.productId))
      .where(where)
      .orderBy(desc(purchasedItems.createdAt), desc(purchasedItems.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchasedItems)
      .leftJoin(prices, eq(prices.productKey, purchasedItems.productKey))
      .leftJoin(products, eq(products.id, prices.productId))
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
