import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, demoRequests, payments, prices, products, purchasedItems, users } from '../../db/schema/index.ts';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A customer's status, derived from what they have done (issue 12): PAYED after a paid purchase,
 * DEMO after asking for a demo, VERIFIED after confirming the e-mail, INCOMPLETE before.
 */
export const derivedStatus = sql<'INCOMPLETE' | 'VERIFIED' | 'DEMO' | 'PAYED'>`(case
  when exists (select 1 from ${payments} p where p.user_id = "users"."id" and p.status = 'SUCCEEDED') then 'PAYED'
  when exists (select 1 from ${demoRequests} d where d.user_id = "users"."id" or lower(d.email) = lower("users"."email")) then 'DEMO'
  when "users"."verified_at" is not null then 'VERIFIED'
  else 'INCOMPLETE' end)`;

/** [from, to) as instants. */
export interface Window {
  from?: Date;
  to?: Date;
}

export async function listUsers(
  db: DbOrTx,
  filter: Window & { status?: string; customerType?: 'PHYSICAL' | 'LEGAL'; query?: string; offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(users.role, 'USER'),
    filter.customerType ? eq(users.customerType, filter.customerType) : undefined,
    filter.from ? gte(users.createdAt, filter.from) : undefined,
    filter.to ? lt(users.createdAt, filter.to) : undefined,
    filter.status ? sql`${derivedStatus} = ${filter.status}` : undefined,
    filter.query
      ? or(
          ilike(users.email, like(filter.query)),
          ilike(users.fullName, like(filter.query)),
          ilike(sql`coalesce(${users.idNumber}, '')`, like(filter.query)),
          ilike(sql`coalesce(${users.mobile}, '')`, like(filter.query)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, status: derivedStatus })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

const PERIOD_OF_REPORT = { MONTH1: 'M1', MONTH12: 'Y1', UNLIMITED: 'PREMISE' } as const;

export async function listPurchases(
  db: DbOrTx,
  filter: Window & {
    today: string;
    paymentId?: number;
    idNumber?: string;
    onPremise?: boolean;
    query?: string;
    status?: 'ACTIVE' | 'CANCELING' | 'CANCELED';
    productType?: 'SOLUTION' | 'SERVICE' | 'HARDWARE';
    period?: keyof typeof PERIOD_OF_REPORT;
    isOverdue?: boolean;
    isFirstPurchase?: boolean;
    comments?: ('REGISTRATION_1C_CONNECT' | 'REGISTRATION_1C_PORTAL' | 'DB_URL')[];
    offset: number;
    limit: number;
  },
) {
  const overdue = sql`(${purchasedItems.status} = 'ACTIVE' and ${purchasedItems.nextPaymentDate} <= ${filter.today})`;
  const conditions: (SQL | undefined)[] = [
    filter.onPremise === undefined
      ? undefined
      : filter.onPremise
        ? eq(purchasedItems.period, 'PREMISE')
        : inArray(purchasedItems.period, ['M1', 'Y1']),
    filter.paymentId
      ? or(
          eq(purchasedItems.firstPaymentId, filter.paymentId),
          sql`exists (select 1 from payment_lines pl where pl.purchased_item_id = "purchased_items"."id" and pl.payment_id = ${filter.paymentId})`,
        )
      : undefined,
    filter.idNumber ? ilike(sql`coalesce(${users.idNumber}, '')`, like(filter.idNumber)) : undefined,
    filter.status ? eq(purchasedItems.status, filter.status) : undefined,
    filter.productType ? eq(products.type, filter.productType) : undefined,
    filter.period ? eq(purchasedItems.period, PERIOD_OF_REPORT[filter.period]) : undefined,
    filter.isOverdue === undefined ? undefined : filter.isOverdue ? overdue : sql`not ${overdue}`,
    filter.isFirstPurchase === undefined ? undefined : eq(purchasedItems.firstPurchase, filter.isFirstPurchase),
    filter.comments?.length ? inArray(purchasedItems.comment, filter.comments) : undefined,
    filter.from ? gte(purchasedItems.createdAt, filter.from) : undefined,
    filter.to ? lt(purchasedItems.createdAt, filter.to) : undefined,
    filter.query
      ? or(
          ilike(users.email, like(filter.query)),
          ilike(users.fullName, like(filter.query)),
          ilike(purchasedItems.productKey, like(filter.query)),
          ilike(sql`${purchasedItems.id}::text`, like(filter.query)),
          ilike(sql`${products.names}->>'ka'`, like(filter.query)),
          ilike(sql`${products.names}->>'en'`, like(filter.query)),
          ilike(sql`${products.names}->>'ru'`, like(filter.query)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const lastPayment = sql<
    number | null
  >`(select max(pl.payment_id) from payment_lines pl where pl.purchased_item_id = ${purchasedItems.id})`;
  const base = () =>
    db
      .select({
        item: purchasedItems,
        user: users,
        names: products.names,
        productType: products.type,
        lastPaymentId: lastPayment,
      })
      .from(purchasedItems)
      .innerJoin(users, eq(users.id, purchasedItems.userId))
      .leftJoin(prices, eq(prices.productKey, purchasedItems.productKey))
      .leftJoin(products, eq(products.id, prices.productId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(desc(purchasedItems.createdAt), desc(purchasedItems.id)).offset(filter.offset).limit(filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchasedItems)
      .innerJoin(users, eq(users.id, purchasedItems.userId))
      .leftJoin(prices, eq(prices.productKey, purchasedItems.productKey))
      .leftJoin(products, eq(products.id, prices.productId))
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
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
