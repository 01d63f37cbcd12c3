import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript helper of the repository's scripts
import { importGraph } from '../../../scripts/import-graph.mjs';

/**
 * Modules own their tables (ADR 011, made true again by ADR 028). Each schema file under `db/schema`
 * belongs to one module; a module imports only its own schema files, reaches another module through
 * that module's public files (its services, its `*.queries.ts`, and the two shared interfaces below),
 * never through its repository, and writes (insert, update, delete) only the tables it owns.
 */
const SRC = import.meta.dirname;
const SCHEMA = path.join(SRC, 'db/schema');
const MODULES = path.join(SRC, 'modules');

/** Schema file → the module that owns (writes) its tables; null: infrastructure outside the modules. */
export const TABLE_OWNERS: Record<string, string | null> = {
  'accounts.ts': 'accounts',
  'admin.ts': 'admin',
  'bog.ts': 'payments',
  'cart.ts': 'cart',
  'checkout.ts': 'checkout',
  'content.ts': 'content',
  'demo.ts': 'demo',
  'documents.ts': 'documents',
  'events.ts': 'events',
  'mail.ts': 'mail',
  'payments.ts': 'payments',
  // The rate limiter's counters: `plugins/rate-limit.ts`, not a module.
  'platform.ts': null,
  'subscriptions.ts': 'subscriptions',
};

/** Files of another module a module may import, besides its `*.service.ts` and `*.queries.ts`. */
const SHARED_FILES = new Set([
  // The payment gateway's interface, which checkout and subscriptions charge through.
  'payments/gateway.ts',
  // The company frame of every e-mail (the templates of checkout, demo and subscriptions use it).
  'mail/templates/layout.ts',
]);

/**
 * Imports that break the rules today, each with its reason; the test fails when one is no longer
 * needed, so the list only shrinks.
 */
const IMPORT_EXCEPTIONS: Record<string, string[]> = {};

/** Writes of a table outside its owner, each with its reason; the test fails when one is gone. */
const WRITE_EXCEPTIONS: Record<string, string[]> = {};

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const moduleOf = (file: string): string | null => {
  const parts = path.relative(MODULES, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
};

/** Table variable → owning module, read from each schema file's `export const x = pgTable(`. */
function tableOwners(): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  for (const file of fs.readdirSync(SCHEMA)) {
    if (file === 'index.ts' || !file.endsWith('.ts')) continue;
    for (const [, name] of fs.readFileSync(path.join(SCHEMA, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(name!, TABLE_OWNERS[file] ?? null);
    }
  }
  return owners;
}

/** What one module file breaks: imports of another module's schema or private files. */
export function importViolations(file: string, imports: string[]): string[] {
  const own = moduleOf(file);
  if (!own) return [];
  const found: string[] = [];
  for (const target of imports) {
    const to = rel(target);
    if (to.startsWith('db/schema/')) {
      const schemaFile = to.slice('db/schema/'.length);
      if (schemaFile === 'index.ts' || TABLE_OWNERS[schemaFile] !== own) found.push(`${rel(file)} → ${to}`);
      continue;
    }
    const other = moduleOf(target);
    if (!other || other === own) continue;
    const inModule = path.relative(MODULES, target).split(path.sep).join('/');
    if (/\.(service|queries)\.ts$/.test(inModule) || SHARED_FILES.has(inModule)) continue;
    found.push(`${rel(file)} → ${to}`);
  }
  return found;
}

const WRITE = [/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g, /\b(?:insert\s+into|update|delete\s+from)\s+\$\{(\w+)\}/gi];

/** What one module file breaks: inserts, updates and deletes of tables another module owns. */
export function writeViolations(file: string, source: string, owners: Map<string, string | null>): string[] {
  const own = moduleOf(file);
  if (!own) return [];
  const found = new Set<string>();
  for (const pattern of WRITE) {
    for (const [, table] of source.matchAll(pattern)) {
      if (owners.has(table!) && owners.get(table!) !== own) found.add(`${rel(file)} writes ${table}`);
    }
  }
  return [...found];
}

describe('modules own their tables (ADR 028)', () => {
  const graph = importGraph(SRC) as Map<string, string[]>;
  const owners = tableOwners();

  it('every schema file has an owner', () => {
    const files = fs.readdirSync(SCHEMA).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(files.filter((f) => !(f in TABLE_OWNERS))).toEqual([]);
    expect(owners.size).toBeGreaterThan(20);
  });

  it("no module imports another module's schema or repository", () => {
    const found = [...graph].flatMap(([file, imports]) => importViolations(file, imports));
    const excused = Object.entries(IMPORT_EXCEPTIONS).flatMap(([file, targets]) => targets.map((t) => `${file} → ${t}`));
    expect(found.filter((v) => !excused.includes(v))).toEqual([]);
    expect(excused.filter((v) => !found.includes(v))).toEqual([]);
  });

  it('each table is written by its owner only', () => {
    const found = [...graph.keys()].flatMap((file) => writeViolations(file, fs.readFileSync(file, 'utf8'), owners));
    const excused = Object.entries(WRITE_EXCEPTIONS).flatMap(([file, tables]) => tables.map((t) => `${file} writes ${t}`));
    expect(found.filter((v) => !excused.includes(v))).toEqual([]);
    expect(excused.filter((v) => !found.includes(v))).toEqual([]);
  });

  it('the checks find what they look for (planted cases)', () => {
    const cart = path.join(MODULES, 'cart/cart.repository.ts');
    expect(importViolations(cart, [path.join(SCHEMA, 'checkout.ts')])).toEqual(['modules/cart/cart.repository.ts → db/schema/checkout.ts']);
    expect(importViolations(cart, [path.join(SCHEMA, 'index.ts')])).toHaveLength(1);
    expect(importViolations(cart, [path.join(MODULES, 'checkout/checkout.repository.ts')])).toHaveLength(1);
    expect(importViolations(cart, [path.join(SCHEMA, 'cart.ts'), path.join(MODULES, 'checkout/checkout.queries.ts')])).toEqual([]);
    expect(writeViolations(cart, 'await tx.update(payments).set({})', owners)).toEqual(['modules/cart/cart.repository.ts writes payments']);
    expect(writeViolations(cart, 'sql`delete from ${users} where id = 1`', owners)).toHaveLength(1);
    expect(writeViolations(cart, 'await db.insert(cartItems).values(x); db.select().from(payments)', owners)).toEqual([]);
  });
});
