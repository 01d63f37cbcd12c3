import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as soap from 'soap';

/**
 * A local Revenue Service of Georgia (RS.ge): the tax-invoice service (`ntosservice`) and the three
 * waybill-service operations the storefront uses, built from the service's published description and the
 * open clients that call it, not from our adapter (issue 41 section 4, ADR 046). It answers from our
 * trimmed WSDLs (`modules/taxes/rsge/ntosservice.wsdl`, `waybill.wsdl`) through the `soap` library's
 * server, so an element our client misnames or misorders is not read.
 *
 * Sources, as in /work/notes/rsge-research.md and ADR 046:
 * - WSDL: the service's WSDL as kept in odoo/odoo `addons/l10n_ge_edi/tests/test_files/ntosservice.wsdl`;
 * - ODOO-CLIENT / ODOO-MOVE / ODOO-LINE / ODOO-KWIZ / ODOO-TEST / ODOO-STUB: odoo/odoo `addons/l10n_ge_edi`
 *   (`tools/rsge_client.py`, `models/account_move.py`, `models/account_move_line.py`,
 *   `wizard/l10n_ge_edi_k_invoice_wizard.py`, `tests/test_account_move.py`, `tests/stub_responses.py`);
 * - MCP-PY: dimitri20/rsge-mcp (`endpoints.json`, `tools/soap/ntos_invoice.py`, `soap/parse.py`, `CLAUDE.md`);
 * - RUBY: dimakura/rs.ge `lib/rs/requests/factura.rb`, `spec/requests/factura_spec.rb`;
 * - GO: Gogotchuri/Go-Rs-Ge (`types.go`, `responses/getSellerInvoices.go`);
 * - GEC-DOC: the Odoo module documentation "RS Modules — Method Reference" (repository not resolvable);
 * - PHP-VOLTA: `Volta\Funnel\AccountingRepository` (repository not resolvable).
 * Where they are silent the comment says `ASSUMPTION:` (ADR 046 lists them).
 */

const RSGE_DIR = fileURLToPath(new URL('../../modules/taxes/rsge/', import.meta.url));
export const NTOS_PATH = '/ntosservice/ntosservice.asmx';
export const WAYBILL_PATH = '/WayBillService/WayBillService.asmx';

/** The ways the next call of an operation fails (`failNext`). */
export type FakeRsgeFailure =
  /** HTTP 500 `soap:Server` "Server was unable to process request." (ODOO-STUB `fault()`; MCP-PY `client.py`). Nothing changes. */
  | 'fault'
  /** The operation's refusal: `<op>Result` false and no text (GEC-DOC: "rs.ge refuses … and returns no error text"). Nothing changes. */
  | 'false'
  /** The change is made, then the answer is held longer than the client waits: the write happened and the caller did not see it. */
  | 'timeout'
  /** HTTP 200 with an HTML maintenance page instead of SOAP (MCP-PY `soap/parse.py` guards against it). Nothing changes. */
  | 'html';

export type FakeRsStatus = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface FakeRsLine {
  id: number;
  goods: string;
  unit: string;
  /** As sent (`g_number`, a decimal string). */
  quantity: string;
  /** Tetri. */
  fullAmount: number;
  /** Tetri, or -1 (exempt). */
  vatAmount: number;
}

export interface FakeRsInvoice {
  id: number;
  status: FakeRsStatus;
  sellerUnId: number;
  buyerUnId: number;
  /** `operation_date` as sent (naive Tbilisi time, `YYYY-MM-DDTHH:MM:SS`). */
  operationDate: string;
  /** Naive Tbilisi time of creation. */
  registeredAt: string;
  series: string | null;
  number: string | null;
  /** On a correction: the invoice it corrects (`k_id`) and why (`k_type`). */
  correctionOf: number | null;
  kType: number | null;
  /** The buyer's words when it refused (`ref_invoice_status`). */
  refusedWith: string | null;
  lines: FakeRsLine[];
}

export interface FakeRsTaxpayer {
  tin: string;
  unId: number;
  name: string;
  vatPayer: boolean;
}

export interface FakeRsgeOptions {
  /** The port to listen on (0, the default, takes a free one). */
  port?: number;
  host?: string;
  /** The seller's service user (su/sp) and who it is. */
  seller?: { su?: string; sp?: string; userId?: number; tin?: string; name?: string };
  /** How long a `timeout` failure holds its answer (default 5 s; tests give the client a shorter timeout). */
  holdMs?: number;
  /** The service's clock (registration times). */
  now?: () => Date;
}

