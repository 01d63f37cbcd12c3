import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupError, restoreDatabase } from '../db/backup.ts';

/**
 * `npm run db:restore -- <file> [--force]`: restores a backup made by `npm run db:backup` into the
 * configured database. With DATABASE_URL, a pg_dump archive into that (existing) database, in one
 * transaction; without, a PGlite tarball into the folder DATA_DIR, with the server stopped. A
 * database that holds tables is replaced only with --force (a PGlite folder is then kept beside it).
 */
const usage = 'usage: npm run db:restore -- <file> [--force]';
let parsed;
try {
  parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
// npm runs workspace scripts in apps/api: a relative path means the directory npm was started in.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]!);
const config = loadConfig();
try {
  const result = await restoreDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file, { force: parsed.values.force });
  console.log(result.message);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
