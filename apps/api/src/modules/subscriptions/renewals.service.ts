import { toApiDate } from '@orioni/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventLog } from '../events/events.service.ts';
// The ledger owns payments and their lines (ADR 044): the pass writes them through its statements.
import {
  claimDuePeriods,
  claimRetries,
  countWaiting,
  createPendingPayments,
  dueItems,
  endCanceled,
  retryCustomers,
} from './subscriptions.repository.ts';
import { customerBatches } from './renewal-plan.ts';
import { stalePendingPayments } from '../ledger/ledger.queries.ts';

/** Items claimed per transaction. */
const BATCH = 500;
/** Claim-charge-record loops a pass runs at once, each over its own share of the customers. */
const LANES = 2;

export interface PassResult {
  /** Periods paid. */
  charged: number;
  /** Periods refused by the bank (now overdue). */
  failed: number;
  /** Payments whose charge got no answer: left PENDING, asked again with the same key next pass. */
  unknown: number;
  /** Due periods left alone: failed ones waiting for their next try or for Pay now. */
  skipped: number;
  /** Earlier PENDING payments settled (paid or refused). */
  reconciled: number;
  /** Cancelled subscriptions whose paid period ended. */
  ended: number;
  /** Tetri charged. */
  amount: number;
  /**
   * Customers this pass left out because their own data failed (issue 39 item 13): their batch was
   * run again one customer at a time, so the others were renewed; each is tried again next pass.
   */
  stopped: { userId: number; error: string }[];
}

/**
 * The renewal pass (issue 11): settles payments a crash left PENDING, charges every due period, tries
 * refused periods again on their day, and ends cancelled subscriptions whose period is over.
 */
import { RENEWAL_IN_FLIGHT_MS, type RenewalEngine } from './renewal-engine.ts';

