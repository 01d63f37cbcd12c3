import { addDays, fromReportPeriod, type ReportPeriod } from '@orioni/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { notOverdueSql, overdueSql } from '../../lib/billing-sql.ts';
import { pageFromNearerEnd, withoutParallelWorkers } from '../../lib/list-paging.ts';
import { auditLog } from '../../db/schema/admin.ts';
import { usersView } from '../accounts/accounts.queries.ts';
import { pricesView, productsView } from '../content/catalog.queries.ts';
import { paymentLinesView } from '../ledger/ledger.queries.ts';
import { purchasedItemsView } from '../subscriptions/items.queries.ts';
import { fieldsOf } from '../../lib/read-view.ts';

/** The other modules' tables this read model joins, as their owners' read views (ADR 044). */
const users = usersView();
const paymentLines = paymentLinesView();
const purchasedItems = purchasedItemsView();
const prices = pricesView();
const products = productsView();

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** [from, to) as instants. */
export interface Window {
  from?: Date;
  to?: Date;
}

/*
 * How the admin lists stay fast over 100,000 purchases (npm run bench, section 5): a page is chosen
 * as ids on one table (from its indexes where it can), and only those rows are then joined to what
 * they show; counts never join. An export reads every matching id in order once (a few bytes a
 * row), then the rows a thousand at a time.
 */

/** Rows an export reads at a time. */
export const EXPORT_CHUNK = 100;

const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface UserFilter extends Window {
  /** The derived status (users.customer_status, kept by triggers; see the schema). */
  status?: 'INCOMPLETE' | 'VERIFIED' | 'DEMO' | 'PAYED';
  customerType?: 'PHYSICAL' | 'LEGAL';
  query?: string;
}

function userConditions(filter: UserFilter): SQL | undefined {
  return and(
    eq(users.role, 'USER'),
    filter.customerType ? eq(users.customerType, filter.customerType) : undefined,
    filter.from ? gte(users.createdAt, filter.from) : undefined,
    filter.to ? lt(users.createdAt, filter.to) : undefined,
    filter.status ? eq(users.customerStatus, filter.status) : undefined,
    filter.query ? searchMatches(filter.query) : undefined,
  );
}

/**
 * The customer's e-mail, full name, ID number or mobile holds the query (any case): one LIKE on
 * users.search_text, their lower-case lines (PostgreSQL's lower() on both sides, as ILIKE would).
 * A query typed as a phone number ("555 12 34 56", "0555-12-34-56") also matches its digits, as
 * mobiles are stored in E.164 (issue 26 item 3).
 */
const searchMatches = (query: string) => {
  const text = sql`${users.searchText} like lower(${like(query)})`;
  const digits = /^[\d\s()+-]+$/.test(query) ? query.replace(/\D/g, '').replace(/^0+/, '') : '';
  return digits.length >= 3 && digits !== query.trim() ? or(text, sql`${users.searchText} like ${like(digits)}`)! : text;
};

const newestUsersFirst = [desc(users.createdAt), desc(users.id)] as const;
const oldestUsersFirst = [asc(users.createdAt), asc(users.id)] as const;

/** These customers, in this order. */
export async function usersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((u) => [u.id, u]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Customers (not staff), newest first: a page of them and how many there are. */
export async function listUsers(db: DbOrTx, filter: UserFilter & { offset: number; limit: number }) {
  const where = userConditions(filter);
  const { ids, count } = await withoutParallelWorkers(db, (tx) =>
    pageFromNearerEnd(
      async () =>
        (
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(where)
        )[0]?.n ?? 0,
      async (order, offset, limit) =>
        (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(where)
            .orderBy(...(order === 'newest' ? newestUsersFirst : oldestUsersFirst))
            .offset(offset)
            .limit(limit)
        ).map((r) => r.id),
      filter.offset,
      filter.limit,
    ),
  );
  return { rows: await usersByIds(db, ids), count: Number(count) };
}

/** Every matching customer's id, newest first (exports). */
export async function userIds(db: DbOrTx, filter: UserFilter): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userConditions(filter))
    .orderBy(...newestUsersFirst);
  return rows.map((r) => r.id);
}

