import { toLocale, type Language, type Refundable, type RefundBody, type RefundResult } from '@orioni/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import type { EventLog } from '../events/events.service.ts';
import { RefundRefusedError, type PaymentGateway } from '../payments/gateway.ts';
import { productsOfKeys } from '../content/catalog.queries.ts';
import { insertRefund, lockPayment, settleRefund } from '../ledger/ledger.writes.ts';
import { type PaymentRow, linesOfPayment, linesWithRefunded, paymentById, paymentByKey, pendingRefunds } from '../ledger/ledger.queries.ts';

/** A refund is asked again once it has been PENDING this long (the staff member's own request has ended by then). */
const REFUND_SETTLE_AFTER_MS = 60_000;

/** What the audit log keeps of a refund: the payment's lines before and after, in tetri. */
export interface RefundOutcome extends RefundResult {
  /** False when this request only answered an earlier one with the same key (a double click). */
  fresh: boolean;
  userId: number;
  before: { paymentLineId: number; refunded: number; left: number }[];
  after: { paymentLineId: number; refunded: number; left: number }[];
}

/**
 * Staff refunds (issue 28 item 2, ADR 032). The original payment's row is locked for the check and
 * the insert, so parallel refunds of one payment see each other's lines and never give back more
 * than a line was paid; the client's key makes a double click one refund; the bank is asked under a
 * key derived from the refund's own id, so asking again after a timeout never refunds twice.
 */