export class RenewalService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** What the lifecycle records (items cancelled, ended, written off...): the mails react to it. */
      events: Pick<EventLog, 'record' | 'flush'>;
      /** The claim-charge-record engine every charge of an owed period goes through. */
      engine: RenewalEngine;
    },
  ) {}

  /**
   * One renewal pass as of `asOf`: settle PENDING payments left by a crash or a timeout, charge every
   * ACTIVE subscription whose next payment date has come (one payment per customer, or per item on a gateway that charges items apart), try again the
   * refused ones whose retry day has come, and end cancelled subscriptions whose period is over.
   * Any number of passes may run at once, in any number of processes. With `onlyUserId` the pass touches
   * that customer's items alone (the development pass a browser journey starts, so parallel journeys
   * never charge each other's items).
   */
  async runPass(asOf: Date = this.deps.clock.now(), onlyUserId?: number): Promise<PassResult> {
    const result: PassResult = { charged: 0, failed: 0, unknown: 0, skipped: 0, reconciled: 0, ended: 0, amount: 0, stopped: [] };
    const today = toApiDate(asOf);

    // 1. Payments a dead worker or a bank timeout left PENDING: the same key, so the bank's first answer.
    const seen = new Set<number>();
    for (;;) {
      const stale = (await stalePendingPayments(this.deps.db, new Date(asOf.getTime() - RENEWAL_IN_FLIGHT_MS), BATCH, onlyUserId)).filter(
        (p) => !seen.has(p.id),
      );
      if (stale.length === 0) break;
      stale.forEach((p) => seen.add(p.id));
      const outcomes = await this.deps.engine.charge(stale);
      const recorded = await this.deps.engine.record(outcomes, asOf, { flush: false });
      result.reconciled += recorded.settled;
      result.amount += recorded.amount;
    }

    // 2. Due periods never tried, listed once, then claimed in batches of whole customers, in `LANES`
    // lanes at once that split the customers between them.
    const due = await dueItems(this.deps.db, today, onlyUserId);
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (const batch of customerBatches(
          due.filter((d) => d.userId % LANES === lane),
          BATCH,
        )) {
          await this.isolated(batch, result, async (part) => {
            const created = await this.deps.db.transaction(async (tx) =>
              createPendingPayments(
                tx,
                'RENEWAL',
                await claimDuePeriods(
                  tx,
                  today,
                  part.map((c) => c.id),
                  this.deps.engine.perItem ? 'one' : 'every',
                ),
                asOf,
                this.deps.engine.paymentTerms,
              ),
            );
            await this.chargeAndRecord(created, asOf, result);
          });
        }
      }),
    );

    // 3. Refused periods whose retry day has come; after a failed batch, one customer at a time.
    const claimRetryBatch = (userId: number | undefined) => async () => {
      const created = await this.deps.db.transaction(async (tx) =>
        createPendingPayments(tx, 'RENEWAL', await claimRetries(tx, asOf, BATCH, userId), asOf, this.deps.engine.paymentTerms),
      );
      await this.chargeAndRecord(created, asOf, result);
      return created.length;
    };
    try {
      while ((await claimRetryBatch(onlyUserId)()) > 0);
    } catch {
      for (const userId of await retryCustomers(this.deps.db, asOf, onlyUserId)) {
        await this.isolated([{ userId }], result, async () => {
          while ((await claimRetryBatch(userId)()) > 0);
        });
      }
    }

    // 4. Cancelled subscriptions whose paid period is over.
    for (;;) {
      const ended = await this.deps.db.transaction(async (tx) => {
        const rows = await endCanceled(tx, today, BATCH, onlyUserId);
        await this.deps.events.record(
          tx,
          rows.map((r) => ({
            type: 'item.ended' as const,
            userId: r.userId,
            purchasedItemIds: [r.id],
            data: { productKey: r.productKey, endedOn: r.nextPaymentDate },
          })),
        );
        return rows.length;
      });
      await this.deps.events.flush();
      result.ended += ended;
      if (ended < BATCH) break;
    }
    result.skipped = await countWaiting(this.deps.db, today);
    return result;
  }

  /**
   * Runs `work` over a batch of customers' items; when it fails, runs it again for each customer
   * alone, so one customer's data never stops the other customers' renewals (issue 39 item 13: one
   * customer's total out of range failed the whole pass, and the others in the batch were never
   * renewed). A customer that fails alone is left for the next pass and reported in `stopped`. A
   * failed transaction wrote nothing; claims that did commit are not claimed again.
   */
  private async isolated<T extends { userId: number }>(batch: T[], result: PassResult, work: (part: T[]) => Promise<void>): Promise<void> {
    try {
      await work(batch);
      return;
    } catch (error) {
      const customers = [...new Set(batch.map((b) => b.userId))];
      if (customers.length === 1) {
        result.stopped.push({ userId: customers[0]!, error: String(error) });
        return;
      }
    }
    for (const userId of new Set(batch.map((b) => b.userId))) {
      try {
        await work(batch.filter((b) => b.userId === userId));
      } catch (error) {
        result.stopped.push({ userId, error: String(error) });
      }
    }
  }

  private async chargeAndRecord(created: { paymentId: number; userId: number }[], asOf: Date, result: PassResult): Promise<void> {
    if (created.length === 0) return;
    const outcomes = await this.deps.engine.charge(created.map((p) => ({ id: p.paymentId, userId: p.userId })));
    const add = (recorded: Awaited<ReturnType<RenewalEngine['record']>>) => {
      result.charged += recorded.charged;
      result.failed += recorded.failed;
      result.unknown += recorded.unknown;
      result.amount += recorded.amount;
    };
    try {
      add(await this.deps.engine.record(outcomes, asOf, { flush: false }));
    } catch {
      // One payment that cannot be recorded must not keep the batch's others PENDING: each alone.
      // A payment left PENDING here is asked again (same key, so the bank's first answer) next pass.
      for (const outcome of outcomes) {
        try {
          add(await this.deps.engine.record([outcome], asOf, { flush: false }));
        } catch (error) {
          const userId = created.find((p) => p.paymentId === outcome.paymentId)?.userId;
          if (userId !== undefined) result.stopped.push({ userId, error: String(error) });
        }
      }
    }
    // The mails of a batch are queued in the background while the next batches charge (flushes are
    // coalesced; the pass waits for the last one at its end): the pass keeps its budget (issue 40 item 1).
    void this.deps.events.flush();
  }
}
