import { vatIncluded } from '@orioni/contracts/vat';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentLines, payments, taxInvoices } from '../../db/schema/index.ts';
import { createSignedInUser, personalNumberFor, signInAgain, type TestUser } from '../../test/auth.ts';
import { buyWith, companyForm, saveCard } from '../../test/commerce.ts';
import { FAKE_RSGE_SELLER, FakeRsgeServer } from '../../test/fake-rsge/fake-rsge-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { ANSWER_POLL_MS, CLAIM_MS, INVOICE_UNIT } from './tax-invoice-sender.ts';
import { TaxInvoices } from './tax-invoices.service.ts';
import { SoapRevenueService } from './rsge/soap-revenue-service.ts';
import { pdfText } from '../documents/pdf-text-extract.ts';

// Issue 41 item 3 (ADR 046): a tax invoice at the Revenue Service for each paid payment of a company
// customer, one correction per refund, exactly once whatever fails; against the fake RS.ge built from the
// service's published description (test/fake-rsge).

let fake: FakeRsgeServer;
let t: TestContext;
let staff: TestUser;
let serial = 0;

const RSGE_TIMEOUT_MS = 400;
const rsgeEnv = () => ({
  SELLER_VAT_PAYER: 'true',
  RSGE_SERVICE_USER: FAKE_RSGE_SELLER.su,
  RSGE_SERVICE_PASSWORD: FAKE_RSGE_SELLER.sp,
  RSGE_INVOICE_URL: fake.url,
  RSGE_WAYBILL_URL: fake.waybillUrl,
  RSGE_TIMEOUT_MS: String(RSGE_TIMEOUT_MS),
});

/** A company customer (its 9-digit number registered at the fake RS.ge) with a saved card. */
async function company(ctx: TestContext, registered = true): Promise<{ who: TestUser; tin: string }> {
  serial += 1;
  const tin = String(205_000_000 + serial * 7919);
  if (registered) fake.addTaxpayer(tin, `Buyer ${serial} LLC`, true);
  const who = await createSignedInUser(ctx, { customerType: 'LEGAL', fullName: `Buyer ${serial} LLC`, language: 'KA' });
  await saveCard(ctx, who);
  return { who, tin };
}

const rowOf = async (ctx: TestContext, paymentId: number) =>
  (await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paymentId)))[0];
const atFake = (rsId: number | null | undefined) => fake.invoices().find((i) => i.id === rsId);
/** The worker's pass, after moving the clock past every wait (backoff, the hourly answer read, a lease). */
async function pass(ctx: TestContext, service = ctx.app.services.taxInvoices) {
  ctx.clock.advance(ANSWER_POLL_MS + CLAIM_MS);
  return service.runDue();
}

