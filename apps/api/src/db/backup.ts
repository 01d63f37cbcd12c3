import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPglite, MIGRATIONS_DIR } from './client.ts';

/**
 * Backups of the one database the API uses (ADR 017):
 * - PGlite (`DATA_DIR`): a tarball of the data folder (`dumpDataDir`), restored by opening a new
 *   folder from it (`loadDataDir`). The folder serves one process at a time, so both refuse while
 *   another process has it open.
 * - PostgreSQL (`DATABASE_URL`): `pg_dump -Fc`; restored with `pg_restore` piped into `psql` in one
 *   transaction, so a failed restore leaves the database as it was.
 * Every refusal is a `BackupError` whose message says what to do; the CLIs print it and exit 1.
 */
export class BackupError extends Error {}

export interface BackupTarget {
  /** A PostgreSQL server's database; when unset, the PGlite folder `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupOptions {
  /** Backup: overwrite an existing file. Restore: replace a database that holds tables. */
  force?: boolean;
}

export interface BackupResult {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
  seconds: number;
  counts: RowCounts;
  /** What was done, for a person. */
  message: string;
}

export interface RestoreResult extends BackupResult {
  /** PGlite with --force: where the replaced data folder was kept. */
  keptFolder?: string;
}

/** A few tables' row counts and the number of applied migrations; absent tables are left out. */
export type RowCounts = Partial<Record<(typeof COUNTED_TABLES)[number] | 'migrations', number>>;
const COUNTED_TABLES = ['users', 'purchased_items', 'payments'] as const;

type Query = (text: string) => Promise<{ rows: unknown[] }>;

export type BackupFormat = 'pglite-tar' | 'pglite-tar-gzip' | 'pg-custom' | 'unknown';

