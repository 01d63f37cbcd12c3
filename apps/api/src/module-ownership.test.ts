import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript helper of the repository's scripts
import { findCycles, importGraph } from '../../../scripts/import-graph.mjs';

/**
 * Owners hold their own rows (ADR 044, after ADR 011 and ADR 028), checked over every folder under
 * `apps/api/src`:
 * - each schema file under `db/schema` belongs to one owner (a module, or `plugins` for the rate
 *   limiter's counters); only its owner imports it;
 * - a table is inserted into, updated, deleted from and locked (`FOR UPDATE`/`FOR SHARE`) only by
 *   its owner; others read it through the owner's `*.queries.ts` (read functions and read views) and
 *   ask for writes through the owner's `*.writes.ts` or `*.service.ts`;
 * - no file re-exports a table (a read view is a subquery, not the table);
 * - a module reaches another only through those public files (and the two shared interfaces below),
 *   and the modules' import graph has no cycle.
 * The database builders (`seed/`, `cli/`, `test/`) write every table, as migrations do, to build a
 * demo, benchmark or test database; only the start-up (`server.ts`) and other builders import them.
 * `db/` is the schema's home and the connection: it imports the schema and writes nothing.
 */
const SRC = import.meta.dirname;
const SCHEMA = path.join(SRC, 'db/schema');

/** Schema file → the owner that writes and locks its tables. */
export const TABLE_OWNERS: Record<string, string> = {
  'accounts.ts': 'accounts',
  'admin.ts': 'admin',
  'bog.ts': 'payments',
  'cart.ts': 'cart',
  'content.ts': 'content',
  'demo.ts': 'demo',
  'documents.ts': 'documents',
  'events.ts': 'events',
  'ledger.ts': 'ledger',
  'mail.ts': 'mail',
  'payments.ts': 'payments',
  // The rate limiter's counters (`plugins/rate-limit.ts`).
  'platform.ts': 'plugins',
  'subscriptions.ts': 'subscriptions',
  'taxes.ts': 'taxes',
  'webhooks.ts': 'webhooks',
};

/** Folders that build whole databases; see above. */
const BUILDERS = new Set(['seed', 'cli', 'test']);
/** The files that start the app and may import a builder (the demo seed at start). */
const STARTERS = new Set(['server.ts']);

/** Files of another module a module may import, besides its public `*.service.ts`, `*.queries.ts` and `*.writes.ts`. */
const SHARED_FILES = new Set([
  // The payment gateway's interface, which checkout and subscriptions charge through.
  'payments/gateway.ts',
  // The company frame of every e-mail (the templates of checkout, demo and subscriptions use it).
  'mail/templates/layout.ts',
]);
const PUBLIC_FILE = /\.(service|queries|writes)\.ts$/;

/**
 * Imports, writes and locks that break the rules today, each with its reason; the test fails when one
 * is no longer needed, so the lists only shrink. Both are empty.
 */
const IMPORT_EXCEPTIONS: Record<string, string[]> = {};
const WRITE_EXCEPTIONS: Record<string, string[]> = {};

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** The owner unit of a source file: `accounts` for `modules/accounts/…`, else its top folder, `root` for top files. */
export function unitOf(file: string): string {
  const parts = rel(file).split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1]! : 'root';
  return parts.length > 1 ? parts[0]! : 'root';
}

/** Table variable, its SQL name, and read-view function → owner, read from the schema and the public query files. */
export function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of fs.readdirSync(SCHEMA)) {
    if (file === 'index.ts' || !file.endsWith('.ts')) continue;
    const source = fs.readFileSync(path.join(SCHEMA, file), 'utf8');
    for (const [, name, sqlName] of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      owners.set(name!, TABLE_OWNERS[file]!);
      owners.set(sqlName!, TABLE_OWNERS[file]!);
    }
  }
  const modules = path.join(SRC, 'modules');
  for (const dir of fs.readdirSync(modules)) {
    const folder = path.join(modules, dir);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.queries.ts'))) {
      for (const [, view] of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/export const (\w+View) = /g))
        owners.set(view!, dir);
    }
  }
  return owners;
}

/** What one file's imports break: another owner's schema, another module's private files, a builder. */
export function importViolations(file: string, imports: string[]): string[] {
  const own = unitOf(file);
  if (BUILDERS.has(own)) return [];
  const found: string[] = [];
  for (const target of imports) {
    const to = rel(target);
    if (to.startsWith('db/schema/')) {
      if (own === 'db' || rel(file).startsWith('db/schema/')) continue;
      const schemaFile = to.slice('db/schema/'.length);
      if (TABLE_OWNERS[schemaFile] !== own) found.push(`${rel(file)} → ${to}`);
      continue;
    }
    const other = unitOf(target);
    if (BUILDERS.has(other)) {
      if (!STARTERS.has(rel(file))) found.push(`${rel(file)} → ${to}`);
      continue;
    }
    if (!to.startsWith('modules/') || other === own || other === 'root') continue;
    const inModule = to.slice('modules/'.length);
    // The composition roots (services.ts, app.ts, modules/register.ts…) build every module's parts.
    if (own === 'root') continue;
    if (PUBLIC_FILE.test(inModule) || SHARED_FILES.has(inModule)) continue;
    found.push(`${rel(file)} → ${to}`);
  }
  return found;
}

