import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Language } from '@orioni/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { sandboxBankCharges, sandboxBankOrders, sandboxBankTokens } from '../../../db/schema/payments.ts';
import type { ChargeRequest, ChargeResult, ChargeStatus } from '../gateway.ts';

type ChargeRow = typeof sandboxBankCharges.$inferSelect;
type OrderRow = typeof sandboxBankOrders.$inferSelect;
const toResult = (row: Pick<ChargeRow, 'status' | 'externalId' | 'reason'>): ChargeResult => ({
  status: row.status as ChargeStatus,
  externalId: row.externalId,
  reason: row.reason,
});

/** Charges sent in one statement at most. */
const MAX_CHARGES_AT_ONCE = 200;

interface WaitingCharge {
  request: Pick<ChargeRequest, 'token' | 'amount' | 'idempotencyKey'>;
  decided: ChargeResult;
  resolve: (answer: { result: ChargeResult; fresh: boolean }) => void;
  reject: (error: unknown) => void;
}

/** What a test card number does when charged. */
export type OutcomeClass = 'success' | 'declined' | 'insufficient_funds';

/** A card-saving order of the sandbox bank: its hosted page is open until completed or expired. */
export interface SandboxOrder {
  id: string;
  reference: string;
  language: Language;
  successUrl: string;
  failUrl: string;
  callbackUrl: string;
  /** Epoch milliseconds, by the application's clock. */
  createdAt: number;
  state: 'open' | 'done';
}

/** What a card page ended with: the card saved, or why not. */
export type SandboxOrderOutcome =
  | { status: 'succeeded'; card: { token: string; mask: string; brand: string; expiryMonth?: number; expiryYear?: number } }
  | { status: 'failed'; reason: string };

export interface SavedToken {
  last4: string;
  brand: string;
  outcome: OutcomeClass;
}

const toOrder = (row: OrderRow): SandboxOrder => ({
  id: row.id,
  reference: row.reference,
  language: row.language,
  successUrl: row.successUrl,
  failUrl: row.failUrl,
  callbackUrl: row.callbackUrl,
  createdAt: row.createdAt.getTime(),
  state: row.state,
});

/**
 * The sandbox bank's books, kept in the database like a bank keeps its own: open card pages, saved
 * cards and charges. Every instance sees the same ones, so a page opened through one instance
 * completes through another, and an answer outlives the process that asked (a crash between charge
 * and record is settled by asking again with the same key). The first charge under a key wins; any
 * later one, from any process, gets the same answer and moves no money.
 */
export class SandboxLedger {
  constructor(private readonly db: DbOrTx) {}

  async openOrder(order: SandboxOrder): Promise<void> {
    await this.db.insert(sandboxBankOrders).values({ ...order, createdAt: new Date(order.createdAt) });
  }

  /** The order if it is still open and was opened after `openedAfter`. */
  async openOrderById(id: string, openedAfter: Date): Promise<SandboxOrder | null> {
    const [row] = await this.db
      .select()
      .from(sandboxBankOrders)
      .where(and(eq(sandboxBankOrders.id, id), eq(sandboxBankOrders.state, 'open'), gt(sandboxBankOrders.createdAt, openedAfter)));
    return row ? toOrder(row) : null;
  }

  /** Closes an open, unexpired order in one statement: of concurrent completions on any instance exactly one gets it. */
  /**
   * Ends an open order, once, with what it ended with (`outcome`, migration 0020): written in the
   * same statement as its completion, so a callback cut by a crash loses nothing (issue 39 item 16).
   */
  async completeOrder(id: string, openedAfter: Date, outcome?: SandboxOrderOutcome): Promise<SandboxOrder | null> {
    const [row] = await this.db
      .update(sandboxBankOrders)
      .set({ state: 'done', outcome: outcome ?? null })
      .where(and(eq(sandboxBankOrders.id, id), eq(sandboxBankOrders.state, 'open'), gt(sandboxBankOrders.createdAt, openedAfter)))
      .returning();
    return row ? toOrder(row) : null;
  }

