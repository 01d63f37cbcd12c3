import { toApiDate, type ErrorKey, type PricePeriod } from '@orioni/contracts';
import { OVERDUE_STATUS, owedPeriods, owedTotal, retryAt, unpaidPeriodStart, type OwingItem } from '@orioni/contracts/billing-rules';
import { sumTetri } from '@orioni/contracts/money';
import type { DomainEventData, NewDomainEvent } from '@orioni/contracts/events';
import type { ChargeResult } from '../payments/gateway.ts';

/*
 * What recording the bank's answers does, decided without a database (issue 27 item 3, ADR 030):
 * `planRecord` takes the answers and the state of the locked payments, attempts and items and
 * returns the plan (which payments and periods are paid or refused, the lines, how far each item
 * moves, when each refused period is tried again, which events it records: the mails react to them); `RenewalEngine.record`
 * takes the locks and writes the plan in one transaction.
 */

/** `pending`: the bank has it and has not decided; `bankPage`: paid on the bank's page (its order id). */
export type Outcome = { paymentId: number; result: ChargeResult | null; pending?: boolean; bankPage?: string };

export const DECLINES: Record<Exclude<ChargeResult['status'], 'succeeded'>, ErrorKey> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  failed: 'PAYMENT_FAILED',
};

/** Outcomes with no answer (left PENDING, asked again next pass) and the answered ones by payment. */
export function splitOutcomes(outcomes: readonly Outcome[]): { unknown: number[]; answered: Map<number, ChargeResult> } {
  return {
    unknown: outcomes.filter((o) => !o.result).map((o) => o.paymentId),
    answered: new Map(outcomes.filter((o) => o.result).map((o) => [o.paymentId, o.result!])),
  };
}

/**
 * Due items (ordered by customer) in batches of at most `size` items, whole customers only (one
 * customer's items are charged together); a customer with more than `size` items is a batch alone.
 */
