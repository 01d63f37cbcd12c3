import {
  ERROR_KEYS,
  errorStatus,
  multiplyTetri,
  periodMonths,
  splitFirstPurchase,
  sumTetri,
  toApiDate,
  toServerProductKey,
  type CartLine,
} from '@orioni/contracts';
import { periodStart } from '@orioni/contracts/billing-rules';
import type { DomainEventData } from '@orioni/contracts/events';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import { toCartItem, type CartRow, type CartService } from '../cart/cart.service.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import { PaymentPendingError, type ChargeResult, type GatewayEvent, type PaymentGateway } from '../payments/gateway.ts';
import { lockCustomerPurchases } from './checkout.repository.ts';
import {
  findFailedPaymentByExternalId,
  findPendingPurchaseByExternalId,
  findStalePendingPurchases,
  paymentById,
} from '../ledger/ledger.queries.ts';
import {
  insertPaymentLines,
  markPaymentFailed,
  markPaymentSucceeded,
  markPaymentUnknown,
  setFailureReason,
} from '../ledger/ledger.writes.ts';
import { openPurchasedItem } from '../subscriptions/items.writes.ts';

import {
  DECLINES,
  paymentPending,
  PENDING_IN_FLIGHT_MS,
  replay,
  UNKNOWN_OUTCOME,
  type CheckoutForm,
  type CheckoutSnapshot,
  type StoredResponse,
} from './checkout-snapshot.ts';
import type { HostedPages } from '../payments/hosted-pages.service.ts';

/**
 * Steps 2 and 3 of a purchase (issue 40 item 3 split it from the purchase flow): the charge or the
 * bank's answer, recorded once under the customer's lock; the bank's notification of a purchase paid
 * on its page; the late success given back; the reconciliation of purchases a crash left PENDING.
 */
