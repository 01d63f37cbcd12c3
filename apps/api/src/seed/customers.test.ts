import { addMonths, periodMonths, toApiDate } from '@orioni/contracts';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import {
  cards,
  demoRequests,
  paymentLines,
  payments,
  prices,
  products,
  purchasedItems,
  renewalAttempts,
  users,
} from '../db/schema/index.ts';
import { verifyPassword } from '../lib/password.ts';
import { freshTestDatabase } from '../test/test-database.ts';
import { SEEDED_CUSTOMER_PASSWORD, SEEDED_EMAIL_TLD, seedCustomers, seededCompanies } from './customers.ts';
import { runSeed } from './seed.ts';

/**
 * The demo-customer generator (issue 12): the same customers for the same count and `now`, the
 * first N of a larger run equal to an N run, nothing added twice, and even a few dozen customers
 * show everything the admin console filters on, with dates that agree with each other.
 */
const NOW = new Date('2026-06-15T09:30:00Z');
const TODAY = toApiDate(NOW);
const generated = like(users.email, `%${SEEDED_EMAIL_TLD}`);

let database: Database | undefined;
afterAll(() => database?.close());

/** A fresh database with the catalogue and demo accounts (as tests and `npm run seed` load them). */
async function freshCatalogue(): Promise<Db> {
  await database?.close();
  database = await freshTestDatabase();
  await runSeed(database.db, { isProduction: false });
  return database.db;
}

/** Every row the generator wrote for its first `limit` customers (all of them without a limit), in id order. */
async function snapshot(db: Db, limit?: number) {
  const customers = (await db.select().from(users).where(generated).orderBy(users.id)).slice(0, limit);
  const userIds = customers.map((u) => u.id);
  const items = await db.select().from(purchasedItems).where(inArray(purchasedItems.userId, userIds)).orderBy(purchasedItems.id);
  const paid = await db.select().from(payments).where(inArray(payments.userId, userIds)).orderBy(payments.id);
  return {
    // One hash per seeding call (argon2 salts it): equal passwords, different strings.
    users: customers.map(({ passwordHash: _hash, ...u }) => u),
    items,
    payments: paid,
    lines: await db
      .select()
      .from(paymentLines)
      .where(
        inArray(
          paymentLines.paymentId,
          paid.map((p) => p.id),
        ),
      )
      .orderBy(paymentLines.id),
    attempts: await db
      .select()
      .from(renewalAttempts)
      .where(
        inArray(
          renewalAttempts.purchasedItemId,
          items.map((i) => i.id),
        ),
      )
      .orderBy(renewalAttempts.id),
    cards: await db.select().from(cards).where(inArray(cards.userId, userIds)).orderBy(cards.id),
    demos: await db.select().from(demoRequests).where(inArray(demoRequests.userId, userIds)).orderBy(demoRequests.id),
  };
}

