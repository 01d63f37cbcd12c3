import { toApiDate } from '@orioni/contracts';
import type { DomainEventOf } from '@orioni/contracts/events';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import { reaction, type AnyReaction, type EventLog } from '../events/events.service.ts';
import { paymentsView } from '../ledger/ledger.queries.ts';
import type { RevenueService } from './rsge/revenue-service.ts';
import { CLAIM_MS, TaxInvoiceSender, type DocumentNumbers, type Outcome } from './tax-invoice-sender.ts';
import { claimDue, insertTaxInvoices, invoicesOfPayments, requeue, type TaxInvoiceRow, type TaxInvoiceStatus } from './taxes.repository.ts';

export interface TaxInvoicesDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'seller'>;
  /** The Revenue Service; undefined when no credentials are configured (nothing is sent; the statuses say so). */
  revenue: RevenueService | undefined;
  documents: DocumentNumbers;
  accounts: Pick<CustomersService, 'customers'>;
  /** `tax_invoice.sent`, recorded when an invoice gets its RS.ge number (issue 42). */
  events: Pick<EventLog, 'record'>;
}

/** A company's tax number: 9 digits (the spec's company number). */
const TAX_NUMBER = /^\d{9}$/;

/**
 * Tax invoices at the Revenue Service (issue 41 item 3, ADR 046), a consumer of the domain events: each
 * paid payment of a company customer (a purchase, a renewal, a Pay now) made while the seller is a VAT
 * payer gets one invoice, each refund of such a payment one correction. The consumer writes the rows in
 * the transaction that moves its cursor (once per payment, whatever retries); the worker sends them.
 */
export class TaxInvoices {
  private readonly sender: TaxInvoiceSender | undefined;

  constructor(private readonly deps: TaxInvoicesDeps) {
    this.sender = deps.revenue
      ? new TaxInvoiceSender({ db: deps.db, clock: deps.clock, revenue: deps.revenue, documents: deps.documents, events: deps.events })
      : undefined;
  }

  /** Whether invoices are sent (RS.ge credentials are configured). */
  get sending(): boolean {
    return this.sender !== undefined;
  }

  /**
   * The consumer's reactions (`consumerOf('tax-invoices', ...)` in the composition root). A seller that is
   * not a VAT payer issues no invoices, so its consumer reads no payment's events (the renewal pass's
   * `renewal.charged` among them), only refunds (of payments invoiced while it was one).
   */
  reactions(): AnyReaction[] {
    const corrections = reaction('refund.made', (tx, events) => this.correctPayments(tx, events));
    if (this.deps.config.seller.vatRateBp === null) return [corrections];
    return [
      reaction('purchase.paid', (tx, events) => this.invoicePayments(tx, events)),
      reaction('renewal.charged', (tx, events) => this.invoicePayments(tx, events)),
      corrections,
    ];
  }

  private get initialStatus(): TaxInvoiceStatus {
    return this.sending ? 'WAITING' : 'NOT_CONFIGURED';
  }

  private async invoicePayments(tx: DbOrTx, events: DomainEventOf<'purchase.paid' | 'renewal.charged'>[]): Promise<void> {
    const customers = await this.deps.accounts.customers(
      tx,
      events.map((e) => e.userId),
    );
    const companies = events.filter((e) => e.paymentId !== null && customers.get(e.userId)?.customerType === 'LEGAL');
    if (companies.length === 0) return;
    const p = paymentsView('p');
    const payments = await tx
      .select()
      .from(p)
      .where(
        inArray(
          p.id,
          companies.map((e) => e.paymentId!),
        ),
      );
    const now = this.deps.clock.now();
    await insertTaxInvoices(
      tx,
      payments.flatMap((payment) => {
        const buyerTin = payment.idNumber ?? customers.get(payment.userId)?.idNumber ?? '';
        if (payment.status !== 'SUCCEEDED' || payment.vatRateBp === null || !TAX_NUMBER.test(buyerTin)) return [];
        return [
          {
            paymentId: payment.id,
            userId: payment.userId,
            kind: 'INVOICE' as const,
            buyerTin,
            operationDate: toApiDate(payment.paidAt ?? payment.createdAt),
            status: this.initialStatus,
            nextAttemptAt: now,
          },
        ];
      }),
    );
  }

  private async correctPayments(tx: DbOrTx, events: DomainEventOf<'refund.made'>[]): Promise<void> {
    const originals = new Map(
      (
        await invoicesOfPayments(
          tx,
          events.map((e) => e.data.refundOfPaymentId),
        )
      ).map((i) => [i.paymentId, i]),
    );
    const now = this.deps.clock.now();
    await insertTaxInvoices(
      tx,
      events.flatMap((e) => {
        const original = originals.get(e.data.refundOfPaymentId);
        if (!original || original.kind !== 'INVOICE' || e.paymentId === null) return [];
        return [
          {
            paymentId: e.paymentId,
            userId: e.userId,
            kind: 'CORRECTION' as const,
            correctsId: original.id,
            buyerTin: original.buyerTin,
            operationDate: toApiDate(new Date(e.data.refundedAt)),
            status: this.initialStatus,
            nextAttemptAt: now,
          },
        ];
      }),
    );
  }

  /**
   * One pass of the worker: claims up to `limit` invoices due now and takes each one step further (sends
   * it, or reads the buyer's answer). Returns what happened to each.
   */
  async runDue(limit = 20): Promise<Record<Outcome, number>> {
    const outcomes: Record<Outcome, number> = { sent: 0, answered: 0, waiting: 0, failed: 0, retry: 0, lost: 0 };
    if (!this.sender) return outcomes;
    const token = randomUUID();
    const now = this.deps.clock.now();
    const claimed = await claimDue(this.deps.db, now, new Date(now.getTime() + CLAIM_MS), token, limit);
    for (const row of claimed) outcomes[await this.sender.advance(row, token)] += 1;
    return outcomes;
  }

  /**
   * Staff's retry of a failed, refused or unsent invoice, in the caller's transaction (the admin console
   * audits it there): it waits to be sent again at the worker's next pass. Returns the row as it was.
   * Refused while RS.ge is not configured, and for an invoice that is not waiting for a retry.
   */
  async retry(paymentId: number, tx: DbOrTx): Promise<TaxInvoiceRow> {
    if (!this.sending) throw new AppError('RSGE_NOT_CONFIGURED');
    const before = await requeue(tx, paymentId, this.deps.clock.now(), 'WAITING');
    if (before) return before;
    if ((await invoicesOfPayments(tx, [paymentId])).length === 0) throw notFound();
    throw new AppError('TAX_INVOICE_NOT_RETRYABLE');
  }

  /** The invoices of these payments, by payment id. */
  async ofPayments(paymentIds: readonly number[], db: DbOrTx = this.deps.db): Promise<Map<number, TaxInvoiceRow>> {
    return new Map((await invoicesOfPayments(db, paymentIds)).map((r) => [r.paymentId, r]));
  }
}
