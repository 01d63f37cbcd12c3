import { periodStart } from './billing-rules.ts';
import { periodMonths, toLocale, type Language, type PricePeriod, type ProductType } from './constants.ts';
import { periodName } from './period-names.ts';
import { toApiDate, type ApiDate } from './dates.ts';
import { periodDays } from './period-days.ts';
import { sumTetri, type Tetri } from './money.ts';

/*
 * The rules of a payment's document (issue 28 item 1, ADR 031), written once: which kind of document
 * a payment gets, how its number reads, what each line says (product in the document's language,
 * the period from–to by the billing rules) and the total. The API renders them (pdfkit); the web
 * names the downloaded file the same way.
 */

/** What a payment's document is: a receipt for money taken, a credit note for money given back. */
export const DOCUMENT_KINDS = ['RECEIPT', 'CREDIT_NOTE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type PaymentKind = 'PURCHASE' | 'RENEWAL' | 'REPAY' | 'REFUND';

/** A refund gets a credit note; a purchase, a renewal and a Pay now get a receipt. */
export const documentKindOf = (paymentKind: PaymentKind | string): DocumentKind => (paymentKind === 'REFUND' ? 'CREDIT_NOTE' : 'RECEIPT');

/** The seller's prefix of every document number. */
export const DOCUMENT_PREFIX = 'ORI';
/** Digits of the number within its year: ORI-2026-000123. */
export const DOCUMENT_NUMBER_DIGITS = 6;

/**
 * The year whose sequence numbers a document: the Tbilisi calendar year of the payment (a payment
 * at 22:00 UTC on 31 December is already next year's in Tbilisi).
 */
export const documentYear = (paidAt: Date | string): number => Number(toApiDate(new Date(paidAt)).slice(0, 4));

/**
 * The number as printed: receipts `ORI-2026-000123`, credit notes `ORI-CN-2026-000004`. Each kind is
 * a series of its own a year (decision 32), numbered as its payments succeed, without a gap.
 */
export function formatDocumentNumber(kind: DocumentKind, year: number, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) throw new RangeError(`document number must be a positive integer, got ${number}`);
  const digits = String(number).padStart(DOCUMENT_NUMBER_DIGITS, '0');
  return kind === 'CREDIT_NOTE' ? `${DOCUMENT_PREFIX}-CN-${year}-${digits}` : `${DOCUMENT_PREFIX}-${year}-${digits}`;
}

/** The downloaded file's name: the document's number, e.g. `ORI-2026-000123.pdf`. */
export const documentFileName = (numberText: string): string => `${numberText.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

/** A payment line as the document reads it. */
export interface DocumentLineSource {
  productKey: string;
  /** The product's names, or null when the catalogue no longer has it (the key is printed). */
  names: { ka: string; en: string; ru: string } | null;
  period: PricePeriod;
  /** The product's kind (catalogue type), which names a one-time price; null when the catalogue no longer has it. */
  type?: ProductType | null;
  quantity: number;
  unitAmount: Tetri;
  amount: Tetri;
  /** A renewal's or Pay now's period start (for a refund line: the refunded line's). */
  periodStart: ApiDate | null;
  /** The item's first day (a purchase pays its first period from it). */
  anchorDate: ApiDate | null;
}

export interface DocumentLine {
  name: string;
  period: PricePeriod;
  /** The period as printed: a one-time price named by what was bought (`periodName`, issue 39 item 25). */
  periodName: string;
  /** The paid period, both days included; null for an on-premise licence. */
  from: ApiDate | null;
  to: ApiDate | null;
  quantity: number;
  unitAmount: Tetri;
  amount: Tetri;
}

/**
 * The period a line paid, both days included: from its start (the line's own period start, else the
 * item's anchor, else the day it was paid) to the day before the next period starts
 * (`periodStart(from, months, 1)` of the billing rules, printed by `periodDays`, the rule the site
 * and the mails use too). Null for a period with no length.
 */
export function linePeriod(
  period: PricePeriod,
  start: ApiDate | null,
  anchor: ApiDate | null,
  paidOn: ApiDate,
): { from: ApiDate; to: ApiDate } | null {
  const months = periodMonths(period);
  if (months === null) return null;
  const from = start ?? anchor ?? paidOn;
  return periodDays(from, periodStart(from, months, 1));
}

/** The lines of a document in its language. */
export function documentLines(lines: readonly DocumentLineSource[], language: Language, paidAt: Date | string): DocumentLine[] {
  const paidOn = toApiDate(new Date(paidAt));
  return lines.map((l) => {
    const range = linePeriod(l.period, l.periodStart, l.anchorDate, paidOn);
    return {
      name: l.names?.[toLocale(language)] ?? l.productKey,
      period: l.period,
      periodName: periodName(l.period, l.type, language),
      from: range?.from ?? null,
      to: range?.to ?? null,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.amount,
    };
  });
}

/**
 * The document's total: the sum of its lines, which must be the payment's amount (a credit note's
 * are negative). A mismatch is a broken payment, never printed.
 */
export function documentTotal(lines: readonly Pick<DocumentLine, 'amount'>[], paymentAmount: Tetri): Tetri {
  const total = sumTetri(lines.map((l) => l.amount));
  if (total !== paymentAmount) throw new RangeError(`document lines sum to ${total}, the payment is ${paymentAmount}`);
  return total;
}
