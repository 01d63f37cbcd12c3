import path from 'node:path';
import * as soap from 'soap';
import { REPO_ROOT, type AppConfig } from '../../../config.ts';
import {
  RevenueServiceError,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceState,
  type InvoiceSummary,
  type RevenueService,
  type RsInvoiceStatus,
} from './revenue-service.ts';

/**
 * The Revenue Service of Georgia through its SOAP services (issue 41, ADR 046): the tax-invoice service
 * (`ntosservice`) and three operations of the waybill service, with the `soap` library over our trimmed
 * WSDLs (`ntosservice.wsdl`, `waybill.wsdl`, read from the repository, their address replaced by
 * `RSGE_INVOICE_URL` / `RSGE_WAYBILL_URL`).
 *
 * The service user and password (`su`/`sp`) go in every call's body, in the place the WSDL gives them, and
 * nowhere else: nothing here logs a request or an answer, and an error carries only our words and the
 * service's fault text, with the credentials struck out should they appear. (The `soap` library prints
 * requests when `DEBUG=node-soap` is set: never set it where real credentials are configured.)
 *
 * Amounts are tetri here and lari with two decimals on the wire, converted with integer arithmetic.
 */
export class SoapRevenueService implements RevenueService {
  private clients = new Map<'ntos' | 'waybill', Promise<soap.Client>>();
  private sellerIds: Promise<{ userId: number; unId: number }> | undefined;
  private waybillUserChecked = false;

  constructor(private readonly options: SoapRevenueServiceOptions) {}

  /** The adapter for `config.rsge`, or undefined without credentials. */
  static fromConfig(config: Pick<AppConfig, 'rsge'>, extra: Partial<Pick<SoapRevenueServiceOptions, 'log' | 'now' | 'timeoutMs'>> = {}) {
    const { credentials, invoiceUrl, waybillUrl, timeoutMs } = config.rsge;
    if (!credentials) return undefined;
    return new SoapRevenueService({ credentials, invoiceUrl, waybillUrl, ...extra, timeoutMs: extra.timeoutMs ?? timeoutMs });
  }

  async lookupTin(tin: string): Promise<{ name: string | null; vatPayer: boolean }> {
    const { su, sp } = this.su();
    // The open client (index id 69091788774) checks the service user first: a refused user must not read as
    // "no such taxpayer" (the name lookup answers an empty name either way).
    if (!this.waybillUserChecked) {
      const check = await this.call('waybill', 'chek_service_user', { su, sp });
      if (!bool(check.chek_service_userResult))
        throw this.refused('chek_service_user', 'RS.ge refused the service user (chek_service_user)');
      this.waybillUserChecked = true;
    }
    const named = await this.call('waybill', 'get_name_from_tin', { su, sp, tin });
    const name = text(named.get_name_from_tinResult).trim();
    if (!name) return { name: null, vatPayer: false };
    const vat = await this.call('waybill', 'is_vat_payer_tin', { su, sp, tin });
    return { name, vatPayer: bool(vat.is_vat_payer_tinResult) };
  }

