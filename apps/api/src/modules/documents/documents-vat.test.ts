import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLari } from '@orioni/contracts';
import { vatBreakdown } from '@orioni/contracts/vat';
import { payments } from '../../db/schema/ledger.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, VAT_PAYER_ENV, type TestContext } from '../../test/test-app.ts';
import { pdfText } from './pdf-text-extract.ts';

/**
 * Issue 41 item 1 (decision 33): a VAT payer's receipt and credit note show the VAT each line
 * includes, and under the total the VAT at its rate and the total without VAT, in the document's
 * language; a payment made without a rate prints nothing about VAT (documents.test.ts).
 */
let t: TestContext;
let owner: TestUser;
let staff: TestUser;
let paymentId: number;
/** An amount as the PDF's extracted text reads it (documents.test.ts): its no-break spaces read back as spaces. */
const pdfMoney = (tetri: number, locale: 'ka' | 'en' | 'ru') => formatLari(tetri, { locale }).replace(/\u00a0/g, ' ');
const download = async (id: number, language: string) =>
  t.app.inject({
    url: `/api/user/payments/${id}/document`,
    headers: { ...(await signInAgain(t, owner)).headers, 'accept-language': language },
  });

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: VAT_PAYER_ENV });
  t.clock.set(new Date('2026-03-05T08:00:00Z'));
  owner = await createSignedInUser(t, { fullName: 'ნინო ბერიძე', idNumber: '01001012345' });
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'staff-vat-documents@orioni.test' });
  await saveCard(t, owner);
  // Two lines: 2 × Retail monthly (178,00 ₾, of which 27,15 ₾ VAT) and 1 × HR monthly.
  await addToCart(t, owner, 'ORIONI_RETAIL_M1', 2);
  await addToCart(t, owner, 'ORIONI_HR_M1', 1);
  paymentId = await purchaseCart(t, owner);
});
afterAll(() => t.close());

describe('VAT on payment documents (issue 41)', () => {
  it('the Georgian receipt prints each line’s VAT, the VAT at 18% and the total without VAT, and the seller as a VAT payer', async () => {
    const res = await download(paymentId, 'ka');
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.vatRateBp).toBe(1800);
    const history = (
      await t.app.inject({ url: '/api/user/report/payment-receipt?paymentId=' + paymentId, headers: (await signInAgain(t, owner)).headers })
    ).json().data as { amount: number; vat: { amount: number }; purchaseList: { price: number; vat: number }[] };
    const vat = vatBreakdown(
      history.purchaseList.map((l) => l.price),
      1800,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('დღგ');
    expect(text).toContain('დღგ-ს გადამხდელი');
    expect(text).toContain('მათ შორის დღგ 18%');
    expect(text).toContain('სულ დღგ-ს გარეშე');
    // 178,00 ₾ includes 27,15 ₾ (178 × 18 / 118 = 27,1525…).
    expect(text).toContain(pdfMoney(2_715, 'ka'));
    for (const line of vat.lines) expect(text).toContain(pdfMoney(line.vat, 'ka'));
    expect(text).toContain(pdfMoney(vat.vat, 'ka'));
    expect(text).toContain(pdfMoney(vat.net, 'ka'));
    expect(text).toContain(pdfMoney(payment!.amount, 'ka'));
    // The document and the API answer the same figures.
    expect(history.vat.amount).toBe(vat.vat);
  });

  it('English and Russian receipts say it in their words', async () => {
    const en = await pdfText((await download(paymentId, 'en')).rawPayload);
    expect(en).toContain('Including VAT 18%');
    expect(en).toContain('Total without VAT');
    expect(en).toContain('incl. VAT');
    expect(en).toContain(pdfMoney(2_715, 'en'));
    const ru = await pdfText((await download(paymentId, 'ru')).rawPayload);
    expect(ru).toContain('В том числе НДС 18%');
    expect(ru).toContain('Итого без НДС');
    expect(ru).toContain(pdfMoney(2_715, 'ru'));
  });

  it('a credit note gives back the VAT of what it refunds, at the original payment’s rate', async () => {
    const refundable = (await t.app.inject({ url: `/api/admin/payment/refundable?paymentId=${paymentId}`, headers: staff.headers })).json()
      .data;
    const line = refundable.lines.find((l: { paid: number }) => l.paid === 17_800);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/refund',
      headers: staff.headers,
      payload: { paymentId, idempotencyKey: 'vat-credit-note-1', lines: [{ paymentLineId: line.paymentLineId, amount: 8_900 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText((await download(res.json().data.refundPaymentId, 'ka')).rawPayload);
    expect(text).toContain('თანხის დაბრუნების ქვითარი');
    // −89,00 ₾ includes −13,58 ₾ (89 × 18 / 118 = 13,576…); without VAT −75,42 ₾.
    expect(text).toContain('მათ შორის დღგ 18%');
    expect(text).toContain(pdfMoney(-1_358, 'ka'));
    expect(text).toContain(pdfMoney(-7_542, 'ka'));
  });
});
