import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLari } from '@orioni/contracts';
import { vatIncluded } from '@orioni/contracts/vat';
import { outboxEmails, payments } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, VAT_PAYER_ENV, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 41 item 1: each payment keeps the seller's VAT rate of the moment it was made
 * (`payments.vat_rate_bp`); a refund keeps its original's; the API answers the VAT each line includes
 * and the payment's total, worked out by contracts' `vatBreakdown`. A seller who is not a VAT payer
 * makes payments without a rate, and their answers carry no VAT.
 */
let t: TestContext;
let staff: TestUser;
/** A purchase made as a VAT payer, and one made after the seller stopped being one (the export reads both). */
const made = { withVat: 0, withoutVat: 0 };
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: VAT_PAYER_ENV });
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'staff-vat@orioni.test' });
});
afterAll(() => t.close());

const noon = (day: string) => `${day}T08:00:00Z`;
const as = async (who: TestUser) => (await signInAgain(t, who)).headers;
const key = () => `k${crypto.randomUUID().replaceAll('-', '')}`;
const rateOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!.vatRateBp;

interface Answer {
  paymentId: number;
  amount: number;
  vat?: { rateBp: number; amount: number } | null;
  purchaseList: { price: number; vat?: number | null }[];
}
const history = async (who: TestUser): Promise<Answer[]> =>
  (await t.app.inject({ url: '/api/user/report/payment-history?offset=0&limit=50', headers: await as(who) })).json().data.list;
const adminList = async (): Promise<Answer[]> =>
  (await t.app.inject({ url: '/api/admin/payment/list?offset=0&limit=100', headers: await as(staff) })).json().data.list;

/** A customer who bought 2 × Retail monthly (one line of 178,00 ₾) and 1 × HR monthly on `day`. */
async function buyer(day: string) {
  t.clock.set(noon(day));
  const who = await createSignedInUser(t);
  await saveCard(t, who);
  await addToCart(t, who, 'ORIONI_RETAIL_M1', 2);
  await addToCart(t, who, 'ORIONI_HR_M1', 1);
  return { who, paymentId: await purchaseCart(t, who) };
}

describe('issue 41: the VAT rate kept on each payment, and the VAT in the API answers', () => {
  it('a purchase made while the seller is a VAT payer keeps 18%; history and the admin list show each line’s VAT and their sum', async () => {
    const { who, paymentId } = await buyer('2026-03-06');
    made.withVat = paymentId;
    expect(await rateOf(paymentId)).toBe(1800);

    const [mine] = (await history(who)).filter((p) => p.paymentId === paymentId);
    const lines = mine!.purchaseList;
    expect(lines).toHaveLength(2);
    // 178,00 ₾ includes 178 × 18 / 118 = 27,1525… → 27,15 ₾ (hand-computed: the rule is contracts').
    expect(lines.find((l) => l.price === 17_800)!.vat).toBe(2_715);
    for (const l of lines) expect(l.vat).toBe(vatIncluded(l.price, 1800));
    expect(mine!.vat).toEqual({ rateBp: 1800, amount: lines.reduce((sum, l) => sum + l.vat!, 0) });
    expect((await adminList()).find((p) => p.paymentId === paymentId)).toMatchObject({ vat: mine!.vat, purchaseList: lines });
    // The receipt mail (queued on `purchase.paid`, which carries the rate) shows it too, in the customer's language (English here).
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, 'purchase-receipt')));
    expect(mail!.text).toContain(`Including VAT 18%: ${formatLari(mine!.vat!.amount)}`);
  });

  it('a renewal charged while a VAT payer keeps the rate', async () => {
    const { who } = await buyer('2026-03-07');
    await t.app.services.renewals.runPass(new Date(noon('2026-04-07')));
    const [renewal] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, who.id), eq(payments.kind, 'RENEWAL')));
    expect(renewal).toMatchObject({ status: 'SUCCEEDED', vatRateBp: 1800 });
    const answer = (await history(who)).find((p) => p.paymentId === renewal!.id)!;
    expect(answer.vat).toEqual({ rateBp: 1800, amount: vatIncluded(renewal!.amount, 1800) });
    // Its receipt mail (`renewal.charged` carries the rate).
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, 'renewal-receipt')));
    expect(mail!.text).toContain(`Including VAT 18%: ${formatLari(answer.vat!.amount)}`);
  });

  it('once the seller stops being a VAT payer: new payments have no rate and no VAT; a refund of an earlier one keeps its rate', async () => {
    const { who, paymentId } = await buyer('2026-03-08');
    t.config.seller.vatRateBp = null;
    try {
      const later = await buyer('2026-03-09');
      made.withoutVat = later.paymentId;
      expect(await rateOf(later.paymentId)).toBeNull();
      const [answer] = await history(later.who);
      expect(answer!.vat).toBeNull();
      expect(answer!.purchaseList.every((l) => l.vat === null)).toBe(true);

      const refundable = (
        await t.app.inject({ url: `/api/admin/payment/refundable?paymentId=${paymentId}`, headers: await as(staff) })
      ).json().data;
      const line = refundable.lines.find((l: { paid: number }) => l.paid === 17_800);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/payment/refund',
        headers: await as(staff),
        payload: { paymentId, idempotencyKey: key(), lines: [{ paymentLineId: line.paymentLineId, amount: 8_900 }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { refundPaymentId } = res.json().data;
      expect(await rateOf(refundPaymentId)).toBe(1800);
      // The VAT given back, negative as the refund: 89 × 18 / 118 = 13,576… → 13,58 ₾.
      const refund = (await history(who)).find((p) => p.paymentId === refundPaymentId)!;
      expect(refund.purchaseList).toEqual([expect.objectContaining({ price: -8_900, vat: -1_358 })]);
      expect(refund.vat).toEqual({ rateBp: 1800, amount: -1_358 });
      const [mail] = await t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, 'refund-receipt')));
      expect(mail!.text).toContain(`Including VAT 18%: ${formatLari(1_358)}`);
    } finally {
      t.config.seller.vatRateBp = 1800;
    }
  });
});