/** Query-builder and raw-SQL writes: `.insert(x)`, `.update(x)`, `.delete(x)`, `insert into ${x}`, `update "x"`… */
const WRITE = [
  /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+\$\{(\w+)\}/gi,
  /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?\s/g,
];

/** Inserts, updates and deletes of tables another owner holds. */
export function writeViolations(file: string, source: string, owners: Map<string, string>): string[] {
  const own = unitOf(file);
  if (BUILDERS.has(own)) return [];
  const found = new Set<string>();
  for (const pattern of WRITE) {
    for (const [, table] of source.matchAll(pattern)) {
      if (owners.has(table!) && owners.get(table!) !== own) found.add(`${rel(file)} writes ${table}`);
    }
  }
  return [...found];
}

const LOCK = /\.for\(\s*'(?:update|no key update|share|key share)'|\bfor\s+(?:no\s+key\s+)?(?:update|share)\b/gi;
/** Tables and read views a statement names: `.from(x)`, `.innerJoin(x`, `${x}`, `xView(`, `from "x"`. */
const NAMED = [/\.(?:from|\w*[jJ]oin)\(\s*(\w+)/g, /\$\{(\w+)\}/g, /\b(\w+View)\(/g, /\b(?:from|join)\s+"?([a-z_]+)"?/gi];

/**
 * Row locks of tables another owner holds: every table or read view named in the function that takes
 * the lock, up to the lock (a `FOR UPDATE` is a write: it blocks the owner's writers).
 */
export function lockViolations(file: string, source: string, owners: Map<string, string>): string[] {
  const own = unitOf(file);
  if (BUILDERS.has(own)) return [];
  const found = new Set<string>();
  for (const lock of source.matchAll(LOCK)) {
    const before = source.slice(0, lock.index);
    // The enclosing function: the last top-level function or class method opened before the lock.
    const opened = [
      ...before.matchAll(/\n(?:export\s+)?(?:async\s+)?function\b|\n {2}(?:private\s+|public\s+)?(?:async\s+)?\w+\([^)]*\)[^\n]*\{\n/g),
    ];
    const start = opened.length > 0 ? opened[opened.length - 1]!.index : 0;
    const statement = before.slice(start);
    for (const pattern of NAMED) {
      for (const [, name] of statement.matchAll(pattern)) {
        if (owners.has(name!) && owners.get(name!) !== own) found.add(`${rel(file)} locks ${name}`);
      }
    }
  }
  return [...found];
}

/** Re-exports of a table: `export { x } from '…/db/schema/…'`, `export * from` a schema file. */
export function reexportViolations(file: string, source: string): string[] {
  if (rel(file).startsWith('db/schema/')) return [];
  return [...source.matchAll(/export\s+(?:\*|\{[^}]*\})\s+from\s+'([^']*db\/schema\/[^']*)'/g)].map(
    ([, from]) => `${rel(file)} re-exports ${from}`,
  );
}

/** The modules' import graph: module → the modules it imports. */
export function moduleGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    if (!rel(file).startsWith('modules/')) continue;
    const from = unitOf(file);
    if (from === 'root') continue;
    const set = modules.get(from) ?? new Set<string>();
    modules.set(from, set);
    for (const target of imports) {
      const to = unitOf(target);
      if (rel(target).startsWith('modules/') && to !== 'root' && to !== from) set.add(to);
    }
  }
  return new Map([...modules].map(([m, set]) => [m, [...set].sort()]));
}

