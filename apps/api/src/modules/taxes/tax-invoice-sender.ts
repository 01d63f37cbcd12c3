import { formatDocumentNumber, type DocumentKind } from '@orioni/contracts/document-rules';
import { periodName } from '@orioni/contracts/period-names';
import { vatIncluded } from '@orioni/contracts/vat';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventLog } from '../events/events.service.ts';
import { productsOfKeys } from '../content/catalog.queries.ts';
import { linesOfPayment, paymentById } from '../ledger/ledger.queries.ts';
import { RevenueServiceError, type InvoiceLine, type InvoiceLineInput, type RevenueService } from './rsge/revenue-service.ts';
import { correctionsOf, heldRsIds, invoiceById, release, saveProgress, type TaxInvoiceRow } from './taxes.repository.ts';

/** How long a claim holds a row; every call to RS.ge first extends it, so a slow service never lets another instance in. */
export const CLAIM_MS = 120_000;
/** How often a sent invoice's buyer answer is read. */
export const ANSWER_POLL_MS = 60 * 60_000;
/** A header registered this long before we asked for it is not ours (clocks of RS.ge and ours differ by less). */
const RECONCILE_MARGIN_MS = 5 * 60_000;
/**
 * The unit of every line. ASSUMPTION (ADR 046): `g_unit` is free text that may not be empty; the open
 * clients send `ერთეული` ("unit") or `ც.`; no source names a unit for services.
 */
export const INVOICE_UNIT = 'ერთეული';

/**
 * The storefront's document numbers (the documents module's `issue`, passed in by the composition root):
 * each line at RS.ge names its payment's receipt or credit note number.
 */
export interface DocumentNumbers {
  issue(paymentId: number, language: 'KA', db: DbOrTx): Promise<{ kind: DocumentKind; year: number; number: number }>;
}

/** The claim was lost (the lease ran out and another instance took the row): stop without writing. */
class LostClaim extends Error {}

export type Outcome = 'sent' | 'answered' | 'waiting' | 'failed' | 'retry' | 'lost';

const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), ANSWER_POLL_MS);

/**
 * One tax invoice taken one step further at RS.ge (issue 41 item 3, ADR 046). Each step's result is
 * saved before the next step starts, so a crash anywhere resumes where it stopped:
 * 1. the header: `header_requested_at` is saved before `save_invoice`, its id the moment it answers; a
 *    header asked for but never recorded is found again in RS.ge's list (`get_seller_invoices`), never
 *    asked for twice;
 * 2. the lines: what RS.ge holds is read (`get_invoice_desc`) and only the missing lines are saved, each
 *    naming the storefront's document number, so a reconciliation knows its own;
 * 3. the send (`change_invoice_status` 1; a correction 5), then the buyer's answer, read every hour.
 * A correction is made of the confirmed invoice (`k_invoice`: 3 a price reduction, 4 a return).
 * The step that first saves RS.ge's number records `tax_invoice.sent` in its transaction (issue 42).
 */
