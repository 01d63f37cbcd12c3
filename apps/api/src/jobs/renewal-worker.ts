import type { FastifyBaseLogger } from 'fastify';
import type { NoticesService } from '../modules/subscriptions/notices.service.ts';
import type { RenewalService } from '../modules/subscriptions/renewals.service.ts';

/**
 * Runs a renewal pass every `intervalMs` (`BILLING_INTERVAL_MS`, 0 switches it off). Every
 * instance may run it: work is claimed in PostgreSQL and each charge carries its payment's key, so
 * passes running at once in several processes charge each period once. After each pass, the notices
 * before money is taken (issue 28 item 4), each sent once under its unique key however many run.
 */
export class RenewalWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly subscriptions: Pick<RenewalService, 'runPass'>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly intervalMs: number,
    private readonly notices?: Pick<NoticesService, 'runNotices'>,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running in this instance is not started twice. */
  runOnce(): Promise<unknown> {
    this.running ??= this.subscriptions
      .runPass()
      .then(
        (result) => {
          if (result.charged || result.failed || result.reconciled || result.ended || result.unknown) {
            this.log.info(result, 'renewal pass');
          }
          // Customers whose own data failed: the others were renewed; these are tried again next pass.
          if (result.stopped.length > 0) this.log.warn({ stopped: result.stopped }, 'renewal pass left customers out');
        },
        (error: unknown) => this.log.warn({ err: error }, 'renewal pass failed'),
      )
      .then(() => this.runNotices())
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async runNotices(): Promise<void> {
    if (!this.notices) return;
    try {
      const sent = await this.notices.runNotices();
      if (sent.renewals || sent.cards) this.log.info(sent, 'notices sent');
    } catch (error) {
      this.log.warn({ err: error }, 'notice pass failed');
    }
  }
}
