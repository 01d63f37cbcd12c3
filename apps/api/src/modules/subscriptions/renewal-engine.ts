import { toApiDate, type ErrorKey } from '@orioni/contracts';
import { owedPeriods, owedTotal } from '@orioni/contracts/billing-rules';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import { PaymentPendingError, type PaymentGateway } from '../payments/gateway.ts';
// The ledger owns payments and their lines (ADR 044): the pass writes them through its statements.
import {
  type ItemRow,
  advanceItems,
  attemptsOfPayments,
  findItem,
  itemIdsOfPayments,
  itemOfPayments,
  lockItems,
  markAttemptsFailed,
  markAttemptsSucceeded,
  paymentOfItemInFlight,
  type PaymentTerms,
} from './subscriptions.repository.ts';
import { planRecord, splitOutcomes, type Outcome } from './renewal-plan.ts';
import {
  insertLines,
  lockPendingPayments,
  markPaymentsFailed,
  markPaymentsSucceeded,
  markPaymentsUnknown,
} from '../ledger/ledger.writes.ts';
import { pendingAmounts, pendingExternalIds } from '../ledger/ledger.queries.ts';

/** An item as the audit log keeps it before and after a staff action. */
export interface ItemState {
  purchasedItemId: number;
  userId: number;
  status: string;
  nextPaymentDate: string | null;
  paidPeriods: number;
  /** Tetri owed today (decision 27's rule). */
  amountDue: number;
}

export const stateOf = (item: ItemRow, today: string): ItemState => ({
  purchasedItemId: item.id,
  userId: item.userId,
  status: item.status,
  nextPaymentDate: item.nextPaymentDate,
  paidPeriods: item.paidPeriods,
  amountDue: owedTotal(owedPeriods(item, today)),
});

/** A renewal still PENDING after this is no longer in flight: its worker died; the next pass settles it. */
export const RENEWAL_IN_FLIGHT_MS = 2 * 60_000;
/** Charges sent to the bank at once. */
const CHARGE_CONCURRENCY = 16;

/**
 * The engine every charge of an owed period goes through (the renewal pass, Pay now, a staff Retry
 * now): charge PENDING payments under their own keys, record the bank's answers in ADR 023's lock order,
 * and the answers for an item that owes nothing now. Split from the subscriptions service (issue 40 item 3).
 *
 * Exactly-once per period rests on two things: a period is charged only through its
 * `renewal_attempts` row, claimed under the unique key (item, period) or by a compare-and-set
 * from FAILED; and each charge goes to the bank under a key derived from its payment id, so asking
 * again after a crash or a timeout gets the first answer and never moves money twice.
 */
