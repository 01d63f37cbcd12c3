import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeRsgeServer } from '../../../test/fake-rsge/fake-rsge-server.ts';
import { RevenueServiceError, type InvoiceLineInput } from './revenue-service.ts';
import { lari, parseLari, SoapRevenueService } from './soap-revenue-service.ts';

const BUYER = '404123456';
const TIMEOUT_MS = 400;

const NOW = new Date('2026-11-29T09:00:00Z');
let fake: FakeRsgeServer;
let logged: string[];
let rs: SoapRevenueService;

const service = (password = fake.credentials.password) =>
  new SoapRevenueService({
    credentials: { user: fake.credentials.user, password },
    invoiceUrl: fake.url,
    waybillUrl: fake.waybillUrl,
    timeoutMs: TIMEOUT_MS,
    now: () => NOW,
    log: { warn: (details, message) => logged.push(JSON.stringify(details) + message) },
  });

const line = (goods: string, amount: number, vat: number): InvoiceLineInput => ({ goods, unit: 'ერთეული', quantity: 1, amount, vat });

/** A header with its lines, as the worker will save it; the invoice's id. */
async function draft(lines: InvoiceLineInput[], operationDate = '2026-11-28'): Promise<number> {
  const buyer = await rs.taxpayer(BUYER);
  const { invoiceId } = await rs.saveInvoiceHeader({ operationDate, buyerUnId: buyer!.unId });
  for (const l of lines) await rs.saveInvoiceLine(invoiceId, l);
  return invoiceId;
}

async function failure(promise: Promise<unknown>): Promise<RevenueServiceError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RevenueServiceError);
  return error as RevenueServiceError;
}

beforeAll(async () => {
  // The service and the client read one clock: the client bounds its search by its own "now" (a fixed day).
  fake = await new FakeRsgeServer({ holdMs: TIMEOUT_MS * 3, now: () => NOW }).start();
  fake.addTaxpayer(BUYER, 'Tbilisi Consulting LLC', true);
  fake.addTaxpayer('205987654', 'Batumi Print Ltd', false);
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  logged = [];
  rs = service();
});

describe('amounts on the wire', () => {
  it('writes tetri as lari with two decimals and reads decimal strings exactly', () => {
    expect([lari(0), lari(5), lari(1050), lari(11800), lari(123_456_789_01), lari(-250)]).toEqual([
      '0.00',
      '0.05',
      '10.50',
      '118.00',
      '123456789.01',
      '-2.50',
    ]);
    expect(['118', '118.0', '18.0000', '0.29', '0.1', '1234567.89', '-1'].map(parseLari)).toEqual([
      11800, 11800, 1800, 29, 10, 123456789, -100,
    ]);
    expect(['0.295', 'abc', '', '1e3'].map(parseLari)).toEqual([null, null, null, null]);
    // No float drift: 0.29 lari is 29 tetri (0.29 * 100 is 28.999999999999996 in floating point).
    for (let t = 0; t < 2000; t += 7) expect(parseLari(lari(t))).toBe(t);
  });
});

describe('tax-number lookups', () => {
  it('finds a VAT payer, a taxpayer who is not one, and no one for an unknown number', async () => {
    expect(await rs.lookupTin(BUYER)).toEqual({ name: 'Tbilisi Consulting LLC', vatPayer: true });
    expect(await rs.lookupTin('205987654')).toEqual({ name: 'Batumi Print Ltd', vatPayer: false });
    expect(await rs.lookupTin('999999999')).toEqual({ name: null, vatPayer: false });
    expect(await rs.taxpayer('999999999')).toBeNull();
    const buyer = await rs.taxpayer(BUYER);
    expect(buyer).toEqual({ unId: expect.any(Number), name: 'Tbilisi Consulting LLC' });
    expect(buyer!.unId).toBeGreaterThan(0);
  });

  it("reads the seller's ids once", async () => {
    const before = fake.calls.filter((c) => c.operation === 'chek').length;
    expect(await rs.seller()).toEqual(fake.sellerIds);
    expect(await rs.seller()).toEqual(fake.sellerIds);
    await rs.taxpayer(BUYER);
    expect(fake.calls.filter((c) => c.operation === 'chek').length - before).toBe(1);
  });

  it('refuses wrong credentials instead of calling every number unknown', async () => {
    const wrong = service('not-the-password');
    expect((await failure(wrong.lookupTin(BUYER))).kind).toBe('refused');
    expect((await failure(wrong.taxpayer(BUYER))).operation).toBe('chek');
  });
});

