import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDatabase, BackupError } from '../db/backup.ts';

/**
 * `npm run db:backup -- <file> [--force]`: backs up the configured database: with DATABASE_URL
 * `pg_dump -Fc` of that database, otherwise a tarball of the PGlite folder DATA_DIR (`.tar` plain,
 * anything else gzipped), which needs the server stopped. --force overwrites an existing file.
 */
const usage = 'usage: npm run db:backup -- <file> [--force]';
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
  const result = await backupDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file, { force: parsed.values.force });
  console.log(result.message);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