export class TaxInvoiceSender {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      revenue: RevenueService;
      documents: DocumentNumbers;
      events: Pick<EventLog, 'record'>;
    },
  ) {}

  async advance(row: TaxInvoiceRow, token: string): Promise<Outcome> {
    try {
      if (row.status === 'SENT') return await this.readAnswer(row, token);
      return row.kind === 'INVOICE' ? await this.sendInvoice(row, token) : await this.sendCorrection(row, token);
    } catch (error) {
      if (error instanceof LostClaim) return 'lost';
      const now = this.deps.clock.now();
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RevenueServiceError && error.kind === 'refused') {
        await release(this.deps.db, row.id, token, now, { status: 'FAILED', lastError: message, attempts: row.attempts + 1 });
        return 'failed';
      }
      // Unavailable (a timeout may have taken effect: the next try reconciles first) or unexpected: again later.
      const attempts = row.attempts + 1;
      await release(this.deps.db, row.id, token, now, {
        attempts,
        lastError: message,
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      });
      return 'retry';
    }
  }

  // --- the steps ---------------------------------------------------------------------------------------

  private async sendInvoice(row: TaxInvoiceRow, token: string): Promise<Outcome> {
    const { revenue } = this.deps;
    const expected = await this.expectedLines(row.paymentId);
    let rsId = row.rsInvoiceId;
    if (rsId === null) {
      if (row.headerRequestedAt) rsId = await this.findLostHeader(row, expected.reference);
      if (rsId === null) {
        const buyer = await this.call(row, token, () => revenue.taxpayer(row.buyerTin));
        if (!buyer)
          throw new RevenueServiceError(
            'refused',
            `The buyer's tax number ${row.buyerTin} is not registered at the Revenue Service.`,
            'get_un_id_from_tin',
          );
        await this.progress(row, token, { headerRequestedAt: this.deps.clock.now() });
        rsId = (await this.call(row, token, () => revenue.saveInvoiceHeader({ operationDate: row.operationDate, buyerUnId: buyer.unId })))
          .invoiceId;
      }
      await this.progress(row, token, { rsInvoiceId: rsId });
    }
    const id = rsId;
    const state = await this.call(row, token, () => revenue.invoice(id));
    if (state.status === 0) {
      await this.syncLines(row, token, id, expected.lines);
      await this.call(row, token, () => revenue.changeStatus(id, 1));
    } else if (state.status === -1 || state.status >= 6) {
      throw new RevenueServiceError(
        'refused',
        `RS.ge holds invoice ${id} as ${state.status === -1 ? 'deleted' : 'cancelled'}.`,
        'get_invoice',
      );
    }
    return this.recordSent(row, token, id);
  }

  private async sendCorrection(row: TaxInvoiceRow, token: string): Promise<Outcome> {
    const { revenue, db, clock } = this.deps;
    const original = row.correctsId === null ? null : await invoiceById(db, row.correctsId);
    if (!original || original.rsInvoiceId === null || original.status !== 'CONFIRMED') {
      const waits = original !== null && (original.status === 'WAITING' || original.status === 'SENT');
      const now = clock.now();
      await release(db, row.id, token, now, {
        status: waits ? 'WAITING' : 'FAILED',
        nextAttemptAt: new Date(now.getTime() + ANSWER_POLL_MS),
        lastError: waits
          ? 'Waiting for the buyer to confirm the original invoice at RS.ge: a correction is made of a confirmed invoice only.'
          : `The original invoice is ${original?.status ?? 'missing'} at RS.ge; correct it there by hand.`,
      });
      return waits ? 'waiting' : 'failed';
    }
    // Every correction of this invoice up to this one, the refunds they give back.
    const corrections = (await correctionsOf(db, original.id)).filter((c) => c.id <= row.id);
    const base = [...corrections].reverse().find((c) => c.id < row.id && c.status === 'CONFIRMED' && c.rsInvoiceId !== null) ?? original;
    const baseId = base.rsInvoiceId!;
    const expected = await this.expectedLines(
      original.paymentId,
      corrections.map((c) => c.paymentId),
    );
    let rsId = row.rsInvoiceId;
    if (rsId === null) {
      // A correction asked for but not recorded (a crash, a timeout): RS.ge's list names what each correction corrects.
      if (row.headerRequestedAt) rsId = await this.findLostCorrection(row, original.operationDate, baseId);
      if (rsId === null) {
        const kType = expected.lines.every((l) => l.amount === 0) ? 4 : 3;
        await this.progress(row, token, { headerRequestedAt: clock.now() });
        rsId = (await this.call(row, token, () => revenue.correctInvoice(baseId, kType))).correctionId;
      }
      await this.progress(row, token, { rsInvoiceId: rsId });
    }
    const id = rsId!;
    const state = await this.call(row, token, () => revenue.invoice(id));
    if (state.status === 4) {
      await this.syncLines(row, token, id, expected.lines);
      await this.call(row, token, () => revenue.changeStatus(id, 5));
    } else if (state.status !== 5 && state.status !== 8) {
      throw new RevenueServiceError('refused', `RS.ge holds correction ${id} in status ${state.status}.`, 'get_invoice');
    }
    return this.recordSent(row, token, id);
  }

  private async recordSent(row: TaxInvoiceRow, token: string, rsId: number): Promise<Outcome> {
    const sent = await this.call(row, token, () => this.deps.revenue.invoice(rsId));
    const now = this.deps.clock.now();
    await this.finish(row, token, {
      status: 'SENT',
      rsSeries: sent.series,
      rsNumber: sent.number,
      rsStatus: sent.status,
      attempts: 0,
      lastError: null,
      nextAttemptAt: new Date(now.getTime() + ANSWER_POLL_MS),
    });
    // A buyer may have answered already (a resumed send of a confirmed invoice).
    return (await this.answerOf(row, sent.status)) === 'SENT'
      ? 'sent'
      : this.readAnswer({ ...row, status: 'SENT', rsInvoiceId: rsId, rsSeries: sent.series, rsNumber: sent.number }, token);
  }

  /** The buyer's answer: confirmed, refused, or none yet (read again in an hour). */
  private async readAnswer(row: TaxInvoiceRow, token: string): Promise<Outcome> {
    const rsId = row.rsInvoiceId!;
    if (row.status === 'SENT' && !(await this.claimHeld(row, token))) return 'lost';
    const state = await this.call(row, token, () => this.deps.revenue.invoice(rsId));
    const status = await this.answerOf(row, state.status);
    const now = this.deps.clock.now();
    if (status === 'FAILED')
      throw new RevenueServiceError('refused', `RS.ge holds invoice ${rsId} in status ${state.status}.`, 'get_invoice');
    await this.finish(row, token, {
      status,
      rsStatus: state.status,
      rsSeries: state.series ?? row.rsSeries,
      rsNumber: state.number ?? row.rsNumber,
      lastError: status === 'REFUSED' ? 'The buyer refused the invoice at RS.ge.' : null,
      nextAttemptAt: new Date(now.getTime() + ANSWER_POLL_MS),
    });
    return status === 'SENT' ? 'sent' : 'answered';
  }

  /** RS.ge's status read as ours (codes in ADR 046): an invoice 2, 3 (corrected) or 8 is confirmed; back to 0 (4 for a correction) is refused. */
  private async answerOf(row: TaxInvoiceRow, code: number): Promise<'SENT' | 'CONFIRMED' | 'REFUSED' | 'FAILED'> {
    if (row.kind === 'INVOICE') {
      if (code === 1) return 'SENT';
      if (code === 2 || code === 3 || code === 8) return 'CONFIRMED';
      if (code === 0) return 'REFUSED';
      return 'FAILED';
    }
    if (code === 5) return 'SENT';
    if (code === 8 || code === 3) return 'CONFIRMED';
    if (code === 4) return 'REFUSED';
    return 'FAILED';
  }

  // --- lines and reconciliation ------------------------------------------------------------------------

  /**
   * The lines RS.ge must hold for a payment: one per payment line, named in Georgian with the storefront's
   * document number and the line's place (`[ORI-2026-000123/1]`). With `refundPaymentIds`, each line's
   * amount less what those refunds gave back from it (a correction's lines).
   */
  private async expectedLines(
    paymentId: number,
    refundPaymentIds: readonly number[] = [],
  ): Promise<{ reference: string; lines: InvoiceLineInput[] }> {
    const { db } = this.deps;
    const payment = await paymentById(db, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} is missing`);
    const lines = await linesOfPayment(db, paymentId);
    const refunded = new Map<number, number>();
    for (const refundId of refundPaymentIds) {
      for (const l of await linesOfPayment(db, refundId)) {
        if (l.refundOfLineId !== null) refunded.set(l.refundOfLineId, (refunded.get(l.refundOfLineId) ?? 0) - l.amount);
      }
    }
    const products = await productsOfKeys(
      db,
      lines.map((l) => l.productKey),
    );
    const document = await this.deps.documents.issue(paymentId, 'KA', db);
    const reference = formatDocumentNumber(document.kind, document.year, document.number);
    const rate = payment.vatRateBp ?? 0;
    return {
      reference,
      lines: lines.map((l, i) => {
        const product = products.get(l.productKey);
        const amount = l.amount - (refunded.get(l.id) ?? 0);
        return {
          goods: `${product?.names.ka ?? l.productKey} — ${periodName(l.period, product?.type, 'KA')} [${reference}/${i + 1}]`,
          unit: INVOICE_UNIT,
          quantity: l.quantity,
          amount,
          vat: vatIncluded(amount, rate),
        };
      }),
    };
  }

  /** Makes RS.ge's lines of `rsId` what they must be: same lines kept, changed ones updated, missing ones saved, others deleted. */
  private async syncLines(row: TaxInvoiceRow, token: string, rsId: number, expected: readonly InvoiceLineInput[]): Promise<void> {
    const { revenue } = this.deps;
    const held = [...(await this.call(row, token, () => revenue.invoiceLines(rsId)))];
    const missing: InvoiceLineInput[] = [];
    for (const line of expected) {
      const same = held.findIndex((h) => sameLine(h, line));
      if (same >= 0) {
        held.splice(same, 1);
        continue;
      }
      const named = held.findIndex((h) => h.goods === line.goods);
      if (named >= 0) {
        const [old] = held.splice(named, 1) as [InvoiceLine];
        await this.call(row, token, () => revenue.updateInvoiceLine(rsId, old.lineId, line));
      } else missing.push(line);
    }
    for (const stale of held) await this.call(row, token, () => revenue.deleteInvoiceLine(rsId, stale.lineId));
    for (const line of missing) await this.call(row, token, () => revenue.saveInvoiceLine(rsId, line));
  }

  /**
   * A header asked for whose id was never recorded (a crash or a timeout after `save_invoice`): RS.ge's
   * saved invoices for this buyer and day, registered since we asked, that no invoice of ours holds and
   * whose lines are none or ours. ASSUMPTION (ADR 046): RS.ge keeps no reference of ours on a header.
   */
  private async findLostHeader(row: TaxInvoiceRow, reference: string): Promise<number | null> {
    const { revenue, db } = this.deps;
    const since = row.headerRequestedAt!.getTime() - RECONCILE_MARGIN_MS;
    const listed = await revenue.sellerInvoices({ buyerTin: row.buyerTin, from: row.operationDate, to: row.operationDate });
    const held = await heldRsIds(
      db,
      listed.map((i) => i.invoiceId),
    );
    const candidates = listed
      .filter((i) => i.status === 0 && !held.has(i.invoiceId) && new Date(i.registeredAt).getTime() >= since)
      .sort((a, b) => a.invoiceId - b.invoiceId);
    for (const candidate of candidates) {
      const lines = await revenue.invoiceLines(candidate.invoiceId);
      if (lines.every((l) => l.goods.includes(`[${reference}/`))) return candidate.invoiceId;
    }
    return null;
  }

  /** A correction of `baseId` at RS.ge that no row of ours holds (asked for, never recorded). */
  private async findLostCorrection(row: TaxInvoiceRow, from: string, baseId: number): Promise<number | null> {
    const listed = await this.deps.revenue.sellerInvoices({ buyerTin: row.buyerTin, from, to: row.operationDate });
    const corrections = listed.filter((i) => i.correctionOf === baseId);
    const held = await heldRsIds(
      this.deps.db,
      corrections.map((i) => i.invoiceId),
    );
    return corrections.find((i) => !held.has(i.invoiceId))?.invoiceId ?? null;
  }

  // --- the claim ---------------------------------------------------------------------------------------

  /** A call to RS.ge, made only while the claim is held, which it first extends. */
  private async call<T>(row: TaxInvoiceRow, token: string, op: () => Promise<T>): Promise<T> {
    if (!(await this.claimHeld(row, token))) throw new LostClaim();
    return op();
  }

  private async claimHeld(row: TaxInvoiceRow, token: string): Promise<boolean> {
    return this.progress(row, token, {}).then(
      () => true,
      (error: unknown) => {
        if (error instanceof LostClaim) return false;
        throw error;
      },
    );
  }

  private async progress(row: TaxInvoiceRow, token: string, changes: Parameters<typeof saveProgress>[4]): Promise<void> {
    const now = this.deps.clock.now();
    const held = await saveProgress(this.deps.db, row.id, token, now, changes, new Date(now.getTime() + CLAIM_MS));
    if (!held) throw new LostClaim();
  }

  /**
   * Ends the claim with the row's next state. The first state that holds RS.ge's number (the send, or an
   * answer read when the send's reading had none) records `tax_invoice.sent` in the same transaction:
   * the claim's token makes this the only writer, so `row.rsNumber` is what the row holds.
   */
  private async finish(row: TaxInvoiceRow, token: string, changes: Parameters<typeof release>[4]): Promise<void> {
    const number = row.rsNumber === null ? (changes.rsNumber ?? null) : null;
    const released = await this.deps.db.transaction(async (tx) => {
      if (!(await release(tx, row.id, token, this.deps.clock.now(), changes))) return false;
      if (number !== null)
        await this.deps.events.record(tx, [
          {
            type: 'tax_invoice.sent',
            userId: row.userId,
            paymentId: row.paymentId,
            data: { kind: row.kind, series: changes.rsSeries ?? row.rsSeries, number, buyerTaxNumber: row.buyerTin },
          },
        ]);
      return true;
    });
    if (!released) throw new LostClaim();
  }
}

const sameLine = (a: InvoiceLineInput, b: InvoiceLineInput) =>
  a.goods === b.goods && a.quantity === b.quantity && a.amount === b.amount && a.vat === b.vat && a.unit === b.unit;
