import { openDatabase } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { DocumentsService } from '../modules/documents/documents.service.ts';

/**
 * One API instance's share of the numbering test (`numbering-processes.test.ts`), as a process of
 * its own: opens `DATABASE_URL` with its own pool and issues the document of every payment id in
 * `IDS` (comma-separated), in the order given, `PARALLEL` at a time. Exits 0 when all are issued.
 */
const ids = (process.env.IDS ?? '').split(',').filter(Boolean).map(Number);
const parallel = Number(process.env.PARALLEL ?? 8);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  const service = new DocumentsService({
    db: database.db,
    clock: new ManualClock(),
    config: { seller: { name: 'Orioni', id: '1', address: 'Tbilisi', iban: 'GE00' } },
    // Numbering reads no customer or card.
    cards: { chargeableCard: () => Promise.reject(new Error('not read')) },
  });
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) await service.issue(id, 'KA');
    }),
  );
} finally {
  await database.close();
}