export class RefundsService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      gateway: PaymentGateway;
      /** `refund.made`: the customer's mail (and the credit note's consumers) react to it. */
      events: Pick<EventLog, 'record' | 'flush'>;
      accounts: Pick<CustomersService, 'customers'>;
    },
  ) {}

  /** A paid payment's lines with what was refunded and what is left (the refund dialog). */
  async refundable(paymentId: number, language: Language): Promise<Refundable> {
    const { db } = this.deps;
    const payment = await paymentById(db, paymentId);
    if (!payment) throw notFound();
    const lines = await linesWithRefunded(db, paymentId);
    const names = await productsOfKeys(
      db,
      lines.map((l) => l.product_key),
    );
    const customer = (await this.deps.accounts.customers(db, [payment.userId])).get(payment.userId);
    const list = lines.map((l) => {
      const refunded = Number(l.refunded);
      return {
        paymentLineId: Number(l.id),
        purchasedItemId: l.purchased_item_id === null ? null : Number(l.purchased_item_id),
        productKey: l.product_key,
        productName: names.get(l.product_key)?.names[toLocale(language)] ?? l.product_key,
        period: l.period,
        periodStart: l.period_start,
        quantity: Number(l.quantity),
        paid: Math.max(0, Number(l.amount)),
        refunded,
        left: Math.max(0, Number(l.amount) - refunded),
      };
    });
    const refunded = list.reduce((s, l) => s + l.refunded, 0);
    return {
      paymentId,
      userId: payment.userId,
      fullName: customer?.fullName ?? '',
      email: customer?.email ?? '',
      amount: Math.max(0, payment.amount),
      refunded,
      left: list.reduce((s, l) => s + l.left, 0),
      lines: list,
    };
  }

  async refund(input: RefundBody): Promise<RefundOutcome> {
    const { db, clock, gateway } = this.deps;
    if (!gateway.refund) throw new AppError('PAYMENT_NOT_REFUNDABLE', { message: 'This bank takes no refunds here' });
    const ids = input.lines.map((l) => l.paymentLineId);
    if (new Set(ids).size !== ids.length) throw validationError({ lines: 'Each line once' });
    const key = `refund:${input.idempotencyKey}`;

    const prepared = await db.transaction(async (tx) => {
      const original = await lockPayment(tx, input.paymentId);
      if (!original) throw notFound();
      const before = await this.state(tx, original.id);
      const earlier = await paymentByKey(tx, original.userId, key);
      if (earlier) {
        if (earlier.refundOfPaymentId !== original.id) throw new AppError('IDEMPOTENCY_CONFLICT');
        return { original, refund: earlier, fresh: false, before };
      }
      if (original.kind === 'REFUND' || original.status !== 'SUCCEEDED' || !original.externalId) {
        throw new AppError('PAYMENT_NOT_REFUNDABLE');
      }
      if (before.every((l) => l.left === 0)) throw new AppError('ALREADY_REFUNDED');
      const originals = new Map((await linesOfPayment(tx, original.id)).map((l) => [l.id, l]));
      const lines = input.lines.map((asked) => {
        const of = originals.get(asked.paymentLineId);
        if (!of) throw validationError({ lines: `Line ${asked.paymentLineId} is not a line of payment ${original.id}` });
        const left = before.find((b) => b.paymentLineId === of.id)!.left;
        if (asked.amount > left) {
          throw new AppError('REFUND_ABOVE_PAID', { message: `At most ${left} tetri are left to refund on line ${of.id}` });
        }
        return { of, amount: asked.amount };
      });
      const refund = await insertRefund(
        tx,
        { userId: original.userId, refundOf: original, idempotencyKey: key, createdAt: clock.now() },
        lines,
      );
      return { original, refund, fresh: true, before };
    });

    const refund =
      prepared.fresh || prepared.refund.status === 'PENDING' ? await this.askBank(prepared.original, prepared.refund) : prepared.refund;
    if (refund.status === 'FAILED') throw new AppError('REFUND_REFUSED', { message: refund.failureReason ?? undefined });
    return {
      refundPaymentId: refund.id,
      paymentId: prepared.original.id,
      amount: -refund.amount,
      status: refund.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'PENDING',
      fresh: prepared.fresh,
      userId: prepared.original.userId,
      before: prepared.before,
      after: await this.state(db, prepared.original.id),
    };
  }

  /**
   * Refunds the bank took and had not finished when asked (`requested`; or no answer at all): asked
   * again under the same key, which only reads the bank's state back (a refund is never asked twice),
   * and recorded once it is over, with the customer's e-mail then. Run by every instance's payment
   * reconciler; the PENDING → SUCCEEDED/FAILED compare-and-set records each refund once however many
   * run at the same time.
   */
  async reconcilePending(): Promise<{ settled: number; unresolved: number }> {
    const { db, clock, gateway } = this.deps;
    const result = { settled: 0, unresolved: 0 };
    if (!gateway.refund) return result;
    const pending = await pendingRefunds(db, new Date(clock.now().getTime() - REFUND_SETTLE_AFTER_MS), 100);
    for (const refund of pending) {
      const original = refund.refundOfPaymentId === null ? null : await paymentById(db, refund.refundOfPaymentId);
      if (!original?.externalId) continue;
      try {
        const after = await this.askBank(original, refund);
        if (after.status === 'PENDING') result.unresolved += 1;
        else result.settled += 1;
      } catch {
        result.unresolved += 1; // the bank did not answer: the next run asks again
      }
    }
    return result;
  }

  private async state(db: DbOrTx, paymentId: number) {
    return (await linesWithRefunded(db, paymentId)).map((l) => ({
      paymentLineId: Number(l.id),
      refunded: Number(l.refunded),
      left: Math.max(0, Number(l.amount) - Number(l.refunded)),
    }));
  }

  /** Asks the bank for a PENDING refund and records its answer once (the mail goes with the record). */
  private async askBank(original: PaymentRow, refund: PaymentRow): Promise<PaymentRow> {
    const { db, clock, gateway } = this.deps;
    let outcome: Parameters<typeof settleRefund>[2];
    try {
      const answer = await gateway.refund!({
        externalId: original.externalId!,
        amount: -refund.amount,
        idempotencyKey: `orioni-refund-${refund.id}`,
      });
      // `requested`: the bank has taken it and not finished; the refund stays PENDING (it still counts against the lines).
      outcome = answer.status === 'requested' ? { status: 'UNKNOWN' } : { status: 'SUCCEEDED', now: clock.now() };
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) {
        await settleRefund(db, refund.id, { status: 'UNKNOWN' });
        throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank did not answer. Try the same refund again' });
      }
      outcome = { status: 'FAILED', reason: error.message };
    }
    const settled = await db.transaction(async (tx) => {
      const moved = await settleRefund(tx, refund.id, outcome);
      if (moved && outcome.status === 'SUCCEEDED') await this.recordRefund(tx, refund, original);
      return (await paymentById(tx, refund.id))!;
    });
    await this.deps.events.flush();
    return settled;
  }

  private async recordRefund(tx: DbOrTx, refund: PaymentRow, original: PaymentRow): Promise<void> {
    const lines = await linesOfPayment(tx, refund.id);
    await this.deps.events.record(tx, [
      {
        type: 'refund.made',
        userId: refund.userId,
        paymentId: refund.id,
        purchasedItemIds: [...new Set(lines.flatMap((l) => (l.purchasedItemId === null ? [] : [l.purchasedItemId])))],
        amount: -refund.amount,
        data: {
          refundOfPaymentId: original.id,
          refundedAt: this.deps.clock.now().toISOString(),
          lines: lines.map((l) => ({ purchasedItemId: l.purchasedItemId, productKey: l.productKey, period: l.period, amount: -l.amount })),
          vatRateBp: refund.vatRateBp,
        },
      },
    ]);
  }
}