describe('seedCustomers', () => {
  let forty: Awaited<ReturnType<typeof snapshot>>;

  it('is deterministic and idempotent: the first 20 of 40 are the 20, and a second run adds nothing', async () => {
    const db = await freshCatalogue();
    // Tests and a plain `npm run seed` get no generated customers, and production never does.
    expect((await db.select({ n: count() }).from(users).where(generated))[0]!.n).toBe(0);
    await runSeed(db, { isProduction: true }, { customers: 5, now: NOW });
    expect((await db.select({ n: count() }).from(users).where(generated))[0]!.n).toBe(0);

    const first = await seedCustomers(db, { count: 20, now: NOW });
    expect(first).toMatchObject({ customers: 20, skipped: 0 });
    expect(first.purchases).toBeGreaterThan(0);
    const twenty = await snapshot(db);
    expect(twenty.users).toHaveLength(20);
    expect(twenty.items).toHaveLength(first.purchases);
    expect(twenty.payments).toHaveLength(first.payments);

    const again = await seedCustomers(db, { count: 20, now: NOW });
    expect(again).toEqual({ customers: 0, skipped: 20, purchases: 0, payments: 0 });
    expect(await snapshot(db)).toEqual(twenty);
    // Growing to 40 (in batches smaller than the run) adds customers 21..40 only.
    const grown = await seedCustomers(db, { count: 40, now: NOW, batch: 7 });
    expect(grown).toMatchObject({ customers: 20, skipped: 20 });
    const incremental = await snapshot(db);

    const db2 = await freshCatalogue();
    const once = await seedCustomers(db2, { count: 40, now: NOW });
    expect(once.customers).toBe(40);
    forty = await snapshot(db2);
    expect(forty).toEqual(incremental);
    expect(await snapshot(db2, 20)).toEqual(twenty);

    const [someone] = await db2.select().from(users).where(generated).limit(1);
    expect(await verifyPassword(someone!.passwordHash, SEEDED_CUSTOMER_PASSWORD)).toBe(true);
  });

  it('seededCompanies gives the companies the seed writes, with their numbers (the fake Revenue Service registers them)', () => {
    const companies = forty.users
      .filter((u) => u.customerType === 'LEGAL' && u.idNumber)
      .map((u) => ({ idNumber: u.idNumber, name: u.fullName }));
    expect(companies.length).toBeGreaterThan(3);
    expect(seededCompanies(40)).toEqual(companies);
  });

  it('covers every status, kind, period, comment and billing state in 40 customers', async () => {
    const { users: customers, items, payments: paid, lines, attempts } = forty;
    const set = <T>(values: T[]) => [...new Set(values)].sort();
    expect(set(customers.map((u) => u.status))).toEqual(['DEMO', 'INCOMPLETE', 'PAYED', 'VERIFIED']);
    expect(set(customers.map((u) => u.customerType))).toEqual(['LEGAL', 'PHYSICAL']);
    expect(customers.some((u) => u.externalUserId && u.notes)).toBe(true);
    expect(customers.some((u) => u.externalUserId && !u.notes)).toBe(true);
    expect(customers.every((u) => !u.notes || u.externalUserId)).toBe(true);
    expect(customers.filter((u) => u.status === 'INCOMPLETE').every((u) => u.verifiedAt === null)).toBe(true);

    expect(set(items.map((i) => i.period))).toEqual(['M1', 'PREMISE', 'Y1']);
    expect(set(items.map((i) => i.status))).toEqual(['ACTIVE', 'CANCELED', 'CANCELING']);
    expect(set(items.map((i) => i.comment))).toEqual(['DB_URL', 'REGISTRATION_1C_CONNECT', 'REGISTRATION_1C_PORTAL', null]);
    expect(set(items.map((i) => i.firstPurchase))).toEqual([false, true]);
    const db = database!.db;
    const types = await db
      .selectDistinct({ type: products.type })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .where(
        inArray(
          prices.productKey,
          items.map((i) => i.productKey),
        ),
      );
    expect(set(types.map((t) => t.type))).toEqual(['HARDWARE', 'SERVICE', 'SOLUTION']);

    // Overdue (as the admin service reads it): ACTIVE with the next payment day come, a debt, and
    // the refused renewal on record; some of them for days already.
    const overdue = items.filter((i) => i.status === 'ACTIVE' && i.nextPaymentDate !== null && i.nextPaymentDate <= TODAY);
    expect(overdue.filter((i) => i.nextPaymentDate! < TODAY).length).toBeGreaterThan(0);
    for (const item of overdue) {
      expect(item.upcomingPayment).toBeGreaterThan(0);
      expect(attempts.find((a) => a.purchasedItemId === item.id && a.periodStart === item.nextPaymentDate)?.status).toBe('FAILED');
    }
    const paidDays = set(paid.filter((p) => p.status === 'SUCCEEDED').map((p) => toApiDate(p.paidAt!)));
    expect(paidDays.length).toBeGreaterThan(60);
    expect(set(paid.map((p) => p.kind))).toEqual(['PURCHASE', 'RENEWAL']);

    // Dates agree with each other and with the renewal rules the admin service reads them by.
    const paymentById = new Map(paid.map((p) => [p.id, p]));
    for (const item of items) {
      const own = lines.filter((l) => l.purchasedItemId === item.id).map((l) => paymentById.get(l.paymentId)!);
      expect(paymentById.get(item.firstPaymentId!)?.status).toBe('SUCCEEDED');
      expect(item.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(item.lastPaymentAt).toEqual(new Date(Math.max(...own.map((p) => p.paidAt!.getTime()))));
      const months = periodMonths(item.period);
      if (months === null) {
        expect(item.nextPaymentDate).toBeNull();
        continue;
      }
      expect(item.nextPaymentDate).toBe(addMonths(item.anchorDate!, months * item.paidPeriods));
      expect(attempts.filter((a) => a.purchasedItemId === item.id && a.status === 'SUCCEEDED')).toHaveLength(item.paidPeriods - 1);
      if (item.status === 'ACTIVE' && !overdue.includes(item)) expect(item.nextPaymentDate! > TODAY).toBe(true);
      if (item.status === 'CANCELING') expect(item.nextPaymentDate! > TODAY).toBe(true);
      if (item.status === 'CANCELED') expect(item.nextPaymentDate! <= TODAY).toBe(true);
    }
    for (const p of paid) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (p.status === 'SUCCEEDED') {
        expect(p.amount).toBe(lines.filter((l) => l.paymentId === p.id).reduce((sum, l) => sum + l.amount, 0));
      }
    }
  });
});

describe('the demo customer', () => {
  it('issue 26 item 14: tells one story: opened before her first purchase, the card saved with it, and a back-office ID so staff can edit her personal URL', async () => {
    const db = await freshCatalogue();
    const [nino] = await db.select().from(users).where(eq(users.email, 'customer@orioni.ge'));
    expect(nino?.notes).toMatch(/^https:\/\//);
    expect(nino?.externalUserId).toBeTruthy();
    const items = await db.select().from(purchasedItems).where(eq(purchasedItems.userId, nino!.id));
    const paid = await db.select().from(payments).where(eq(payments.userId, nino!.id));
    const [card] = await db.select().from(cards).where(eq(cards.userId, nino!.id));
    const firstPurchase = Math.min(...items.map((i) => i.createdAt.getTime()), ...paid.map((p) => p.createdAt.getTime()));
    expect(nino!.createdAt.getTime()).toBeLessThan(firstPurchase);
    expect(nino!.verifiedAt!.getTime()).toBeGreaterThan(nino!.createdAt.getTime());
    expect(nino!.verifiedAt!.getTime()).toBeLessThanOrEqual(firstPurchase);
    expect(card!.createdAt.getTime()).toBeLessThanOrEqual(firstPurchase);
  });
});
