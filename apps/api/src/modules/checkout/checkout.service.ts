import { createHash } from 'node:crypto';
import {
  checkoutSchemaFor,
  ERROR_KEYS,
  errorStatus,
  isErrorKey,
  MESSAGES,
  multiplyTetri,
  periodMonths,
  splitFirstPurchase,
  sumTetri,
  toApiDate,
  splitFullName,
  toServerProductKey,
  type CartLine,
  type ErrorKey,
  type Language,
  type PurchaseBody,
} from '@orioni/contracts';
import { periodStart } from '@orioni/contracts/billing-rules';
import type { DomainEventData } from '@orioni/contracts/events';
import { webPaths } from '@orioni/contracts/web-paths';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { toCartItem, type CartRow, type CartService } from '../cart/cart.service.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import { PaymentPendingError, type ChargeResult, type GatewayEvent, type PaymentGateway } from '../payments/gateway.ts';
import {
  findPaymentById,
  findFailedPaymentByExternalId,
  findPaymentByKey,
  findPendingPurchaseByExternalId,
  findStalePendingPurchases,
  hasPendingPurchase,
  isFirstPurchase,
  insertPaymentLines,
  insertPendingPayment,
  insertPurchasedItem,
  lockCustomerPurchases,
  markPaymentFailed,
  markPaymentSucceeded,
  markPaymentUnknown,
  setFailureReason,
  type PaymentRow,
} from './checkout.repository.ts';

/** The purchase limit (ADR 041): one purchase's total, in tetri; a period of any item then fits an integer column. */
const MAX_AMOUNT = 2_147_483_647;
/**
 * A purchase still PENDING after this is no longer in flight (its request crashed or was cut off):
 * it is reconciled with the bank before the customer's next purchase and by the periodic job.
 */
export const PENDING_IN_FLIGHT_MS = 2 * 60_000;
/**
 * How long a repeated request waits for a first one at work in another process, and how often it
 * looks (one in this process is awaited). After that it asks the bank by the payment's own charge
 * key (issue 25 item 5): a first request cut off by a shutdown never finishes, and the bank answers
 * a repeated key with its first answer without charging twice, so the retry answers within 2 s
 * instead of waiting out a dead request.
 */
const WAIT_FOR_FIRST_MS = 1_000;
const WAIT_POLL_MS = 20;

type StoredResponse = { status: 200; body: { data: { paymentId: number } } } | { status: number; errorKey: string; errorMessage: string };

/** A purchase's answer: recorded, or (BOG) the bank's page where the customer pays it. */
export type PurchaseAnswer = { paymentId: number; redirectUrl?: string };

/** What the payment row remembers about the request and the cart it charged. */
interface CheckoutSnapshot {
  bodyHash: string;
  cartHash: string;
  form: CheckoutForm;
  /** The priced cart as charged: a resumed purchase records exactly this. */
  rows: CartRow[];
  /** The saved card charged; null on a bank page with no card saved yet (BOG). */
  cardId: number | null;
  /** Paid on the bank's page (BOG): the cart line whose item the paid order renews (ADR 022), if any. */
  bankPage?: { renewalParent: string | null };
  /** The purchase claimed the form's personal number for the account (ADR 042); a failure gives it back. */
  claimedIdNumber?: boolean;
}

type CheckoutForm = { emails: string[]; savePersonalInfo: boolean; idNumber: string } & Record<string, unknown>;

/** Marks a PENDING payment whose charge ended without an answer: a repeat of its key resumes it at once. */
const UNKNOWN_OUTCOME = 'UNKNOWN_OUTCOME';

const DECLINES: Record<Exclude<ChargeResult['status'], 'succeeded'>, ErrorKey> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  failed: 'PAYMENT_FAILED',
};

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const cartHashOf = (rows: Pick<CartRow, 'productKey' | 'quantity'>[]) =>
  hash(rows.map((r) => [r.productKey, r.quantity]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));

const replay = (response: StoredResponse): { paymentId: number } => {
  if (response.status === 200 && 'body' in response) return response.body.data;
  const failed = response as { status: number; errorKey: string; errorMessage: string };
  throw new AppError(isErrorKey(failed.errorKey) ? failed.errorKey : 'PAYMENT_FAILED', { message: failed.errorMessage });
};

