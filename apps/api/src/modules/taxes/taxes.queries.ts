import { taxInvoiceNumber, type TaxInvoice } from '@orioni/contracts/tax-invoices';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { taxInvoices } from '../../db/schema/taxes.ts';
import { invoicesOfPayments } from './taxes.repository.ts';

/** The tax invoices as other modules may join them (the admin payments' status filter): read, never written. */
export const taxInvoicesView = <A extends string = 'tax_invoices'>(as = 'tax_invoices' as A) =>
  new QueryBuilder().select().from(taxInvoices).as(as);

/** These payments' tax invoices as the history and the console show them, by payment id (a payment without one is missing). */
export async function taxInvoicesOf(db: DbOrTx, paymentIds: readonly number[]): Promise<Map<number, TaxInvoice>> {
  return new Map(
    (await invoicesOfPayments(db, paymentIds)).map((r) => [
      r.paymentId,
      { kind: r.kind, status: r.status, series: r.rsSeries, number: r.rsNumber, error: r.lastError },
    ]),
  );
}

/** A payment's tax invoice number as printed (`ეა-70 1234567`), or null until RS.ge gave one (the receipt PDF). */
export async function taxInvoiceNumberOf(db: DbOrTx, paymentId: number): Promise<string | null> {
  return taxInvoiceNumber((await taxInvoicesOf(db, [paymentId])).get(paymentId));
}