export class PurchaseSettlement {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<AppConfig, 'mail' | 'publicUrl'>;
      /** The purchase's events (`purchase.paid`, `purchase.refused`): its receipt mail reacts to them. */
      events: Pick<EventLog, 'record' | 'flush'>;
      gateway: PaymentGateway;
      cards: CardService;
      cart: CartService;
      /** The customer is read and updated through accounts, which owns it. */
      accounts: Pick<CustomersService, 'customer' | 'recordPurchase' | 'claimPersonalNumber' | 'releasePersonalNumber'>;
      log?: { warn(details: object, message: string): void };
      /** The bank's pages: the poll of an order paid there. */
      hostedPages: Pick<HostedPages, 'status'>;
    },
  ) {}

  /**
   * Steps 2 and 3: charge with the payment's own key (the bank answers a repeat with the first
   * answer), then record the outcome, once, under the customer's lock. Safe to run again for a
   * payment left PENDING.
   */
  async settle(
    userId: number,
    paymentId: number,
    amount: number,
    snapshot: CheckoutSnapshot,
    externalId: string | null = null,
    known: ChargeResult | null = null,
  ): Promise<{ paymentId: number }> {
    const { db } = this.deps;
    let charge: ChargeResult | null;
    let pending: string | null = null;
    try {
      if (known) {
        // The bank's signed callback decided it.
        charge = known;
      } else if (externalId) {
        // The bank answered before: ask it what became of that payment.
        charge = await this.deps.hostedPages.status(externalId);
      } else {
        const card = snapshot.cardId === null ? null : await this.deps.cards.cardById(snapshot.cardId);
        charge = card
          ? await this.deps.gateway.chargeSavedCard({
              token: card.gatewayToken,
              amount,
              idempotencyKey: `orioni-payment-${paymentId}`,
              description: `Orioni order ${paymentId}`,
            })
          : { status: 'failed', externalId: null, reason: 'The saved card is gone' };
      }
    } catch (error) {
      charge = null;
      if (error instanceof PaymentPendingError) pending = error.externalId;
    }

    if (!charge) {
      // The bank did not answer, or has not decided yet: the money may or may not have moved. Keep
      // the payment PENDING (with the bank's order id when it named one); the same key, the callback
      // or the reconciliation asks the bank again and finishes it, never charging twice.
      await markPaymentUnknown(db, paymentId, UNKNOWN_OUTCOME, pending ?? undefined);
      if (pending) throw paymentPending();
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank did not answer. Please try again' });
    }

    const outcome = charge;
    return db
      .transaction(async (tx) => {
        await lockCustomerPurchases(tx, userId);
        const payment = await paymentById(tx, paymentId);
        if (!payment) throw new AppError('IDEMPOTENCY_CONFLICT');
        if (payment.status !== 'PENDING') return { replayed: payment.response as StoredResponse } as const;
        if (outcome.status !== 'succeeded') {
          const key = DECLINES[outcome.status];
          const response: StoredResponse = { status: errorStatus(key), errorKey: key, errorMessage: ERROR_KEYS[key] };
          await markPaymentFailed(tx, paymentId, {
            externalId: outcome.externalId,
            failureKey: key,
            failureReason: outcome.reason,
            response,
          });
          if (snapshot.claimedIdNumber) await this.deps.accounts.releasePersonalNumber(tx, userId, snapshot.form.idNumber);
          await this.deps.events.record(tx, [{ type: 'purchase.refused', userId, paymentId, amount, data: { failureKey: key } }]);
          return { failed: response } as const;
        }
        const lines = splitFirstPurchase(snapshot.rows.map((r) => toCartItem(r, 'EN')));
        if (snapshot.bankPage && outcome.card) await this.deps.cards.keepPaymentCard(tx, userId, outcome.card);
        const items = await this.record(tx, {
          userId,
          paymentId,
          rows: snapshot.rows,
          lines,
          form: snapshot.claimedIdNumber ? { ...snapshot.form, claimedIdNumber: true } : snapshot.form,
          externalId: outcome.externalId,
          amount,
          // Paid on the bank's page without the card kept (issue 39 items 4 and 8): the history says so.
          cardNotSaved: Boolean(snapshot.bankPage && outcome.cardNotSaved && !outcome.card),
        });
        const parentItem = snapshot.bankPage?.renewalParent ? items.get(snapshot.bankPage.renewalParent) : undefined;
        return { paymentId, parentItem } as const;
      })
      .then(async (result) => {
        await this.deps.events.flush();
        if ('replayed' in result && result.replayed) return replay(result.replayed);
        if ('failed' in result && result.failed) return replay(result.failed);
        if (!('paymentId' in result)) throw new AppError('IDEMPOTENCY_CONFLICT');
        if (result.parentItem !== undefined && outcome.externalId) await this.registerParent(result.parentItem, outcome.externalId);
        return { paymentId: result.paymentId };
      });
  }

  /** The paid order becomes the item's parent; a failure leaves the item to Pay now on the bank's page. */
  private async registerParent(purchasedItemId: number, gatewayOrderId: string): Promise<void> {
    try {
      await this.deps.gateway.registerRenewalParent?.({ purchasedItemId, gatewayOrderId });
    } catch (error) {
      this.deps.log?.warn({ err: error, purchasedItemId, gatewayOrderId }, 'renewal parent not registered');
    }
  }

  /**
   * A verified bank notification of a payment: a purchase paid on the bank's page is recorded (or
   * marked refused) once; other payments (renewals) are settled by their own pass.
   */
  async applyPaymentEvent(event: Extract<GatewayEvent, { kind: 'payment' }>): Promise<boolean> {
    const payment = await findPendingPurchaseByExternalId(this.deps.db, event.externalId);
    const snapshot = payment?.checkout as CheckoutSnapshot | null | undefined;
    if (!payment || !snapshot) return false;
    const known: ChargeResult = {
      status: event.status,
      externalId: event.externalId,
      reason: event.reason,
      card: event.card,
      cardNotSaved: event.cardNotSaved,
    };
    await this.settle(payment.userId, payment.id, payment.amount, snapshot, event.externalId, known).catch((error: unknown) => {
      // A refusal is an answer: the payment is FAILED now.
      if (!(error instanceof AppError && error.status === 402)) throw error;
    });
    return true;
  }

  /**
   * A success the bank reports for a payment already settled FAILED (issue 39 item 2): a page paid
   * in the moment after it was taken as expired. The customer's cart is intact and they may pay
   * again, so the late payment is given back at once, whole, under a key of its own (a repeated
   * callback refunds nothing twice), and the payment's reason says so. Never only a log line.
   */
  async refundLateSuccess(event: Extract<GatewayEvent, { kind: 'payment' }>): Promise<boolean> {
    if (event.status !== 'succeeded' || !this.deps.gateway.refund) return false;
    const payment = await findFailedPaymentByExternalId(this.deps.db, event.externalId);
    if (!payment) return false;
    const result = await this.deps.gateway.refund({ externalId: event.externalId, idempotencyKey: `late-success-${payment.id}` });
    await setFailureReason(
      this.deps.db,
      payment.id,
      `Paid at the bank after the page was settled as expired; refunded automatically (${result.status}, ${result.refundedAmount} tetri)`,
    );
    this.deps.log?.warn(
      { paymentId: payment.id, externalId: event.externalId, refund: result },
      'a payment made after its page was settled as expired was refunded automatically',
    );
    return true;
  }

  /** `reconcilePending`, also counting the unresolved payments the bank has and has not decided yet. */
  async reconcile(userId?: number): Promise<{ reconciled: number; unresolved: number; pending: number }> {
    const before = new Date(this.deps.clock.now().getTime() - PENDING_IN_FLIGHT_MS);
    const stale = await findStalePendingPurchases(this.deps.db, before, userId);
    let reconciled = 0;
    let unresolved = 0;
    // Of the unresolved, those the bank has and has not decided yet (ADR 022).
    let pending = 0;
    for (const payment of stale) {
      const snapshot = payment.checkout as CheckoutSnapshot | null;
      if (!snapshot) {
        unresolved += 1;
        continue;
      }
      try {
        await this.settle(payment.userId, payment.id, payment.amount, snapshot, payment.externalId);
        reconciled += 1;
      } catch (error) {
        // A refusal is an answer (the payment is FAILED now); no answer leaves it for the next run.
        if (error instanceof AppError && error.status === 402) reconciled += 1;
        else unresolved += 1;
        if (error instanceof AppError && error.key === 'PAYMENT_PENDING') pending += 1;
      }
    }
    return { reconciled, unresolved, pending };
  }

  private async record(
    tx: DbOrTx,
    input: {
      userId: number;
      paymentId: number;
      rows: CartRow[];
      lines: CartLine[];
      form: CheckoutForm;
      externalId: string | null;
      amount: number;
      cardNotSaved?: boolean;
    },
  ): Promise<Map<string, number>> {
    const now = this.deps.clock.now();
    const today = toApiDate(now);
    const emails = [...input.form.emails];
    const itemOfRow = new Map<string, number>();
    const paymentLineValues = [];
    const paidLines: DomainEventData['purchase.paid']['lines'] = [];

    for (const row of input.rows) {
      const own = input.lines.filter((l) => toServerProductKey(l.product.productKey) === row.productKey);
      const paid = sumTetri(own.map((l) => multiplyTetri(l.product.price, l.quantity)));
      const months = periodMonths(row.period);
      const purchasedItemId = await openPurchasedItem(tx, {
        userId: input.userId,
        productKey: row.productKey,
        period: row.period,
        status: 'ACTIVE',
        quantity: row.quantity,
        unitCost: row.price,
        price: paid,
        upcomingPayment: months === null ? 0 : multiplyTetri(row.price, row.quantity),
        firstPurchase: row.firstPurchase,
        firstPaymentId: input.paymentId,
        trainingEmails: row.training ? emails.splice(0, row.quantity) : null,
        createdAt: now,
        lastPaymentAt: now,
        nextPaymentDate: months === null ? null : periodStart(today, months, 1),
        anchorDate: months === null ? null : today,
        paidPeriods: 1,
      });
      itemOfRow.set(row.productKey, purchasedItemId);
      for (const line of own) {
        const lineAmount = multiplyTetri(line.product.price, line.quantity);
        paymentLineValues.push({
          paymentId: input.paymentId,
          purchasedItemId,
          productKey: row.productKey,
          period: row.period,
          quantity: line.quantity,
          unitAmount: line.product.price,
          amount: lineAmount,
        });
        // The kind names a one-time line on the receipt (issue 39 item 25).
        paidLines.push({
          purchasedItemId,
          productKey: row.productKey,
          period: row.period,
          kind: row.type,
          quantity: line.quantity,
          amount: lineAmount,
        });
      }
    }
    await insertPaymentLines(tx, paymentLineValues);

    const response: StoredResponse = { status: 200, body: { data: { paymentId: input.paymentId } } };
    const { vatRateBp } = await markPaymentSucceeded(tx, input.paymentId, {
      externalId: input.externalId,
      response,
      now,
      cardNotSaved: input.cardNotSaved,
    });

    await this.deps.accounts.recordPurchase(tx, input.userId, input.form);
    await this.deps.cart.removeLines(
      tx,
      input.userId,
      input.rows.map((r) => r.productKey),
    );

    // Its receipt mail (and, later, its tax invoice and webhook) react to this, after commit (ADR 043).
    await this.deps.events.record(tx, [
      {
        type: 'purchase.paid',
        userId: input.userId,
        paymentId: input.paymentId,
        purchasedItemIds: [...itemOfRow.values()],
        amount: input.amount,
        data: { paidAt: now.toISOString(), lines: paidLines, vatRateBp },
      },
    ]);
    return itemOfRow;
  }
}
