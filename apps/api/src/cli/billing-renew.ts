import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { createServices } from '../services.ts';

/**
 * `npm run billing:renew -- [--as-of <ISO time>]`: one renewal pass from the command line, against
 * the configured database and gateway; prints what it charged, failed and skipped. Safe to run
 * while servers run their own passes.
 */
const { values } = parseArgs({ options: { 'as-of': { type: 'string' } } });
const asOf = values['as-of'] ? new Date(values['as-of']) : systemClock.now();
if (Number.isNaN(asOf.getTime())) {
  console.error(`--as-of: not a date: ${values['as-of']}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const { renewals } = createServices({ config, database, clock: systemClock });
  const started = performance.now();
  const result = await renewals.runPass(asOf);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      asOf: asOf.toISOString(),
      ...result,
      amountLari: (result.amount / 100).toFixed(2),
      seconds: Number(seconds.toFixed(2)),
    }),
  );
} finally {
  await database.close();
}
