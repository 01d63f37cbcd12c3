import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sandboxBankRefunds } from '../../../db/schema/bog.ts';
import { RefundRefusedError, type RefundRequest, type RefundResult } from '../gateway.ts';

/**
 * The sandbox bank's refunds (issue 28's staff refund through either gateway; issue 31). Kept in the
 * database like its charges: a refund is made once per key, from any instance, and never for more
 * than is left of the charge; a key asked again answers the refunds so far and moves nothing.
 */
export class SandboxRefunds {
  constructor(private readonly db: DbOrTx) {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (request.amount !== undefined && (!Number.isSafeInteger(request.amount) || request.amount <= 0)) {
      throw new RefundRefusedError('The refund amount must be a positive number of tetri');
    }
    return this.db.transaction(async (tx) => {
      // The charge is locked: concurrent refunds of it wait for each other and see each other's rows.
      // (The charges' table is the ledger's; read here by name, as both drivers answer `{ rows }`.)
      const locked = (await tx.execute(
        sql`select "amount", "status" from "sandbox_bank_charges" where "external_id" = ${request.externalId} for update`,
      )) as unknown as { rows: { amount: number; status: string }[] };
      const charge = locked.rows[0];
      if (!charge) throw new RefundRefusedError('No such payment at the sandbox bank');
      const charged = Number(charge.amount);
      const [seen] = await tx.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.idempotencyKey, request.idempotencyKey));
      if (seen && seen.externalId !== request.externalId) throw new RefundRefusedError('This refund key was used for another payment');
      const refunds = await tx.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.externalId, request.externalId));
      let refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
      if (!seen) {
        const left = charged - refunded;
        if (charge.status !== 'succeeded' || left <= 0) throw new RefundRefusedError('Nothing is left to refund on this payment');
        const amount = request.amount ?? left;
        if (amount > left) throw new RefundRefusedError(`At most ${left} tetri are left to refund on this payment`);
        await tx.insert(sandboxBankRefunds).values({ idempotencyKey: request.idempotencyKey, externalId: request.externalId, amount });
        refunded += amount;
      }
      return { status: refunded >= charged ? 'refunded' : 'refunded_partially', refundedAmount: refunded };
    });
  }
}
