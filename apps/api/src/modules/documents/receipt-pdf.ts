import PDFDocument from 'pdfkit';
import { formatDateShort, formatLari, toLocale, type Language, type Tetri } from '@orioni/contracts';
import type { DocumentKind, DocumentLine } from '@orioni/contracts/document-rules';
import { DOCUMENT_TEXTS, type DocumentTexts } from '@orioni/contracts/document-texts';
import { vatRatePercent, type VatBreakdown } from '@orioni/contracts/vat';
import { lineHeight, PdfText, registerFonts, startingFont } from './pdf-text.ts';

/** The seller as configuration names it (`SELLER_*`, config.ts). */
export interface SellerDetails {
  name: string;
  id: string;
  /** In each document language: a document prints the one of its own (issue 39 item 28). */
  address: Record<Language, string>;
  iban: string;
}

/** Everything printed on a payment's document, already in its language's rules (document-rules.ts). */
export interface ReceiptDocument {
  kind: DocumentKind;
  /** The printed number, e.g. ORI-2026-000123. */
  number: string;
  language: Language;
  paidAt: Date;
  seller: SellerDetails;
  customer: { name: string; type: 'PHYSICAL' | 'LEGAL'; idNumber: string | null; director: string | null };
  lines: DocumentLine[];
  total: Tetri;
  /**
   * The VAT the lines include (issue 41, decision 33), line by line as `lines`: contracts'
   * `vatBreakdown` at the payment's rate. Null when the payment has no rate: nothing about VAT is printed.
   */
  vat: VatBreakdown | null;
  cardMask: string | null;
  /** A credit note: the number of the refunded payment's receipt. */
  refundOfNumber: string | null;
  /** The tax invoice's series and number at RS.ge (issue 41), once sent; null otherwise. */
  taxInvoiceNumber?: string | null;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#6b7080';
const RULE = '#d9dce5';
type ColumnKey = 'product' | 'period' | 'quantity' | 'unitPrice' | 'vat' | 'amount';
interface Column {
  key: ColumnKey;
  width: number;
  align: 'left' | 'right';
}
/** The lines table: product, period, quantity, unit price, amount (x offsets within the content). */
const COLUMNS: readonly Column[] = [
  { key: 'product', width: 160, align: 'left' },
  { key: 'period', width: 120, align: 'left' },
  { key: 'quantity', width: 38, align: 'right' },
  { key: 'unitPrice', width: 75, align: 'right' },
  { key: 'amount', width: 74, align: 'right' },
];
/**
 * A VAT payer's document: the VAT each line includes, before its amount. The product's name gives
 * way (it wraps); a period's dates stay on one line (116 pt holds "30 სექ 2026 – 29 ოქტ 2026") and
 * the amounts hold "1 234 567,89 ₾".
 */
const COLUMNS_WITH_VAT: readonly Column[] = [
  { key: 'product', width: 119, align: 'left' },
  { key: 'period', width: 116, align: 'left' },
  { key: 'quantity', width: 30, align: 'right' },
  { key: 'unitPrice', width: 67, align: 'right' },
  { key: 'vat', width: 60, align: 'right' },
  { key: 'amount', width: 67, align: 'right' },
];
const CELL_GAP = 8;
// The columns and their gaps fill the content width exactly: the amounts end where the rules do.
for (const columns of [COLUMNS, COLUMNS_WITH_VAT])
  if (columns.reduce((sum, c) => sum + c.width, 0) + CELL_GAP * (columns.length - 1) > CONTENT_WIDTH)
    throw new Error('receipt columns wider than the page');
const columnsOf = (input: ReceiptDocument) => (input.vat ? COLUMNS_WITH_VAT : COLUMNS);

type Cells = Partial<Record<ColumnKey, string[]>> & {
  /** How many of the period cell's lines name the period; the rest (its dates) are grey. */
  periodNameLines?: number;
};

/** Renders a payment's receipt or credit note as a PDF (pdfkit, fonts embedded as subsets). */
export function renderReceiptPdf(input: ReceiptDocument): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: toLocale(input.language),
    displayTitle: true,
    font: startingFont() as never,
    info: {
      Title: `${t.title[input.kind]} ${input.number}`,
      Author: input.seller.name,
      Subject: input.number,
      CreationDate: input.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const text = new PdfText(doc);
  let y = header(text, input, t, PAGE.margin);
  y = parties(text, input, t, y + 18);
  y = linesTable(doc, text, input, t, y + 22);
  paymentFacts(doc, text, input, t, y + 16);
  doc.end();
  return done;
}

function header(text: PdfText, input: ReceiptDocument, t: DocumentTexts, y: number): number {
  const locale = toLocale(input.language);
  text.line(t.title[input.kind], PAGE.margin, y, { size: 18, weight: 'bold' });
  text.line(input.seller.name, PAGE.margin, y + 4, { size: 11, weight: 'bold', width: CONTENT_WIDTH, align: 'right', color: GREY });
  let next = y + 30;
  text.line(`${t.number}: ${input.number}`, PAGE.margin, next, { size: 10, weight: 'bold' });
  text.line(`${t.date}: ${formatDateShort(input.paidAt, locale)}`, PAGE.margin, next, { size: 10, width: CONTENT_WIDTH, align: 'right' });
  next += lineHeight(10);
  if (input.refundOfNumber) next = text.block(t.refundOf(input.refundOfNumber), PAGE.margin, next + 2, CONTENT_WIDTH, { size: 10 });
  if (input.taxInvoiceNumber) next = text.block(t.taxInvoice(input.taxInvoiceNumber), PAGE.margin, next + 2, CONTENT_WIDTH, { size: 10 });
  return next;
}

function parties(text: PdfText, input: ReceiptDocument, t: DocumentTexts, y: number): number {
  const half = CONTENT_WIDTH / 2 - 10;
  const right = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  const column = (x: number, label: string, name: string, rows: string[]) => {
    text.line(label, x, y, { size: 8, weight: 'bold', color: GREY });
    let next = text.block(name, x, y + 13, half, { size: 11, weight: 'bold' });
    for (const row of rows) next = text.block(row, x, next, half, { size: 9.5 });
    return next;
  };
  const seller = [
    `${t.sellerId}: ${input.seller.id}`,
    ...(input.vat ? [t.vat.payer] : []),
    input.seller.address[input.language],
    `${t.iban}: ${input.seller.iban}`,
  ];
  const c = input.customer;
  const customer = [
    ...(c.idNumber ? [`${c.type === 'LEGAL' ? t.companyId : t.personalId}: ${c.idNumber}`] : []),
    ...(c.type === 'LEGAL' && c.director ? [`${t.director}: ${c.director}`] : []),
  ];
  return Math.max(column(PAGE.margin, t.seller, input.seller.name, seller), column(right, t.customer, c.name, customer));
}

function cellsOf(text: PdfText, line: DocumentLine, vat: Tetri | undefined, input: ReceiptDocument, t: DocumentTexts): Cells {
  const locale = toLocale(input.language);
  const width = (key: ColumnKey) => columnsOf(input).find((c) => c.key === key)!.width;
  const period = line.from && line.to ? t.range(formatDateShort(line.from, locale), formatDateShort(line.to, locale)) : '';
  const name = text.wrap(line.periodName, width('period'), { size: 9.5 });
  return {
    periodNameLines: name.length,
    product: [...text.wrap(line.name, width('product'), { size: 9.5, weight: 'bold' })],
    // The period's name may take two lines ("ერთჯერადი მომსახურება"); its dates follow, in grey.
    period: [...name, ...(period ? text.wrap(period, width('period'), { size: 9 }) : [])],
    quantity: [String(line.quantity)],
    unitPrice: [formatLari(line.unitAmount, { locale })],
    ...(vat === undefined ? {} : { vat: [formatLari(vat, { locale })] }),
    amount: [formatLari(line.amount, { locale })],
  };
}

function row(
  text: PdfText,
  columns: readonly Column[],
  cells: Cells,
  y: number,
  style: { size: number; bold?: boolean; color?: string },
): number {
  let x = PAGE.margin;
  let lines = 1;
  for (const column of columns) {
    const values = cells[column.key] ?? [];
    values.forEach((value, i) => {
      const weight = style.bold || (column.key === 'product' && !style.color) ? 'bold' : 'regular';
      const color = style.color ?? (column.key === 'period' && i >= (cells.periodNameLines ?? 1) ? GREY : undefined);
      text.line(value, x, y + i * lineHeight(style.size), { size: style.size, weight, color, width: column.width, align: column.align });
    });
    lines = Math.max(lines, values.length);
    x += column.width + CELL_GAP;
  }
  return y + lines * lineHeight(style.size);
}

function rule(doc: typeof PDFDocument.prototype, y: number, color = RULE): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke();
}

