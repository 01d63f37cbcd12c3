import type { Language } from '@orioni/contracts';
import {
  documentFileName,
  documentKindOf,
  documentLines,
  documentTotal,
  documentYear,
  formatDocumentNumber,
} from '@orioni/contracts/document-rules';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { paymentWithLines } from '../checkout/checkout.queries.ts';
import type { CardService } from '../payments/cards.service.ts';
import { issueDocument, type DocumentRow } from './documents.repository.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

export interface DocumentsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'seller'>;
  accounts: Pick<AccountsService, 'getUser'>;
  cards: Pick<CardService, 'current'>;
}

export interface RenderedDocument {
  number: string;
  fileName: string;
  pdf: Buffer;
}

const numberOf = (row: DocumentRow) => formatDocumentNumber(row.kind, row.year, row.number);

/**
 * A payment's receipt or credit note (issue 28 item 1, ADR 031): numbered once in the year's
 * sequence, rendered on every request in the language asked for. Reads the payment through
 * checkout's query and the customer through the accounts service; writes only its own tables.
 */
export class DocumentsService {
  constructor(private readonly deps: DocumentsDeps) {}

  private async payment(paymentId: number, ownerId: number | null) {
    const payment = await paymentWithLines(this.deps.db, paymentId);
    if (!payment || payment.status !== 'SUCCEEDED' || (ownerId !== null && payment.userId !== ownerId)) throw notFound();
    return payment;
  }

  /** The payment's document number, handed out on first call and the same ever after. */
  async issue(paymentId: number, language: Language): Promise<DocumentRow> {
    return this.numbered(await this.payment(paymentId, null), language);
  }

  private numbered(payment: NonNullable<Awaited<ReturnType<typeof paymentWithLines>>>, language: Language): Promise<DocumentRow> {
    return issueDocument(this.deps.db, {
      paymentId: payment.id,
      year: documentYear(payment.paidAt ?? payment.createdAt),
      kind: documentKindOf(payment.kind),
      language,
      now: this.deps.clock.now(),
    });
  }

  /**
   * The PDF of a succeeded payment in `language`. `ownerId` set: only that customer's payment (any
   * other is not found, as if it did not exist); null: staff, any payment.
   */
  async render(paymentId: number, language: Language, ownerId: number | null): Promise<RenderedDocument> {
    const payment = await this.payment(paymentId, ownerId);
    const row = await this.numbered(payment, language);
    const refundOf = payment.refundOfPaymentId ? await this.issue(payment.refundOfPaymentId, language) : null;
    const [user, card] = await Promise.all([this.deps.accounts.getUser(payment.userId), this.deps.cards.current(payment.userId)]);
    const paidAt = payment.paidAt ?? payment.createdAt;
    const lines = documentLines(
      payment.lines.map((l) => ({ ...l, names: l.names ?? null })),
      language,
      paidAt,
    );
    const number = numberOf(row);
    const pdf = await renderReceiptPdf({
      kind: row.kind,
      number,
      language,
      paidAt,
      seller: this.deps.config.seller,
      customer: {
        name: payment.buyerName?.trim() || user.fullName,
        type: user.customerType,
        idNumber: payment.idNumber ?? user.idNumber,
        director: payment.buyerDirector?.trim() || user.chiefManager,
      },
      lines,
      total: documentTotal(lines, payment.amount),
      cardMask: card?.mask ?? null,
      refundOfNumber: refundOf ? numberOf(refundOf) : null,
    });
    return { number, fileName: documentFileName(number), pdf };
  }
}
