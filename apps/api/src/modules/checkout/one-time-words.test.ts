import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@orioni/contracts';
import { outboxEmails, paymentLines } from '../../db/schema/index.ts';
import { createSignedInUser, personalNumberFor, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { pdfText } from '../documents/pdf-text-extract.ts';

/**
 * Issue 39 item 25: a one-time purchase is named by what it is on every paper the shop prints, not
 * only in the cart: a training is a one-time service, a printer a one-time purchase, and only a
 * solution's one-time price is a licence. The purchase e-mail, the receipt PDF, the refund e-mail,
 * the credit note and the staff export, in each language, for a real purchase and refund.
 */
let t: TestContext;
let staff: TestUser;

const TRAINING = 'TRAINING_ERP_ACCOUNTANTS_PREMISE';
const PRINTER = 'HW_RECEIPT_PRINTER_PREMISE';
const LICENCE = 'ORIONI_ERP_PREMISE';

/** The product names and the period words a customer of each language reads. */
const WORDS = {
  KA: {
    locale: 'ka',
    names: { [TRAINING]: 'ERP ტრენინგი ბუღალტრებისთვის', [PRINTER]: 'ჩეკის პრინტერი Epson TM-T20III', [LICENCE]: 'ორიონი ERP' },
    periods: { [TRAINING]: 'ერთჯერადი მომსახურება', [PRINTER]: 'ერთჯერადი შენაძენი', [LICENCE]: 'სამუდამო ლიცენზია' },
    licence: /ლიცენზ/g,
  },
  EN: {
    locale: 'en',
    names: { [TRAINING]: 'ERP training for accountants', [PRINTER]: 'Epson TM-T20III receipt printer', [LICENCE]: 'Orioni ERP' },
    periods: { [TRAINING]: 'One-time service', [PRINTER]: 'One-time purchase', [LICENCE]: 'On-premise licence' },
    licence: /licen[cs]e/gi,
  },
  RU: {
    locale: 'ru',
    names: { [TRAINING]: 'Обучение ERP для бухгалтеров', [PRINTER]: 'Чековый принтер Epson TM-T20III', [LICENCE]: 'Орион ERP' },
    periods: { [TRAINING]: 'Разовая услуга', [PRINTER]: 'Разовая покупка', [LICENCE]: 'Бессрочная лицензия' },
    licence: /лиценз/gi,
  },
} as const;
const KEYS = [TRAINING, PRINTER, LICENCE] as const;
const LANGUAGES = ['KA', 'EN', 'RU'] as const;

/** Each language's customer, the payment of their purchase and its refund. */
const bought = {} as Record<Language, { who: TestUser; paymentId: number; refundPaymentId: number }>;

/** The text's words with every run of white space one space (a PDF cell may wrap a period's name). */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mailOf = async (who: TestUser, template: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, template)))
  ).map((m) => m.text);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.clock.set(new Date('2026-03-05T08:00:00Z'));
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'one-time-words@orioni.test' });
  for (const language of LANGUAGES) {
    const who = await createSignedInUser(t, { language, email: `one-time-${language.toLowerCase()}@example.ge` });
    await saveCard(t, who);
    for (const key of KEYS) await addToCart(t, who, key, 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/purchase',
      headers: { ...who.headers, 'idempotency-key': `one-time-purchase-${language}-${crypto.randomUUID()}` },
      // One attendee e-mail for the one training seat.
      payload: { firstName: 'Nino', lastName: 'Beridze', idNumber: personalNumberFor(who.id), emails: ['trainee@example.ge'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paymentId = res.json().data.paymentId as number;
    const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId)).orderBy(asc(paymentLines.id));
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/refund',
      headers: (await signInAgain(t, staff)).headers,
      payload: {
        paymentId,
        idempotencyKey: `k${crypto.randomUUID().replaceAll('-', '')}`,
        lines: lines.map((l) => ({ paymentLineId: l.id, amount: l.amount })),
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    bought[language] = { who, paymentId, refundPaymentId: refund.json().data.refundPaymentId as number };
  }
});
afterAll(() => t.close());

describe('issue 39 item 25: one-time purchases named by what they are, on the papers the shop prints', () => {
  it.each(LANGUAGES)(
    '%s: the purchase e-mail names the training a service, the printer a purchase, the ERP a licence',
    async (language) => {
      const words = WORDS[language];
      const [text] = await mailOf(bought[language].who, 'purchase-receipt');
      expect(text).toBeDefined();
      for (const key of KEYS) expect(text).toMatch(new RegExp(`^${escape(words.names[key])} · ${escape(words.periods[key])} · `, 'm'));
      // The licence word once: the ERP's line, never the training's or the printer's.
      expect(text!.match(words.licence)).toHaveLength(1);
    },
  );

  it.each(LANGUAGES)('%s: the refund e-mail names each line the same way', async (language) => {
    const words = WORDS[language];
    const [text] = await mailOf(bought[language].who, 'refund-receipt');
    expect(text).toBeDefined();
    for (const key of KEYS) expect(text).toMatch(new RegExp(`^${escape(words.names[key])} · ${escape(words.periods[key])} · `, 'm'));
    expect(text!.match(words.licence)).toHaveLength(1);
  });

  it.each(LANGUAGES)('%s: the receipt and the credit note PDFs print the same words', async (language) => {
    const words = WORDS[language];
    const { who, paymentId, refundPaymentId } = bought[language];
    for (const id of [paymentId, refundPaymentId]) {
      const res = await t.app.inject({
        url: `/api/user/payments/${id}/document`,
        headers: { ...(await signInAgain(t, who)).headers, 'accept-language': words.locale },
      });
      expect(res.statusCode, res.body).toBe(200);
      const text = flat(await pdfText(res.rawPayload));
      for (const key of KEYS) expect(text).toContain(words.periods[key]);
      expect(text.match(words.licence), `${language} payment ${id}`).toHaveLength(1);
    }
  });

  it.each(LANGUAGES)('%s: the staff export of purchases names the period of each one-time line the same way', async (language) => {
    const words = WORDS[language];
    const { who } = bought[language];
    const res = await t.app.inject({
      url: `/api/admin/purchase/file?onPremise=&query=${encodeURIComponent(who.email)}`,
      headers: { ...(await signInAgain(t, staff)).headers, 'accept-language': words.locale },
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const keyAt = headers.indexOf({ KA: 'პროდუქტის გასაღები', EN: 'Product key', RU: 'Ключ продукта' }[language]) + 1;
    const periodAt = headers.indexOf({ KA: 'პერიოდი', EN: 'Period', RU: 'Период' }[language]) + 1;
    const periods = Object.fromEntries(
      sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [r.getCell(keyAt).value, r.getCell(periodAt).value]),
    );
    expect(periods).toEqual(words.periods);
  });
});