beforeAll(async () => {
  fake = await new FakeRsgeServer({ holdMs: RSGE_TIMEOUT_MS * 3 }).start();
  t = await createTestApp({ seed: true, env: rsgeEnv() });
  t.clock.set(new Date('2026-11-10T08:00:00Z'));
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'tax-staff@orioni.test' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('a company purchase', () => {
  it('issues one invoice at RS.ge with a line per product line, its VAT, and sends it; the buyer confirms', async () => {
    const { who, tin } = await company(t);
    const paymentId = await buyWith(t, who, companyForm(tin), [
      ['ORIONI_ERP_M1', 3],
      ['HW_RECEIPT_PRINTER_PREMISE', 1],
    ]);
    const row = await rowOf(t, paymentId);
    expect(row).toMatchObject({ kind: 'INVOICE', status: 'WAITING', buyerTin: tin, operationDate: '2026-11-10' });
    expect(await t.app.services.taxInvoices.runDue()).toMatchObject({ sent: 1 });

    const sent = (await rowOf(t, paymentId))!;
    expect(sent.status).toBe('SENT');
    const invoice = atFake(sent.rsInvoiceId)!;
    expect(invoice.status).toBe(1);
    expect(sent.rsNumber).toBe(invoice.number);
    expect(sent.rsNumber).toMatch(/\d/);
    expect(invoice.buyerUnId).toBe(fake.addTaxpayer(tin, `Buyer ${serial} LLC`, true).unId);
    const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId)).orderBy(asc(paymentLines.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.vatRateBp).toBe(1800);
    expect(invoice.lines.map((l) => [l.fullAmount, l.vatAmount, l.unit])).toEqual(
      lines.map((l) => [l.amount, vatIncluded(l.amount, 1800), INVOICE_UNIT]),
    );
    expect(invoice.lines.map((l) => l.goods)).toEqual(
      lines.map((_, i) => expect.stringMatching(new RegExp(`\\[ORI-2026-\\d{6}/${i + 1}\\]$`))),
    );
    expect(invoice.lines[0]!.goods).toContain('ERP');

    // Nothing more is sent on the next passes; the buyer's answer is read.
    await pass(t);
    expect(fake.invoices().filter((i) => i.buyerUnId === invoice.buyerUnId)).toHaveLength(1);
    fake.confirm(invoice.id);
    expect(await pass(t)).toMatchObject({ answered: 1 });
    expect((await rowOf(t, paymentId))!.status).toBe('CONFIRMED');
  });

  it('a personal customer pays: no invoice, nothing sent', async () => {
    const who = await createSignedInUser(t, { language: 'KA' });
    await saveCard(t, who);
    const before = fake.invoices().length;
    const paymentId = await buyWith(t, who, { firstName: 'Nino', lastName: 'Beridze', idNumber: personalNumberFor(who.id) }, [
      ['ORIONI_ERP_M1', 1],
    ]);
    expect(await rowOf(t, paymentId)).toBeUndefined();
    await pass(t);
    expect(fake.invoices()).toHaveLength(before);
  });

  it('a buyer that refuses the invoice: REFUSED, and staff send it again', async () => {
    const { who, tin } = await company(t);
    const paymentId = await buyWith(t, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]);
    await t.app.services.taxInvoices.runDue();
    const rsId = (await rowOf(t, paymentId))!.rsInvoiceId!;
    fake.refuse(rsId);
    await pass(t);
    expect(await rowOf(t, paymentId)).toMatchObject({ status: 'REFUSED', lastError: expect.stringContaining('refused') });
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/tax-invoice/retry',
      headers: (await signInAgain(t, staff)).headers,
      payload: { paymentId },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await pass(t);
    // The refused invoice goes back to the buyer on the same id (ODOO-TEST: a refused invoice is re-sent, not registered again).
    expect(await rowOf(t, paymentId)).toMatchObject({ status: 'SENT', rsInvoiceId: rsId });
    expect(atFake(rsId)!.status).toBe(1);
  });
});

