import type { FastifyBaseLogger } from 'fastify';
import type { TaxInvoices } from '../modules/taxes/tax-invoices.service.ts';
import { IntervalJob } from './interval-job.ts';

/**
 * Sends the waiting tax invoices to the Revenue Service and reads the buyers' answers (issue 41, ADR 046),
 * every `RSGE_INTERVAL_MS`, in every instance: each invoice is claimed in the database, so two instances
 * never work one invoice. Started only when RS.ge credentials are configured.
 */
export class TaxInvoiceWorker extends IntervalJob {
  constructor(invoices: Pick<TaxInvoices, 'runDue'>, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, intervalMs: number) {
    super(
      async () => {
        // Batches until nothing is due, so a backlog (RS.ge was down) drains in one pass.
        for (;;) {
          const done = await invoices.runDue();
          const total = Object.values(done).reduce((a, b) => a + b, 0);
          if (done.sent || done.failed || done.answered) log.info(done, 'tax invoices');
          if (total < 20 || done.sent + done.answered + done.failed === 0) return;
        }
      },
      log,
      intervalMs,
      'tax invoice pass failed; the next pass tries again',
    );
  }
}