/** The default service user of the fake: tests and the journey's start script configure the API with it. */
export const FAKE_RSGE_SELLER = {
  su: 'orioni:206322102',
  sp: 'fake-rsge-service-password',
  userId: 783,
  tin: '206322102',
  name: 'Orioni LLC',
};

/** The answer of a failed operation. */
const SOAP_FAULT = {
  Fault: { faultcode: 'soap:Server', faultstring: 'Server was unable to process request.', detail: '' },
  statusCode: 500,
};

// ODOO-CLIENT `_RSGE_TIMEZONE`: the service's times are naive Asia/Tbilisi (UTC+4, no daylight saving).
const tbilisi = (at: Date) => new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 19);

/** A decimal string of lari ("123.45", "-1") as tetri, exactly; null when it is not one. */
function tetriOf(value: unknown): number | null {
  const text = String(value ?? '').trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const tetri = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -tetri : tetri;
}
const lariOf = (tetri: number) =>
  `${tetri < 0 ? '-' : ''}${Math.floor(Math.abs(tetri) / 100)}.${String(Math.abs(tetri) % 100).padStart(2, '0')}`;
/**
 * get_invoice's answer for an invoice it does not give: false, and the mandatory elements (WSDL minOccurs 1)
 * at .NET's defaults or -1. ASSUMPTION: the values beside `false` (the sources show only successful answers).
 */
const NO_INVOICE = {
  operation_dt: '0001-01-01T00:00:00',
  reg_dt: '0001-01-01T00:00:00',
  seller_un_id: -1,
  buyer_un_id: -1,
  overhead_dt: '0001-01-01T00:00:00',
  status: -1,
  k_id: -1,
  r_un_id: -1,
  k_type: -1,
  b_s_user_id: 0,
  dec_status: 0,
};
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The ADO.NET DataSet the service answers its lists with (WSDL: two `s:any`; ODOO-STUB `get_invoice_desc`):
 * an `xs:schema` naming the table, then a `diffgr:diffgram` holding `<DocumentElement xmlns="">` and one
 * element per row, its columns as child elements. An empty list has the schema and no diffgram (ODOO-STUB).
 */
function dataSet(table: string, columns: readonly string[], rows: readonly Record<string, string | number>[]): string {
  const schema =
    `<xs:schema xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" id="NewDataSet">` +
    `<xs:element name="NewDataSet" msdata:IsDataSet="true" msdata:MainDataTable="${table}" msdata:UseCurrentLocale="true">` +
    `<xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="${table}"><xs:complexType><xs:sequence>` +
    columns.map((c) => `<xs:element name="${c}" type="xs:string" minOccurs="0"/>`).join('') +
    `</xs:sequence></xs:complexType></xs:element></xs:choice></xs:complexType></xs:element></xs:schema>`;
  if (rows.length === 0) return schema;
  const body = rows
    .map(
      (row, index) =>
        `<${table} diffgr:id="${table}${index + 1}" msdata:rowOrder="${index}">` +
        columns
          .filter((c) => row[c] !== undefined)
          .map((c) => `<${c}>${escapeXml(String(row[c]))}</${c}>`)
          .join('') +
        `</${table}>`,
    )
    .join('');
  return (
    schema +
    `<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1">` +
    `<DocumentElement xmlns="">${body}</DocumentElement></diffgr:diffgram>`
  );
}

// ODOO-STUB: the columns of `invoices_descs`; RUBY and PHP-VOLTA also read AQCIZI_AMOUNT and AKCIS_ID (sic).
const LINE_COLUMNS = ['ID', 'INV_ID', 'GOODS', 'G_UNIT', 'G_NUMBER', 'FULL_AMOUNT', 'DRG_AMOUNT', 'AQCIZI_AMOUNT', 'AKCIS_ID', 'VAT_TYPE'];
// PHP-VOLTA: F_SERIES, F_NUMBER, OPERATION_DT, REG_DT, ORG_NAME, SA_IDENT_NO, TANXA, VAT, STATUS; GO adds id,
// buyer_un_id, seller_un_id, k_id, k_type (lower case there). ASSUMPTION: upper case as PHP-VOLTA reads them, and
// `ID` is the invoice's id (GO `Invoice.ID xml:"id"`); the client reads the columns whatever their case.
const SELLER_INVOICE_COLUMNS = [
  'ID',
  'F_SERIES',
  'F_NUMBER',
  'OPERATION_DT',
  'REG_DT',
  'SELLER_UN_ID',
  'BUYER_UN_ID',
  'ORG_NAME',
  'SA_IDENT_NO',
  'TANXA',
  'VAT',
  'STATUS',
  'K_ID',
  'K_TYPE',
];

