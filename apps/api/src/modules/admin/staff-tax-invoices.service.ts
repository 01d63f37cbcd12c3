import type { TaxInvoiceStatus } from '@orioni/contracts/tax-invoices';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TaxInvoices } from '../taxes/tax-invoices.service.ts';
import { insertAudit } from './admin.repository.ts';

/**
 * Staff's action on a payment's tax invoice (issue 41): send a failed, refused or unsent one to the
 * Revenue Service again, audited with its status before and after in the same transaction.
 */
export class StaffTaxInvoices {
  constructor(private readonly deps: { db: Db; clock: Clock; taxInvoices: Pick<TaxInvoices, 'retry'> }) {}

  retry(actorUserId: number, paymentId: number): Promise<{ paymentId: number; status: TaxInvoiceStatus }> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.deps.taxInvoices.retry(paymentId, tx);
      const after = { status: 'WAITING' as const };
      await insertAudit(tx, {
        actorUserId,
        action: 'TAX_INVOICE_RETRY',
        target: `payment:${paymentId}`,
        details: { before: { status: before.status, lastError: before.lastError, attempts: before.attempts }, after },
        now: this.deps.clock.now(),
      });
      return { paymentId, ...after };
    });
  }
}