export interface PurchaseFilter extends Window {
  /** Today in Tbilisi, for the overdue filter (the contracts rule `isOverdue`). */
  today: string;
  paymentId?: number;
  idNumber?: string;
  onPremise?: boolean;
  query?: string;
  status?: 'ACTIVE' | 'CANCELING' | 'CANCELED';
  productType?: 'SOLUTION' | 'SERVICE' | 'HARDWARE';
  period?: ReportPeriod;
  isOverdue?: boolean;
  /** Overdue for at least / at most these days (`overdueDays`): only overdue items, their next payment day that many days back. */
  overdueFrom?: number;
  overdueTo?: number;
  isFirstPurchase?: boolean;
  comments?: ('REGISTRATION_1C_CONNECT' | 'REGISTRATION_1C_PORTAL' | 'DB_URL')[];
}

/** The catalogue's product keys matching a condition on prices and products (a few dozen rows). */
async function productKeys(db: DbOrTx, condition: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ key: prices.productKey })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(condition);
  return rows.map((r) => r.key);
}

const keyIn = (keys: string[]) => (keys.length ? inArray(purchasedItems.productKey, keys) : sql`false`);

/**
 * The purchase filters as conditions on purchased_items alone. What they ask of the product is
 * first turned into the catalogue's keys; of the customer or the payments, into subqueries on
 * their own indexes.
 */
async function purchaseConditions(db: DbOrTx, filter: PurchaseFilter): Promise<SQL | undefined> {
  const overdueColumns = { status: purchasedItems.status, nextPaymentDate: purchasedItems.nextPaymentDate };
  const customers = (condition: SQL | undefined) => db.select({ id: users.id }).from(users).where(condition);
  const items = (condition: SQL | undefined) => db.select({ id: purchasedItems.id }).from(purchasedItems).where(condition);
  const query = filter.query;
  const [typeKeys, queryKeys] = await Promise.all([
    filter.productType ? productKeys(db, eq(products.type, filter.productType)) : undefined,
    query
      ? productKeys(
          db,
          or(
            ilike(prices.productKey, like(query)),
            ilike(sql`${products.names}->>'ka'`, like(query)),
            ilike(sql`${products.names}->>'en'`, like(query)),
            ilike(sql`${products.names}->>'ru'`, like(query)),
          ),
        )
      : undefined,
  ]);
  return and(
    filter.onPremise === undefined
      ? undefined
      : filter.onPremise
        ? eq(purchasedItems.period, 'PREMISE')
        : inArray(purchasedItems.period, ['M1', 'Y1']),
    // The item's own check, or any payment that paid it (a renewal's lines name its items).
    filter.paymentId
      ? inArray(
          purchasedItems.id,
          union(
            items(eq(purchasedItems.firstPaymentId, filter.paymentId)),
            db
              .select({ id: sql<number>`${paymentLines.purchasedItemId}` })
              .from(paymentLines)
              .where(and(eq(paymentLines.paymentId, filter.paymentId), isNotNull(paymentLines.purchasedItemId))),
          ),
        )
      : undefined,
    filter.idNumber ? inArray(purchasedItems.userId, customers(ilike(users.idNumber, like(filter.idNumber)))) : undefined,
    filter.status ? eq(purchasedItems.status, filter.status) : undefined,
    typeKeys ? keyIn(typeKeys) : undefined,
    filter.period ? eq(purchasedItems.period, fromReportPeriod(filter.period)) : undefined,
    // `isOverdue=false` keeps the on-premise items (no next payment date): the null-safe negation.
    filter.isOverdue === undefined
      ? undefined
      : filter.isOverdue
        ? overdueSql(overdueColumns, filter.today)
        : notOverdueSql(overdueColumns, filter.today),
    filter.overdueFrom === undefined && filter.overdueTo === undefined ? undefined : overdueSql(overdueColumns, filter.today),
    filter.overdueFrom === undefined ? undefined : sql`${purchasedItems.nextPaymentDate} <= ${addDays(filter.today, -filter.overdueFrom)}`,
    filter.overdueTo === undefined ? undefined : sql`${purchasedItems.nextPaymentDate} >= ${addDays(filter.today, -filter.overdueTo)}`,
    filter.isFirstPurchase === undefined ? undefined : eq(purchasedItems.firstPurchase, filter.isFirstPurchase),
    filter.comments?.length ? inArray(purchasedItems.comment, filter.comments) : undefined,
    filter.from ? gte(purchasedItems.createdAt, filter.from) : undefined,
    filter.to ? lt(purchasedItems.createdAt, filter.to) : undefined,
    // The customer (e-mail, name, ID number, mobile), the product (key, or name in any language) or
    // the item id. An OR of sets, each hashed once: a broad query (a common name, "LLC") matches
    // thousands of items, which a join through the customers would gather far more slowly.
    query
      ? or(
          inArray(purchasedItems.userId, customers(searchMatches(query))),
          keyIn(queryKeys!),
          // Ids are digits: only a query of digits can be part of one.
          /^\d+$/.test(query) ? sql`${purchasedItems.id}::text like ${like(query)}` : undefined,
        )
      : undefined,
  );
}

