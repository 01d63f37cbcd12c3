import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgClient } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/test-database.ts';
import { createPglite, MIGRATIONS_DIR, openDatabase } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Migrations are forward-only and atomic (ADR 017).
 *
 * - Upgrade: the repository has no release tags, so every migration boundary is treated as a
 *   possible previous release: a database is migrated up to it, filled with rows written in that
 *   release's shape (the SQL below only uses columns of 0000_init, which later migrations may add to
 *   but never take away), and then migrated by the server's own `migrate()`. The rows must survive
 *   untouched, every column added since must hold its default (or the backfill its migration
 *   promises), and the current schema must read every table.
 * - Atomicity: drizzle's migrator runs *all pending migrations in one transaction* (drizzle-orm
 *   0.45, `PgDialect.migrate`), not one transaction each: a failing migration rolls back every
 *   migration of the same run, and the database stays at the last successful run.
 * - Static guards on the files: journal order and completeness, no destructive statement without an
 *   explicit marker, nothing that cannot run inside that transaction.
 */

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
const entries = journal.entries;

/**
 * Columns that exist but had no value before a migration and that it fills from older data. Any
 * other column a migration adds to a table with rows must hold its default (or null). A migration
 * that backfills adds its column here, with a check below.
 */
const BACKFILLED: Record<string, string> = {
  'payments.id_number': '0002_payment_id_number',
  'purchased_items.anchor_date': '0003_subscriptions',
  'users.customer_status': '0005_admin_lists',
  'users.search_text': '0005_admin_lists',
};
/** Old columns a migration may rewrite (none so far): `table.column` → the migration's tag. */
const REWRITTEN: Record<string, string> = {};
/**
 * Tables a migration fills from older data (their rows are then checked in MIGRATION_CHECKS, not
 * compared with the old ones): `table` → the migration's tag.
 */
const REFILLED: Record<string, string> = {
  // Decision 32: every payment that had succeeded is numbered in payment order, one series per kind.
  documents: '0022_document_series_at_payment',
  document_counters: '0022_document_series_at_payment',
};

/** The marker a migration file must carry to drop or rename anything (say why after the colon). */
const DESTRUCTIVE_MARKER = /^--\s*allow-destructive:\s*\S/m;

describe('migration files', () => {
  it('the journal lists every migration file once, in order, with increasing timestamps', () => {
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i));
    // drizzle applies only migrations newer than the last one applied: an older timestamp would be skipped.
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.when, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.when);
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toEqual(entries.map((e) => `${e.tag}.sql`).sort());
  });

  it('no migration drops, renames, retypes or deletes without an allow-destructive marker', () => {
    const destructive =
      /\bDROP\s+(TABLE|COLUMN|SCHEMA|TYPE|VIEW)\b|\bRENAME\b|\bTRUNCATE\b|\bDELETE\s+FROM\b|\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i;
    const offenders = entries
      .map((e) => ({ tag: e.tag, text: fs.readFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), 'utf8') }))
      .filter((m) => destructive.test(stripComments(m.text)) && !DESTRUCTIVE_MARKER.test(m.text))
      .map((m) => m.tag);
    expect(offenders).toEqual([]);
  });

  it('no migration needs to run outside the migrator transaction or manages its own', () => {
    const offenders = entries
      .map((e) => ({ tag: e.tag, text: stripComments(fs.readFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), 'utf8')) }))
      .filter((m) => /\bCONCURRENTLY\b|^\s*(BEGIN|COMMIT|ROLLBACK|START\s+TRANSACTION)\b|\bVACUUM\b/im.test(m.text))
      .map((m) => m.tag);
    expect(offenders).toEqual([]);
  });

  it('the guard finds a destructive statement (the check itself works)', () => {
    const destructive = /\bDROP\s+(TABLE|COLUMN)\b/i;
    expect(destructive.test(stripComments('ALTER TABLE "users" DROP COLUMN "notes";'))).toBe(true);
    expect(destructive.test(stripComments('-- we never DROP TABLE here\nSELECT 1;'))).toBe(false);
    expect(destructive.test(stripComments('CREATE FUNCTION f() RETURNS void LANGUAGE sql AS $$ DROP TABLE t $$;'))).toBe(false);
    expect(
      DESTRUCTIVE_MARKER.test('-- allow-destructive: the column moved to user_notes in 0007\nALTER TABLE "users" DROP COLUMN "notes";'),
    ).toBe(true);
  });
});