/** Tells the two kinds of backup apart by their first bytes. */
export function detectBackupFormat(file: string): BackupFormat {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    if (read >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg-custom';
    if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite-tar-gzip';
    if (read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite-tar';
    return 'unknown';
  } finally {
    fs.closeSync(fd);
  }
}

export async function backupDatabase(target: BackupTarget, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  return target.databaseUrl ? backupPostgres(target.databaseUrl, file, options) : backupPglite(target.dataDir, file, options);
}

export async function restoreDatabase(target: BackupTarget, file: string, options: BackupOptions = {}): Promise<RestoreResult> {
  return target.databaseUrl ? restorePostgres(file, target.databaseUrl, options) : restorePglite(file, target.dataDir, options);
}

// ---------------------------------------------------------------------------------------- PGlite

export async function backupPglite(dataDir: string, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const folder = path.resolve(dataDir);
  if (folderState(folder) !== 'database') {
    throw new BackupError(`No PGlite database in ${folder} (DATA_DIR): nothing to back up. Set DATA_DIR, or DATABASE_URL for a server.`);
  }
  refuseIfOpen(folder);
  const out = prepareOutput(file, options);
  const started = performance.now();
  const client = await createPglite({ dataDir: folder });
  let counts: RowCounts;
  try {
    counts = await rowCounts((text) => client.query(text));
    await client.exec('checkpoint');
    const gzip = !/\.tar$/i.test(out);
    const dump = await client.dumpDataDir(gzip ? 'gzip' : 'none');
    writeAtomically(out, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  const bytes = fs.statSync(out).size;
  const seconds = elapsed(started);
  return {
    kind: 'pglite',
    file: out,
    bytes,
    seconds,
    counts,
    message: `Backed up the PGlite database in ${folder} (${describeCounts(counts)}) to ${out}: ${formatBytes(bytes)} in ${seconds} s.`,
  };
}

export async function restorePglite(file: string, dataDir: string, options: BackupOptions = {}): Promise<RestoreResult> {
  const input = requireBackupFile(file);
  const format = detectBackupFormat(input);
  if (format === 'pg-custom') {
    throw new BackupError(
      `${input} is a pg_dump archive of a PostgreSQL server: set DATABASE_URL to the database to restore it into (PGlite restores its own data-folder backups).`,
    );
  }
  if (format === 'unknown')
    throw new BackupError(`${input} is not a backup made by npm run db:backup (neither a tarball nor a pg_dump archive).`);

  const folder = path.resolve(dataDir);
  const state = folderState(folder);
  if (state === 'database' || state === 'other') {
    refuseIfOpen(folder);
    if (!options.force) {
      throw new BackupError(
        `${folder} (DATA_DIR) already ${state === 'database' ? 'holds a PGlite database' : 'holds files'}: nothing was changed. ` +
          'Restore into an empty or new DATA_DIR, or pass --force to replace it (the current folder is kept beside it).',
      );
    }
  }
  const started = performance.now();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const staging = `${folder}.restoring-${stamp}-${process.pid}`;
  let counts: RowCounts;
  try {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const client = await createPglite({ dataDir: staging, loadDataDir: new Blob([fs.readFileSync(input)]) });
    try {
      counts = await rowCounts((text) => client.query(text));
    } finally {
      await client.close();
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new BackupError(`Could not open a database from ${input}: ${(error as Error).message}. ${folder} was not changed.`);
  }
  let keptFolder: string | undefined;
  if (state === 'empty') fs.rmdirSync(folder);
  else if (state !== 'missing') {
    keptFolder = `${folder}.before-restore-${stamp}`;
    fs.renameSync(folder, keptFolder);
  }
  fs.renameSync(staging, folder);
  const seconds = elapsed(started);
  return {
    kind: 'pglite',
    file: input,
    bytes: fs.statSync(input).size,
    seconds,
    counts,
    keptFolder,
    message:
      `Restored ${input} into the PGlite folder ${folder} (${describeCounts(counts)}) in ${seconds} s.` +
      (keptFolder ? ` The folder it replaced is kept as ${keptFolder}; delete it when you no longer need it.` : '') +
      pendingNote(counts),
  };
}

type FolderState = 'missing' | 'empty' | 'database' | 'other';

function folderState(folder: string): FolderState {
  if (!fs.existsSync(folder)) return 'missing';
  if (!fs.statSync(folder).isDirectory()) return 'other';
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) return 'database';
  return fs.readdirSync(folder).length === 0 ? 'empty' : 'other';
}

/**
 * Processes holding files of `folder` open, read from /proc (Linux): a PGlite keeps its WAL segment
 * open for as long as it runs. `undefined` where /proc cannot be read. Includes this process.
 */
export function processesUsing(folder: string): { pid: number; command: string }[] | undefined {
  if (!fs.existsSync('/proc/self/fd')) return undefined;
  const real = fs.realpathSync(folder);
  const found: { pid: number; command: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    const holds = fds.some((fd) => {
      try {
        const link = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
        return link === real || link.startsWith(`${real}/`);
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').replace(/\s+/g, ' ');
    } catch {
      /* gone meanwhile */
    }
    found.push({ pid: Number(entry), command });
  }
  return found;
}

function refuseIfOpen(folder: string): void {
  const users = processesUsing(folder);
  if (users === undefined) {
    console.warn(`Could not check whether another process has ${folder} open (no /proc): make sure the server is stopped.`);
    return;
  }
  if (users.length > 0) {
    const list = users.map((u) => `${u.pid}${u.pid === process.pid ? ' (this process)' : ''}: ${u.command.slice(0, 120)}`).join('; ');
    throw new BackupError(
      `${folder} is open (process ${list}). A PGlite data folder serves one process at a time: stop the server (or the other command) first. Nothing was changed.`,
    );
  }
}

// ------------------------------------------------------------------------------------ PostgreSQL

export async function backupPostgres(databaseUrl: string, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const connection = libpqConnection(databaseUrl);
  const pgDump = await requireTool('pg_dump', databaseUrl);
  const out = prepareOutput(file, options);
  const started = performance.now();
  const counts = await withClient(databaseUrl, (query) => rowCounts(query));
  const temp = `${out}.partial-${process.pid}`;
  try {
    await run(pgDump, ['--format=custom', '--compress=6', `--file=${temp}`, `--dbname=${connection.url}`], connection.env);
    fs.renameSync(temp, out);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  const bytes = fs.statSync(out).size;
  const seconds = elapsed(started);
  return {
    kind: 'postgres',
    file: out,
    bytes,
    seconds,
    counts,
    message: `Backed up ${redact(databaseUrl)} (${describeCounts(counts)}) with pg_dump -Fc to ${out}: ${formatBytes(bytes)} in ${seconds} s.`,
  };
}

export async function restorePostgres(file: string, databaseUrl: string, options: BackupOptions = {}): Promise<RestoreResult> {
  const input = requireBackupFile(file);
  const format = detectBackupFormat(input);
  if (format === 'pglite-tar' || format === 'pglite-tar-gzip') {
    throw new BackupError(
      `${input} is a PGlite data-folder backup: unset DATABASE_URL and set DATA_DIR to the folder to restore it into (a server restores pg_dump archives).`,
    );
  }
  if (format !== 'pg-custom') throw new BackupError(`${input} is not a backup made by npm run db:backup (expected a pg_dump -Fc archive).`);
  const connection = libpqConnection(databaseUrl);
  const pgRestore = await requireTool('pg_restore', databaseUrl);
  const psql = await requireTool('psql', databaseUrl);

  const existing = await withClient(databaseUrl, async (query) => {
    const tables = await query("select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')");
    // drizzle's schema without its table would still make pg_restore's CREATE SCHEMA fail.
    const schemas = await query("select count(*)::int as n from pg_namespace where nspname = 'drizzle'");
    const others = await query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const tableCount = (tables.rows[0] as { n: number }).n;
    return {
      tables: tableCount,
      occupied: tableCount > 0 || (schemas.rows[0] as { n: number }).n > 0,
      connections: (others.rows[0] as { n: number }).n,
      counts: await rowCounts(query),
    };
  });
  const held = existing.tables > 0 ? `${existing.tables} tables; ${describeCounts(existing.counts)}` : 'an empty drizzle schema';
  if (existing.occupied && !options.force) {
    throw new BackupError(
      `${redact(databaseUrl)} is not empty (${held}): nothing was changed. ` +
        'Restore into a new database (createdb), or pass --force to replace its tables with the backup.',
    );
  }
  const started = performance.now();
  // One transaction: the old tables are dropped and the backup's are created and filled, or nothing
  // happens. psql gets BEGIN first and COMMIT only once pg_restore has written the whole archive.
  await restorePipeline(
    pgRestore,
    ['--no-owner', '--no-acl', '--file=-', input],
    psql,
    connection,
    existing.occupied ? CLEAR_APP_SCHEMAS : '',
  );
  const counts = await withClient(databaseUrl, async (query) => {
    await query('analyze');
    return rowCounts(query);
  });
  const seconds = elapsed(started);
  return {
    kind: 'postgres',
    file: input,
    bytes: fs.statSync(input).size,
    seconds,
    counts,
    message:
      `Restored ${input} into ${redact(databaseUrl)} (${describeCounts(counts)}) with pg_restore in one transaction in ${seconds} s` +
      (existing.occupied ? `, replacing what it held (${held}).` : '.') +
      (existing.connections > 0
        ? ` ${existing.connections} other connections were open: running instances see the restored data at once.`
        : '') +
      pendingNote(counts),
  };
}

/**
 * What --force clears before a server restore, in the restore's transaction: the app's tables (with
 * their triggers), views, sequences, types and functions in `public` (not an extension's), and drizzle's journal.
 */
const CLEAR_APP_SCHEMAS = `
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT EXISTS (
             SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS public.%I CASCADE',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, r.relname);
  END LOOP;
  FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'S' AND NOT EXISTS (
             SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP SEQUENCE IF EXISTS public.%I CASCADE', r.relname);
  END LOOP;
  FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
           WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm') AND NOT EXISTS (
             SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP TYPE IF EXISTS public.%I CASCADE', r.typname);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS signature, p.prokind FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
           WHERE n.nspname = 'public' AND NOT EXISTS (
             SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE',
      CASE r.prokind WHEN 'a' THEN 'AGGREGATE' WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, r.signature);
  END LOOP;
END $$;`;

/** The URL libpq gets, without its password (which goes in PGPASSWORD, out of the process list). */
function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new BackupError('DATABASE_URL is not a URL (postgres://user:password@host:port/database).');
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** The tool from PATH, refused when missing or older than the server (pg_dump cannot read a newer server). */
async function requireTool(name: 'pg_dump' | 'pg_restore' | 'psql', databaseUrl: string): Promise<string> {
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find((candidate) => {
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  if (!found) {
    throw new BackupError(
      `${name} was not found on PATH: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client).`,
    );
  }
  const version = spawnSync(found, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]);
  const serverMajor = await withClient(databaseUrl, async (query) => {
    const result = await query('show server_version_num');
    return Math.floor(Number((result.rows[0] as { server_version_num: string }).server_version_num) / 10_000);
  });
  if (Number.isFinite(toolMajor) && toolMajor < serverMajor) {
    throw new BackupError(
      `${found} is version ${toolMajor} but the server is ${serverMajor}: install the client tools of version ${serverMajor} or newer.`,
    );
  }
  return found;
}

async function withClient<T>(databaseUrl: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${redact(databaseUrl)}: ${(error as Error).message}`);
  }
  try {
    return await fn((text) => client.query(text));
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * `pg_restore … | psql`, as one transaction: `BEGIN` and `prelude` go first, then the archive's SQL,
 * and `COMMIT` only when pg_restore exited 0. If pg_restore fails (a truncated archive), psql's input
 * ends inside the transaction and the server rolls it back; if a statement fails, psql stops there
 * (ON_ERROR_STOP) and nothing is committed either.
 */
function restorePipeline(
  pgRestore: string,
  restoreArgs: string[],
  psql: string,
  connection: { url: string; env: NodeJS.ProcessEnv },
  prelude: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = connection.env;
    const producer = spawn(pgRestore, restoreArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const consumer = spawn(psql, ['-X', '--quiet', '-v', 'ON_ERROR_STOP=1', `--dbname=${connection.url}`, '--file=-'], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const errors = { producer: '', consumer: '' };
    producer.stderr.on('data', (chunk: Buffer) => (errors.producer += chunk.toString()));
    consumer.stderr.on('data', (chunk: Buffer) => (errors.consumer += chunk.toString()));
    consumer.stdin.on('error', () => undefined); // psql stopped reading (it failed): its exit code tells
    consumer.stdin.write(`BEGIN;\n${prelude}\n`);
    producer.stdout.pipe(consumer.stdin, { end: false });
    let producerCode: number | null | undefined;
    producer.on('error', reject);
    consumer.on('error', reject);
    producer.on('close', (code) => {
      producerCode = code;
      if (code === 0) consumer.stdin.end('COMMIT;\n');
      else consumer.stdin.end(); // no COMMIT: psql disconnects inside the transaction, which rolls back
    });
    consumer.on('close', (code) => {
      if (producerCode === undefined) producer.kill();
      if (producerCode !== undefined && producerCode !== 0) {
        reject(
          new BackupError(
            `pg_restore failed (exit ${producerCode}); the transaction was rolled back and nothing was changed: ${errors.producer.trim()}`,
          ),
        );
      } else if (code !== 0) {
        reject(
          new BackupError(`psql failed (exit ${code}); the transaction was rolled back and nothing was changed: ${errors.consumer.trim()}`),
        );
      } else resolve();
    });
  });
}

// ------------------------------------------------------------------------------------------ shared

async function rowCounts(query: Query): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of COUNTED_TABLES) {
    const exists = await query(`select to_regclass('public.${table}') is not null as present`);
    if ((exists.rows[0] as { present: boolean }).present) {
      counts[table] = (await query(`select count(*)::int as n from public.${table}`)).rows.map((r) => (r as { n: number }).n)[0];
    }
  }
  const journal = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if ((journal.rows[0] as { present: boolean }).present) {
    counts.migrations = ((await query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0] as { n: number }).n;
  }
  return counts;
}

function describeCounts(counts: RowCounts): string {
  const parts = [
    counts.users !== undefined && `${counts.users} users`,
    counts.purchased_items !== undefined && `${counts.purchased_items} purchased items`,
    counts.payments !== undefined && `${counts.payments} payments`,
    counts.migrations !== undefined && `${counts.migrations} migrations applied`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no tables';
}

/** Says how the restored database's migrations compare with this code's. */
function pendingNote(counts: RowCounts): string {
  const committed = committedMigrations();
  const applied = counts.migrations ?? 0;
  if (applied < committed) {
    return ` The backup has ${applied} of this code's ${committed} migrations: the server (or npm run seed) applies the other ${committed - applied} when it starts.`;
  }
  if (applied > committed) {
    return ` Warning: the backup has ${applied} migrations applied but this code knows ${committed}: it comes from a newer release; run that release's code.`;
  }
  return '';
}

function committedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

function requireBackupFile(file: string): string {
  const input = path.resolve(file);
  if (!fs.existsSync(input) || !fs.statSync(input).isFile()) throw new BackupError(`${input}: no such backup file.`);
  return input;
}

function prepareOutput(file: string, options: BackupOptions): string {
  const out = path.resolve(file);
  if (fs.existsSync(out) && !options.force)
    throw new BackupError(`${out} exists: choose another file name, or pass --force to overwrite it.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  return out;
}

function writeAtomically(file: string, data: Buffer): void {
  const temp = `${file}.partial-${process.pid}`;
  try {
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

const elapsed = (started: number) => Number(((performance.now() - started) / 1000).toFixed(1));

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