describe('an invoice', () => {
  it('is saved with its lines, sent, and read back with the number RS.ge gave it', async () => {
    const id = await draft([
      line('ERP subscription, November 2026 (R-2026-000123)', 11800, 1800),
      line('Training (R-2026-000123)', 5900, 900),
    ]);
    let saved = fake.invoices().find((i) => i.id === id)!;
    expect(saved).toMatchObject({ status: 0, number: null, operationDate: '2026-11-28T12:00:00', sellerUnId: fake.sellerIds.unId });
    expect(saved.lines.map((l) => [l.goods, l.unit, l.quantity, l.fullAmount, l.vatAmount])).toEqual([
      ['ERP subscription, November 2026 (R-2026-000123)', 'ერთეული', '1', 11800, 1800],
      ['Training (R-2026-000123)', 'ერთეული', '1', 5900, 900],
    ]);

    expect(await rs.invoice(id)).toMatchObject({ invoiceId: id, status: 0, number: null, operationDate: '2026-11-28', correctionOf: null });
    await rs.changeStatus(id, 1);
    saved = fake.invoices().find((i) => i.id === id)!;
    expect(saved.status).toBe(1);
    expect(saved.number).toMatch(/^\d+$/);
    const state = await rs.invoice(id);
    expect(state).toEqual({
      invoiceId: id,
      status: 1,
      series: saved.series,
      number: saved.number,
      operationDate: '2026-11-28',
      buyerUnId: saved.buyerUnId,
      correctionOf: null,
      kType: null,
    });
  });

  it("reads the lines back from the service's DataSet answer", async () => {
    const id = await draft([line('A & <B> (R-1)', 1, 0), line('Second (R-1)', 123_456, 18_832)]);
    const lines = await rs.invoiceLines(id);
    const saved = fake.invoices().find((i) => i.id === id)!;
    expect(lines).toEqual([
      { lineId: saved.lines[0]!.id, goods: 'A & <B> (R-1)', unit: 'ერთეული', quantity: 1, amount: 1, vat: 0 },
      { lineId: saved.lines[1]!.id, goods: 'Second (R-1)', unit: 'ერთეული', quantity: 1, amount: 123_456, vat: 18_832 },
    ]);
    await rs.deleteInvoiceLine(id, lines[0]!.lineId);
    expect((await rs.invoiceLines(id)).map((l) => l.goods)).toEqual(['Second (R-1)']);
    expect(await rs.invoiceLines(id + 100_000)).toEqual([]);
  });

  it('an empty draft cannot be sent, and is deleted', async () => {
    const id = await draft([]);
    const refused = await failure(rs.changeStatus(id, 1));
    expect([refused.kind, refused.operation]).toEqual(['refused', 'change_invoice_status']);
    await rs.changeStatus(id, -1);
    expect(fake.invoices().find((i) => i.id === id)!.status).toBe(-1);
  });

  it("is found again among the seller's invoices by buyer and operation day", async () => {
    const id = await draft([line('Found (R-2026-000777)', 2360, 360)], '2026-10-15');
    const found = await rs.sellerInvoices({ buyerTin: BUYER, from: '2026-10-15', to: '2026-10-15' });
    expect(found.map((f) => f.invoiceId)).toEqual([id]);
    expect(found[0]).toMatchObject({ status: 0, number: null, operationDate: '2026-10-15', correctionOf: null });
    expect(Date.parse(found[0]!.registeredAt)).toBeGreaterThan(0);
    expect(await rs.sellerInvoices({ buyerTin: BUYER, from: '2026-10-16', to: '2026-10-31' })).toEqual([]);
    expect(await rs.sellerInvoices({ buyerTin: '205987654', from: '2026-10-15', to: '2026-10-15' })).toEqual([]);
  });
});