describe('exactly once, whatever fails', () => {
  it('a header saved and its lines not (the service went away after the header): the next pass finishes the one invoice', async () => {
    const { who, tin } = await company(t);
    const paymentId = await buyWith(t, who, companyForm(tin), [
      ['ORIONI_ERP_M1', 2],
      ['HW_RECEIPT_PRINTER_PREMISE', 2],
    ]);
    fake.failNext('save_invoice_desc', 'html');
    expect(await t.app.services.taxInvoices.runDue()).toMatchObject({ retry: 1 });
    const half = (await rowOf(t, paymentId))!;
    expect(half).toMatchObject({ status: 'WAITING', attempts: 1 });
    expect(half.rsInvoiceId).not.toBeNull();
    expect(atFake(half.rsInvoiceId)!.lines).toHaveLength(0);
    await pass(t);
    const done = (await rowOf(t, paymentId))!;
    expect(done).toMatchObject({ status: 'SENT', rsInvoiceId: half.rsInvoiceId });
    const paid = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId));
    expect(paid.length).toBeGreaterThan(1);
    expect(atFake(done.rsInvoiceId)!.lines).toHaveLength(paid.length);
    expect(fake.invoices().filter((i) => i.buyerUnId === atFake(done.rsInvoiceId)!.buyerUnId)).toHaveLength(1);
  });

  it('a line saved, then a timeout on the next (its write happened, unseen): every line once', async () => {
    const { who, tin } = await company(t);
    const paymentId = await buyWith(t, who, companyForm(tin), [
      ['ORIONI_ERP_M1', 1],
      ['HW_RECEIPT_PRINTER_PREMISE', 1],
      ['ORIONI_ACCOUNTING_Y1', 1],
    ]);
    fake.failNext('save_invoice_desc', 'timeout');
    await t.app.services.taxInvoices.runDue();
    await pass(t);
    const done = (await rowOf(t, paymentId))!;
    expect(done.status).toBe('SENT');
    const paid = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId));
    expect(atFake(done.rsInvoiceId)!.lines.map((l) => l.goods.slice(-3))).toEqual(paid.map((_, i) => `/${i + 1}]`));
  });

  it('the header saved but its answer lost (a timeout or a crash before its id was kept): found again, never a second', async () => {
    const { who, tin } = await company(t);
    const paymentId = await buyWith(t, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]);
    fake.failNext('save_invoice', 'timeout');
    expect(await t.app.services.taxInvoices.runDue()).toMatchObject({ retry: 1 });
    const lost = (await rowOf(t, paymentId))!;
    expect(lost.rsInvoiceId).toBeNull();
    expect(lost.headerRequestedAt).not.toBeNull();
    const unId = fake.addTaxpayer(tin, `Buyer ${serial} LLC`, true).unId;
    expect(fake.invoices().filter((i) => i.buyerUnId === unId)).toHaveLength(1);
    await pass(t);
    const found = (await rowOf(t, paymentId))!;
    expect(found.status).toBe('SENT');
    expect(fake.invoices().filter((i) => i.buyerUnId === unId)).toHaveLength(1);
    expect(found.rsInvoiceId).toBe(fake.invoices().find((i) => i.buyerUnId === unId)!.id);
  });

  it('two instances at once issue one invoice per payment', async () => {
    const buyers = await Promise.all([company(t), company(t), company(t)]);
    const paymentIds: number[] = [];
    for (const { who, tin } of buyers) paymentIds.push(await buyWith(t, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]));
    const other = new TaxInvoices({
      db: t.db,
      clock: t.clock,
      config: t.config,
      revenue: SoapRevenueService.fromConfig(t.config, { timeoutMs: RSGE_TIMEOUT_MS }),
      documents: t.app.services.documents,
      accounts: t.app.services.customers,
      events: t.app.services.events,
    });
    const results = await Promise.all([t.app.services.taxInvoices.runDue(), other.runDue(), t.app.services.taxInvoices.runDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(3);
    for (const paymentId of paymentIds) {
      const row = (await rowOf(t, paymentId))!;
      expect(row.status).toBe('SENT');
      expect(fake.invoices().filter((i) => i.buyerUnId === atFake(row.rsInvoiceId)!.buyerUnId)).toHaveLength(1);
    }
  });

  it('a buyer unknown at RS.ge: FAILED with the reason; staff retries are audited', async () => {
    const { who, tin } = await company(t, false);
    const paymentId = await buyWith(t, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]);
    expect(await t.app.services.taxInvoices.runDue()).toMatchObject({ failed: 1 });
    expect(await rowOf(t, paymentId)).toMatchObject({ status: 'FAILED', lastError: expect.stringContaining(tin) });
    fake.addTaxpayer(tin, 'Registered Since LLC', true);
    const headers = (await signInAgain(t, staff)).headers;
    const retry = (id: number) =>
      t.app.inject({ method: 'POST', url: '/api/admin/payment/tax-invoice/retry', headers, payload: { paymentId: id } });
    const res = await retry(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ paymentId, status: 'WAITING' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `payment:${paymentId}`));
    expect(entry).toMatchObject({ action: 'TAX_INVOICE_RETRY', actorUserId: staff.id });
    expect(JSON.parse(String(entry!.details))).toMatchObject({ before: { status: 'FAILED' }, after: { status: 'WAITING' } });
    await pass(t);
    expect((await rowOf(t, paymentId))!.status).toBe('SENT');
    // A second retry of a sent invoice is refused; a payment without one is not found.
    expect((await retry(paymentId)).json().errorKey).toBe('TAX_INVOICE_NOT_RETRYABLE');
    expect((await retry(999_999)).statusCode).toBe(404);
  });

  it('the retry route answers 401 signed out and 403 to a customer', async () => {
    const customer = await createSignedInUser(t);
    const url = '/api/admin/payment/tax-invoice/retry';
    expect((await t.app.inject({ method: 'POST', url, payload: { paymentId: 1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: customer.headers, payload: { paymentId: 1 } })).statusCode).toBe(403);
  });
});

