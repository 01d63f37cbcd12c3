import type { FastifyBaseLogger } from 'fastify';
import type { WebhookDeliveries } from '../modules/webhooks/webhook-deliveries.service.ts';
import { IntervalJob } from './interval-job.ts';

/** A wake-up waits this long, so the transaction that queued the rows has committed when the pass reads. */
const WAKE_DELAY_MS = 25;

/**
 * Tries the due webhook deliveries (issue 42, ADR 047) every `WEBHOOKS_INTERVAL_MS` in every instance,
 * and soon after the consumer (or the console) queued some: each delivery is claimed in the database,
 * so two instances never try one at once. A pass takes batches until nothing more is due.
 */
export class WebhookWorker extends IntervalJob {
  private stopListening: (() => void) | undefined;
  private wake: NodeJS.Timeout | undefined;

  constructor(
    private readonly deliveries: Pick<WebhookDeliveries, 'deliverDue' | 'onQueued'>,
    log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    intervalMs: number,
  ) {
    super(
      async () => {
        for (;;) {
          const done = await deliveries.deliverDue();
          const total = done.succeeded + done.retry + done.failed + done.lost;
          if (done.succeeded || done.failed) log.info({ webhooks: done }, 'webhook deliveries');
          if (total < 32 || done.succeeded + done.retry + done.failed === 0) return;
        }
      },
      log,
      intervalMs,
      'webhook delivery pass failed; the next pass tries again',
    );
  }

  override start(): void {
    super.start();
    this.stopListening = this.deliveries.onQueued(() => {
      this.wake ??= setTimeout(() => {
        this.wake = undefined;
        void this.runOnce();
      }, WAKE_DELAY_MS);
    });
  }

  override async stop(): Promise<void> {
    this.stopListening?.();
    clearTimeout(this.wake);
    await super.stop();
  }
}
