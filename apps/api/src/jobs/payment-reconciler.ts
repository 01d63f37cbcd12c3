import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutService } from '../modules/checkout/checkout.service.ts';
import type { RefundsService } from '../modules/checkout/refunds.service.ts';

/**
 * The periodic reconciliation of purchases a crash left PENDING (issue 15): every `intervalMs` it
 * asks the checkout to settle them with the bank, then the card orders, then the refunds the bank
 * had not finished. Every instance runs it; the bank's keys and the compare-and-set records make
 * each settle once however many run at the same time.
 */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly checkout: Pick<CheckoutService, 'reconcilePending'> & Partial<Pick<CheckoutService, 'reconcileCardOrders'>>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    /** Refunds the bank took and had not finished (issue 28: a refund `requested` at the bank is settled here). */
    private readonly refunds?: Pick<RefundsService, 'reconcilePending'>,
  ) {}

  start(intervalMs = 60_000): void {
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running is not started twice in this instance. */
  runOnce(): Promise<unknown> {
    this.running ??= this.checkout
      .reconcilePending()
      .then(
        (result) => {
          if (result.reconciled || result.unresolved) this.log.info(result, 'pending payments reconciled');
        },
        (error: unknown) => this.log.warn({ err: error }, 'payment reconciliation failed'),
      )
      .then(() => this.checkout.reconcileCardOrders?.())
      .then(
        (cards) => {
          if (!cards) return;
          if (cards.cardOrders || cards.unresolved) this.log.info(cards, 'card orders reconciled');
          // A card the bank has not deleted yet is retried on every run until it is (ADR 022).
          for (const failure of cards.forgetFailures) this.log.warn(failure, 'card not yet deleted at the bank');
        },
        (error: unknown) => this.log.warn({ err: error }, 'card order reconciliation failed'),
      )
      .then(() => this.refunds?.reconcilePending())
      .then(
        (refunds) => {
          if (refunds && (refunds.settled || refunds.unresolved)) this.log.info(refunds, 'pending refunds reconciled');
        },
        (error: unknown) => this.log.warn({ err: error }, 'refund reconciliation failed'),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