describe('a refund', () => {
  it('of part of a confirmed invoice issues one correction (price reduced) with the line less the refund', async () => {
    const { who, tin } = await company(t);
    const paymentId = await buyWith(t, who, companyForm(tin), [
      ['ORIONI_ERP_M1', 2],
      ['HW_RECEIPT_PRINTER_PREMISE', 1],
    ]);
    await t.app.services.taxInvoices.runDue();
    const original = (await rowOf(t, paymentId))!;
    fake.confirm(original.rsInvoiceId!);
    await pass(t);
    const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId)).orderBy(asc(paymentLines.id));
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/refund',
      headers: (await signInAgain(t, staff)).headers,
      payload: {
        paymentId,
        idempotencyKey: `k${crypto.randomUUID().replaceAll('-', '')}`,
        lines: [{ paymentLineId: lines[1]!.id, amount: 10_000 }],
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refundPaymentId = refund.json().data.refundPaymentId as number;
    expect(await rowOf(t, refundPaymentId)).toMatchObject({ kind: 'CORRECTION', correctsId: original.id, status: 'WAITING' });
    await pass(t);
    const correction = (await rowOf(t, refundPaymentId))!;
    expect(correction.status).toBe('SENT');
    const atRs = atFake(correction.rsInvoiceId)!;
    expect(atRs).toMatchObject({ correctionOf: original.rsInvoiceId, kType: 3, status: 5 });
    const reduced = lines[1]!.amount - 10_000;
    expect(atRs.lines.map((l) => [l.fullAmount, l.vatAmount])).toEqual(
      lines.map((l, i) => (i === 1 ? [reduced, vatIncluded(reduced, 1800)] : [l.amount, vatIncluded(l.amount, 1800)])),
    );
    await pass(t);
    expect(fake.invoices().filter((i) => i.correctionOf === original.rsInvoiceId)).toHaveLength(1);
  });
});

describe('where the invoice shows', () => {
  it("the customer's receipt answers its RS.ge number; staff's payments answer every status and filter by it", async () => {
    const { who, tin } = await company(t);
    const sentId = await buyWith(t, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]);
    await t.app.services.taxInvoices.runDue();
    const failing = await company(t, false);
    const failedId = await buyWith(t, failing.who, companyForm(failing.tin), [['ORIONI_ERP_M1', 1]]);
    await t.app.services.taxInvoices.runDue();
    const personal = await createSignedInUser(t, { language: 'KA' });
    await saveCard(t, personal);
    const personalId = await buyWith(t, personal, { firstName: 'Nino', lastName: 'Beridze', idNumber: personalNumberFor(personal.id) }, [
      ['ORIONI_ERP_M1', 1],
    ]);

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/user/report/payment-receipt?paymentId=${sentId}`,
      headers: (await signInAgain(t, who)).headers,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const row = (await rowOf(t, sentId))!;
    expect(receipt.json().data.taxInvoice).toEqual({ kind: 'INVOICE', status: 'SENT', series: row.rsSeries, number: row.rsNumber });
    // The Georgian receipt PDF prints the RS.ge number, and the VAT (issue 41 done-when).
    const pdf = await pdfText((await t.app.services.documents.render(sentId, 'KA', who.id)).pdf);
    expect(pdf).toContain(`${row.rsSeries} ${row.rsNumber}`);
    expect(pdf).toContain('ანგარიშ-ფაქტურა');
    expect(pdf).toContain('დღგ');
    const failedReceipt = await t.app.inject({
      method: 'GET',
      url: `/api/user/report/payment-receipt?paymentId=${failedId}`,
      headers: (await signInAgain(t, failing.who)).headers,
    });
    // The customer never reads the service's words.
    expect(failedReceipt.json().data.taxInvoice).toEqual({ kind: 'INVOICE', status: 'FAILED', series: null, number: null });

    const headers = (await signInAgain(t, staff)).headers;
    const list = async (filter: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/payment/list?limit=100${filter}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.list as { paymentId: number; taxInvoice: { status: string; error?: string | null } | null }[];
    };
    const all = await list('');
    const of = (id: number) => all.find((p) => p.paymentId === id);
    expect(of(sentId)!.taxInvoice).toMatchObject({ status: 'SENT', number: row.rsNumber, error: null });
    expect(of(failedId)!.taxInvoice).toMatchObject({ status: 'FAILED', error: expect.stringContaining(failing.tin) });
    expect(of(personalId)!.taxInvoice).toBeNull();
    const failed = await list('&taxInvoice=FAILED');
    expect(failed.map((p) => p.paymentId)).toContain(failedId);
    expect(failed.every((p) => p.taxInvoice?.status === 'FAILED')).toBe(true);
    const notNeeded = await list('&taxInvoice=NOT_NEEDED');
    expect(notNeeded.map((p) => p.paymentId)).toContain(personalId);
    expect(notNeeded.every((p) => p.taxInvoice === null)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payment/list?taxInvoice=LOST', headers })).statusCode).toBe(400);
  });
});
