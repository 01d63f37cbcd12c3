import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runSeed } from '../seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await runSeed(database.db, config);
  console.log(result.summary);
  if (!config.isProduction) for (const c of result.credentials) console.log(`demo ${c.role.toLowerCase()}: ${c.email} / ${c.password}`);
} finally {
  await database.close();
}
