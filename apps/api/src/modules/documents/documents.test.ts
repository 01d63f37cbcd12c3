import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLari } from '@orioni/contracts';
import { formatDocumentNumber } from '@orioni/contracts/document-rules';
import { paymentLines, payments } from '../../db/schema/ledger.ts';
import { documentCounters, documents } from '../../db/schema/documents.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { pdfText } from './pdf-text-extract.ts';

/**
 * Issue 28 item 1: a payment's receipt (a refund's credit note) as a PDF, numbered once in the
 * year's sequence; the owner and staff read it, anyone else gets 404. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let paymentId: number;
/** The numbers the seed's succeeded payments took before these tests' (each is numbered as it succeeds). */
let receiptsBefore = 0;
let creditNotesBefore = 0;
/** An amount as the PDF's extracted text reads it: the document's language, its no-break spaces read back as spaces. */
const pdfMoney = (tetri: number, locale: 'ka' | 'en' | 'ru') => formatLari(tetri, { locale }).replace(/\u00a0/g, ' ');
const receipt = (n: number) => formatDocumentNumber('RECEIPT', 2026, receiptsBefore + n);
const creditNote = (n: number) => formatDocumentNumber('CREDIT_NOTE', 2026, creditNotesBefore + n);

const download = (id: number, who?: TestUser, language = 'ka', scope: 'user' | 'admin' = 'user') =>
  t.app.inject({
    method: 'GET',
    url: `/api/${scope}/payments/${id}/document`,
    headers: { ...(who?.headers ?? {}), 'accept-language': language },
  });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.clock.set(new Date('2026-03-05T08:00:00Z'));
  owner = await createSignedInUser(t, { fullName: 'ნინო ბერიძე', firstName: 'ნინო', lastName: 'ბერიძე', idNumber: '01001012345' });
  other = await createSignedInUser(t);
  admin = await createSignedInUser(t, { role: 'ADMIN' });
  const counters = await t.db.select().from(documentCounters).where(eq(documentCounters.year, 2026));
  receiptsBefore = counters.find((c) => c.kind === 'RECEIPT')?.lastNumber ?? 0;
  creditNotesBefore = counters.find((c) => c.kind === 'CREDIT_NOTE')?.lastNumber ?? 0;
  await saveCard(t, owner);
  await addToCart(t, owner, 'ORIONI_ERP_M1', 2);
  paymentId = await purchaseCart(t, owner);
});
afterAll(() => t.close());