  async taxpayer(tin: string): Promise<{ unId: number; name: string } | null> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    const answer = await this.call('ntos', 'get_un_id_from_tin', { user_id: userId, tin, su, sp });
    const unId = int(answer.get_un_id_from_tinResult);
    // ODOO-CLIENT: an un_id of 0 or less means RS.ge knows no such taxpayer.
    return unId > 0 ? { unId, name: text(answer.name) } : null;
  }

  seller(): Promise<{ userId: number; unId: number }> {
    this.sellerIds ??= this.readSeller().catch((error: unknown) => {
      this.sellerIds = undefined;
      throw error;
    });
    return this.sellerIds;
  }

  async saveInvoiceHeader(header: { operationDate: string; buyerUnId: number }): Promise<{ invoiceId: number }> {
    const { userId, unId } = await this.seller();
    const { su, sp } = this.su();
    const operationDate = serviceDate(header.operationDate);
    const answer = await this.call('ntos', 'save_invoice', {
      user_id: userId,
      invois_id: 0,
      operation_date: operationDate,
      seller_un_id: unId,
      buyer_un_id: header.buyerUnId,
      // ODOO-CLIENT: the waybill number is "deprecated … passed as an empty string", its date "deprecated, but
      // still mandatory — reuse operation_date"; b_s_user_id (the buyer's service user) is 0 in every client.
      overhead_no: '',
      overhead_dt: operationDate,
      b_s_user_id: 0,
      su,
      sp,
    });
    const invoiceId = int(answer.invois_id);
    if (!bool(answer.save_invoiceResult) || invoiceId <= 0)
      throw this.refused('save_invoice', `RS.ge refused the invoice header (save_invoice, operation date ${header.operationDate})`);
    return { invoiceId };
  }

  async saveInvoiceLine(invoiceId: number, line: InvoiceLineInput): Promise<{ lineId: number }> {
    const lineId = await this.saveLine(invoiceId, 0, line);
    return { lineId };
  }

  async updateInvoiceLine(invoiceId: number, lineId: number, line: InvoiceLineInput): Promise<void> {
    await this.saveLine(invoiceId, lineId, line);
  }

  async invoiceLines(invoiceId: number): Promise<InvoiceLine[]> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    const answer = await this.call('ntos', 'get_invoice_desc', { user_id: userId, invois_id: invoiceId, su, sp });
    return dataSetRows(answer.get_invoice_descResult, 'invoices_descs', 'get_invoice_desc').map((row) => {
      const vat = row.get('DRG_AMOUNT') ?? '0';
      const exempt = vat.trim() === '-1';
      const line: InvoiceLine = {
        lineId: int(row.get('ID')),
        goods: row.get('GOODS') ?? '',
        unit: row.get('G_UNIT') ?? '',
        quantity: Number(row.get('G_NUMBER') ?? 0),
        amount: tetri(row.get('FULL_AMOUNT'), 'get_invoice_desc'),
        vat: exempt ? 0 : tetri(vat, 'get_invoice_desc'),
      };
      if (exempt) line.vatExempt = true;
      return line;
    });
  }

  async deleteInvoiceLine(invoiceId: number, lineId: number): Promise<void> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    const answer = await this.call('ntos', 'delete_invoice_desc', { user_id: userId, id: lineId, inv_id: invoiceId, su, sp });
    if (!bool(answer.delete_invoice_descResult))
      throw this.refused('delete_invoice_desc', `RS.ge refused to delete line ${lineId} of invoice ${invoiceId} (delete_invoice_desc)`);
  }

  async changeStatus(invoiceId: number, status: 1 | 5 | -1): Promise<void> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    const answer = await this.call('ntos', 'change_invoice_status', { user_id: userId, inv_id: invoiceId, status, su, sp });
    if (!bool(answer.change_invoice_statusResult))
      throw this.refused('change_invoice_status', `RS.ge refused to move invoice ${invoiceId} to status ${status} (change_invoice_status)`);
  }

  async invoice(invoiceId: number): Promise<InvoiceState> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    const answer = await this.call('ntos', 'get_invoice', { user_id: userId, invois_id: invoiceId, su, sp });
    if (!bool(answer.get_invoiceResult))
      throw this.refused('get_invoice', `RS.ge has no invoice ${invoiceId} of this seller (get_invoice)`);
    const correctionOf = int(answer.k_id);
    const kType = int(answer.k_type);
    return {
      invoiceId,
      status: statusOf(answer.status, 'get_invoice'),
      series: unset(answer.f_series),
      number: unset(answer.f_number),
      operationDate: text(answer.operation_dt).slice(0, 10),
      buyerUnId: int(answer.buyer_un_id),
      correctionOf: correctionOf > 0 ? correctionOf : null,
      kType: kType > 0 ? kType : null,
    };
  }

  async sellerInvoices(query: { buyerTin: string; from: string; to: string }): Promise<InvoiceSummary[]> {
    const { userId, unId } = await this.seller();
    const { su, sp } = this.su();
    // s_dt/e_dt bound the registration time (RSMCP-TS invoice.md): from a month before the first operation day
    // (a header registered early) to a day after now (Tbilisi is ahead of UTC).
    const now = (this.options.now ?? (() => new Date()))();
    const answer = await this.call('ntos', 'get_seller_invoices', {
      user_id: userId,
      un_id: unId,
      s_dt: `${addDays(query.from, -31)}T00:00:00`,
      e_dt: `${addDays(now.toISOString().slice(0, 10), 1)}T23:59:59`,
      op_s_dt: `${query.from}T00:00:00`,
      op_e_dt: `${query.to}T23:59:59`,
      invoice_no: '',
      sa_ident_no: query.buyerTin,
      desc: '',
      doc_mos_nom: '',
      su,
      sp,
    });
    return dataSetRows(answer.get_seller_invoicesResult, 'invoices', 'get_seller_invoices').map((row) => {
      const correctionOf = int(row.get('K_ID'));
      return {
        invoiceId: int(row.get('ID') ?? row.get('INVOIS_ID')),
        status: statusOf(row.get('STATUS'), 'get_seller_invoices'),
        series: unset(row.get('F_SERIES')),
        number: unset(row.get('F_NUMBER')),
        operationDate: (row.get('OPERATION_DT') ?? '').slice(0, 10),
        registeredAt: fromTbilisi(row.get('REG_DT') ?? ''),
        correctionOf: correctionOf > 0 ? correctionOf : null,
      };
    });
  }

  async correctInvoice(invoiceId: number, kType: 3 | 4): Promise<{ correctionId: number }> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    const answer = await this.call('ntos', 'k_invoice', { user_id: userId, inv_id: invoiceId, k_type: kType, su, sp });
    const correctionId = int(answer.k_id);
    if (!bool(answer.k_invoiceResult) || correctionId <= 0)
      throw this.refused('k_invoice', `RS.ge refused to correct invoice ${invoiceId} (k_invoice, k_type ${kType})`);
    return { correctionId };
  }

  // ------------------------------------------------------------------------------------------ calls

  private su() {
    return { su: this.options.credentials.user, sp: this.options.credentials.password };
  }

  private async readSeller(): Promise<{ userId: number; unId: number }> {
    const { su, sp } = this.su();
    // WSDL chek(su, sp, user_id): ODOO-CLIENT "RS.ge's server never actually checks" the user_id sent; 0.
    const check = await this.call('ntos', 'chek', { su, sp, user_id: 0 });
    const userId = int(check.user_id);
    if (!bool(check.chekResult) || userId <= 0) throw this.refused('chek', 'RS.ge refused the service user (chek)');
    const own = await this.call('ntos', 'get_un_id_from_user_id', { user_id: userId, su, sp });
    const unId = int(own.get_un_id_from_user_idResult);
    if (unId <= 0)
      throw this.refused('get_un_id_from_user_id', "RS.ge did not give the service user's taxpayer id (get_un_id_from_user_id)");
    return { userId, unId };
  }

  private async saveLine(invoiceId: number, lineId: number, line: InvoiceLineInput): Promise<number> {
    const { userId } = await this.seller();
    const { su, sp } = this.su();
    if (!Number.isInteger(line.amount) || line.amount < 0 || !Number.isInteger(line.vat) || line.vat < 0)
      throw new RevenueServiceError('refused', 'A line amount and its VAT must be whole tetri, not below zero', 'save_invoice_desc');
    // WSDL save_invoice_desc: su/sp in the middle, as the schema orders them (MCP-PY "Gotchas").
    const answer = await this.call('ntos', 'save_invoice_desc', {
      user_id: userId,
      id: lineId,
      su,
      sp,
      invois_id: invoiceId,
      goods: line.goods,
      g_unit: line.unit,
      g_number: String(line.quantity),
      full_amount: lari(line.amount),
      // ODOO-LINE; RSMCP-TS: the VAT of the line, 0 zero-rated, -1 exempt.
      drg_amount: line.vatExempt ? '-1' : lari(line.vat),
      aqcizi_amount: '0',
      akciz_id: 0,
    });
    const id = int(answer.id);
    if (!bool(answer.save_invoice_descResult) || id <= 0)
      throw this.refused('save_invoice_desc', `RS.ge refused a line of invoice ${invoiceId} (save_invoice_desc)`);
    return id;
  }

  private client(service: 'ntos' | 'waybill'): Promise<soap.Client> {
    let client = this.clients.get(service);
    if (!client) {
      const wsdl = path.join(REPO_ROOT, 'apps/api/src/modules/taxes/rsge', service === 'ntos' ? 'ntosservice.wsdl' : 'waybill.wsdl');
      client = soap.createClientAsync(wsdl, {
        endpoint: service === 'ntos' ? this.options.invoiceUrl : this.options.waybillUrl,
        // The service's times are naive Tbilisi time (research §1): kept as text, never read as a JS Date.
        customDeserializer: { dateTime: (value: string) => value },
      });
      client.catch(() => this.clients.delete(service));
      this.clients.set(service, client);
    }
    return client;
  }

  /** One operation; its answer's object, or a `RevenueServiceError` whose message holds no credential. */
  private async call(service: 'ntos' | 'waybill', operation: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    let answer: unknown;
    try {
      const client = await this.client(service);
      const method = (client as unknown as Record<string, SoapCall | undefined>)[`${operation}Async`];
      if (!method) throw new Error(`no operation ${operation} in the WSDL`);
      [answer] = await method.call(client, args, { timeout: this.options.timeoutMs });
    } catch (error) {
      throw this.failure(operation, error);
    }
    if (!answer || typeof answer !== 'object')
      throw this.report(new RevenueServiceError('unavailable', `RS.ge answered ${operation} with an empty body`, operation));
    return answer as Record<string, unknown>;
  }

  /** A failed call as our error: a SOAP fault is a refusal, anything else (no answer, not SOAP) unavailable. */
  private failure(operation: string, error: unknown): RevenueServiceError {
    const e = (error ?? {}) as {
      root?: { Envelope?: { Body?: { Fault?: Record<string, unknown> } } };
      code?: string;
      response?: { status?: number };
    };
    const fault = e.root?.Envelope?.Body?.Fault;
    if (fault) {
      const words = text(fault.faultstring ?? (fault.Reason as { Text?: unknown } | undefined)?.Text) || 'no text';
      return this.report(new RevenueServiceError('refused', `RS.ge answered ${operation} with a SOAP fault: ${words}`, operation));
    }
    const reason =
      e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT'
        ? `no answer within ${this.options.timeoutMs} ms`
        : e.response?.status
          ? `an answer that is not the service's (HTTP ${e.response.status})`
          : e.code
            ? `a network failure (${e.code})`
            : "an answer that is not the service's";
    return this.report(new RevenueServiceError('unavailable', `RS.ge did not answer ${operation}: ${reason}`, operation));
  }

  private refused(operation: string, message: string): RevenueServiceError {
    return this.report(new RevenueServiceError('refused', message, operation));
  }

  /** Strikes out the credentials, should the service's words repeat them, and logs the failure. */
  private report(error: RevenueServiceError): RevenueServiceError {
    const { user, password } = this.options.credentials;
    let message = error.message;
    for (const secret of [password, user]) if (secret) message = message.split(secret).join('***');
    const clean = message === error.message ? error : new RevenueServiceError(error.kind, message, error.operation);
    this.options.log?.warn({ operation: clean.operation, kind: clean.kind }, clean.message);
    return clean;
  }
}