export interface CheckoutUser {
  id: number;
  customerType: 'PHYSICAL' | 'LEGAL';
  /** The bank's page opens in this language (BOG). */
  language?: Language;
}

/** The bank is still deciding (ADR 022): the payment stays PENDING and is settled later, never charged twice. */
const paymentPending = (message?: string) => new AppError('PAYMENT_PENDING', message ? { message } : undefined);

/**
 * `PUT /api/product/purchase` as explicit steps (style.md §7):
 * 1. under a per-customer lock: replay a known idempotency key, else lock the cart, price it from the
 *    database with the first-purchase split, and record a PENDING payment under the key;
 * 2. charge the saved card with a key derived from the payment id (a retry never charges twice);
 * 3. in one transaction: the payment SUCCEEDED, its lines, the purchased items, the customer's
 *    details and status, the cart emptied, the receipt e-mail queued; or the payment FAILED with the
 *    bank's reason and the cart as it was.
 */
export class CheckoutService {
  /** Payments this process is settling now: a repeat of the key waits for their answer. */
  private readonly settling = new Set<number>();

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
      accounts: Pick<AccountsService, 'customer' | 'recordPurchase' | 'claimPersonalNumber' | 'releasePersonalNumber'>;
      log?: { warn(details: object, message: string): void };
    },
  ) {}

  async purchase(user: CheckoutUser, idempotencyKey: string, body: PurchaseBody): Promise<PurchaseAnswer> {
    const form = this.validate(user, body);
    const bodyHash = hash(form);
    const { db, clock } = this.deps;
    const onBankPage = Boolean(this.deps.gateway.createPaymentOrder);
    if (onBankPage) {
      const open = await this.bankPageAgain(user, bodyHash);
      if (open) return open;
    }

    // A purchase a crash left PENDING is settled with the bank first: if it went through, its cart
    // lines are gone and this purchase cannot charge them again.
    const { unresolved, pending } = await this.reconcile(user.id);
    if (unresolved > 0 && pending === unresolved) {
      // The bank has the earlier payment and has not decided it yet.
      throw paymentPending('An earlier payment is still being processed by the bank. We will confirm it as soon as the bank answers');
    }
    if (unresolved > 0) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: 'An earlier payment is still being confirmed by the bank. Please try again in a moment',
      });
    }

    // A payment charged here is marked as settling in this process before its row commits, so a
    // repeat of the key that finds the row always waits for this request's answer (never a second
    // charge because the first had not yet reached the bank when the repeat's short wait ran out).
    let marked: number | null = null;
    const step1 = await db
      .transaction(async (tx) => {
        await lockCustomerPurchases(tx, user.id);
        const existing = await findPaymentByKey(tx, user.id, idempotencyKey);
        if (existing) return { existing } as const;

        if (await hasPendingPurchase(tx, user.id, new Date(clock.now().getTime() - PENDING_IN_FLIGHT_MS))) {
          throw new AppError('IDEMPOTENCY_CONFLICT');
        }
        // A stored ID number is the customer's; a purchase cannot replace it (spec section 5).
        const stored = await this.deps.accounts.customer(tx, user.id);
        if (stored?.idNumber && stored.idNumber !== form.idNumber) throw validationError({ idNumber: MESSAGES.idLocked });
        const rows = await this.deps.cart.lockedRows(tx, user.id);
        if (rows.length === 0) throw new AppError('CART_EMPTY');
        const card = await this.deps.cards.chargeableCard(user.id, tx);
        // On the bank's page the customer pays with any card (the first payment saves it, ADR 022).
        if (!card && !onBankPage) throw new AppError('CARD_REQUIRED');

        const seats = rows.filter((r) => r.training).reduce((n, r) => n + r.quantity, 0);
        if (form.emails.length !== seats) {
          throw validationError({ emails: seats === 0 ? MESSAGES.trainingEmailsNone : MESSAGES.trainingEmailsCount });
        }

        const lines = splitFirstPurchase(rows.map((r) => toCartItem(r, 'EN')));
        const amounts = lines.map((l) => multiplyTetri(l.product.price, l.quantity));
        const amount = sumTetri(amounts);
        if (amount <= 0 || amount > MAX_AMOUNT) {
          throw validationError({ quantity: amount <= 0 ? MESSAGES.nothingToPay : MESSAGES.totalTooLarge });
        }
        // ADR 042: a personal account that will keep the form's number holds it from here, before any
        // bank page opens; a number another personal account holds is refused. A failure gives it back.
        const claimedIdNumber = stored?.customerType === 'PHYSICAL' && !stored.idNumber && form.savePersonalInfo;
        if (claimedIdNumber) await this.deps.accounts.claimPersonalNumber(tx, user.id, form.idNumber);
        const snapshot: CheckoutSnapshot = {
          ...(claimedIdNumber ? { claimedIdNumber } : {}),
          bodyHash,
          cartHash: cartHashOf(rows),
          form,
          rows,
          cardId: card?.id ?? null,
          ...(onBankPage ? { bankPage: { renewalParent: renewalParentOf(rows, amount) } } : {}),
        };
        const paymentId = await insertPendingPayment(tx, {
          userId: user.id,
          amount,
          idempotencyKey,
          idNumber: form.idNumber,
          checkout: snapshot,
          now: clock.now(),
        });
        if (!onBankPage) this.settling.add((marked = paymentId));
        return { paymentId, snapshot, amount } as const;
      })
      .catch((error: unknown) => {
        if (marked !== null) this.settling.delete(marked);
        throw error;
      });

    if ('existing' in step1) return this.repeated(user, step1.existing!, bodyHash);
    if (step1.snapshot.bankPage) return this.openBankPage(user, step1.paymentId, step1.amount, step1.snapshot);
    try {
      return await this.settle(user.id, step1.paymentId, step1.amount, step1.snapshot);
    } finally {
      this.settling.delete(step1.paymentId);
    }
  }

  /**
   * Steps 2 and 3: charge with the payment's own key (the bank answers a repeat with the first
   * answer), then record the outcome, once, under the customer's lock. Safe to run again for a
   * payment left PENDING.
   */
  private async settle(
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
        charge = await this.deps.gateway.getPaymentStatus(externalId);
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
        const payment = await findPaymentById(tx, paymentId);
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

  /**
   * BOG (ADR 022): the purchase is paid on the bank's page, at exactly the total the customer saw
   * (decision 27); the payment stays PENDING until the signed callback or the reconciliation's status
   * poll records it. The order keeps the card for the customer's next payments and, when it paid a
   * single subscription at its renewal amount, becomes that item's parent for automatic renewals.
   */
  private async openBankPage(
    user: CheckoutUser,
    paymentId: number,
    amount: number,
    snapshot: CheckoutSnapshot,
    again = false,
  ): Promise<PurchaseAnswer> {
    const { publicUrl } = this.deps.config;
    const card = snapshot.cardId === null ? null : await this.deps.cards.cardById(snapshot.cardId);
    try {
      const order = await this.deps.gateway.createPaymentOrder!({
        reference: `payment-${paymentId}`,
        language: user.language ?? 'KA',
        successUrl: `${publicUrl}${webPaths.payment(paymentId)}`,
        failUrl: `${publicUrl}${webPaths.cart()}`,
        callbackUrl: `${publicUrl}/api/payment/callback/${this.deps.gateway.name}`,
        amount,
        description: `Orioni order ${paymentId}`,
        saveForAutomaticCharges: Boolean(snapshot.bankPage?.renewalParent),
        ...(card ? { savedCardToken: card.gatewayToken } : {}),
      });
      await markPaymentUnknown(this.deps.db, paymentId, UNKNOWN_OUTCOME, order.gatewayOrderId);
      return { paymentId, redirectUrl: order.redirectUrl };
    } catch {
      // Asked again: the page given the first time may be open, so the payment stays as it is.
      if (again) throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank is not reachable. Please try again later' });
      // No page was shown, so nothing can have been paid: the purchase ends here and the cart stays.
      const response: StoredResponse = { status: 503, errorKey: 'SERVICE_UNAVAILABLE', errorMessage: 'The bank is not reachable' };
      await this.deps.db.transaction(async (tx) => {
        await markPaymentFailed(tx, paymentId, {
          externalId: null,
          failureKey: 'SERVICE_UNAVAILABLE',
          failureReason: 'the bank did not open the payment page',
          response,
        });
        if (snapshot.claimedIdNumber) await this.deps.accounts.releasePersonalNumber(tx, user.id, snapshot.form.idNumber);
      });
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank is not reachable. Please try again later' });
    }
  }

  /**
   * BOG (ADR 022 amendment 2): a second Pay while an earlier bank page of the customer may be open.
   * The bank decides first: a page paid, refused or expired unpaid (after its `ttl`) is recorded now,
   * once, and this purchase goes on as usual (after an expiry the cart is as it was). A page still
   * open for the same cart and details is answered again (the same order, no second page); for a
   * cart or details changed since, PAYMENT_PENDING says the earlier page is still open: the bank
   * documents no call that closes an unpaid order, so it closes by itself at the end of its `ttl`.
   */
  private async bankPageAgain(user: CheckoutUser, bodyHash: string): Promise<PurchaseAnswer | null> {
    const { db, clock } = this.deps;
    const open = (await findStalePendingPurchases(db, clock.now(), user.id)).filter(
      (p) => p.externalId && (p.checkout as CheckoutSnapshot | null)?.bankPage,
    );
    for (const payment of open) {
      const snapshot = payment.checkout as CheckoutSnapshot;
      try {
        const paid = await this.settle(user.id, payment.id, payment.amount, snapshot, payment.externalId);
        // Paid meanwhile (its callback not yet in): with nothing left in the cart, that is the answer.
        if ((await this.deps.cart.rows(db, user.id)).length === 0) return paid;
        continue;
      } catch (error) {
        // A refusal or an expiry is an answer (FAILED now, nothing moved); no answer: the usual path.
        if (error instanceof AppError && error.status === 402) continue;
        if (!(error instanceof AppError && error.key === 'PAYMENT_PENDING')) return null;
      }
      const rows = await this.deps.cart.rows(db, user.id);
      if (rows.length > 0 && cartHashOf(rows) === snapshot.cartHash && snapshot.bodyHash === bodyHash) {
        return this.openBankPage(user, payment.id, payment.amount, snapshot, true);
      }
      throw paymentPending(
        'The bank page for your earlier cart is still open. Finish the payment there, or pay for this cart once the bank closes that page (within minutes)',
      );
    }
    return null;
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

  /**
   * Settles PURCHASE payments left PENDING longer than `PENDING_IN_FLIGHT_MS` (a crash, a cut
   * connection) with the bank, once each: by the payment's status when the bank gave an id,
   * else by the same charge key, which the bank answers with its first answer and never charges
   * twice. Success records the purchase and empties those cart lines; a refusal marks it FAILED.
   * For one customer (before a purchase) or for everyone (the periodic job). Several instances may
   * run it at once: the bank's key and the per-customer lock around the recording keep it single.
   */
  async reconcilePending(userId?: number): Promise<{ reconciled: number; unresolved: number }> {
    const { reconciled, unresolved } = await this.reconcile(userId);
    return { reconciled, unresolved };
  }

  /** `reconcilePending`, also counting the unresolved payments the bank has and has not decided yet. */
  private async reconcile(userId?: number): Promise<{ reconciled: number; unresolved: number; pending: number }> {
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

  /** Card orders without a callback and unconfirmed card removals, for the periodic reconciliation. */
  reconcileCardOrders(): ReturnType<CardService['reconcileOrders']> {
    return this.deps.cards.reconcileOrders();
  }

  /**
   * Whether buying `productKey` now would be the customer's first purchase of its product, so the
   * add-to-cart dialog shows the first unit at the price the split and the charge take (issue 25 item 7).
   */
  async firstPurchase(userId: number, productKey: string): Promise<{ productKey: string; firstPurchase: boolean }> {
    const first = await isFirstPurchase(this.deps.db, userId, productKey);
    if (first === null) throw new AppError('NOT_FOUND', { message: 'No such price on sale' });
    return { productKey, firstPurchase: first };
  }

  /** Rejects what the customer's type does not allow; `fieldErrors` keyed by field. */
  private validate(user: CheckoutUser, body: PurchaseBody) {
    const schema = checkoutSchemaFor(user.customerType);
    const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    // The spec's payload names a personal customer by `fullName`, the join of first and last name
    // (as registration does); first and last name sent apart are taken as they are.
    if (user.customerType === 'PHYSICAL') {
      if (typeof clean.fullName === 'string' && clean.firstName === undefined && clean.lastName === undefined) {
        Object.assign(clean, splitFullName(clean.fullName));
      }
      delete clean.fullName;
    }
    const parsed = schema.safeParse(clean);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const k of issue.keys) fieldErrors[k] ??= MESSAGES.unknownField;
          continue;
        }
        fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
      }
      throw validationError(fieldErrors);
    }
    const data = parsed.data as typeof parsed.data & { firstName?: string; lastName?: string; fullName?: string };
    return { ...data, emails: [...data.emails] } as CheckoutForm;
  }

  /**
   * The same key again: wait briefly for a first request still at work and answer exactly what it
   * answered; a payment still PENDING after that (its request died or lost the bank's answer) is
   * settled with the bank by its key at once, as the reconciler does.
   */
  private async repeated(user: CheckoutUser, first: PaymentRow, bodyHash: string): Promise<PurchaseAnswer> {
    const snapshot = first.checkout as CheckoutSnapshot | null;
    if (!snapshot || snapshot.bodyHash !== bodyHash) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { message: 'This Idempotency-Key was used for a different purchase' });
    }
    const { clock } = this.deps;
    let payment: PaymentRow | null = first;
    // A first request settling in this process is waited for until it answers; one elsewhere gets a
    // short wait; one that died (a shutdown) never answers.
    const here = () => this.settling.has(first.id);
    const deadline = clock.now().getTime() + WAIT_FOR_FIRST_MS;
    while (
      payment &&
      payment.status === 'PENDING' &&
      payment.failureKey !== UNKNOWN_OUTCOME &&
      (here() || clock.now().getTime() < deadline)
    ) {
      await clock.sleep(WAIT_POLL_MS);
      payment = await findPaymentById(this.deps.db, first.id);
    }
    if (payment && payment.status === 'PENDING' && snapshot.bankPage && payment.externalId) {
      // Paid on the bank's page: settled if the bank has decided; otherwise the answer with the page
      // was lost (a double click, a cut connection), and the same order's page is answered again
      // (the order is created under a key derived from the payment, so the bank returns the same one).
      try {
        return await this.settle(user.id, payment.id, payment.amount, snapshot, payment.externalId);
      } catch (error) {
        if (!(error instanceof AppError && error.key === 'PAYMENT_PENDING')) throw error;
      }
      return this.openBankPage(user, payment.id, payment.amount, snapshot, true);
    }
    if (payment && payment.status === 'PENDING') {
      // The first request ended without an answer from the bank, or died (a shutdown): ask the bank
      // by the payment's key and finish it; a first request still alive records nothing twice.
      return this.settle(user.id, payment.id, payment.amount, snapshot, payment.externalId);
    }
    if (!payment || !payment.response) throw new AppError('IDEMPOTENCY_CONFLICT');
    const rows = await this.deps.cart.rows(this.deps.db, user.id);
    const cartMatches = rows.length === 0 ? payment.status === 'SUCCEEDED' : cartHashOf(rows) === snapshot.cartHash;
    // After a success the bought lines are gone; anything else in the cart now is a new purchase.
    if (!cartMatches && !(payment.status === 'SUCCEEDED' && rows.length === 0)) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { message: 'This Idempotency-Key was used for a different cart' });
    }
    return replay(payment.response as StoredResponse);
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
      const purchasedItemId = await insertPurchasedItem(tx, {
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
    await markPaymentSucceeded(tx, input.paymentId, { externalId: input.externalId, response, now, cardNotSaved: input.cardNotSaved });

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
        data: { paidAt: now.toISOString(), lines: paidLines },
      },
    ]);
    return itemOfRow;
  }
}

/**
 * The cart line whose item the bank-page order can renew (ADR 022): BOG repeats the parent order's
 * amount, so only a cart of one subscription line paid at exactly its renewal amount (no
 * first-purchase price, no other line) gives a parent; other items start their renewals with Pay now.
 */
function renewalParentOf(rows: CartRow[], amount: number): string | null {
  if (rows.length !== 1) return null;
  const row = rows[0]!;
  if (periodMonths(row.period) === null) return null;
  return multiplyTetri(row.price, row.quantity) === amount ? row.productKey : null;
}