describe('a correction', () => {
  it('of a confirmed invoice: k_invoice, a changed line, sent with 5, confirmed', async () => {
    const id = await draft([line('ERP (R-9)', 11800, 1800)]);
    await rs.changeStatus(id, 1);
    // Not before the buyer confirmed it (ODOO-MOVE).
    expect((await failure(rs.correctInvoice(id, 3))).kind).toBe('refused');
    fake.confirm(id);
    expect((await rs.invoice(id)).status).toBe(2);

    const { correctionId } = await rs.correctInvoice(id, 3);
    expect((await rs.invoice(id)).status).toBe(3);
    const correction = await rs.invoice(correctionId);
    expect(correction).toMatchObject({ status: 4, correctionOf: id, kType: 3, number: null });
    const [copied] = await rs.invoiceLines(correctionId);
    expect(copied).toMatchObject({ goods: 'ERP (R-9)', amount: 11800, vat: 1800 });

    await rs.updateInvoiceLine(correctionId, copied!.lineId, { ...copied!, amount: 5900, vat: 900 });
    // A correction is sent with 5; 1 is refused (GEC-DOC).
    expect((await failure(rs.changeStatus(correctionId, 1))).kind).toBe('refused');
    await rs.changeStatus(correctionId, 5);
    fake.confirm(correctionId);
    const stored = fake.invoices().find((i) => i.id === correctionId)!;
    expect(stored.status).toBe(8);
    expect(stored.lines.map((l) => [l.fullAmount, l.vatAmount])).toEqual([[5900, 900]]);
    expect(fake.invoices().find((i) => i.id === id)!.status).toBe(3);
  });

  it('refused by the buyer goes back to be edited', async () => {
    const id = await draft([line('X (R-10)', 1180, 180)]);
    await rs.changeStatus(id, 1);
    // A sent invoice is not edited.
    expect((await failure(rs.saveInvoiceLine(id, line('late', 100, 15)))).operation).toBe('save_invoice_desc');
    const number = (await rs.invoice(id)).number;
    fake.refuse(id);
    expect((await rs.invoice(id)).status).toBe(0);
    await rs.saveInvoiceLine(id, line('Y (R-10)', 590, 90));
    await rs.changeStatus(id, 1);
    // Sent again under the number it had (ODOO-TEST: re-sent "without being registered again").
    expect(await rs.invoice(id)).toMatchObject({ status: 1, number });

    fake.confirm(id);
    const { correctionId } = await rs.correctInvoice(id, 4);
    await rs.changeStatus(correctionId, 5);
    fake.refuse(correctionId);
    expect((await rs.invoice(correctionId)).status).toBe(4);
    expect((await rs.invoice(id)).status).toBe(3);
  });
});