export function customerBatches<T extends { userId: number }>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  for (let start = 0; start < items.length;) {
    let end = start + 1;
    while (end < items.length && items[end]!.userId === items[start]!.userId) end += 1;
    const customer = items.slice(start, end);
    if (batch.length > 0 && batch.length + customer.length > size) {
      batches.push(batch);
      batch = [];
    }
    batch.push(...customer);
    start = end;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** The item of a period, as locked. */
export interface PlanItem extends Pick<OwingItem, 'anchorDate' | 'nextPaymentDate' | 'paidPeriods' | 'unitCost' | 'quantity'> {
  id: number;
  period: PricePeriod;
  productKey: string;
}

/** A period a payment pays: its renewal attempt, with its item. */
export interface PlanAttempt {
  attemptId: number;
  paymentId: number | null;
  periodStart: string;
  /** Tries so far, this one included (1: the due day's). */
  tries: number;
  item: PlanItem;
}

/** A PENDING payment locked for recording (one another worker recorded meanwhile is not among them). */
export interface PlanPayment {
  id: number;
  userId: number;
  kind: string;
  amount: number;
  /** The VAT rate it was made at (issue 41), passed to its receipt; absent or null: none. */
  vatRateBp?: number | null;
}

export interface RecordInput {
  payments: readonly PlanPayment[];
  answered: ReadonlyMap<number, ChargeResult>;
  /** The attempts of those payments, oldest period first. */
  attempts: readonly PlanAttempt[];
  retryDays: readonly number[];
  now: Date;
}

export interface PaymentLine {
  paymentId: number;
  purchasedItemId: number;
  productKey: string;
  period: PricePeriod;
  quantity: number;
  unitAmount: number;
  amount: number;
  periodStart: string;
}

/** An item paid `periods` periods on: from its next payment date `from` to `to`. */
export interface ItemMove {
  itemId: number;
  from: string;
  to: string;
  periods: number;
}

export interface RecordPlan {
  paid: { id: number; externalId: string | null }[];
  failed: { id: number; externalId: string | null; failureKey: ErrorKey; reason: string | null }[];
  attemptsPaid: number[];
  attemptsFailed: { attemptId: number; failureKey: ErrorKey; nextRetryAt: Date | null }[];
  lines: PaymentLine[];
  moves: ItemMove[];
  /** `renewal.charged` per paid payment; `renewal.refused` per refused one, and `item.overdue` per item a first refusal left owing. */
  events: NewDomainEvent[];
  totals: {
    /** Payments recorded (paid or refused). */
    settled: number;
    /** Periods paid. */
    charged: number;
    /** Periods refused. */
    failed: number;
    /** Tetri paid. */
    amount: number;
    /** The first refusal's reason. */
    failureKey?: ErrorKey;
  };
}

/**
 * The plan for the bank's answers: a paid payment gets a line per period, its attempts succeed and
 * its items move past the periods (each to its next period start from the anchor) with one receipt
 * per payment; a refused one fails with its attempts, each given the next day of the retry schedule
 * (none when it is spent), and a renewal refused on its first try mails the customer once.
 */
export function planRecord(input: RecordInput): RecordPlan {
  const plan: RecordPlan = {
    paid: [],
    failed: [],
    attemptsPaid: [],
    attemptsFailed: [],
    lines: [],
    moves: [],
    events: [],
    totals: { settled: input.payments.length, charged: 0, failed: 0, amount: 0 },
  };
  const moves = new Map<number, ItemMove>();

  // Each payment's attempts, oldest period first, found once (not a scan of the batch per payment).
  const attemptsOf = new Map<number | null, PlanAttempt[]>();
  for (const a of input.attempts) {
    const list = attemptsOf.get(a.paymentId);
    if (list) list.push(a);
    else attemptsOf.set(a.paymentId, [a]);
  }

  for (const payment of input.payments) {
    const result = input.answered.get(payment.id);
    if (!result) continue;
    const own = attemptsOf.get(payment.id) ?? [];
    const paymentKind = payment.kind === 'REPAY' ? ('REPAY' as const) : ('RENEWAL' as const);
    if (result.status === 'succeeded') {
      plan.paid.push({ id: payment.id, externalId: result.externalId });
      const paidLines: DomainEventData['renewal.charged']['lines'] = [];
      for (const a of own) {
        const item = a.item;
        const amount = item.unitCost * item.quantity;
        plan.attemptsPaid.push(a.attemptId);
        plan.lines.push({
          paymentId: payment.id,
          purchasedItemId: item.id,
          productKey: item.productKey,
          period: item.period,
          quantity: item.quantity,
          unitAmount: item.unitCost,
          amount,
          periodStart: a.periodStart,
        });
        const move = moves.get(item.id) ?? { itemId: item.id, from: item.nextPaymentDate!, to: item.nextPaymentDate!, periods: 0 };
        move.periods += 1;
        move.to = unpaidPeriodStart(item, move.periods);
        moves.set(item.id, move);
        paidLines.push({
          purchasedItemId: item.id,
          productKey: item.productKey,
          period: item.period as 'M1' | 'Y1',
          quantity: item.quantity,
          amount,
          periodStart: a.periodStart,
          nextPaymentDate: move.to,
        });
      }
      plan.totals.charged += own.length;
      plan.totals.amount += payment.amount;
      plan.events.push({
        type: 'renewal.charged',
        userId: payment.userId,
        paymentId: payment.id,
        purchasedItemIds: [...new Set(paidLines.map((l) => l.purchasedItemId))],
        amount: payment.amount,
        // Each period with its own end: a Pay now of three periods lists three (issue 25 item 1).
        data: { paymentKind, paidAt: input.now.toISOString(), lines: paidLines, vatRateBp: payment.vatRateBp ?? null },
      });
    } else {
      const failureKey = DECLINES[result.status];
      plan.totals.failureKey ??= failureKey;
      plan.failed.push({ id: payment.id, externalId: result.externalId, failureKey, reason: result.reason });
      let firstRefusal = false;
      let nextRetry: Date | null = null;
      for (const a of own) {
        nextRetry = retryAt(a.periodStart, a.tries, input.retryDays);
        plan.attemptsFailed.push({ attemptId: a.attemptId, failureKey, nextRetryAt: nextRetry });
        if (a.tries === 1) firstRefusal = true;
      }
      plan.totals.failed += own.length;
      // Issue 39 item 20: what Pay now would charge today (every period owed, decision 27), not the one
      // period this payment tried, and never a day already past: a try whose day has gone is made by
      // the next pass, today.
      const today = toApiDate(input.now);
      const items = [...new Map(own.map((a) => [a.item.id, a.item])).values()].map((item) => ({
        purchasedItemId: item.id,
        productKey: item.productKey,
        owed: owedTotal(owedPeriods({ ...item, status: OVERDUE_STATUS }, today)) || item.unitCost * item.quantity,
      }));
      const retryDay = nextRetry ? toApiDate(nextRetry) : null;
      const dueDate = own[0]?.periodStart ?? today;
      const purchasedItemIds = items.map((i) => i.purchasedItemId);
      plan.events.push({
        type: 'renewal.refused',
        userId: payment.userId,
        paymentId: payment.id,
        purchasedItemIds,
        amount: sumTetri(items.map((i) => i.owed)),
        data: {
          paymentKind,
          failureKey,
          firstRefusal,
          dueDate,
          nextRetryDate: retryDay && retryDay < today ? today : retryDay,
          items,
        },
      });
      // A renewal refused on its first try: its items fall overdue now.
      if (firstRefusal && paymentKind === 'RENEWAL') {
        for (const itemId of purchasedItemIds) {
          plan.events.push({ type: 'item.overdue', userId: payment.userId, purchasedItemIds: [itemId], data: { dueDate } });
        }
      }
    }
  }
  plan.moves = [...moves.values()];
  return plan;
}