  /** An order in any state, with its outcome once done (null when it is gone). */
  async orderWithOutcome(id: string): Promise<{ order: SandboxOrder; outcome: SandboxOrderOutcome | null } | null> {
    const [row] = await this.db.select().from(sandboxBankOrders).where(eq(sandboxBankOrders.id, id));
    return row ? { order: toOrder(row), outcome: (row.outcome as SandboxOrderOutcome | null) ?? null } : null;
  }

  /** Forgets orders opened before `before`, open or done. */
  async deleteOrdersBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(sandboxBankOrders)
      .where(lt(sandboxBankOrders.createdAt, before))
      .returning({ id: sandboxBankOrders.id });
    return deleted.length;
  }

  async saveToken(token: string, saved: SavedToken): Promise<void> {
    await this.db.insert(sandboxBankTokens).values({ token, ...saved });
  }

  async deleteToken(token: string): Promise<void> {
    await this.db.delete(sandboxBankTokens).where(eq(sandboxBankTokens.token, token));
  }

  /**
   * `fresh` is true when this call made the charge (false: the key's first answer, replayed).
   *
   * Charges asked while one statement is on its way wait for it and then go together in one
   * statement (a group commit, issue 30 item 2, ADR 036): a renewal pass asks 32 at once, and one
   * commit each was most of its work on the server. Each call still gets its answer only after the
   * row is committed; the first charge under a key wins, in a batch, across batches and processes.
   */
  charge(
    request: Pick<ChargeRequest, 'token' | 'amount' | 'idempotencyKey'>,
    decided: ChargeResult,
  ): Promise<{ result: ChargeResult; fresh: boolean }> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, decided, resolve, reject });
      void this.sendWaiting();
    });
  }

  private waiting: WaitingCharge[] = [];
  private sending = false;

  private async sendWaiting(): Promise<void> {
    if (this.sending || this.waiting.length === 0) return;
    this.sending = true;
    const batch = this.waiting.splice(0, MAX_CHARGES_AT_ONCE);
    try {
      const answers = await this.chargeMany(batch);
      batch.forEach((c, i) => c.resolve(answers[i]!));
    } catch (error) {
      batch.forEach((c) => c.reject(error));
    } finally {
      this.sending = false;
      void this.sendWaiting();
    }
  }

  /** One statement for the batch; keys charged before (or twice in it) get their first answer. */
  private async chargeMany(batch: WaitingCharge[]): Promise<{ result: ChargeResult; fresh: boolean }[]> {
    const json = JSON.stringify(
      batch.map(({ request, decided }) => [
        request.idempotencyKey,
        decided.externalId ?? request.idempotencyKey,
        request.token,
        request.amount,
        decided.status,
        decided.reason,
      ]),
    );
    const inserted = (
      (await this.db.execute(
        sql`insert into ${sandboxBankCharges} (idempotency_key, external_id, token, amount, status, reason)
            select r->>0, r->>1, r->>2, (r->>3)::bigint, r->>4, r->>5 from jsonb_array_elements(${json}::jsonb) r
            on conflict do nothing
            returning idempotency_key as "idempotencyKey", external_id as "externalId", status, reason`,
      )) as unknown as { rows: Pick<ChargeRow, 'idempotencyKey' | 'externalId' | 'status' | 'reason'>[] }
    ).rows;
    const fresh = new Map(inserted.map((row) => [row.idempotencyKey, row]));
    const missing = [...new Set(batch.map((c) => c.request.idempotencyKey).filter((key) => !fresh.has(key)))];
    // Keys charged before (by this process or another): their first answer is the answer.
    const earlier = missing.length
      ? await this.db.select().from(sandboxBankCharges).where(inArray(sandboxBankCharges.idempotencyKey, missing))
      : [];
    const first = new Map(earlier.map((row) => [row.idempotencyKey, row]));
    const answered = new Set<string>();
    return batch.map(({ request: { idempotencyKey: key } }) => {
      const own = fresh.get(key);
      if (own && !answered.has(key)) {
        answered.add(key);
        return { result: toResult(own), fresh: true };
      }
      const row = own ?? first.get(key);
      if (!row) throw new Error(`the sandbox bank lost the charge under ${key}`);
      return { result: toResult(row), fresh: false };
    });
  }

  async status(externalId: string): Promise<ChargeResult | null> {
    const [row] = await this.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.externalId, externalId));
    return row ? toResult(row) : null;
  }
}
