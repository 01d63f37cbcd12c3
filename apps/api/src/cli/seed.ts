import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { SEEDED_CUSTOMER_PASSWORD } from '../seed/customers.ts';
import { runSeed } from '../seed/seed.ts';

/**
 * `npm run seed`: the catalogue, content and demo accounts again (idempotent).
 * `npm run seed -- --customers N`: and N generated demo customers with purchases, renewals, overdue
 * items and payments (`seed/customers.ts`; deterministic, existing ones are skipped). Not in production.
 */
function customersArgument(args: string[]): number | undefined {
  const index = args.findIndex((a) => a === '--customers' || a.startsWith('--customers='));
  if (index === -1) return undefined;
  const text = args[index]!.includes('=') ? args[index]!.split('=')[1] : args[index + 1];
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    console.error('usage: npm run seed -- [--customers N]   (N a whole number up to 1,000,000)');
    process.exit(2);
  }
  return count;
}

const customers = customersArgument(process.argv.slice(2));
const config = loadConfig();
if (customers && config.isProduction) {
  console.error('--customers adds generated demo customers and is refused with NODE_ENV=production');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const started = performance.now();
  const result = await runSeed(database.db, config, { customers });
  console.log(result.summary);
  if (customers) {
    console.log(
      `in ${((performance.now() - started) / 1000).toFixed(1)} s in all; every demo customer's password is ${SEEDED_CUSTOMER_PASSWORD}`,
    );
  }
  if (!config.isProduction) for (const c of result.credentials) console.log(`demo ${c.role.toLowerCase()}: ${c.email} / ${c.password}`);
} finally {
  await database.close();
}
