import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sandboxBankCharges } from '../../../db/schema/index.ts';
import type { ChargeRequest, ChargeResult, ChargeStatus } from '../gateway.ts';

type Row = typeof sandboxBankCharges.$inferSelect;
const toResult = (row: Row): ChargeResult => ({ status: row.status as ChargeStatus, externalId: row.externalId, reason: row.reason });

/**
 * The sandbox bank's charges, kept in the database like a bank keeps its own: an answer outlives
 * the process that asked (a crash between charge and record is settled by asking again with the
 * same key), and every instance sees the same charges. The first charge under a key wins; any later
 * one, from any process, gets the same answer and moves no money.
 */
export class SandboxLedger {
  constructor(private readonly db: DbOrTx) {}

  /** `fresh` is true when this call made the charge (false: the key's first answer, replayed). */
  async charge(request: ChargeRequest, decide: () => ChargeResult): Promise<{ result: ChargeResult; fresh: boolean }> {
    const decided = decide();
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
