import type { Language } from '@orioni/contracts';
import {
  documentFileName,
  documentKindOf,
  documentLines,
  documentTotal,
  documentYear,
  formatDocumentNumber,
} from '@orioni/contracts/document-rules';
import { paymentVat } from '@orioni/contracts/vat';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { MailAttachmentResolver } from '../mail/mail.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import { customerOf, issueDocument, paymentWithLines, type DocumentRow } from './documents.repository.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

export interface DocumentsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'seller'>;
  cards: Pick<CardService, 'chargeableCard'>;
  /** The payment's tax invoice number at RS.ge once sent (issue 41; the taxes module, passed in by the composition root). */
  taxInvoiceNumber?: (paymentId: number, db: DbOrTx) => Promise<string | null>;
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

  private async payment(paymentId: number, ownerId: number | null, db: DbOrTx) {
    const payment = await paymentWithLines(db, paymentId);
    if (!payment || payment.status !== 'SUCCEEDED' || (ownerId !== null && payment.userId !== ownerId)) throw notFound();
    return payment;
  }

  /** The payment's document number, handed out on first call and the same ever after. */
  async issue(paymentId: number, language: Language, db: DbOrTx = this.deps.db): Promise<DocumentRow> {
    return this.numbered(await this.payment(paymentId, null, db), language, db);
  }

  private numbered(
    payment: NonNullable<Awaited<ReturnType<typeof paymentWithLines>>>,
    language: Language,
    db: DbOrTx,
  ): Promise<DocumentRow> {
    return issueDocument(db, {
      paymentId: payment.id,
      year: documentYear(payment.paidAt ?? payment.createdAt),
      kind: documentKindOf(payment.kind),
      language,
      now: this.deps.clock.now(),
    });
  }

  /**
   * The PDF of a succeeded payment in `language`. `ownerId` set: only that customer's payment (any
   * other is not found, as if it did not exist); null: staff, any payment. `db`: the caller's
   * transaction (the mail worker renders an attachment inside the one that holds its outbox rows).
   */
  async render(paymentId: number, language: Language, ownerId: number | null, db: DbOrTx = this.deps.db): Promise<RenderedDocument> {
    const payment = await this.payment(paymentId, ownerId, db);
    const row = await this.numbered(payment, language, db);
    const refundOf = payment.refundOfPaymentId ? await this.issue(payment.refundOfPaymentId, language, db) : null;
    const user = await customerOf(db, payment.userId);
    if (!user) throw notFound();
    // The card the payment was charged to (a refund goes back to its payment's card); a payment made
    // before payments kept their card (migration 0016) shows the card saved now (ADR 031).
    const chargedTo = payment.refundOfPaymentId ? (await paymentWithLines(db, payment.refundOfPaymentId))?.cardMask : payment.cardMask;
    const cardMask = chargedTo ?? (await this.deps.cards.chargeableCard(payment.userId, db))?.mask ?? null;
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
      vat: paymentVat(
        lines.map((l) => l.amount),
        payment.vatRateBp,
      ),
      cardMask,
      refundOfNumber: refundOf ? numberOf(refundOf) : null,
      taxInvoiceNumber: (await this.deps.taxInvoiceNumber?.(paymentId, db)) ?? null,
    });
    return { number, fileName: documentFileName(number), pdf };
  }

  /** A mail's attachment: the payment's document in the mail's language (the account's). */
  readonly mailAttachment: MailAttachmentResolver = async (ref, language, db) => {
    const document = await this.render(ref.paymentId, language, null, db);
    return { filename: document.fileName, content: document.pdf, contentType: 'application/pdf' };
  };
}