describe('payment documents', () => {
  it('the owner downloads a Georgian receipt whose text holds the product, the customer and the total', async () => {
    const res = await download(paymentId, owner, 'ka');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${receipt(1)}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('გადახდის ქვითარი');
    expect(text).toContain(receipt(1));
    expect(text).toContain('ორიონი ERP');
    // The checkout form's name (purchaseCart sends "Nino Beridze"), the ID it was paid under.
    expect(text).toContain('Nino Beridze');
    expect(text).toContain('01001012345');
    expect(text).toContain(pdfMoney(payment!.amount, 'ka'));
    expect(text).toContain('5 მარ 2026 – 4 აპრ 2026');
    expect(text).toContain('424242******4242');
    // Issue 41: a seller who is not a VAT payer (the default) prints nothing about VAT.
    expect(text).not.toContain('დღგ');
  });

  it('a second download, in another language, prints the same number; English and Russian texts', async () => {
    const en = await pdfText((await download(paymentId, owner, 'en')).rawPayload);
    expect(en).toContain('Payment receipt');
    expect(en).toContain(receipt(1));
    expect(en).toContain('Orioni ERP');
    const ru = await pdfText((await download(paymentId, owner, 'ru')).rawPayload);
    expect(ru).toContain('Чек об оплате');
    // The seller's address in the document's language (issue 39 item 28), not in Georgian.
    expect(en).toContain('Vazha-Pshavela');
    expect(en).not.toContain('ვაჟა-ფშაველას');
    expect(ru).toContain('Важа-Пшавела');
    expect(ru).not.toContain('ვაჟა-ფშაველას');
    expect(await t.db.select().from(documents).where(eq(documents.paymentId, paymentId))).toHaveLength(1);
  });

  it('anyone else gets 404, without a session 401; staff download any payment, customers not through the staff route', async () => {
    expect((await download(paymentId, other)).statusCode).toBe(404);
    expect((await download(paymentId + 1000, owner)).statusCode).toBe(404);
    expect((await download(paymentId)).statusCode).toBe(401);
    expect((await download(paymentId, owner, 'ka', 'admin')).statusCode).toBe(403);
    expect((await download(paymentId, undefined, 'ka', 'admin')).statusCode).toBe(401);
    const staff = await download(paymentId, admin, 'en', 'admin');
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).toContain(receipt(1));
    expect((await download(paymentId + 1000, admin, 'en', 'admin')).statusCode).toBe(404);
  });

  it("a refund gets a credit note in a series of its own that names the payment's receipt", async () => {
    const [line] = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId));
    const [refund] = await t.db
      .insert(payments)
      .values({
        userId: owner.id,
        kind: 'REFUND',
        refundOfPaymentId: paymentId,
        status: 'SUCCEEDED',
        amount: -line!.unitAmount,
        idempotencyKey: 'test-refund-1',
        paidAt: new Date('2026-03-10T08:00:00Z'),
      })
      .returning();
    await t.db.insert(paymentLines).values({
      paymentId: refund!.id,
      purchasedItemId: line!.purchasedItemId,
      productKey: line!.productKey,
      period: line!.period,
      quantity: 1,
      unitAmount: -line!.unitAmount,
      amount: -line!.unitAmount,
      refundOfLineId: line!.id,
    });
    const res = await download(refund!.id, owner, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${creditNote(1)}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(receipt(1));
    expect(text).toContain(pdfMoney(-line!.unitAmount, 'en'));
    // The refunded line's period.
    expect(text).toContain('5 Mar 2026 – 4 Apr 2026');
    // Decision 32: receipts and credit notes are each a series of their own.
    expect(await t.db.select().from(documentCounters).where(eq(documentCounters.year, 2026)).orderBy(documentCounters.kind)).toEqual([
      { kind: 'CREDIT_NOTE', year: 2026, lastNumber: creditNotesBefore + 1 },
      { kind: 'RECEIPT', year: 2026, lastNumber: receiptsBefore + 1 },
    ]);
  });

  it('a renewal and a Pay now print the period each line paid, by the billing rules', async () => {
    const [line] = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId));
    for (const [kind, start, printed] of [
      ['RENEWAL', '2026-04-05', '5 Apr 2026 – 4 May 2026'],
      ['REPAY', '2026-01-31', '31 Jan 2026 – 27 Feb 2026'],
    ] as const) {
      const [payment] = await t.db
        .insert(payments)
        .values({
          userId: owner.id,
          kind,
          status: 'SUCCEEDED',
          amount: 14_900,
          idempotencyKey: `test-${kind}`,
          paidAt: new Date('2026-04-05T08:00:00Z'),
        })
        .returning();
      await t.db.insert(paymentLines).values({
        paymentId: payment!.id,
        purchasedItemId: line!.purchasedItemId,
        productKey: line!.productKey,
        period: 'M1',
        quantity: 1,
        unitAmount: 14_900,
        amount: 14_900,
        periodStart: start,
      });
      const text = await pdfText((await download(payment!.id, owner, 'en')).rawPayload);
      expect(text).toContain('Payment receipt');
      expect(text).toContain(printed);
      expect(text).toContain(pdfMoney(14_900, 'en'));
    }
  });

  it('parallel first downloads of one payment print one number, the one it took when it succeeded', async () => {
    await saveCard(t, other);
    await addToCart(t, other, 'ORIONI_ERP_M1', 1);
    const id = await purchaseCart(t, other);
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(id, other, 'ka')));
    // Receipts 1 (the purchase), 2 and 3 (the renewal and the Pay now above); the credit note is not a receipt.
    expect(new Set(answers.map((a) => a.headers['content-disposition']))).toEqual(new Set([`attachment; filename="${receipt(4)}.pdf"`]));
    expect(await t.db.select().from(documents).where(eq(documents.paymentId, id))).toHaveLength(1);
  });

  it('receipts are numbered in the order their payments succeed, not downloaded, one series without a gap (issue 39 item 19)', async () => {
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    const ids: number[] = [];
    for (const who of [first, second]) {
      await saveCard(t, who);
      await addToCart(t, who, 'ORIONI_ERP_M1', 1);
      ids.push(await purchaseCart(t, who));
    }
    // Downloaded the other way round: the later payment first.
    const later = await download(ids[1]!, second, 'en');
    const earlier = await download(ids[0]!, first, 'en');
    const numberOf = (res: typeof later) => Number(/ORI-2026-(\d{6})\.pdf/.exec(String(res.headers['content-disposition']))?.[1]);
    expect(numberOf(earlier) + 1).toBe(numberOf(later));
    // The history and the receipt show the number beside the payment id.
    const history = await t.app.inject({ method: 'GET', url: '/api/user/report/payment-history', headers: first.headers });
    expect(history.json().data.list[0]).toMatchObject({ paymentId: ids[0], documentNumber: receipt(numberOf(earlier) - receiptsBefore) });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/user/report/payment-receipt?paymentId=${ids[1]}`,
      headers: second.headers,
    });
    expect(shown.json().data).toMatchObject({ paymentId: ids[1], documentNumber: receipt(numberOf(later) - receiptsBefore) });
    // The receipts so far run 1..N with no gap (the credit note above took none of theirs), and each
    // succeeded payment already has its document before anyone downloads it.
    const receipts = await t.db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.kind, 'RECEIPT'), eq(documents.year, 2026)))
      .orderBy(documents.number);
    expect(receipts.map((r) => r.number)).toEqual(receipts.map((_, i) => i + 1));
    const succeeded = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'SUCCEEDED'));
    expect(await t.db.$count(documents)).toBe(succeeded.length);
  });

  it('a payment is numbered when it succeeds, in that transaction; one that fails or rolls back takes no number', async () => {
    const [pending] = await t.db
      .insert(payments)
      .values({ userId: owner.id, kind: 'RENEWAL', status: 'PENDING', amount: 14_900, idempotencyKey: 'test-numbered-on-success' })
      .returning();
    expect(await t.db.select().from(documents).where(eq(documents.paymentId, pending!.id))).toHaveLength(0);
    const [before] = await t.db.select().from(documentCounters).where(eq(documentCounters.kind, 'RECEIPT'));
    // A success that rolls back gives its number back.
    await t.db
      .transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'SUCCEEDED', paidAt: new Date('2026-03-20T08:00:00Z') })
          .where(eq(payments.id, pending!.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(documents).where(eq(documents.paymentId, pending!.id))).toHaveLength(0);
    const [failed] = await t.db
      .insert(payments)
      .values({ userId: owner.id, kind: 'RENEWAL', status: 'FAILED', amount: 14_900, idempotencyKey: 'test-numbered-failed' })
      .returning();
    await t.db
      .update(payments)
      .set({ status: 'SUCCEEDED', paidAt: new Date('2026-03-20T08:00:00Z') })
      .where(eq(payments.id, pending!.id));
    const [numbered] = await t.db.select().from(documents).where(eq(documents.paymentId, pending!.id));
    expect(numbered).toMatchObject({ kind: 'RECEIPT', year: 2026, number: before!.lastNumber + 1 });
    expect(await t.db.select().from(documents).where(eq(documents.paymentId, failed!.id))).toHaveLength(0);
  });

  it('a company customer shows its identification number and director', async () => {
    const company = await createSignedInUser(t, {
      customerType: 'LEGAL',
      fullName: 'შპს ალფა',
      idNumber: '204567890',
      chiefManager: 'გიორგი ბერიძე',
    });
    await saveCard(t, company);
    await addToCart(t, company, 'ORIONI_ERP_M1', 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/purchase',
      headers: { ...company.headers, 'idempotency-key': 'test-company-document-1' },
      payload: { fullName: 'Alpha LLC', idNumber: '204567890', chiefManager: 'Giorgi Beridze', fieldOfActivity: 'Retail' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.paymentId as number;
    const text = await pdfText((await download(id, company, 'ka')).rawPayload);
    expect(text).toContain('Alpha LLC');
    expect(text).toContain('საიდენტიფიკაციო კოდი: 204567890');
    expect(text).toContain('დირექტორი: Giorgi Beridze');
  });

  it('a receipt prints the card the payment was charged to, not a card saved after it', async () => {
    const mover = await createSignedInUser(t);
    await saveCard(t, mover, '4242 4242 4242 4242');
    await addToCart(t, mover, 'ORIONI_ERP_M1', 1);
    const id = await purchaseCart(t, mover);
    await saveCard(t, mover, '5555 5555 5555 4444');
    const text = await pdfText((await download(id, mover, 'en')).rawPayload);
    expect(text).toContain('424242******4242');
    expect(text).not.toContain('4444');
  });
});
