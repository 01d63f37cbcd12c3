import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { ManualClock } from '../lib/clock.ts';
import { DocumentsService } from '../modules/documents/documents.service.ts';
import { runSeed } from '../seed/seed.ts';

/**
 * `npm run bench` section 9 (issue 28 item 1): 100 receipt PDFs, each read, numbered and rendered as
 * a download is (DocumentsService.render on the embedded database with the catalogue seeded), three
 * lines a receipt, the three languages in turn. Prints one JSON line: per-document times (the first,
 * which parses the fonts, apart), and the process's memory before and after (after a collection).
 */
const countAt = process.argv.indexOf('--count');
const COUNT = countAt > 0 ? Number(process.argv[countAt + 1]) : 100;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return { rssMb: mb(m.rss), heapMb: mb(m.heapUsed) };
};

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const database = await openDatabase({});
await database.migrate();
await runSeed(database.db, config);
const db = database.db;
const [customer] = await db
  .insert(users)
  .values({
    email: 'bench-documents@example.ge',
    passwordHash: 'x',
    customerType: 'PHYSICAL',
    fullName: 'ნინო ბერიძე',
    idNumber: '01002023456', // its own: the seeded demo customer holds another (ADR 042)
  })
  .returning();
await db.execute(sql`insert into payments (user_id, kind, status, amount, idempotency_key, paid_at)
  select ${customer!.id}, 'PURCHASE', 'SUCCEEDED', 3 * 14900, 'bench-' || g, '2026-03-05T08:00:00Z' from generate_series(1, ${COUNT + 1}) g`);
await db.execute(sql`insert into payment_lines (payment_id, product_key, period, quantity, unit_amount, amount)
  select p.id, pr.product_key, pr.period, 1, 14900, 14900 from payments p
  cross join (select product_key, period from prices where period = 'M1' order by product_key limit 3) pr where p.user_id = ${customer!.id}`);
const ids = (
  (await db.execute(sql`select id from payments where user_id = ${customer!.id} order by id`)) as unknown as { rows: { id: number }[] }
).rows.map((r) => Number(r.id));

const documents = new DocumentsService({
  db,
  clock: new ManualClock('2026-03-05T08:00:00Z'),
  config,
  cards: { chargeableCard: async () => ({ mask: '424242******4242' }) as never },
});
const before = memory();
let started = performance.now();
const first = await documents.render(ids[0]!, 'KA', null);
const firstMs = performance.now() - started;
const times: number[] = [];
let bytes = 0;
const cpu = process.cpuUsage();
for (const [i, id] of ids.slice(1).entries()) {
  started = performance.now();
  const document = await documents.render(id, (['KA', 'EN', 'RU'] as const)[i % 3]!, null);
  times.push(performance.now() - started);
  bytes += document.pdf.length;
}
const cpuUsed = process.cpuUsage(cpu);
const after = memory();
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
await database.close();
console.log(
  JSON.stringify({
    documents: times.length,
    firstMs: Math.round(firstMs),
    firstBytes: first.pdf.length,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
    averageKb: Math.round(bytes / times.length / 102.4) / 10,
    /** CPU time of this process per document (user + system): what the times are when the machine is not shared. */
    cpuMsPerDocument: Math.round((cpuUsed.user + cpuUsed.system) / 1000 / times.length),
    before,
    after,
  }),
);