function linesTable(doc: typeof PDFDocument.prototype, text: PdfText, input: ReceiptDocument, t: DocumentTexts, top: number): number {
  const columns = columnsOf(input);
  const words: Record<ColumnKey, string> = {
    product: t.product,
    period: t.period,
    quantity: t.quantity,
    unitPrice: t.unitPrice,
    vat: t.vat.column,
    amount: t.amount,
  };
  // In a VAT payer's narrower table a heading longer than its column takes a second line; without
  // VAT the headings are one line each, as before issue 41.
  const headingStyle = { size: 8.5, bold: true, color: GREY };
  const headings: Cells = Object.fromEntries(
    columns.map((c) => [c.key, input.vat ? text.wrap(words[c.key], c.width, { size: headingStyle.size, weight: 'bold' }) : [words[c.key]]]),
  );
  let y = row(text, columns, headings, top, headingStyle) + 4;
  rule(doc, y);
  y += 7;
  input.lines.forEach((line, i) => {
    const cells = cellsOf(text, line, input.vat?.lines[i]!.vat, input, t);
    const height = Math.max(...columns.map((c) => cells[c.key]?.length ?? 0)) * lineHeight(9.5) + 10;
    if (y + height > PAGE.height - PAGE.margin - 90) {
      doc.addPage();
      y = PAGE.margin;
    }
    y = row(text, columns, cells, y, { size: 9.5 }) + 3;
    rule(doc, y);
    y += 7;
  });
  const locale = toLocale(input.language);
  const sum = (label: string, amount: Tetri, at: number, style: { size: number; weight?: 'bold'; color?: string }) => {
    text.line(label, PAGE.margin, at, style);
    text.line(formatLari(amount, { locale }), PAGE.margin, at, { ...style, width: CONTENT_WIDTH, align: 'right' });
    return at + lineHeight(style.size);
  };
  y = sum(t.total, input.total, y + 2, { size: 12, weight: 'bold' });
  // Issue 41: under the total, the VAT it includes and the total without it (the lines' sums).
  if (input.vat) {
    y = sum(t.vat.atRate(`${vatRatePercent(input.vat.rateBp, locale)}%`), input.vat.vat, y + 2, { size: 10 });
    y = sum(t.vat.net, input.vat.net, y, { size: 10, color: GREY });
  }
  return y;
}

function paymentFacts(doc: typeof PDFDocument.prototype, text: PdfText, input: ReceiptDocument, t: DocumentTexts, y: number): void {
  rule(doc, y - 6, '#1f2330');
  let next = y + 4;
  text.line(`${t.paidOn}: ${formatDateShort(input.paidAt, toLocale(input.language))}`, PAGE.margin, next, { size: 10 });
  next += lineHeight(10);
  if (input.cardMask) text.line(`${t.card}: ${input.cardMask}`, PAGE.margin, next, { size: 10 });
  text.block(t.footer, PAGE.margin, PAGE.height - PAGE.margin - 20, CONTENT_WIDTH, { size: 8, color: GREY });
}
