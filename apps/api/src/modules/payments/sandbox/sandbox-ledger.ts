import { and, eq, gt, lt } from 'drizzle-orm';
import type { Language } from '@orioni/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { sandboxBankCharges, sandboxBankOrders, sandboxBankTokens } from '../../../db/schema/payments.ts';
import type { ChargeRequest, ChargeResult, ChargeStatus } from '../gateway.ts';

type ChargeRow = typeof sandboxBankCharges.$inferSelect;
type OrderRow = typeof sandboxBankOrders.$inferSelect;
const toResult = (row: ChargeRow): ChargeResult => ({ status: row.status as ChargeStatus, externalId: row.externalId, reason: row.reason });

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
  async completeOrder(id: string, openedAfter: Date): Promise<SandboxOrder | null> {
    const [row] = await this.db
      .update(sandboxBankOrders)
      .set({ state: 'done' })
      .where(and(eq(sandboxBankOrders.id, id), eq(sandboxBankOrders.state, 'open'), gt(sandboxBankOrders.createdAt, openedAfter)))
      .returning();
    return row ? toOrder(row) : null;
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

  /** `fresh` is true when this call made the charge (false: the key's first answer, replayed). */
  async charge(
    request: Pick<ChargeRequest, 'token' | 'amount' | 'idempotencyKey'>,
    decided: ChargeResult,
  ): Promise<{ result: ChargeResult; fresh: boolean }> {
    const [inserted] = await this.db
      .insert(sandboxBankCharges)
      .values({
        idempotencyKey: request.idempotencyKey,
        externalId: decided.externalId ?? request.idempotencyKey,
        token: request.token,
        amount: request.amount,
        status: decided.status,
        reason: decided.reason,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { result: toResult(inserted), fresh: true };
    // This key was charged before (by this process or another): its first answer is the answer.
    const [first] = await this.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.idempotencyKey, request.idempotencyKey));
    return { result: toResult(first!), fresh: false };
  }

  async status(externalId: string): Promise<ChargeResult | null> {
    const [row] = await this.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.externalId, externalId));
    return row ? toResult(row) : null;
  }
}
