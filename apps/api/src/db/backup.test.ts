import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runSeed } from '../seed/seed.ts';
import { freshTestDatabase, prepareTestDatabases, snapshotPath, TEST_DATABASE_URL } from '../test/test-database.ts';
import { BackupError, backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.ts';
import { createPglite, openDatabase, type Db } from './client.ts';
import * as schema from './schema/index.ts';
import { cards, paymentLines, payments, purchasedItems, renewalAttempts, users } from './schema/index.ts';

/**
 * `npm run db:backup` / `db:restore` (ADR 017): a seeded shop with customers, purchases and payments
 * is backed up, restored into a fresh database, and read back table by table. Each suite run covers
 * its own database (CI runs the suite on PGlite and again on PostgreSQL).
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const CUSTOMERS = 5;

/** The catalogue, content and demo accounts, and five customers who bought, renewed, failed and saved cards. */
async function seedShop(db: Db): Promise<void> {
  await runSeed(db, { isProduction: false });
  for (let i = 1; i <= CUSTOMERS; i++) {
    const [user] = await db
      .insert(users)
      .values({
        email: `backup-customer-${i}@example.ge`,
        passwordHash: 'x',
        status: 'PAYED',
        customerType: i % 2 ? 'PHYSICAL' : 'LEGAL',
        fullName: `Backup Customer ${i}`,
        idNumber: `0100101234${i}`,
        notes: i === 1 ? 'https://customer-1.orioni.ge' : null,
        language: (['KA', 'EN', 'RU'] as const)[i % 3],
        createdAt: new Date(Date.UTC(2026, 0, i, 9)),
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await db
      .insert(cards)
      .values({ userId, gateway: 'sandbox', gatewayToken: `sbx_success_backup_${i}`, mask: '424242******4242', brand: 'VISA' });
    const boughtAt = new Date(Date.UTC(2026, 0, i, 10));
    const [purchase] = await db
      .insert(payments)
      .values({
        userId,
        kind: 'PURCHASE',
        status: 'SUCCEEDED',
        amount: 5000 + 120000 * i,
        externalId: `sbx_pay_backup_${i}`,
        idempotencyKey: `backup-${i}`,
        checkout: { form: { fullName: `Backup Customer ${i}`, idNumber: `0100101234${i}` } },
        idNumber: `0100101234${i}`,
        createdAt: boughtAt,
        paidAt: boughtAt,
      })
      .returning({ id: payments.id });
    const items = await db
      .insert(purchasedItems)
      .values([
        {
          userId,
          productKey: 'ORIONI_RETAIL_M1',
          period: 'M1' as const,
          quantity: 1,
          unitCost: 5000,
          price: 5000,
          upcomingPayment: 5000,
          firstPurchase: i === 1,
          firstPaymentId: purchase!.id,
          createdAt: boughtAt,
          lastPaymentAt: boughtAt,
          anchorDate: `2026-01-0${i}`,
          nextPaymentDate: `2026-02-0${i}`,
        },
        {
          userId,
          productKey: 'ORIONI_HR_PREMISE',
          period: 'PREMISE' as const,
          quantity: i,
          unitCost: 120000,
          price: 120000 * i,
          comment: 'DB_URL' as const,
          firstPaymentId: purchase!.id,
          createdAt: boughtAt,
          lastPaymentAt: boughtAt,
        },
      ])
      .returning({ id: purchasedItems.id, productKey: purchasedItems.productKey, quantity: purchasedItems.quantity });
    await db.insert(paymentLines).values(
      items.map((item) => ({
        paymentId: purchase!.id,
        purchasedItemId: item.id,
        productKey: item.productKey,
        period: item.productKey.endsWith('_M1') ? ('M1' as const) : ('PREMISE' as const),
        quantity: item.quantity,
        unitAmount: item.productKey.endsWith('_M1') ? 5000 : 120000,
        amount: item.productKey.endsWith('_M1') ? 5000 : 120000 * item.quantity,
      })),
    );
    // The first renewal: paid by even customers, refused for odd ones.
    const paid = i % 2 === 0;
    const renewedAt = new Date(Date.UTC(2026, 1, i, 6));
    const [renewal] = await db
      .insert(payments)
      .values({
        userId,
        kind: 'RENEWAL',
        status: paid ? 'SUCCEEDED' : 'FAILED',
        amount: 5000,
        externalId: paid ? `sbx_pay_backup_r${i}` : null,
        idempotencyKey: `orioni-renewal-backup-${i}`,
        failureKey: paid ? null : 'CARD_DECLINED',
        createdAt: renewedAt,
        paidAt: paid ? renewedAt : null,
      })
      .returning({ id: payments.id });
    await db.insert(paymentLines).values({
      paymentId: renewal!.id,
      purchasedItemId: items[0]!.id,
      productKey: 'ORIONI_RETAIL_M1',
      period: 'M1',
      quantity: 1,
      unitAmount: 5000,
      amount: 5000,
      periodStart: `2026-02-0${i}`,
    });
    await db.insert(renewalAttempts).values({
      purchasedItemId: items[0]!.id,
      periodStart: `2026-02-0${i}`,
      paymentId: renewal!.id,
      status: paid ? 'SUCCEEDED' : 'FAILED',
      failureKey: paid ? null : 'CARD_DECLINED',
    });
  }
}

/** Every table of the schema, read through drizzle, rows in a stable order. */
async function readEverything(db: Db): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await db.select().from(table);
    all[getTableName(table)] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return all;
}

/** The same shop: every table equal, and the customers, purchases and payments the test wrote. */
async function expectSameShop(restored: Db, original: Record<string, unknown[]>): Promise<void> {
  const now = await readEverything(restored);
  expect(Object.keys(now).sort()).toEqual(Object.keys(original).sort());
  for (const table of Object.keys(original)) expect(now[table], table).toEqual(original[table]);
  const customers = await restored.execute(sql`select count(*)::int as n from users where email like 'backup-customer-%'`);
  expect(rowsOf<{ n: number }>(customers)[0]!.n).toBe(CUSTOMERS);
  expect(now.purchased_items!.length).toBeGreaterThanOrEqual(2 * CUSTOMERS);
  expect(now.payments!.length).toBeGreaterThanOrEqual(2 * CUSTOMERS);
  const third = await restored.execute(sql`
    select u.full_name, p.kind, p.status, p.amount, pi.product_key, pi.quantity
    from users u join payments p on p.user_id = u.id left join purchased_items pi on pi.first_payment_id = p.id
    where u.email = 'backup-customer-3@example.ge' order by p.id, pi.id`);
  expect(rowsOf(third)).toEqual([
    { full_name: 'Backup Customer 3', kind: 'PURCHASE', status: 'SUCCEEDED', amount: 365000, product_key: 'ORIONI_RETAIL_M1', quantity: 1 },
    {
      full_name: 'Backup Customer 3',
      kind: 'PURCHASE',
      status: 'SUCCEEDED',
      amount: 365000,
      product_key: 'ORIONI_HR_PREMISE',
      quantity: 3,
    },
    { full_name: 'Backup Customer 3', kind: 'RENEWAL', status: 'FAILED', amount: 5000, product_key: null, quantity: null },
  ]);
  // The sequences came along: a new customer gets the next id, not one already taken.
  const maxId = Math.max(...original.users!.map((r) => (JSON.parse(r as string) as { id: number }).id));
  const [added] = await restored
    .insert(users)
    .values({ email: 'after-restore@example.ge', passwordHash: 'x', customerType: 'PHYSICAL', fullName: 'After Restore' })
    .returning({ id: users.id });
  expect(added!.id).toBe(maxId + 1);
}

const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;

describe('backup files', () => {
  it('a backup of one kind is refused by the other, before anything is touched', async () => {
    const fakeDump = path.join(scratch, 'fake.dump');
    fs.writeFileSync(fakeDump, 'PGDMP\u0001\u000e\u0000');
    await expect(restorePglite(fakeDump, path.join(scratch, 'never'))).rejects.toThrow(/pg_dump archive.*set DATABASE_URL/);
    expect(fs.existsSync(path.join(scratch, 'never'))).toBe(false);
    const fakeTar = path.join(scratch, 'fake.tar.gz');
    fs.writeFileSync(fakeTar, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restorePostgres(fakeTar, 'postgres://nobody@127.0.0.1:1/none')).rejects.toThrow(
      /PGlite data-folder backup.*unset DATABASE_URL/,
    );
    const text = path.join(scratch, 'notes.txt');
    fs.writeFileSync(text, 'hello');
    await expect(restorePglite(text, path.join(scratch, 'never'))).rejects.toThrow(BackupError);
  });
});

describe.skipIf(Boolean(TEST_DATABASE_URL))('backup and restore on PGlite', () => {
  it('restores a backup of the data folder into a fresh folder with the same customers, purchases and payments', async () => {
    // The source folder starts from the suite's migrated snapshot (quicker than initdb and migrations).
    const source = path.join(scratch, 'source');
    if (!fs.existsSync(snapshotPath())) await prepareTestDatabases();
    const client = await createPglite({ dataDir: source, loadDataDir: new Blob([fs.readFileSync(snapshotPath())]) });
    const database = await openDatabase({ pglite: client });
    await database.migrate();
    await seedShop(database.db);
    const original = await readEverything(database.db);
    // The server's folder is single-process: a backup while it is open is refused.
    await expect(backupPglite(source, path.join(scratch, 'refused.tar.gz'))).rejects.toThrow(/is open \(process \d+ \(this process\)/);
    await client.close();

    const file = path.join(scratch, 'shop.tar.gz');
    const backup = await backupPglite(source, file);
    expect(backup.counts).toMatchObject({ users: 2 + CUSTOMERS, migrations: expect.any(Number) });
    expect(backup.message).toContain(file);
    await expect(backupPglite(source, file)).rejects.toThrow(/exists.*--force/);

    const target = path.join(scratch, 'restored');
    const restore = await restorePglite(file, target);
    expect(restore.counts).toEqual(backup.counts);
    expect(restore.keptFolder).toBeUndefined();

    const restoredClient = await createPglite({ dataDir: target });
    try {
      await expectSameShop((await openDatabase({ pglite: restoredClient })).db, original);
      // Open by a process (this one): refused even with --force.
      await expect(restorePglite(file, target, { force: true })).rejects.toThrow(/is open/);
    } finally {
      await restoredClient.close();
    }
    // A folder that holds a database is replaced only with --force, and kept beside it.
    await expect(restorePglite(file, target)).rejects.toThrow(/already holds a PGlite database.*--force/);
    const forced = await restorePglite(file, target, { force: true });
    expect(forced.keptFolder).toMatch(/restored\.before-restore-/);
    expect(fs.existsSync(path.join(forced.keptFolder!, 'PG_VERSION'))).toBe(true);
    expect(forced.counts).toEqual(backup.counts);
  }, 120_000); // about 15 s on a quiet machine: five PGlite starts; the margin is for a loaded one
});

describe.skipIf(!TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('restores a pg_dump into a fresh database with the same customers, purchases and payments', async () => {
    const source = await freshTestDatabase();
    const adminUrl = TEST_DATABASE_URL!;
    const name = `orioni_test_f_${process.pid}_${randomBytes(4).toString('hex')}_restored`;
    const targetUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await seedShop(source.db);
      const original = await readEverything(source.db);
      const file = path.join(scratch, 'shop.dump');
      const backup = await backupPostgres(source.url!, file);
      expect(backup.counts).toMatchObject({ users: 2 + CUSTOMERS });
      expect(backup.message).toContain('pg_dump -Fc');

      await admin.query(`create database "${name}"`);
      const restore = await restorePostgres(file, targetUrl);
      expect(restore.counts).toEqual(backup.counts);
      const target = await openDatabase({ databaseUrl: targetUrl });
      try {
        await expectSameShop(target.db, original);
        // Not empty any more: refused without --force; with it, replaced by the backup in one go.
        await expect(restorePostgres(file, targetUrl)).rejects.toThrow(/is not empty.*--force/);
        const forced = await restorePostgres(file, targetUrl, { force: true });
        expect(forced.message).toContain('replacing');
        expect(await readEverything(target.db)).toEqual(original); // the user added after the first restore is gone
        // A broken archive changes nothing: the restore is one transaction.
        const truncated = path.join(scratch, 'truncated.dump');
        fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
        await target.db.insert(users).values({ email: 'kept@example.ge', passwordHash: 'x', customerType: 'PHYSICAL', fullName: 'Kept' });
        await expect(restorePostgres(truncated, targetUrl, { force: true })).rejects.toThrow(/nothing was changed/);
        const kept = await target.db.execute(sql`select count(*)::int as n from users where email = 'kept@example.ge'`);
        expect(rowsOf<{ n: number }>(kept)[0]!.n).toBe(1);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await admin.end();
    }
  }, 60_000); // about 5 s on a quiet machine
});