export interface SoapRevenueServiceOptions {
  credentials: { user: string; password: string };
  invoiceUrl: string;
  waybillUrl: string;
  timeoutMs: number;
  /** The clock (the registration window of `sellerInvoices`). */
  now?: () => Date;
  /** Where failures are told (operation, kind and our message; never a request or an answer). */
  log?: { warn(details: object, message: string): void };
}

type SoapCall = (args: unknown, options: { timeout: number }) => Promise<[unknown, ...unknown[]]>;

/** Tetri as lari with two decimals ("123.45"), with integer arithmetic. */
export function lari(tetri: number): string {
  if (!Number.isSafeInteger(tetri)) throw new RangeError(`not a whole number of tetri: ${tetri}`);
  const sign = tetri < 0 ? '-' : '';
  const abs = Math.abs(tetri);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal string of lari ("123.45", "118", "18.0000") as tetri, exactly; null when it is not one or has fractions of a tetri. */
export function parseLari(value: string): number | null {
  const match = /^\s*(-?)(\d+)(?:\.(\d*))?\s*$/.exec(value);
  if (!match) return null;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const tetri = Number(match[2]) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(tetri)) return null;
  return match[1] && tetri !== 0 ? -tetri : tetri;
}

function tetri(value: string | undefined, operation: string): number {
  const parsed = parseLari(value ?? '');
  if (parsed === null) throw new RevenueServiceError('unavailable', `RS.ge answered ${operation} with an amount we cannot read`, operation);
  return parsed;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? '' : String(value));