describe('issue 41: the seed', () => {
  it('makes the demo customers’ payments (their refund too) at the configuration’s rate', async () => {
    const demo = await t.db
      .select({ kind: payments.kind, vatRateBp: payments.vatRateBp })
      .from(payments)
      .where(like(payments.idempotencyKey, 'demo-%'));
    expect(demo.length).toBeGreaterThan(2);
    expect(demo.some((p) => p.kind === 'REFUND')).toBe(true);
    expect(demo.every((p) => p.vatRateBp === 1800)).toBe(true);
  });
});

describe('issue 41: the admin payments export', () => {
  it('gains the VAT rate, the VAT and the amount without VAT, in the console’s language; empty for a payment without a rate', async () => {
    const res = await t.app.inject({
      url: '/api/admin/payment/file?fromDate=2026-03-01&toDate=2026-03-09',
      headers: { ...(await as(staff)), 'accept-language': 'ka' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (header: string) => headers.indexOf(header) + 1;
    expect(headers.slice(at('თანხა (₾)') - 1, at('თანხა (₾)') + 3)).toEqual([
      'თანხა (₾)',
      'დღგ-ს განაკვეთი',
      'დღგ (₾)',
      'თანხა დღგ-ს გარეშე (₾)',
    ]);
    const rowOf = (id: number) => sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === id)!;
    const answer = (await adminList()).find((p) => p.paymentId === made.withVat)!;
    const withVat = rowOf(made.withVat);
    expect(withVat.getCell(at('დღგ-ს განაკვეთი')).value).toBe(0.18);
    expect(withVat.getCell(at('დღგ-ს განაკვეთი')).numFmt).toBe('0.00%');
    expect(withVat.getCell(at('დღგ (₾)')).value).toBe(answer.vat!.amount / 100);
    expect(withVat.getCell(at('თანხა დღგ-ს გარეშე (₾)')).value).toBe((answer.amount - answer.vat!.amount) / 100);
    const withoutVat = rowOf(made.withoutVat);
    for (const header of ['დღგ-ს განაკვეთი', 'დღგ (₾)', 'თანხა დღგ-ს გარეშე (₾)']) expect(withoutVat.getCell(at(header)).value).toBeNull();
  });
});

describe('a seller who is not a VAT payer (the default)', () => {
  it('makes payments without a rate, answered without VAT', async () => {
    const plain = await createTestApp({ seed: true });
    try {
      plain.clock.set(noon('2026-03-06'));
      const who = await createSignedInUser(plain);
      await saveCard(plain, who);
      await addToCart(plain, who, 'ORIONI_RETAIL_M1', 1);
      const paymentId = await purchaseCart(plain, who);
      expect((await plain.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.vatRateBp).toBeNull();
      const demo = await plain.db.select().from(payments).where(like(payments.idempotencyKey, 'demo-%'));
      expect(demo.length).toBeGreaterThan(2);
      expect(demo.every((p) => p.vatRateBp === null)).toBe(true);
      const list = (
        await plain.app.inject({
          url: '/api/user/report/payment-history?offset=0&limit=5',
          headers: (await signInAgain(plain, who)).headers,
        })
      ).json().data.list;
      expect(list[0]).toMatchObject({ paymentId, vat: null, purchaseList: [expect.objectContaining({ vat: null })] });
    } finally {
      await plain.close();
    }
  });
});