export class RenewalEngine {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<AppConfig, 'mail' | 'publicUrl' | 'billing' | 'seller'>;
      /** What the lifecycle records (renewals charged or refused, items cancelled, ended...): the mails react to it. */
      events: Pick<EventLog, 'record' | 'flush'>;
      gateway: PaymentGateway;
      cards: Pick<CardService, 'chargeableCard' | 'chargeableCards'>;
      accounts: Pick<CustomersService, 'customers'>;
    },
  ) {}

  /** Renewals one item per charge (BOG: each item from its own parent order, ADR 022). */
  get perItem(): boolean {
    return Boolean(this.deps.gateway.renewalsChargedPerItem && this.deps.gateway.chargeRenewal);
  }

  /** How the payments it charges are made: per item or per customer, at the seller's VAT rate now. */
  get paymentTerms(): PaymentTerms {
    return { perItem: this.perItem, vatRateBp: this.deps.config.seller.vatRateBp };
  }

  /** Charges each PENDING payment by its customer's saved card, under the payment's own key. No answer is `null`. */
  async charge(pending: { id: number; userId: number }[]): Promise<Outcome[]> {
    const cards = await this.deps.cards.chargeableCards([...new Set(pending.map((p) => p.userId))]);
    const amounts = await pendingAmounts(
      this.deps.db,
      pending.map((p) => p.id),
    );
    const items = this.perItem
      ? await itemOfPayments(
          this.deps.db,
          pending.map((p) => p.id),
        )
      : null;
    // Paid on the bank's page (Pay now on BOG): only asked, never charged.
    const onPage = await pendingExternalIds(
      this.deps.db,
      pending.map((p) => p.id),
    );
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const payment = pending[next++]!;
        const card = cards.get(payment.userId);
        const amount = amounts.get(payment.id);
        if (amount === undefined) continue; // recorded meanwhile by another worker
        const externalId = onPage.get(payment.id);
        if (externalId) {
          try {
            outcomes.push({ paymentId: payment.id, result: await this.deps.gateway.getPaymentStatus(externalId), bankPage: externalId });
          } catch (error) {
            outcomes.push({ paymentId: payment.id, result: null, pending: error instanceof PaymentPendingError, bankPage: externalId });
          }
          continue;
        }
        if (!card) {
          outcomes.push({ paymentId: payment.id, result: { status: 'failed', externalId: null, reason: 'No saved card' } });
          continue;
        }
        const itemId = items?.get(payment.id);
        try {
          if (itemId !== undefined && this.deps.gateway.chargeRenewal) {
            // One item per payment: its line is charged from the item's own parent order.
            const [line] = await this.deps.gateway.chargeRenewal({
              token: card.gatewayToken,
              idempotencyKey: `orioni-payment-${payment.id}`,
              description: `Orioni subscription payment ${payment.id}`,
              lines: [{ purchasedItemId: itemId, amount }],
            });
            outcomes.push({ paymentId: payment.id, result: line?.result ?? null });
            continue;
          }
          const result = await this.deps.gateway.chargeSavedCard({
            token: card.gatewayToken,
            amount,
            idempotencyKey: `orioni-payment-${payment.id}`,
            description: `Orioni subscription payment ${payment.id}`,
          });
          outcomes.push({ paymentId: payment.id, result });
        } catch (error) {
          outcomes.push({ paymentId: payment.id, result: null, pending: error instanceof PaymentPendingError });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHARGE_CONCURRENCY, pending.length) }, worker));
    return outcomes;
  }

  /**
   * Records the bank's answers in one transaction: a payment still PENDING (locked; one already
   * recorded by another worker is skipped) becomes SUCCEEDED with a line per period and its items
   * move to their next period, or FAILED with its periods overdue and their next try scheduled.
   * What to write is decided by `planRecord` (renewal-plan.ts, no database); this takes the locks
   * in the one order (ADR 023: the items, then their attempts, then the payments) and writes it.
   */
  async record(
    outcomes: Outcome[],
    now: Date,
    /** The renewal pass flushes once at its end instead of after each batch (its budget, issue 40 item 1). */
    { flush = true }: { flush?: boolean } = {},
  ): Promise<{ charged: number; failed: number; unknown: number; settled: number; amount: number; failureKey?: ErrorKey }> {
    const { unknown, answered } = splitOutcomes(outcomes);
    await markPaymentsUnknown(this.deps.db, unknown);
    if (answered.size === 0) return { settled: 0, charged: 0, failed: 0, unknown: unknown.length, amount: 0 };

    const plan = await this.deps.db.transaction(async (tx) => {
      await lockItems(tx, await itemIdsOfPayments(tx, [...answered.keys()]));
      const payments = await lockPendingPayments(tx, [...answered.keys()]);
      const attempts = await attemptsOfPayments(
        tx,
        payments.map((p) => p.id),
      );
      const plan = planRecord({
        payments,
        answered,
        attempts,
        retryDays: this.deps.config.billing.retryDays,
        now,
      });
      await markPaymentsSucceeded(tx, plan.paid, now);
      await markAttemptsSucceeded(tx, plan.attemptsPaid, now);
      await insertLines(tx, plan.lines);
      await advanceItems(tx, plan.moves, now);
      await markPaymentsFailed(tx, plan.failed);
      await markAttemptsFailed(tx, plan.attemptsFailed, now);
      // In the pass's own batch: one statement for the batch's events (issue 40: the pass keeps its budget).
      await this.deps.events.record(tx, plan.events);
      return plan;
    });
    if (flush) await this.deps.events.flush();
    await this.registerParents(outcomes.filter((o) => o.bankPage && o.result?.status === 'succeeded'));
    return { ...plan.totals, unknown: unknown.length };
  }

  /**
   * A Pay now paid on the bank's page at one period's renewal amount becomes its item's parent
   * (ADR 022); an order not kept for automatic charges is refused by the gateway and left alone.
   */
  private async registerParents(paid: Outcome[]): Promise<void> {
    const register = this.deps.gateway.registerRenewalParent?.bind(this.deps.gateway);
    if (!register || paid.length === 0) return;
    const items = await itemOfPayments(
      this.deps.db,
      paid.map((o) => o.paymentId),
    );
    for (const o of paid) {
      const purchasedItemId = items.get(o.paymentId);
      if (purchasedItemId === undefined) continue;
      await register({ purchasedItemId, gatewayOrderId: o.bankPage! }).catch(() => undefined);
    }
  }

  inProgress(paymentId: number | null): AppError {
    return new AppError('REPAY_IN_PROGRESS', {
      message: paymentId ? `Payment ${paymentId} for this item is already in progress` : undefined,
    });
  }

  /**
   * Why an item owes nothing now: a payment of it still in flight, or one that paid it a moment ago
   * (a Pay now that lost a race), is REPAY_IN_PROGRESS naming that payment; otherwise NOT_OVERDUE.
   */
  async notOwing(db: DbOrTx, purchasedItemId: number, now: Date): Promise<AppError> {
    const recent = await paymentOfItemInFlight(db, purchasedItemId, new Date(now.getTime() - RENEWAL_IN_FLIGHT_MS));
    if (!recent) return new AppError('NOT_OVERDUE');
    if (recent.status === 'PENDING') return this.inProgress(recent.id);
    return new AppError('REPAY_IN_PROGRESS', { message: `Payment ${recent.id} has just paid what was due on this item` });
  }

  /** Where an item stands (what the audit log keeps before and after a staff action). */
  async itemState(purchasedItemId: number): Promise<ItemState> {
    const item = await findItem(this.deps.db, purchasedItemId);
    if (!item) throw notFound();
    return stateOf(item, toApiDate(this.deps.clock.now()));
  }
}
