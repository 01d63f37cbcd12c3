import type { FastifyBaseLogger } from 'fastify';
import type { NoticesService } from '../modules/subscriptions/notices.service.ts';
import type { RenewalService } from '../modules/subscriptions/renewals.service.ts';
import { IntervalJob } from './interval-job.ts';

/**
 * Runs a renewal pass every `intervalMs` (`BILLING_INTERVAL_MS`, 0 switches it off). Every
 * instance may run it: work is claimed in PostgreSQL and each charge carries its payment's key, so
 * passes running at once in several processes charge each period once. After each pass, the notices
 * before money is taken (issue 28 item 4), each sent once under its unique key however many run.
 */
export class RenewalWorker extends IntervalJob {
  constructor(
    subscriptions: Pick<RenewalService, 'runPass'>,
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    intervalMs: number,
    notices?: Pick<NoticesService, 'runNotices'>,
  ) {
    super(
      async () => {
        try {
          const result = await subscriptions.runPass();
          if (result.charged || result.failed || result.reconciled || result.ended || result.unknown) log.info(result, 'renewal pass');
          // Customers whose own data failed: the others were renewed; these are tried again next pass.
          if (result.stopped.length > 0) log.warn({ stopped: result.stopped }, 'renewal pass left customers out');
        } catch (error) {
          log.warn({ err: error }, 'renewal pass failed');
        }
        if (!notices) return;
        const sent = await notices.runNotices();
        if (sent.renewals || sent.cards) log.info(sent, 'notices sent');
      },
      log,
      intervalMs,
      'notice pass failed',
      false,
    );
  }
}