describe('failures', () => {
  it('a SOAP fault is a refusal with the service words; Result false is a refusal naming the operation', async () => {
    await rs.seller();
    fake.failNext('save_invoice', 'fault');
    const fault = await failure(rs.saveInvoiceHeader({ operationDate: '2026-11-28', buyerUnId: (await rs.taxpayer(BUYER))!.unId }));
    expect(fault).toMatchObject({ kind: 'refused', operation: 'save_invoice' });
    expect(fault.message).toContain('Server was unable to process request.');

    fake.failNext('save_invoice', 'false');
    const no = await failure(rs.saveInvoiceHeader({ operationDate: '2026-11-28', buyerUnId: (await rs.taxpayer(BUYER))!.unId }));
    expect(no).toMatchObject({ kind: 'refused', operation: 'save_invoice' });
    expect(no.message).toContain('save_invoice');
  });

  it('a timeout is unavailable, and the write happened all the same', async () => {
    const buyerUnId = (await rs.taxpayer(BUYER))!.unId;
    const before = fake.invoices().length;
    fake.failNext('save_invoice', 'timeout');
    const error = await failure(rs.saveInvoiceHeader({ operationDate: '2026-09-01', buyerUnId }));
    expect(error).toMatchObject({ kind: 'unavailable', operation: 'save_invoice' });
    expect(error.message).toContain(`${TIMEOUT_MS} ms`);
    expect(fake.invoices().length).toBe(before + 1);
    // The reconciliation finds it.
    const found = await rs.sellerInvoices({ buyerTin: BUYER, from: '2026-09-01', to: '2026-09-01' });
    expect(found.map((f) => f.invoiceId)).toEqual([fake.invoices().at(-1)!.id]);
  });

  it('an HTML page instead of SOAP is unavailable, and nothing changed', async () => {
    const before = fake.invoices().length;
    fake.failNext('save_invoice', 'html');
    const error = await failure(rs.saveInvoiceHeader({ operationDate: '2026-11-28', buyerUnId: (await rs.taxpayer(BUYER))!.unId }));
    expect(error).toMatchObject({ kind: 'unavailable', operation: 'save_invoice' });
    expect(fake.invoices().length).toBe(before);
  });

  it('a line refused in the middle leaves the header with the lines before it', async () => {
    fake.failLine(2);
    const buyerUnId = (await rs.taxpayer(BUYER))!.unId;
    const { invoiceId } = await rs.saveInvoiceHeader({ operationDate: '2026-11-28', buyerUnId });
    await rs.saveInvoiceLine(invoiceId, line('one', 100, 15));
    const error = await failure(rs.saveInvoiceLine(invoiceId, line('two', 200, 31)));
    expect(error).toMatchObject({ kind: 'refused', operation: 'save_invoice_desc' });
    expect((await rs.invoiceLines(invoiceId)).map((l) => l.goods)).toEqual(['one']);
    await rs.saveInvoiceLine(invoiceId, line('two', 200, 31));
    expect((await rs.invoiceLines(invoiceId)).map((l) => l.goods)).toEqual(['one', 'two']);
  });

  it('a closed port is unavailable', async () => {
    const closed = new SoapRevenueService({
      credentials: fake.credentials,
      invoiceUrl: 'http://127.0.0.1:9/ntosservice/ntosservice.asmx',
      waybillUrl: 'http://127.0.0.1:9/WayBillService/WayBillService.asmx',
      timeoutMs: TIMEOUT_MS,
    });
    expect((await failure(closed.lookupTin(BUYER))).kind).toBe('unavailable');
    expect((await failure(closed.seller())).kind).toBe('unavailable');
  });

  it('never puts the password in an error or a log line, whatever fails', async () => {
    const password = fake.credentials.password;
    const errors: RevenueServiceError[] = [];
    for (const mode of ['fault', 'false', 'timeout', 'html'] as const) {
      const fresh = service();
      fake.failNext('chek', mode);
      errors.push(await failure(fresh.seller()));
    }
    errors.push(await failure(service('wrong-password-123').taxpayer(BUYER)));
    expect(errors.map((e) => e.kind)).toEqual(['refused', 'refused', 'unavailable', 'unavailable', 'refused']);
    expect(logged).toHaveLength(5);
    for (const text of [...errors.map((e) => `${e.message} ${e.stack} ${JSON.stringify(e)} ${String(e.cause)}`), ...logged]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain('wrong-password-123');
    }
    expect(JSON.stringify(fake.calls)).not.toContain(password);
  });
});
