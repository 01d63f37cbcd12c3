/**
 * The Revenue Service of Georgia (RS.ge) as the storefront uses it (issue 41, ADR 046): the tax-number
 * lookups of the waybill service and the electronic tax invoices (ანგარიშ-ფაქტურა) of `ntosservice`.
 * Amounts here are tetri; the adapter writes lari with two decimals, as the service reads them.
 *
 * Every method may throw `RevenueServiceError`: `unavailable` (a timeout, a network failure, an answer
 * that is not the service's) means the call may or may not have taken effect and is retried after a
 * reconciliation; `refused` (the service answered false or with a SOAP fault) carries the service's words.
 */
export interface RevenueService {
  /** `get_name_from_tin` + `is_vat_payer_tin` (waybill service): the registered name, or null when the number is unknown. */
  lookupTin(tin: string): Promise<{ name: string | null; vatPayer: boolean }>;
  /** `get_un_id_from_tin` (ntos): the taxpayer's RS.ge id and name; null when the number is unknown. */
  taxpayer(tin: string): Promise<{ unId: number; name: string } | null>;
  /** The seller's own ids: ntos `chek` (the service user's user id) and `get_un_id_from_user_id` (its un_id). Cached by the adapter. */
  seller(): Promise<{ userId: number; unId: number }>;
  /** `save_invoice` with `invois_id` 0: a new invoice header in status 0; its id. */
  saveInvoiceHeader(header: { operationDate: string; buyerUnId: number }): Promise<{ invoiceId: number }>;
  /** `save_invoice_desc` with `id` 0: one line of an invoice (or of a correction in status 4); the line's id. */
  saveInvoiceLine(invoiceId: number, line: InvoiceLineInput): Promise<{ lineId: number }>;
  /** `save_invoice_desc` with the line's id: changes a line (a correction's amounts). */
  updateInvoiceLine(invoiceId: number, lineId: number, line: InvoiceLineInput): Promise<void>;
  /** `get_invoice_desc`: the invoice's lines as RS.ge holds them. */
  invoiceLines(invoiceId: number): Promise<InvoiceLine[]>;
  /** `delete_invoice_desc`. */
  deleteInvoiceLine(invoiceId: number, lineId: number): Promise<void>;
  /** `change_invoice_status`: 1 sends an invoice, 5 sends a correction, -1 deletes a draft. */
  changeStatus(invoiceId: number, status: 1 | 5 | -1): Promise<void>;
  /** `get_invoice`: the invoice's status, series (RS.ge gives it at creation) and number (null until sent), and what a correction corrects. */
  invoice(invoiceId: number): Promise<InvoiceState>;
  /**
   * `get_seller_invoices` for one buyer and operation-date range (both days included): what RS.ge holds,
   * for reconciling a header whose id was lost to a crash or a timeout.
   */
  sellerInvoices(query: { buyerTin: string; from: string; to: string }): Promise<InvoiceSummary[]>;
  /** `k_invoice`: a correction of a confirmed invoice (k_type 3 price reduced, 4 return); the correction's id (status 4, lines copied). */
  correctInvoice(invoiceId: number, kType: 3 | 4): Promise<{ correctionId: number }>;
}

export interface InvoiceLineInput {
  /** What was sold; carries the storefront's document number, by which a reconciliation knows its own lines. */
  goods: string;
  unit: string;
  quantity: number;
  /** Tetri, VAT included. */
  amount: number;
  /** Tetri: the VAT the amount includes (`vatIncluded` of contracts); 0 for a zero-rated line. */
  vat: number;
  /** A line exempt from VAT (RS.ge's `drg_amount` -1); `vat` is then 0. */
  vatExempt?: boolean;
}

export interface InvoiceLine extends InvoiceLineInput {
  lineId: number;
}

/** RS.ge's status codes (sources in ADR 046): -1 deleted, 0 saved, 1 sent, 2 confirmed, 3 corrected, 4 correction saved, 5 correction sent, 6 cancel asked, 7 cancelled, 8 correction confirmed. */
export type RsInvoiceStatus = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface InvoiceState {
  invoiceId: number;
  status: RsInvoiceStatus;
  series: string | null;
  number: string | null;
  operationDate: string;
  buyerUnId: number;
  /**
   * On a correction: the invoice it corrects (`k_id`; dimakura/rs.ge reads it as `correction_of`), else null.
   * RS.ge does not name an invoice's correction on the original: keep the id `correctInvoice` answered.
   */
  correctionOf: number | null;
  /** On a correction: its `k_type` (3 price changed, 4 goods returned, …), else null. */
  kType: number | null;
}

export interface InvoiceSummary {
  invoiceId: number;
  status: RsInvoiceStatus;
  series: string | null;
  number: string | null;
  operationDate: string;
  /** When RS.ge registered it (an ISO instant; RS.ge answers Tbilisi time). */
  registeredAt: string;
  /** On a correction: the invoice it corrects, else null. */
  correctionOf: number | null;
}

export class RevenueServiceError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    readonly operation: string,
  ) {
    super(message);
    this.name = 'RevenueServiceError';
  }
}
