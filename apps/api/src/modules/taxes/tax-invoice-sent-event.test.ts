import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLines, taxInvoices } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { buyWith, companyForm, saveCard } from '../../test/commerce.ts';
import { FAKE_RSGE_SELLER, FakeRsgeServer } from '../../test/fake-rsge/fake-rsge-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { listOutbox } from '../mail/mail.service.ts';
import { ANSWER_POLL_MS, CLAIM_MS } from './tax-invoice-sender.ts';
import { TaxInvoices } from './tax-invoices.service.ts';
import { SoapRevenueService } from './rsge/soap-revenue-service.ts';

/**
 * Issue 42 item 1: `tax_invoice.sent` is recorded once per tax invoice (and per correction), in the
 * transaction that saves the RS.ge number it was sent with, whatever the passes and instances; against
 * the fake RS.ge (test/fake-rsge).
 */
let fake: FakeRsgeServer;
let t: TestContext;
let staff: TestUser;
let serial = 0;

beforeAll(async () => {
  fake = await new FakeRsgeServer().start();
  t = await createTestApp({
    seed: true,
    env: {
      SELLER_VAT_PAYER: 'true',
      RSGE_SERVICE_USER: FAKE_RSGE_SELLER.su,
      RSGE_SERVICE_PASSWORD: FAKE_RSGE_SELLER.sp,
      RSGE_INVOICE_URL: fake.url,
      RSGE_WAYBILL_URL: fake.waybillUrl,
    },
  });
  t.clock.set(new Date('2026-11-10T08:00:00Z'));
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'tax-event-staff@orioni.test' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function companyPaid(): Promise<{ who: TestUser; tin: string; paymentId: number }> {
  serial += 1;
  const tin = String(306_000_000 + serial * 7919);
  fake.addTaxpayer(tin, `Event Buyer ${serial} LLC`, true);
  const who = await createSignedInUser(t, { customerType: 'LEGAL', fullName: `Event Buyer ${serial} LLC`, language: 'KA' });
  await saveCard(t, who);
  return { who, tin, paymentId: await buyWith(t, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]) };
}
const rowOf = async (paymentId: number) => (await t.db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paymentId)))[0]!;
const sentEvents = async (userId: number) => (await t.app.services.events.ofUser(userId)).filter((e) => e.type === 'tax_invoice.sent');
async function pass(service = t.app.services.taxInvoices) {
  t.clock.advance(ANSWER_POLL_MS + CLAIM_MS);
  return service.runDue();
}

describe('tax_invoice.sent (issue 42)', () => {
  it('an invoice sent records it once, with RS.ge’s series and number and the buyer; the answer and later passes record nothing', async () => {
    const { who, tin, paymentId } = await companyPaid();
    expect(await sentEvents(who.id)).toEqual([]);
    expect(await t.app.services.taxInvoices.runDue()).toMatchObject({ sent: 1 });
    const row = await rowOf(paymentId);
    expect(row.status).toBe('SENT');
    expect(row.rsNumber).toMatch(/\d/);
    expect(await sentEvents(who.id)).toMatchObject([
      {
        type: 'tax_invoice.sent',
        version: 1,
        userId: who.id,
        paymentId,
        data: { kind: 'INVOICE', series: row.rsSeries, number: row.rsNumber, buyerTaxNumber: tin },
      },
    ]);
    await pass();
    fake.confirm(row.rsInvoiceId!);
    expect(await pass()).toMatchObject({ answered: 1 });
    await pass();
    expect(await sentEvents(who.id)).toHaveLength(1);
  });

  it('a refused invoice sent again keeps its number: still the one event', async () => {
    const { who, paymentId } = await companyPaid();
    await t.app.services.taxInvoices.runDue();
    fake.refuse((await rowOf(paymentId)).rsInvoiceId!);
    await pass();
    expect((await rowOf(paymentId)).status).toBe('REFUSED');
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/tax-invoice/retry',
      headers: (await signInAgain(t, staff)).headers,
      payload: { paymentId },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await pass();
    expect((await rowOf(paymentId)).status).toBe('SENT');
    expect(await sentEvents(who.id)).toHaveLength(1);
  });

  it('a correction after a refund records its own, on the refund’s payment', async () => {
    const { who, tin, paymentId } = await companyPaid();
    await t.app.services.taxInvoices.runDue();
    fake.confirm((await rowOf(paymentId)).rsInvoiceId!);
    await pass();
    const [line] = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId));
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/refund',
      headers: (await signInAgain(t, staff)).headers,
      payload: {
        paymentId,
        idempotencyKey: `k${crypto.randomUUID().replaceAll('-', '')}`,
        lines: [{ paymentLineId: line!.id, amount: 1_000 }],
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refundPaymentId = refund.json().data.refundPaymentId as number;
    await pass();
    await pass();
    const correction = await rowOf(refundPaymentId);
    expect(correction.status).toBe('SENT');
    const events = await sentEvents(who.id);
    expect(events.map((e) => [e.paymentId, e.data.kind])).toEqual([
      [refundPaymentId, 'CORRECTION'],
      [paymentId, 'INVOICE'],
    ]);
    expect(events[0]!.data).toEqual({ kind: 'CORRECTION', series: correction.rsSeries, number: correction.rsNumber, buyerTaxNumber: tin });
  });

  it('two instances at once: one event per invoice', async () => {
    const buyers = [await companyPaid(), await companyPaid(), await companyPaid()];
    const other = new TaxInvoices({
      db: t.db,
      clock: t.clock,
      config: t.config,
      revenue: SoapRevenueService.fromConfig(t.config, { timeoutMs: 2_000 }),
      documents: t.app.services.documents,
      accounts: t.app.services.customers,
      events: t.app.services.events,
    });
    const results = await Promise.all([t.app.services.taxInvoices.runDue(), other.runDue(), t.app.services.taxInvoices.runDue()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(3);
    await Promise.all([pass(), pass(other)]);
    for (const { who, paymentId } of buyers) expect((await sentEvents(who.id)).map((e) => e.paymentId)).toEqual([paymentId]);
  });

  it('the mail and tax-invoice consumers pass over it: no mail, no invoice row for it', async () => {
    const { who } = await companyPaid();
    await t.app.services.taxInvoices.runDue();
    const mails = (await listOutbox(t.db, { to: who.email })).length;
    const rows = (await t.db.select().from(taxInvoices).where(eq(taxInvoices.userId, who.id))).length;
    await t.app.services.dispatcher.drain();
    expect(await listOutbox(t.db, { to: who.email })).toHaveLength(mails);
    expect(await t.db.select().from(taxInvoices).where(eq(taxInvoices.userId, who.id))).toHaveLength(rows);
    expect(await sentEvents(who.id)).toHaveLength(1);
  });
});