interface Engine {
  name: string;
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Several statements at once. */
  exec(text: string): Promise<void>;
  /** Drizzle's migrator over another migrations folder (a prefix of ours, or ours plus a broken one). */
  migrateWith(folder: string): Promise<void>;
  /** What the server does on start: `openDatabase(...).migrate()` over the committed migrations. */
  migrateAll(): Promise<void>;
  /** Reads every table of the current schema through drizzle. */
  readAllTables(): Promise<Record<string, number>>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const client = await createPglite();
  const drizzleDb = drizzlePglite({ client, schema });
  return {
    name: 'PGlite',
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    migrateWith: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
    migrateAll: async () => {
      const database = await openDatabase({ pglite: client });
      await database.migrate();
      await database.close();
    },
    readAllTables: () => readAllTables(drizzleDb as unknown as ReadDb),
    reset: async () => {
      await client.exec('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
    },
    close: () => client.close(),
  };
}

async function postgresEngine(adminUrl: string): Promise<Engine> {
  const name = `orioni_test_f_${process.pid}_${randomBytes(4).toString('hex')}_migrations`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const drizzleDb = drizzlePg({ client: pool as unknown as NodePgClient, schema });
  return {
    name: 'PostgreSQL',
    query: async <T>(text: string) => (await pool.query(text)).rows as T[],
    exec: async (text) => {
      await pool.query(text);
    },
    migrateWith: (folder) => migratePg(drizzlePg({ client: pool as unknown as NodePgClient }), { migrationsFolder: folder }),
    migrateAll: async () => {
      const database = await openDatabase({ databaseUrl: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    },
    readAllTables: () => readAllTables(drizzleDb as unknown as ReadDb),
    reset: async () => {
      await pool.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
    },
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await dropper.end();
    },
  };
}

// Each suite run covers its own database: CI runs the suite on PGlite and again on PostgreSQL.
const engines: [string, () => Promise<Engine>, boolean][] = [
  ['PGlite', pgliteEngine, !TEST_DATABASE_URL],
  ['PostgreSQL', () => postgresEngine(TEST_DATABASE_URL!), Boolean(TEST_DATABASE_URL)],
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-migrations-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A migrations folder holding `list` (a journal and its SQL files), as drizzle reads one. */
function migrationsFolder(name: string, list: { entry: JournalEntry; sql: string }[]): string {
  const folder = path.join(scratch, name);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  for (const { entry, sql } of list) fs.writeFileSync(path.join(folder, `${entry.tag}.sql`), sql);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: list.map((m) => m.entry) }));
  return folder;
}
const committed = (count: number) =>
  entries.slice(0, count).map((entry) => ({ entry, sql: fs.readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8') }));

for (const [engineName, open, active] of engines) {
  describe.skipIf(!active)(`migrations on ${engineName}`, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await open();
    });
    afterAll(async () => {
      await engine?.close();
    });

    // Boundary k: the database holds migrations 0..k-1 and the data of that release.
    for (let k = 1; k < entries.length; k++) {
      const applied = entries.slice(k).map((e) => e.tag);
      it(`data written at ${entries[k - 1]!.tag} survives ${applied.join(', ')}`, async () => {
        await engine.reset();
        await engine.migrateWith(migrationsFolder(`upto-${k}`, committed(k)));
        await engine.exec(PREVIOUS_RELEASE_DATA);
        const before = await snapshot(engine);

        await engine.migrateAll();

        expect(await count(engine, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(entries.length);
        const after = await snapshot(engine);
        for (const [table, old] of Object.entries(before)) {
          const now = after[table];
          expect(now, `table ${table} is still there`).toBeDefined();
          // The rows, in the columns they had: unchanged (unless a migration declares it rewrites one).
          const kept = old.columns.filter((c) => !(REWRITTEN[`${table}.${c}`] && applied.includes(REWRITTEN[`${table}.${c}`]!)));
          expect(now!.columns, `columns of ${table}`).toEqual(expect.arrayContaining(old.columns));
          if (!(REFILLED[table] && applied.includes(REFILLED[table]))) {
            expect(await rowsOf(engine, table, kept), `rows of ${table}`).toEqual(rowsAt(old, kept));
          }
          // Columns added since: the default, null, or a declared backfill.
          for (const column of now!.columns.filter((c) => !old.columns.includes(c))) {
            const key = `${table}.${column}`;
            if (BACKFILLED[key]) {
              expect(applied, `${key} is backfilled by ${BACKFILLED[key]}`).toContain(BACKFILLED[key]);
              continue;
            }
            const info = now!.info[column]!;
            const condition =
              info.default === null
                ? `"${column}" is not null`
                : /now\(\)|current_(timestamp|date)|gen_random_uuid\(\)|nextval\(/i.test(info.default)
                  ? `"${column}" is null`
                  : `"${column}" is distinct from (${info.default})`;
            const bad = await count(engine, `select count(*)::int as n from "${table}" where ${condition}`);
            expect(bad, `${key} holds its default (${info.default ?? 'null'}) in every old row`).toBe(0);
          }
        }
        for (const tag of applied) await MIGRATION_CHECKS[tag]?.(engine);
        // The current code's schema reads every table of the migrated database.
        const counts = await engine.readAllTables();
        expect(counts.users).toBe(3);
        expect(counts.payments).toBe(3);
        expect(counts.purchased_items).toBe(3);
      });
    }

    it('a failing migration rolls back the whole run: every pending migration, and its own earlier statements', async () => {
      await engine.reset();
      const last = entries.length - 1;
      await engine.migrateWith(migrationsFolder('all-but-last', committed(last)));
      await engine.exec(PREVIOUS_RELEASE_DATA);
      const structure = () =>
        engine.query(
          "select table_schema, table_name, column_name, data_type from information_schema.columns where table_schema in ('public', 'drizzle') order by 1, 2, 3",
        );
      const before = { structure: await structure(), users: await engine.query('select * from users order by id') };

      const broken: JournalEntry = { idx: entries.length, when: entries[last]!.when + 1, tag: '9999_broken', breakpoints: true };
      const folder = migrationsFolder('with-broken', [
        ...committed(entries.length),
        {
          entry: broken,
          sql: [
            'ALTER TABLE "users" ADD COLUMN "rollback_probe" text;',
            `UPDATE "users" SET "email" = 'changed-' || "email";`,
            'SELECT 1 / 0;',
          ].join('--> statement-breakpoint\n'),
        },
      ]);
      const failure = await engine.migrateWith(folder).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(`${failure?.message} ${(failure?.cause as Error | undefined)?.message}`).toMatch(/division by zero/);

      // Nothing of the run is left: not the broken migration's first statements, not the real
      // migration (`entries[last]`) that ran before it in the same transaction.
      expect(await structure()).toEqual(before.structure);
      expect(await engine.query('select * from users order by id')).toEqual(before.users);
      expect(await count(engine, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(last);

      // The committed migrations then apply as usual.
      await engine.migrateAll();
      expect(await count(engine, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(entries.length);
      expect(
        await engine.query("select 1 from information_schema.columns where table_name = 'users' and column_name = 'rollback_probe'"),
      ).toEqual([]);
    });
  });
}

/**
 * A small shop as a release of 0000_init wrote it: three accounts, a catalogue, a monthly, a yearly
 * and an on-premise purchase with their payments, a renewal attempt, a session, a card, a cart line
 * and the platform tables. Explicit ids, then the sequences moved past them (as a dump restores).
 * Item 1 was bought at 21:30 UTC on 31 January, already 1 February in Tbilisi.
 */
const PREVIOUS_RELEASE_DATA = `
insert into users (id, email, password_hash, role, status, customer_type, full_name, first_name, last_name, mobile, id_number, notes, language, verified_at, created_at, updated_at) values
  (1, 'nino@example.ge', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', 'USER', 'PAYED', 'PHYSICAL', 'Nino Beridze', 'Nino', 'Beridze', '+995555000001', '01001012345', 'https://nino.orioni.ge', 'KA', '2026-01-10T08:00:00Z', '2026-01-10T07:55:00Z', '2026-01-10T08:00:00Z'),
  (2, 'office@company.ge', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', 'USER', 'VERIFIED', 'LEGAL', 'Company LLC', null, null, '+995555000002', '405000001', null, 'EN', '2026-02-01T10:00:00Z', '2026-02-01T09:00:00Z', '2026-02-01T10:00:00Z'),
  (3, 'staff@orioni.ge', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', 'ADMIN', 'VERIFIED', 'PHYSICAL', 'Staff', null, null, null, null, null, 'RU', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
insert into products (id, code, slug, type, category, names, sort) values
  (1, 'ORIONI_RETAIL', 'orioni-retail', 'SOFTWARE', 'ERP', '{"KA":"ორიონი რითეილი","EN":"Orioni Retail","RU":"Орион Ритейл"}', 0),
  (2, 'ORIONI_HR', 'orioni-hr', 'SOFTWARE', 'HR', '{"KA":"ორიონი HR","EN":"Orioni HR","RU":"Орион HR"}', 1);
insert into prices (id, product_id, product_key, period, amount, base_amount, old_amount, sort) values
  (1, 1, 'ORIONI_RETAIL_M1', 'M1', 5000, 10000, null, 0),
  (2, 1, 'ORIONI_RETAIL_Y1', 'Y1', 50000, null, 60000, 1),
  (3, 2, 'ORIONI_HR_PREMISE', 'PREMISE', 120000, null, null, 0);
insert into payments (id, user_id, kind, status, amount, external_id, idempotency_key, checkout, created_at, paid_at) values
  (1, 1, 'PURCHASE', 'SUCCEEDED', 65000, 'sbx_pay_1', 'key-1', '{"form":{"fullName":"Nino Beridze","idNumber":"01001012345"},"cart":[]}', '2026-01-31T21:30:00Z', '2026-01-31T21:30:05Z'),
  (2, 1, 'RENEWAL', 'SUCCEEDED', 5000, 'sbx_pay_2', 'orioni-payment-2', null, '2026-03-01T06:00:00Z', '2026-03-01T06:00:02Z'),
  (3, 2, 'PURCHASE', 'FAILED', 120000, null, 'key-3', '{"form":{"companyName":"Company LLC","idNumber":"405000001"}}', '2026-02-02T10:00:00Z', null);
update payments set failure_key = 'CARD_DECLINED', failure_reason = 'declined' where id = 3;
insert into purchased_items (id, user_id, product_key, period, status, quantity, unit_cost, price, upcoming_payment, first_purchase, comment, first_payment_id, created_at, last_payment_at, next_payment_date) values
  (1, 1, 'ORIONI_RETAIL_M1', 'M1', 'ACTIVE', 1, 5000, 15000, 5000, true, 'REGISTRATION_1C_CONNECT', 1, '2026-01-31T21:30:05Z', '2026-03-01T06:00:02Z', '2026-04-01'),
  (2, 1, 'ORIONI_RETAIL_Y1', 'Y1', 'CANCELING', 1, 50000, 50000, 0, false, null, 1, '2026-01-31T21:30:05Z', '2026-01-31T21:30:05Z', '2027-02-01'),
  (3, 1, 'ORIONI_HR_PREMISE', 'PREMISE', 'ACTIVE', 2, 60000, 120000, 0, false, 'DB_URL', null, '2025-12-20T12:00:00Z', '2025-12-20T12:00:00Z', null);
insert into payment_lines (id, payment_id, purchased_item_id, product_key, period, quantity, unit_amount, amount) values
  (1, 1, 1, 'ORIONI_RETAIL_M1', 'M1', 1, 15000, 15000),
  (2, 1, 2, 'ORIONI_RETAIL_Y1', 'Y1', 1, 50000, 50000),
  (3, 2, 1, 'ORIONI_RETAIL_M1', 'M1', 1, 5000, 5000);
insert into renewal_attempts (id, purchased_item_id, period_start, payment_id, status, created_at) values
  (1, 1, '2026-03-01', 2, 'SUCCEEDED', '2026-03-01T06:00:00Z');
insert into sessions (id, user_id, token_hash, created_at, last_seen_at, idle_expires_at, absolute_expires_at, user_agent, ip) values
  (1, 1, 'c2Vzc2lvbi10b2tlbi1oYXNo', '2026-03-02T09:00:00Z', '2026-03-02T09:05:00Z', '2026-03-03T09:05:00Z', '2026-04-01T09:00:00Z', 'Mozilla/5.0', '127.0.0.1');
insert into cards (id, user_id, gateway, gateway_token, mask, brand, created_at) values
  (1, 1, 'sandbox', 'sbx_success_000000000000000000000001', '424242******4242', 'VISA', '2026-01-31T21:29:00Z');
insert into card_orders (id, user_id, gateway, gateway_order_id, status, success_redirect_url, error_redirect_url, created_at, completed_at) values
  ('00000000-0000-4000-8000-000000000001', 1, 'sandbox', 'sbx_order_1', 'SUCCEEDED', '/cart/default/success', '/cart/default/failure', '2026-01-31T21:28:00Z', '2026-01-31T21:29:00Z');
insert into cart_items (id, user_id, product_key, quantity, promo_code, porting) values (1, 2, 'ORIONI_HR_PREMISE', 3, null, true);
insert into one_time_codes (id, user_id, purpose, code_hash, expires_at) values (1, 2, 'VERIFY', 'Y29kZS1oYXNo', '2026-02-01T10:15:00Z');
insert into demo_requests (id, user_id, email, customer_type, full_name, product_key, mobile, language) values
  (1, null, 'lead@example.ge', 'LEGAL', 'Lead Company', 'ORIONI_RETAIL_M1', '+995555000003', 'KA');
insert into audit_log (id, actor_user_id, action, target, details) values (1, 3, 'NOTE_EDIT', 'user:1', '{"notes":"https://nino.orioni.ge"}');
insert into outbox_emails (id, "to", subject, text, html, template, language, status, attempts, sent_at) values
  (1, 'nino@example.ge', 'Receipt', 'Thank you', '<p>Thank you</p>', 'RECEIPT', 'KA', 'SENT', 1, '2026-01-31T21:31:00Z');
insert into content_entries (id, type, locale, slug, data) values (1, 'page', 'en', 'about', '{"title":"About"}');
insert into rate_limit_buckets (key, window_start, count) values ('login:127.0.0.1', '2026-03-02T09:00:00Z', 2);
select setval(pg_get_serial_sequence('"' || t || '"', 'id'), 100) from unnest(array['users', 'products', 'prices', 'payments',
  'purchased_items', 'payment_lines', 'renewal_attempts', 'sessions', 'cards', 'cart_items', 'one_time_codes', 'demo_requests',
  'audit_log', 'outbox_emails', 'content_entries']) t;
`;

/** What each migration promises about data that was there before it (beyond "defaults in new columns"). */
const MIGRATION_CHECKS: Record<string, (engine: Engine) => Promise<void>> = {
  '0022_document_series_at_payment': async (engine) => {
    // The two succeeded payments are receipts 1 and 2 of 2026 (the first paid on 1 February in
    // Tbilisi), in payment order, in the customer's language; the failed one has no document.
    expect(await engine.query('select payment_id, kind, year, number, language from documents order by payment_id')).toEqual([
      { payment_id: 1, kind: 'RECEIPT', year: 2026, number: 1, language: 'KA' },
      { payment_id: 2, kind: 'RECEIPT', year: 2026, number: 2, language: 'KA' },
    ]);
    expect(await engine.query('select kind, year, last_number from document_counters')).toEqual([
      { kind: 'RECEIPT', year: 2026, last_number: 2 },
    ]);
  },
  '0002_payment_id_number': async (engine) => {
    // Copied from the checkout snapshot where there was one.
    expect(await engine.query('select id, id_number from payments order by id')).toEqual([
      { id: 1, id_number: '01001012345' },
      { id: 2, id_number: null },
      { id: 3, id_number: '405000001' },
    ]);
  },
  '0003_subscriptions': async (engine) => {
    // A subscription's anchor is the Tbilisi date it was bought on; on-premise licences have none.
    expect(
      await engine.query("select id, to_char(anchor_date, 'YYYY-MM-DD') as anchor, paid_periods from purchased_items order by id"),
    ).toEqual([
      { id: 1, anchor: '2026-02-01', paid_periods: 1 },
      { id: 2, anchor: '2026-02-01', paid_periods: 1 },
      { id: 3, anchor: null, paid_periods: 1 },
    ]);
    expect(await engine.query('select id, tries, next_retry_at, failure_key from renewal_attempts')).toEqual([
      { id: 1, tries: 1, next_retry_at: null, failure_key: null },
    ]);
  },
  '0005_admin_lists': async (engine) => {
    // The stored status derived from what each account did: Nino paid, the company and staff verified.
    expect(await engine.query('select id, customer_status from users order by id')).toEqual([
      { id: 1, customer_status: 'PAYED' },
      { id: 2, customer_status: 'VERIFIED' },
      { id: 3, customer_status: 'VERIFIED' },
    ]);
    // The admin search's text (a generated column): e-mail, name, ID number and mobile, lower-case, a line each.
    expect(await engine.query('select id, search_text from users where id = 2')).toEqual([
      { id: 2, search_text: 'office@company.ge\ncompany llc\n405000001\n+995555000002' },
    ]);
  },
};

interface TableSnapshot {
  columns: string[];
  info: Record<string, { default: string | null; nullable: boolean }>;
  rows: Record<string, unknown>[];
}

/** Every table of `public`: its columns and all its rows (ordered by every column, as text). */
async function snapshot(engine: Engine): Promise<Record<string, TableSnapshot>> {
  const columns = await engine.query<{ table_name: string; column_name: string; column_default: string | null; is_nullable: string }>(
    "select table_name, column_name, column_default, is_nullable from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position",
  );
  const tables: Record<string, TableSnapshot> = {};
  for (const c of columns) {
    const t = (tables[c.table_name] ??= { columns: [], info: {}, rows: [] });
    t.columns.push(c.column_name);
    t.info[c.column_name] = { default: c.column_default, nullable: c.is_nullable === 'YES' };
  }
  for (const [table, t] of Object.entries(tables)) t.rows = await rowsOf(engine, table, t.columns);
  return tables;
}

function rowsOf(engine: Engine, table: string, columns: string[]): Promise<Record<string, unknown>[]> {
  const list = columns.map((c) => `"${c}"::text as "${c}"`).join(', ');
  return engine.query(`select ${list} from "${table}" order by ${columns.map((_, i) => i + 1).join(', ')}`);
}

function rowsAt(old: TableSnapshot, columns: string[]): Record<string, unknown>[] {
  return old.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
}

type ReadDb = { select(): { from(table: PgTable): Promise<unknown[]> } };

async function readAllTables(db: ReadDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const rows = await db.select().from(value);
    counts[getTableName(value)] = rows.length;
  }
  return counts;
}

async function count(engine: Engine, query: string): Promise<number> {
  const rows = await engine.query<{ n: number }>(query);
  return rows[0]!.n;
}

/** The statements of a migration without comments and without dollar-quoted bodies (functions, DO blocks), which the guards do not read. */
function stripComments(sql: string): string {
  return sql.replace(/--.*$/gm, '').replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, '$$$$');
}