/** What staff see of an item's customer (the rest of the account row stays in the database). */
const customerColumns = {
  id: users.id,
  email: users.email,
  customerType: users.customerType,
  fullName: users.fullName,
  idNumber: users.idNumber,
  mobile: users.mobile,
  repMobile: users.repMobile,
  fieldOfActivity: users.fieldOfActivity,
  notes: users.notes,
  externalUserId: users.externalUserId,
};

/**
 * These purchased items with their customer, product and last payment, in this order. The
 * customer's columns are the ones staff see: the account row's hashes, search text and four
 * timestamps made the 100,000-row export parse 400,000 dates it never printed.
 */
export async function purchasesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const lastPayment = sql<
    number | null
  >`(select max(pl.payment_id) from ${paymentLinesView('pl')} where pl.purchased_item_id = ${purchasedItems.id})`;
  const rows = await db
    .select({
      item: fieldsOf(purchasedItems),
      user: customerColumns,
      names: products.names,
      productType: products.type,
      lastPaymentId: lastPayment,
    })
    .from(purchasedItems)
    .innerJoin(users, eq(users.id, purchasedItems.userId))
    .leftJoin(prices, eq(prices.productKey, purchasedItems.productKey))
    .leftJoin(products, eq(products.id, prices.productId))
    .where(inArray(purchasedItems.id, ids));
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const newestItemsFirst = [desc(purchasedItems.createdAt), desc(purchasedItems.id)] as const;
const oldestItemsFirst = [asc(purchasedItems.createdAt), asc(purchasedItems.id)] as const;

/** Purchased items, newest first: a page of them and how many there are. */
export async function listPurchases(db: DbOrTx, filter: PurchaseFilter & { offset: number; limit: number }) {
  const where = await purchaseConditions(db, filter);
  const { ids, count } = await withoutParallelWorkers(db, async (tx) => {
    if (filter.query || filter.idNumber || filter.paymentId) {
      // A set found through other tables (customers, payments): gathered whole, then counted and
      // paged. Asked with the page's LIMIT, the planner may walk the newest-first index testing
      // every item against the set, which it cannot tell is small or empty.
      const [row] = await rowsOf<{ n: number; ids: number[] | null }>(
        tx,
        sql`with matching as materialized (select ${purchasedItems.id} as id, ${purchasedItems.createdAt} as at from ${purchasedItems} where ${where ?? sql`true`})
            select (select count(*)::int from matching) as n,
                   (select array_agg(id order by at desc, id desc) from
                     (select id, at from matching order by at desc, id desc offset ${filter.offset} limit ${filter.limit}) page) as ids`,
      );
      return { ids: (row?.ids ?? []).map(Number), count: Number(row?.n ?? 0) };
    }
    return pageFromNearerEnd(
      async () =>
        (
          await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(purchasedItems)
            .where(where)
        )[0]?.n ?? 0,
      async (order, offset, limit) =>
        (
          await tx
            .select({ id: purchasedItems.id })
            .from(purchasedItems)
            .where(where)
            .orderBy(...(order === 'newest' ? newestItemsFirst : oldestItemsFirst))
            .offset(offset)
            .limit(limit)
        ).map((r) => r.id),
      filter.offset,
      filter.limit,
    );
  });
  return { rows: await purchasesByIds(db, ids), count: Number(count) };
}

/** Every matching purchased item's id, newest first (exports). */
export async function purchaseIds(db: DbOrTx, filter: PurchaseFilter): Promise<number[]> {
  const rows = await db
    .select({ id: purchasedItems.id })
    .from(purchasedItems)
    .where(await purchaseConditions(db, filter))
    .orderBy(...newestItemsFirst);
  return rows.map((r) => r.id);
}

export async function insertAudit(
  db: DbOrTx,
  entry: { actorUserId: number; action: string; target: string | null; details: unknown; now: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    target: entry.target,
    details: JSON.stringify(entry.details),
    createdAt: entry.now,
  });
}

export async function listAudit(db: DbOrTx, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