export class FakeRsgeServer {
  /** Every operation called, in order, without the credentials (su/sp are dropped). */
  readonly calls: { operation: string; args: Record<string, unknown> }[] = [];
  private server: http.Server | undefined;
  private readonly seller: typeof FAKE_RSGE_SELLER & { unId: number };
  private readonly taxpayers = new Map<string, FakeRsTaxpayer>();
  private readonly store = new Map<number, FakeRsInvoice>();
  private readonly failures = new Map<string, FakeRsgeFailure[]>();
  private lineFailure: { n: number; invoiceId: number | null; seen: number } | null = null;
  private readonly holds = new Set<() => void>();
  private nextUnId = 1_149_250;
  // ASSUMPTION: ids are monotonic, large and unrelated between invoices and lines (ODOO-STUB samples 700123, 800001).
  private nextInvoiceId = 700_100;
  private nextLineId = 800_000;
  private nextNumber = 1;
  private readonly holdMs: number;
  private readonly now: () => Date;
  private port = 0;
  /** Each request element's children in the WSDL's order. */
  private readonly sequences = new Map<string, string[]>();

  constructor(private readonly options: FakeRsgeOptions = {}) {
    this.seller = { ...FAKE_RSGE_SELLER, ...options.seller, unId: 0 };
    this.seller.unId = this.addTaxpayer(this.seller.tin, this.seller.name, true).unId;
    this.holdMs = options.holdMs ?? 5000;
    this.now = options.now ?? (() => new Date());
  }

  /** The tax-invoice service's address (`RSGE_INVOICE_URL`). */
  get url(): string {
    return `http://127.0.0.1:${this.port}${NTOS_PATH}`;
  }

  /** The waybill service's address (`RSGE_WAYBILL_URL`). */
  get waybillUrl(): string {
    return `http://127.0.0.1:${this.port}${WAYBILL_PATH}`;
  }

  /** The seller's credentials and ids, for configuring the client. */
  get credentials(): { user: string; password: string } {
    return { user: this.seller.su, password: this.seller.sp };
  }
  get sellerIds(): { userId: number; unId: number } {
    return { userId: this.seller.userId, unId: this.seller.unId };
  }