describe('owners hold their own rows (ADR 044)', () => {
  const graph = importGraph(SRC) as Map<string, string[]>;
  const owners = tableOwners();
  const sources = new Map([...graph.keys()].map((file) => [file, fs.readFileSync(file, 'utf8')]));

  it('reads every folder: the import graph is not empty', () => {
    const folders = new Set([...graph.keys()].map((f) => rel(f).split('/')[0]));
    for (const folder of ['modules', 'jobs', 'lib', 'plugins', 'seed', 'cli', 'db', 'test']) expect(folders).toContain(folder);
    expect(graph.size).toBeGreaterThan(150);
    expect([...graph.values()].reduce((n, targets) => n + targets.length, 0)).toBeGreaterThan(500);
  });

  it('every schema file has an owner, and the exception lists are empty', () => {
    const files = fs.readdirSync(SCHEMA).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(files.filter((f) => !(f in TABLE_OWNERS))).toEqual([]);
    expect(owners.size).toBeGreaterThan(40);
    expect(IMPORT_EXCEPTIONS).toEqual({});
    expect(WRITE_EXCEPTIONS).toEqual({});
  });

  it("no file imports another owner's schema or another module's private files", () => {
    expect([...graph].flatMap(([file, imports]) => importViolations(file, imports))).toEqual([]);
  });

  it('each table is written by its owner only', () => {
    expect([...sources].flatMap(([file, source]) => writeViolations(file, source, owners))).toEqual([]);
  });

  it('each table is locked by its owner only (FOR UPDATE counts as a write)', () => {
    const locks = [...sources].filter(([, source]) => LOCK.test(source));
    LOCK.lastIndex = 0;
    // The check reads real locks: the renewal pass's item claims, the cursors, the outbox, the card orders…
    expect(locks.length).toBeGreaterThan(5);
    expect([...sources].flatMap(([file, source]) => lockViolations(file, source, owners))).toEqual([]);
  });

  it('no file re-exports a table', () => {
    expect([...sources].flatMap(([file, source]) => reexportViolations(file, source))).toEqual([]);
  });

  it('the modules import each other without a cycle', () => {
    const modules = moduleGraph(graph);
    expect(modules.size).toBeGreaterThan(10);
    expect(findCycles(modules)).toEqual([]);
  });

  it('each check finds what it looks for (four planted violations, and a cycle)', () => {
    const cart = path.join(SRC, 'modules/cart/cart.repository.ts');
    // 1. A cross-module import of a schema (and of a repository; a builder from product code).
    expect(importViolations(cart, [path.join(SCHEMA, 'ledger.ts')])).toEqual(['modules/cart/cart.repository.ts → db/schema/ledger.ts']);
    expect(importViolations(cart, [path.join(SCHEMA, 'index.ts')])).toHaveLength(1);
    expect(
      importViolations(cart, [path.join(SRC, 'modules/ledger/ledger.writes.ts'), path.join(SRC, 'modules/ledger/ledger.queries.ts')]),
    ).toEqual([]);
    expect(importViolations(cart, [path.join(SRC, 'modules/subscriptions/subscriptions.repository.ts')])).toHaveLength(1);
    expect(importViolations(path.join(SRC, 'jobs/renewal-worker.ts'), [path.join(SCHEMA, 'subscriptions.ts')])).toHaveLength(1);
    expect(importViolations(path.join(SRC, 'lib/clock.ts'), [path.join(SRC, 'seed/seed.ts')])).toHaveLength(1);
    expect(importViolations(path.join(SRC, 'seed/seed.ts'), [path.join(SCHEMA, 'ledger.ts')])).toEqual([]);
    // 2. A write.
    expect(writeViolations(cart, 'await tx.update(payments).set({})', owners)).toEqual(['modules/cart/cart.repository.ts writes payments']);
    expect(writeViolations(cart, 'sql`delete from ${users} where id = 1`', owners)).toHaveLength(1);
    expect(writeViolations(cart, "sql`update purchased_items set status = 'CANCELED'`", owners)).toHaveLength(1);
    expect(writeViolations(path.join(SRC, 'jobs/renewal-worker.ts'), 'await db.insert(outboxEmails).values(x)', owners)).toHaveLength(1);
    expect(writeViolations(cart, 'await db.insert(cartItems).values(x); db.select().from(payments)', owners)).toEqual([]);
    // 3. A FOR UPDATE on another owner's rows (query builder, raw SQL, a read view).
    const locking = (body: string) => `export async function f(tx) {\n  ${body}\n}\n`;
    expect(lockViolations(cart, locking("return tx.select().from(payments).where(x).for('update');"), owners)).toEqual([
      'modules/cart/cart.repository.ts locks payments',
    ]);
    expect(
      lockViolations(cart, locking('return sql`select 1 from ${purchasedItems} i where i.id = 1 for update of i`;'), owners),
    ).toHaveLength(1);
    expect(lockViolations(cart, locking("const q = tx.select().from(paymentsView()); return q.for('update');"), owners)).toHaveLength(1);
    expect(lockViolations(cart, locking("return tx.select().from(cartItems).for('update');"), owners)).toEqual([]);
    // 4. A table re-export.
    expect(
      reexportViolations(path.join(SRC, 'modules/ledger/ledger.queries.ts'), "export { payments } from '../../db/schema/ledger.ts';"),
    ).toHaveLength(1);
    expect(reexportViolations(cart, "export * from '../../db/schema/cart.ts';")).toHaveLength(1);
    // A cycle between modules.
    const planted = new Map(graph);
    planted.set(path.join(SRC, 'modules/payments/cards.service.ts'), [path.join(SRC, 'modules/subscriptions/items.queries.ts')]);
    expect(findCycles(moduleGraph(planted)).length).toBeGreaterThan(0);
  });
});