const int = (value: unknown): number => {
  const n = Number(text(value).trim() || NaN);
  return Number.isFinite(n) ? Math.trunc(n) : -1;
};
const bool = (value: unknown): boolean => value === true || text(value).trim().toLowerCase() === 'true';
/** RUBY, ODOO-CLIENT: -1 (and an empty text) stand for "not set". */
const unset = (value: unknown): string | null => {
  const t = text(value).trim();
  return t === '' || t === '-1' ? null : t;
};
const STATUSES = new Set([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
function statusOf(value: unknown, operation: string): RsInvoiceStatus {
  const n = int(value);
  if (!STATUSES.has(n) || text(value).trim() === '')
    throw new RevenueServiceError('unavailable', `RS.ge answered ${operation} with a status we do not know`, operation);
  return n as RsInvoiceStatus;
}

/** An operation day ("2026-11-29") as the service's naive Tbilisi time, at noon so no zone moves it to another day (GEC-DOC). */
function serviceDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RevenueServiceError('refused', `Not a day: ${day}`, 'save_invoice');
  return `${day}T12:00:00`;
}
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** A naive Tbilisi time (UTC+4, no daylight saving: ODOO-CLIENT `_RSGE_TIMEZONE`) as an ISO instant. */
function fromTbilisi(naive: string): string {
  const at = Date.parse(`${naive.slice(0, 19)}+04:00`);
  return Number.isFinite(at) ? new Date(at).toISOString() : naive;
}

/**
 * The rows of an ADO.NET DataSet answer (`<X>Result` = `xs:schema` + `diffgr:diffgram`), as the `soap`
 * library reads it: `diffgram.DocumentElement.<table>`, one object or a list of them. No diffgram means no
 * rows (ODOO-STUB). Columns are read whatever their case (GO and PHP-VOLTA disagree on it).
 */
function dataSetRows(result: unknown, table: string, operation: string): Map<string, string>[] {
  if (result === undefined || result === null || result === '') return [];
  if (typeof result !== 'object')
    throw new RevenueServiceError('unavailable', `RS.ge answered ${operation} with a list we cannot read`, operation);
  const diffgram = (result as { diffgram?: unknown }).diffgram;
  if (diffgram === undefined || diffgram === '' || diffgram === null) return [];
  const document = (diffgram as { DocumentElement?: Record<string, unknown> }).DocumentElement;
  if (!document || typeof document !== 'object') return [];
  const key = Object.keys(document).find((k) => k.toLowerCase() === table.toLowerCase());
  const rows = key === undefined ? [] : document[key];
  return (Array.isArray(rows) ? rows : [rows])
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => new Map(Object.entries(row).map(([column, value]) => [column.toUpperCase(), text(value)])));
}