  async start(): Promise<this> {
    const server = http.createServer((_req, res) => {
      res.writeHead(404).end();
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    // The WSDLs are served at `?WSDL` (research §1) with their address rewritten to this server.
    const wsdl = (file: string, address: string) => {
      const xml = fs.readFileSync(path.join(RSGE_DIR, file), 'utf8');
      for (const [, name, body] of xml.matchAll(/<s:element name="(\w+)">\s*<s:complexType>\s*<s:sequence>([\s\S]*?)<\/s:sequence>/g))
        this.sequences.set(
          name!,
          [...body!.matchAll(/name="(\w+)"/g)].map((m) => m[1]!),
        );
      return xml.replace(/location="[^"]*"/, `location="${address}"`);
    };
    await new Promise<void>((resolve, reject) => {
      // The service's times are naive (research §1): kept as the text sent, never read as a JS Date.
      const customDeserializer = { dateTime: (text: string) => text };
      const s = soap.listen(server, {
        path: NTOS_PATH,
        services: { NtosService: { NtosServiceSoap: this.ntos() } },
        xml: wsdl('ntosservice.wsdl', this.url),
        ...{ customDeserializer },
      });
      s.log = () => undefined;
      const w = soap.listen(server, {
        path: WAYBILL_PATH,
        services: { WayBills: { WayBillsSoap: this.waybill() } },
        xml: wsdl('waybill.wsdl', this.waybillUrl),
        ...{ customDeserializer },
      });
      w.log = () => undefined;
      // `soap.listen` adds its listener when the WSDL is read; it runs synchronously for an inline `xml`.
      setImmediate(() => (server.listenerCount('request') > 0 ? resolve() : reject(new Error('fake RS.ge did not start'))));
    });
    // `html` failures are answered before the SOAP server sees the request: the operation is the SOAPAction.
    const soapListeners = server.listeners('request').slice() as http.RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const action = String(req.headers.soapaction ?? '').replace(/"/g, '');
      const operation = action.slice(action.lastIndexOf('/') + 1);
      if (req.method === 'POST' && operation && this.peekFailure(operation) === 'html') {
        this.takeFailure(operation);
        this.calls.push({ operation, args: {} });
        req.resume();
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!DOCTYPE html><html><head><title>Maintenance</title></head><body><h1>სერვისი დროებით მიუწვდომელია</h1></body></html>');
        return;
      }
      for (const listener of soapListeners) listener.call(server, req, res);
    });
    return this;
  }

  async stop(): Promise<void> {
    for (const release of [...this.holds]) release();
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A taxpayer the lookups find; its RS.ge id (`un_id`). */
  addTaxpayer(tin: string, name: string, vatPayer: boolean): FakeRsTaxpayer {
    const existing = this.taxpayers.get(tin);
    const taxpayer = { tin, name, vatPayer, unId: existing?.unId ?? (this.nextUnId += 1) };
    this.taxpayers.set(tin, taxpayer);
    return taxpayer;
  }

  /** The buyer confirms (`acsept_invoice_status`): 1→2, 5→8 (the corrected original stays 3), 6→7 (GEC-DOC; MCP-PY). */
  confirm(invoiceId: number): void {
    if (!this.accept(invoiceId)) throw new Error(`fake RS.ge: invoice ${invoiceId} cannot be confirmed`);
  }

  /** The buyer refuses (`ref_invoice_status`): 1→0, 5→4 (research §2), 6→2 (ASSUMPTION). */
  refuse(invoiceId: number, text = 'refused by the buyer'): void {
    if (!this.reject(invoiceId, text)) throw new Error(`fake RS.ge: invoice ${invoiceId} cannot be refused`);
  }

  /** A snapshot of every invoice, lines included. */
  invoices(): FakeRsInvoice[] {
    return [...this.store.values()].map((i) => structuredClone(i));
  }

  /** The next call of `operation` fails as `mode` (several calls queue several failures). */
  failNext(operation: string, mode: FakeRsgeFailure): void {
    this.failures.set(operation, [...(this.failures.get(operation) ?? []), mode]);
  }

  /** The `n`-th `save_invoice_desc` (from 1) of the next invoice that gets lines answers false: a header saved with part of its lines. */
  failLine(n: number): void {
    this.lineFailure = { n, invoiceId: null, seen: 0 };
  }

  // --------------------------------------------------------------------------------------------- state

  private peekFailure(operation: string): FakeRsgeFailure | undefined {
    return this.failures.get(operation)?.[0];
  }
  private takeFailure(operation: string): FakeRsgeFailure | undefined {
    const queue = this.failures.get(operation);
    const mode = queue?.shift();
    if (queue && queue.length === 0) this.failures.delete(operation);
    return mode;
  }

  /** The service user's check: WSDL `chek` takes su/sp; a wrong pair is refused (`chekResult` false). */
  private authorised(args: Record<string, unknown>): boolean {
    return args.su === this.seller.su && args.sp === this.seller.sp;
  }

  /** The seller's own invoice, or undefined. */
  private own(id: unknown): FakeRsInvoice | undefined {
    const invoice = this.store.get(Number(id));
    return invoice && invoice.sellerUnId === this.seller.unId ? invoice : undefined;
  }

  /**
   * One operation: records the call (without credentials), applies a failure queued for it, and answers.
   * `refusal` is the operation's answer when it says no. A `timeout` holds the answer after the change.
   */
  private operation(
    name: string,
    refusal: () => Record<string, unknown>,
    handle: (args: Record<string, unknown>) => Record<string, unknown>,
  ): (args: Record<string, unknown>) => Promise<Record<string, unknown>> {
    return async (raw) => {
      const args = { ...(raw ?? {}) };
      const { su: _su, sp: _sp, ...shown } = args;
      this.calls.push({ operation: name, args: shown });
      const failure = this.takeFailure(name);
      // MCP-PY CLAUDE.md: "element order must follow the XSD sequence". ASSUMPTION: the real service reads a
      // misplaced element as missing; the fake faults, so an ordering mistake of the client cannot pass unseen.
      const expected = (this.sequences.get(name) ?? []).filter((child) => child in args);
      if (expected.join() !== Object.keys(args).join()) throw structuredClone(SOAP_FAULT);
      if (failure === 'fault') throw structuredClone(SOAP_FAULT);
      if (failure === 'false') return refusal();
      const answer = this.authorised(args) ? handle(args) : refusal();
      if (failure === 'timeout') await this.hold();
      return answer;
    };
  }

  private hold(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.holds.delete(release);
        resolve();
      };
      const timer = setTimeout(release, this.holdMs);
      this.holds.add(release);
    });
  }

  // ------------------------------------------------------------------------------------------ ntos

  private ntos() {
    const ok = (op: string, extra: Record<string, unknown> = {}) => ({ [`${op}Result`]: true, ...extra });
    const no =
      (op: string, extra: Record<string, unknown> = {}) =>
      () => ({ [`${op}Result`]: false, ...extra });
    const descRows = (invoice: FakeRsInvoice | undefined) =>
      dataSet(
        'invoices_descs',
        LINE_COLUMNS,
        (invoice?.lines ?? []).map((l) => ({
          ID: l.id,
          INV_ID: invoice!.id,
          GOODS: l.goods,
          G_UNIT: l.unit,
          G_NUMBER: l.quantity,
          FULL_AMOUNT: lariOf(l.fullAmount),
          DRG_AMOUNT: l.vatAmount < 0 ? '-1' : lariOf(l.vatAmount),
          AQCIZI_AMOUNT: '0',
          AKCIS_ID: '0',
          // ASSUMPTION: VAT_TYPE 0 taxable, 1 zero-rated, 2 exempt (ODOO-STUB has the column, not its codes).
          VAT_TYPE: l.vatAmount < 0 ? 2 : l.vatAmount === 0 ? 1 : 0,
        })),
      );
    return {
      // WSDL `chek(su, sp, user_id)` → chekResult, user_id, sua. ODOO-CLIENT: the user_id sent is never checked.
      chek: this.operation('chek', no('chek', { user_id: 0, sua: 0 }), () => ok('chek', { user_id: this.seller.userId, sua: 0 })),
      // WSDL → get_un_id_from_tinResult (int) and name; ODOO-CLIENT: `<= 0` means no such taxpayer.
      // ASSUMPTION: an unknown number answers -1 and no name; a refused caller answers the same.
      get_un_id_from_tin: this.operation(
        'get_un_id_from_tin',
        () => ({ get_un_id_from_tinResult: -1 }),
        (args) => {
          const taxpayer = this.taxpayers.get(String(args.tin ?? ''));
          return taxpayer ? { get_un_id_from_tinResult: taxpayer.unId, name: taxpayer.name } : { get_un_id_from_tinResult: -1 };
        },
      ),
      // WSDL `get_un_id_from_user_id(user_id, su, sp)`: the service user's own un_id (GEC-DOC). ASSUMPTION: -1 when refused.
      get_un_id_from_user_id: this.operation(
        'get_un_id_from_user_id',
        () => ({ get_un_id_from_user_idResult: -1 }),
        () => ({ get_un_id_from_user_idResult: this.seller.unId }),
      ),
      save_invoice: this.operation('save_invoice', no('save_invoice', { invois_id: 0 }), (args) => this.saveInvoice(args)),
      save_invoice_desc: this.operation('save_invoice_desc', no('save_invoice_desc', { id: 0 }), (args) => this.saveLine(args)),
      // WSDL get_invoiceResponse, in its order. RUBY/ODOO-CLIENT: -1 stands for "not set" in f_number, k_id, k_type.
      get_invoice: this.operation('get_invoice', no('get_invoice', NO_INVOICE), (args) => {
        const invoice = this.own(args.invois_id);
        if (!invoice) return no('get_invoice', NO_INVOICE)();
        return ok('get_invoice', {
          f_series: invoice.series ?? '',
          f_number: invoice.number ?? '-1',
          operation_dt: invoice.operationDate,
          reg_dt: invoice.registeredAt,
          seller_un_id: invoice.sellerUnId,
          buyer_un_id: invoice.buyerUnId,
          overhead_no: '',
          overhead_dt: invoice.operationDate,
          status: invoice.status,
          seq_num_s: '',
          seq_num_b: '',
          // RUBY `get_factura`: on a correction, k_id is the invoice it corrects (`correction_of`).
          k_id: invoice.correctionOf ?? -1,
          r_un_id: 0,
          k_type: invoice.kType ?? -1,
          b_s_user_id: 0,
          dec_status: 0,
        });
      }),
      // ASSUMPTION: an unknown invoice or a refused caller gets an empty list (no diffgram).
      get_invoice_desc: this.operation(
        'get_invoice_desc',
        () => ({ get_invoice_descResult: { $xml: descRows(undefined) } }),
        (args) => ({ get_invoice_descResult: { $xml: descRows(this.own(args.invois_id)) } }),
      ),
      // WSDL delete_invoice_desc(user_id, id, inv_id, su, sp) → bool; only while the invoice may be edited (research §5).
      delete_invoice_desc: this.operation('delete_invoice_desc', no('delete_invoice_desc'), (args) => {
        const invoice = this.own(args.inv_id);
        const index = invoice?.lines.findIndex((l) => l.id === Number(args.id)) ?? -1;
        if (!invoice || ![0, 4].includes(invoice.status) || index < 0) return no('delete_invoice_desc')();
        invoice.lines.splice(index, 1);
        return ok('delete_invoice_desc');
      }),
      change_invoice_status: this.operation('change_invoice_status', no('change_invoice_status'), (args) =>
        this.changeStatus(Number(args.inv_id), Number(args.status)) ? ok('change_invoice_status') : no('change_invoice_status')(),
      ),
      get_seller_invoices: this.operation(
        'get_seller_invoices',
        () => ({ get_seller_invoicesResult: { $xml: dataSet('invoices', SELLER_INVOICE_COLUMNS, []) } }),
        (args) => ({ get_seller_invoicesResult: { $xml: this.sellerInvoices(args) } }),
      ),
      k_invoice: this.operation('k_invoice', no('k_invoice', { k_id: -1 }), (args) => {
        const id = this.correct(Number(args.inv_id), Number(args.k_type));
        return id === null ? no('k_invoice', { k_id: -1 })() : ok('k_invoice', { k_id: id });
      }),
      // The buyer's side (GEC-DOC; MCP-PY): tests play it through `confirm`/`refuse` or these operations.
      // ASSUMPTION: the fake has one service user, so it plays the buyer with the seller's credentials.
      acsept_invoice_status: this.operation('acsept_invoice_status', no('acsept_invoice_status'), (args) =>
        this.accept(Number(args.inv_id)) ? ok('acsept_invoice_status') : no('acsept_invoice_status')(),
      ),
      ref_invoice_status: this.operation('ref_invoice_status', no('ref_invoice_status'), (args) =>
        this.reject(Number(args.inv_id), String(args.ref_text ?? '')) ? ok('ref_invoice_status') : no('ref_invoice_status')(),
      ),
    };
  }

  /**
   * WSDL `save_invoice`: `invois_id` 0 creates a header in status 0 and answers its id; another id changes a
   * header while it may be edited (RUBY `factura.id || 0`; ODOO-CLIENT). RUBY spec: a new invoice already has its
   * series, its number comes when it is sent. ASSUMPTION: the seller must be the caller and the buyer a known
   * taxpayer, else false; the series is `ეა-<n>` as in the RUBY spec (`ეა-70`).
   */
  private saveInvoice(args: Record<string, unknown>): Record<string, unknown> {
    const refused = { save_invoiceResult: false, invois_id: 0 };
    const buyerUnId = Number(args.buyer_un_id);
    const operationDate = String(args.operation_date ?? '');
    if (Number(args.seller_un_id) !== this.seller.unId) return refused;
    if (![...this.taxpayers.values()].some((t) => t.unId === buyerUnId)) return refused;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(operationDate)) return refused;
    const id = Number(args.invois_id ?? 0);
    if (id !== 0) {
      const invoice = this.own(id);
      if (!invoice || ![0, 4].includes(invoice.status)) return refused;
      invoice.buyerUnId = buyerUnId;
      invoice.operationDate = operationDate.slice(0, 19);
      return { save_invoiceResult: true, invois_id: id };
    }
    const invoice: FakeRsInvoice = {
      id: (this.nextInvoiceId += 1),
      status: 0,
      sellerUnId: this.seller.unId,
      buyerUnId,
      operationDate: operationDate.slice(0, 19),
      registeredAt: tbilisi(this.now()),
      series: `ეა-${70 + (this.nextInvoiceId % 30)}`,
      number: null,
      correctionOf: null,
      kType: null,
      refusedWith: null,
      lines: [],
    };
    this.store.set(invoice.id, invoice);
    return { save_invoiceResult: true, invois_id: invoice.id };
  }

  /**
   * WSDL `save_invoice_desc`: `id` 0 adds a line and answers its id, another id changes that line (ODOO-CLIENT;
   * RUBY). Only while the invoice may be edited: 0, or 4 for a correction (research §5). GEC-DOC: an empty unit
   * and a negative line are refused. ODOO-LINE: "RS.ge recomputes DRG_AMOUNT from FULL_AMOUNT" — the fake keeps
   * the VAT at 18 % of a taxable line's full amount (ASSUMPTION: rounded half up to the tetri), and `-1`
   * (exempt) and `0` (zero-rated) as sent.
   */
  private saveLine(args: Record<string, unknown>): Record<string, unknown> {
    const refused = { save_invoice_descResult: false, id: 0 };
    const invoice = this.own(args.invois_id);
    if (!invoice || ![0, 4].includes(invoice.status)) return refused;
    if (this.lineFailure) {
      this.lineFailure.invoiceId ??= invoice.id;
      if (this.lineFailure.invoiceId === invoice.id && (this.lineFailure.seen += 1) === this.lineFailure.n) {
        this.lineFailure = null;
        return refused;
      }
    }
    const unit = String(args.g_unit ?? '').trim();
    const fullAmount = tetriOf(args.full_amount);
    const sentVat = tetriOf(args.drg_amount);
    const quantity = String(args.g_number ?? '');
    if (!unit || fullAmount === null || fullAmount < 0 || sentVat === null || !(Number(quantity) > 0)) return refused;
    const vatAmount = sentVat > 0 ? Math.floor((fullAmount * 18 * 2 + 118) / (118 * 2)) : sentVat;
    const line = { goods: String(args.goods ?? ''), unit, quantity, fullAmount, vatAmount };
    const id = Number(args.id ?? 0);
    if (id !== 0) {
      const existing = invoice.lines.find((l) => l.id === id);
      if (!existing) return refused;
      Object.assign(existing, line);
      return { save_invoice_descResult: true, id };
    }
    const added = { id: (this.nextLineId += 1), ...line };
    invoice.lines.push(added);
    return { save_invoice_descResult: true, id: added.id };
  }

  /**
   * WSDL `change_invoice_status(user_id, inv_id, status, su, sp)`, `status` the target (GEC-DOC citing the API
   * doc §5): 0→1 sends an invoice, 4→5 a correction, 0→-1 deletes a draft, 2→6 asks to cancel; "sending a
   * corrector with status=1 silently returns False" and anything else is false too. ASSUMPTION: sending needs
   * at least one line, and gives the invoice (a correction too) the next number.
   */
  private changeStatus(id: number, target: number): boolean {
    const invoice = this.own(id);
    if (!invoice) return false;
    const from = invoice.status;
    const allowed = (from === 0 && (target === 1 || target === -1)) || (from === 4 && target === 5) || (from === 2 && target === 6);
    if (!allowed) return false;
    if ((target === 1 || target === 5) && invoice.lines.length === 0) return false;
    if ((target === 1 || target === 5) && invoice.number === null) invoice.number = String((this.nextNumber += 1) + 1_000_000);
    invoice.status = target as FakeRsStatus;
    return true;
  }

  /**
   * WSDL `k_invoice(user_id, inv_id, k_type, su, sp)` → k_invoiceResult, k_id: a correction of a confirmed invoice
   * (ODOO-MOVE/KWIZ: "must be confirmed … before a corrective invoice can be created"), or of the last confirmed
   * correction (GEC-DOC). The corrected invoice goes to 3 (ODOO-TEST); the correction is created in 4 with the
   * lines copied (ODOO-KWIZ reads `get_invoice_desc(k_id)` at once). k_type 1–4 (ODOO `l10n_ge_edi_k_type`;
   * GEC-DOC). ASSUMPTION: a confirmed correction (8) that is corrected again goes to 3 as an original does.
   */
  private correct(id: number, kType: number): number | null {
    const invoice = this.own(id);
    if (!invoice || (invoice.status !== 2 && invoice.status !== 8) || ![1, 2, 3, 4].includes(kType)) return null;
    invoice.status = 3;
    const correction: FakeRsInvoice = {
      ...structuredClone(invoice),
      id: (this.nextInvoiceId += 1),
      status: 4,
      registeredAt: tbilisi(this.now()),
      number: null,
      correctionOf: invoice.id,
      kType,
      refusedWith: null,
      lines: invoice.lines.map((l) => ({ ...l, id: (this.nextLineId += 1) })),
    };
    this.store.set(correction.id, correction);
    return correction.id;
  }

  private accept(id: number): boolean {
    const invoice = this.store.get(id);
    const next = invoice && ({ 1: 2, 5: 8, 6: 7 } as Record<number, FakeRsStatus>)[invoice.status];
    if (!invoice || next === undefined) return false;
    invoice.status = next;
    return true;
  }

  private reject(id: number, text: string): boolean {
    const invoice = this.store.get(id);
    const next = invoice && ({ 1: 0, 5: 4, 6: 2 } as Record<number, FakeRsStatus>)[invoice.status];
    if (!invoice || next === undefined) return false;
    invoice.status = next;
    invoice.refusedWith = text;
    return true;
  }

  /**
   * WSDL `get_seller_invoices(user_id, un_id, s_dt, e_dt, op_s_dt, op_e_dt, invoice_no, sa_ident_no, desc,
   * doc_mos_nom, su, sp)`: s_dt/e_dt bound the registration time, op_s_dt/op_e_dt the operation date,
   * `sa_ident_no` is the counterparty's tax number (RSMCP-TS invoice.md). Rows are `<invoices>` (GO;
   * PHP-VOLTA). ASSUMPTION: the bounds are inclusive, an empty `sa_ident_no`/`invoice_no` filters nothing, every
   * status is listed (deleted ones too), and `TANXA`/`VAT` are the lines' totals.
   */
  private sellerInvoices(args: Record<string, unknown>): string {
    const text = (v: unknown) => String(v ?? '').slice(0, 19);
    const [sFrom, sTo, opFrom, opTo] = [text(args.s_dt), text(args.e_dt), text(args.op_s_dt), text(args.op_e_dt)];
    const buyer = String(args.sa_ident_no ?? '');
    const invoiceNo = String(args.invoice_no ?? '');
    const buyerTin = new Map([...this.taxpayers.values()].map((t) => [t.unId, t]));
    const rows = [...this.store.values()]
      .filter((i) => i.sellerUnId === Number(args.un_id) && i.sellerUnId === this.seller.unId)
      .filter((i) => i.registeredAt >= sFrom && i.registeredAt <= sTo && i.operationDate >= opFrom && i.operationDate <= opTo)
      .filter((i) => !buyer || buyerTin.get(i.buyerUnId)?.tin === buyer)
      .filter((i) => !invoiceNo || `${i.series ?? ''}${i.number ?? ''}`.includes(invoiceNo) || i.number === invoiceNo)
      .map((i) => ({
        ID: i.id,
        F_SERIES: i.series ?? '',
        F_NUMBER: i.number ?? '-1',
        OPERATION_DT: i.operationDate,
        REG_DT: i.registeredAt,
        SELLER_UN_ID: i.sellerUnId,
        BUYER_UN_ID: i.buyerUnId,
        ORG_NAME: buyerTin.get(i.buyerUnId)?.name ?? '',
        SA_IDENT_NO: buyerTin.get(i.buyerUnId)?.tin ?? '',
        TANXA: lariOf(i.lines.reduce((sum, l) => sum + l.fullAmount, 0)),
        VAT: lariOf(i.lines.reduce((sum, l) => sum + Math.max(l.vatAmount, 0), 0)),
        STATUS: i.status,
        K_ID: i.correctionOf ?? -1,
        K_TYPE: i.kType ?? -1,
      }));
    return dataSet('invoices', SELLER_INVOICE_COLUMNS, rows);
  }

  // --------------------------------------------------------------------------------------- waybill

  private waybill() {
    return {
      // chek_service_user(su, sp) → chek_service_userResult, un_id, s_user_id (Go waybill client; MCP-PY tests).
      chek_service_user: this.operation(
        'chek_service_user',
        () => ({ chek_service_userResult: false, un_id: -1, s_user_id: -1 }),
        () => ({ chek_service_userResult: true, un_id: this.seller.unId, s_user_id: this.seller.userId }),
      ),
      // get_name_from_tin(su, sp, tin) → the registered name. ASSUMPTION: an unknown number (and a refused caller)
      // gets an empty name, as the open client (index id 69091788774) reads it: "if not name: return None".
      get_name_from_tin: this.operation(
        'get_name_from_tin',
        () => ({ get_name_from_tinResult: '' }),
        (args) => ({ get_name_from_tinResult: this.taxpayers.get(String(args.tin ?? ''))?.name ?? '' }),
      ),
      // is_vat_payer_tin(su, sp, tin) → "true"/"false" (MCP-PY CLAUDE.md). ASSUMPTION: false for an unknown number.
      is_vat_payer_tin: this.operation(
        'is_vat_payer_tin',
        () => ({ is_vat_payer_tinResult: false }),
        (args) => ({ is_vat_payer_tinResult: this.taxpayers.get(String(args.tin ?? ''))?.vatPayer ?? false }),
      ),
    };
  }
}
