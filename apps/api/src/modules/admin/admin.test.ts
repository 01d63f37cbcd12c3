import ExcelJS from 'exceljs';
import { TEST_MAIL_TYPES } from '@orioni/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, purchasedItems, users } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 12, the admin API: customers with their derived status, every purchase and payment with
 * the console's filters (empty strings are unset), the personal-URL note (only with a back-office
 * id) and test e-mails, both written to the audit log; a customer gets 403 everywhere.
 */
let t: TestContext;
let admin: TestUser;
let payer: TestUser;
let newcomer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.clock.set('2026-03-10T08:00:00Z');
  payer = await createSignedInUser(t, { email: 'payer@example.ge', fullName: 'Nino Payer', externalUserId: 'BO-17' });
  await saveCard(t, payer);
  await addToCart(t, payer, 'ORIONI_ERP_M1', 1);
  await addToCart(t, payer, 'HW_CASH_DRAWER_PREMISE', 2);
  await purchaseCart(t, payer);
  t.clock.set('2026-04-20T08:00:00Z');
  admin = await createSignedInUser(t, { role: 'ADMIN', email: 'staff@orioni.test' });
  payer = await signInAgain(t, payer);
  newcomer = await createSignedInUser(t, {
    email: 'newcomer@example.ge',
    fullName: 'Giorgi New',
    verifiedAt: null,
    status: 'INCOMPLETE',
    createdAt: t.clock.now(),
  });
  await createSignedInUser(t, { email: 'lead@acme.ge', fullName: 'Acme LLC', customerType: 'LEGAL', createdAt: t.clock.now() });
  const demo = await t.app.inject({
    method: 'POST',
    url: '/api/user/public/purchase-demo',
    payload: {
      email: 'lead@acme.ge',
      customerType: 'LEGAL',
      fullName: 'Acme LLC',
      productKey: 'ORIONI_ERP_DEMO',
      mobile: '+995 555 11 22 33',
      language: 'EN',
    },
  });
  expect(demo.statusCode, demo.body).toBe(200);
});
afterAll(() => t.close());

const get = async (url: string, who: TestUser = admin) => {
  const res = await t.app.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('admin: users', () => {
  it('lists customers with the status their actions give them, filtered (empty strings are unset)', async () => {
    const all = await get('/api/admin/user/list?status=&customerType=&query=&offset=0&limit=50&fromDate=&toDate=');
    const byEmail = new Map(all.list.map((u: { customer: { email: string } }) => [u.customer.email, u]));
    expect(byEmail.has('staff@orioni.test')).toBe(false);
    expect((byEmail.get('payer@example.ge') as { status: string; user_id: string }).status).toBe('PAYED');
    expect((byEmail.get('payer@example.ge') as { user_id: string }).user_id).toBe('BO-17');
    expect((byEmail.get('newcomer@example.ge') as { status: string }).status).toBe('INCOMPLETE');
    expect((byEmail.get('lead@acme.ge') as { status: string }).status).toBe('DEMO');

    const paid = await get('/api/admin/user/list?status=PAYED&limit=50');
    expect(paid.list.map((u: { customer: { email: string } }) => u.customer.email)).toContain('payer@example.ge');
    expect(paid.list.every((u: { status: string }) => u.status === 'PAYED')).toBe(true);
    const legal = await get('/api/admin/user/list?customerType=LEGAL&limit=50');
    expect(legal.list.map((u: { customer: { email: string } }) => u.customer.email)).toEqual(['lead@acme.ge']);
    const searched = await get('/api/admin/user/list?query=giorgi');
    expect(searched.list.map((u: { customer: { email: string } }) => u.customer.email)).toEqual(['newcomer@example.ge']);
    // Tbilisi days, both ends included.
    const april = await get('/api/admin/user/list?fromDate=2026-04-20&toDate=2026-04-20&limit=50');
    expect(april.list.map((u: { customer: { email: string } }) => u.customer.email).sort()).toEqual([
      'lead@acme.ge',
      'newcomer@example.ge',
    ]);
    const page = await get('/api/admin/user/list?limit=1&offset=1');
    expect(page.list).toHaveLength(1);
    expect(page.count).toBe(all.count);
  });

  it('refuses bad filters with field errors', async () => {
    const res = await t.app.inject({ url: '/api/admin/user/list?status=RICH&fromDate=10/03/2026', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['fromDate', 'status']);
  });
});

describe('admin: purchases and payments', () => {
  it('filters purchases by kind, period, type, overdue, first purchase and comment', async () => {
    const billing = await get(
      '/api/admin/purchase/list?onPremise=false&paymentId=&idNumber=&query=payer%40example&status=&productType=&period=&isOverdue=&fromDate=&toDate=&isFirstPurchase=&comments=&limit=50',
    );
    expect(billing.list.map((i: { product: { productKey: string } }) => i.product.productKey)).toEqual(['ORIONI_ERP_M1']);
    const erp = billing.list[0];
    expect(erp).toMatchObject({
      productType: 'SOLUTION',
      firstPurchase: true,
      userId: payer.id,
      user_id: 'BO-17',
      customer: { email: 'payer@example.ge' },
    });
    // Due on 10 April, not paid by 20 April: overdue 10 days, and its debt is the upcoming payment.
    expect(erp.overdueDays).toBe(10);
    expect((await get('/api/admin/purchase/list?isOverdue=true&query=payer%40&limit=50')).list).toHaveLength(1);
    expect((await get('/api/admin/purchase/list?isOverdue=false&onPremise=false&query=payer%40&limit=50')).list).toHaveLength(0);

    const premise = await get('/api/admin/purchase/list?onPremise=true&query=payer%40&limit=50');
    expect(premise.list.map((i: { product: { productKey: string } }) => i.product.productKey)).toEqual(['HW_CASH_DRAWER_PREMISE']);
    expect((await get('/api/admin/purchase/list?period=UNLIMITED&productType=HARDWARE&query=payer%40&limit=50')).count).toBe(1);
    expect((await get('/api/admin/purchase/list?period=MONTH12&query=payer%40&limit=50')).count).toBe(0);
    expect((await get(`/api/admin/purchase/list?paymentId=${erp.paymentId}&limit=50`)).count).toBe(2);

    await t.db.update(purchasedItems).set({ comment: 'DB_URL' }).where(eq(purchasedItems.id, erp.purchasedItemId));
    const commented = await get('/api/admin/purchase/list?comments=REGISTRATION_1C_PORTAL,DB_URL&limit=50');
    expect(commented.list.map((i: { comment: string }) => i.comment)).toEqual(['DB_URL']);
    const bad = await t.app.inject({ url: '/api/admin/purchase/list?comments=DB_URL,NOPE', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('lists every customer payment in a window of days', async () => {
    const march = await get('/api/admin/payment/list?fromDate=2026-03-10&toDate=2026-03-10');
    expect(march.list.map((p: { email: string }) => p.email)).toEqual(['payer@example.ge']);
    expect(march.list[0].purchaseList).toHaveLength(2);
    expect((await get('/api/admin/payment/list?fromDate=2026-03-11&toDate=2026-04-30')).count).toBe(0);
  });
});

describe('admin: notes, test e-mails and the audit log', () => {
  it('edits a note only for a user with a back-office id, and audits who changed what', async () => {
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/user/notes?userId=${newcomer.id}&notes=https://x.example`,
      headers: admin.headers,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorKey).toBe('NOTES_LOCKED');
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/user/notes?userId=${payer.id}&notes=${encodeURIComponent('https://nino.orioni.ge')}`,
      headers: admin.headers,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, payer.id));
    expect(row!.notes).toBe('https://nino.orioni.ge');
    const audit = await get('/api/admin/audit');
    expect(audit.list[0]).toMatchObject({
      actorUserId: admin.id,
      actorEmail: 'staff@orioni.test',
      action: 'USER_NOTES',
      target: `user:${payer.id}`,
      details: { before: null, after: 'https://nino.orioni.ge' },
    });
    // A customer cannot, not even their own.
    const own = await t.app.inject({ method: 'PUT', url: `/api/admin/user/notes?userId=${payer.id}&notes=x`, headers: payer.headers });
    expect(own.statusCode).toBe(403);
  });

  it('sends every notification type in every language with sample data', async () => {
    const types = TEST_MAIL_TYPES;
    for (const type of types) {
      for (const language of ['KA', 'EN', 'RU']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/notification/test?type=${type}&language=${language}&email=qa@orioni.test`,
          headers: admin.headers,
        });
        expect(res.statusCode, `${type} ${language}: ${res.body}`).toBe(200);
      }
    }
    const sent = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, 'qa@orioni.test')));
    expect(sent).toHaveLength(types.length * 3);
    expect(new Set(sent.map((m) => m.subject)).size).toBeGreaterThan(types.length * 2);
    const audit = await get('/api/admin/audit?limit=1');
    expect(audit.list[0]).toMatchObject({
      action: 'TEST_EMAIL',
      target: 'qa@orioni.test',
      details: { type: 'DEMO_REQUEST', language: 'RU' },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notification/test?type=SPAM&language=KA&email=x',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

/** Downloads an export and reads it back as a workbook. */
async function download(url: string) {
  const res = await t.app.inject({ url, headers: admin.headers });
  const workbook = new ExcelJS.Workbook();
  if (res.statusCode === 200) await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, sheet: workbook.worksheets[0] };
}

describe('admin: exports', () => {
  it('streams real XLSX workbooks with the filters, typed cells and a file name', async () => {
    const users = await download('/api/admin/user/file?status=&customerType=LEGAL&query=&fromDate=&toDate=');
    expect(users.res.statusCode, users.res.body).toBe(200);
    expect(users.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(users.res.headers['content-disposition']).toBe('attachment; filename="orioni-users-2026-04-20.xlsx"');
    expect(users.sheet!.getRow(1).getCell(5).value).toBe('E-mail');
    expect(users.sheet!.rowCount).toBe(2);
    expect(users.sheet!.getRow(2).getCell(5).value).toBe('lead@acme.ge');
    expect(users.sheet!.getRow(2).getCell(9).value).toBeInstanceOf(Date);

    const purchases = await download('/api/admin/purchase/file?onPremise=&query=payer%40');
    expect(purchases.res.statusCode).toBe(200);
    const rows = purchases.sheet!.getRows(2, purchases.sheet!.rowCount - 1)!;
    expect(rows.map((r) => r.getCell(7).value).sort()).toEqual(['HW_CASH_DRAWER_PREMISE', 'ORIONI_ERP_M1']);
    const erp = rows.find((r) => r.getCell(7).value === 'ORIONI_ERP_M1')!;
    // Money as numbers in lari with two decimals; the debt of an overdue item is its upcoming payment.
    expect(erp.getCell(18).value).toBe(149);
    expect(erp.getCell(18).numFmt).toBe('0.00');
    // Issue 39 item 21: the price is what each month costs (149.00), the first purchase's 299.00 apart.
    expect(purchases.sheet!.getRow(1).getCell(19).value).toBe('Price (GEL)');
    expect(erp.getCell(19).value).toBe(149);
    expect(purchases.sheet!.getRow(1).getCell(20).value).toBe('First payment (GEL)');
    expect(erp.getCell(20).value).toBe(299);
    const drawer = rows.find((r) => r.getCell(7).value === 'HW_CASH_DRAWER_PREMISE')!;
    expect(drawer.getCell(20).value).toBeNull();
    // Issue 39 items 25 and 40: the period in contracts' words, a one-time price named by what was bought.
    expect(purchases.sheet!.getRow(1).getCell(9).value).toBe('Period');
    expect(erp.getCell(9).value).toBe('Monthly');
    expect(drawer.getCell(9).value).toBe('One-time purchase');
    expect(erp.getCell(21).value).toBe(149);
    expect(erp.getCell(16).value).toBe(10);

    const payments = await download('/api/admin/payment/file?fromDate=2026-03-10&toDate=2026-03-10');
    expect(payments.sheet!.rowCount).toBe(2);
    // The receipt's number beside the payment id (decision 32), then the amount.
    expect(payments.sheet!.getRow(1).getCell(2).value).toBe('Document number');
    expect(payments.sheet!.getRow(2).getCell(2).value).toMatch(/^ORI-2026-\d{6}$/);
    expect(payments.sheet!.getRow(2).getCell(8).value).toBeGreaterThan(0);
  });

  it('writes text that looks like a formula as text, never as a formula', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd', '\tTAB', '\rCR'];
    for (const [i, fullName] of names.entries()) {
      await createSignedInUser(t, { email: `formula${i}@evil.example`, fullName: fullName.replace('\\t', '\t').replace('\\r', '\r') });
    }
    const { sheet } = await download('/api/admin/user/file?query=evil.example');
    const cells = sheet!.getRows(2, sheet!.rowCount - 1)!.map((r) => r.getCell(3));
    expect(cells).toHaveLength(names.length);
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('refuses a To Date after today or a From Date after the To Date, and audits exports with their filters', async () => {
    const future = await t.app.inject({ url: '/api/admin/user/file?toDate=2026-04-21', headers: admin.headers });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors.toDate).toBe('To Date Cannot Be Later Than Today');
    const reversed = await t.app.inject({ url: '/api/admin/payment/file?fromDate=2026-04-10&toDate=2026-04-01', headers: admin.headers });
    expect(reversed.json().fieldErrors.fromDate).toBe('From Date Cannot Be After To Date');
    await download('/api/admin/purchase/file?onPremise=true&status=ACTIVE');
    const audit = await get('/api/admin/audit?limit=1');
    expect(audit.list[0]).toMatchObject({ action: 'EXPORT', target: 'purchases', details: { onPremise: true, status: 'ACTIVE' } });
    const customer = await t.app.inject({ url: '/api/admin/user/file', headers: payer.headers });
    expect(customer.statusCode).toBe(403);
  });
});

describe('issue 26 item 3: the console and its exports in the language on screen', () => {
  /** An admin whose account is in English, looking at a console shown in `lang` (the web app sends it as Accept-Language). */
  const as = (lang: string) => ({ ...admin.headers, 'accept-language': lang.toLowerCase() });

  it('names the products in the console language, whatever the account stored', async () => {
    const list = async (lang: string) => {
      const res = await t.app.inject({ url: '/api/admin/purchase/list?onPremise=&query=payer%40&limit=10', headers: as(lang) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.list as { itemName: string }[]).map((i) => i.itemName).sort();
    };
    expect(await list('KA')).toEqual(['ორიონი ERP', 'ფულის უჯრა']);
    expect(await list('RU')).toEqual(['Денежный ящик', 'Орион ERP']);
    const payments = await t.app.inject({ url: '/api/admin/payment/list?fromDate=2026-03-10&toDate=2026-03-10', headers: as('KA') });
    const lines = payments.json().data.list[0].purchaseList as { productName: string }[];
    expect(lines.map((l) => l.productName).sort()).toEqual(['ორიონი ERP', 'ფულის უჯრა']);
  });

  it('heads every column in Georgian, writes statuses and customer types as words and dates as date cells', async () => {
    const download = async (url: string) => {
      const res = await t.app.inject({ url, headers: as('KA') });
      expect(res.statusCode, res.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => Object.fromEntries(headers.map((h, i) => [h, r.getCell(i + 1)])));
      return { sheet, headers, rows };
    };

    const users = await download('/api/admin/user/file?query=payer%40');
    // Every column the export had, each headed in Georgian.
    expect(users.headers).toEqual([
      'მომხმარებლის ID',
      'ბექ-ოფისის ID',
      'სახელი და გვარი',
      'კლიენტის ტიპი',
      'ელფოსტა',
      'პირადი ნომერი / ს/კ',
      'მობილურის ნომერი',
      'სტატუსი',
      'რეგისტრაციის თარიღი',
      'პირადი ბმული',
    ]);
    const payerRow = users.rows[0]!;
    expect(payerRow['კლიენტის ტიპი']!.value).toBe('ფიზიკური პირი');
    expect(payerRow['სტატუსი']!.value).toBe('გადახდილი');
    expect(payerRow['რეგისტრაციის თარიღი']!.value).toBeInstanceOf(Date);
    expect(payerRow['რეგისტრაციის თარიღი']!.numFmt).toBe('dd/mm/yyyy hh:mm');

    const purchases = await download('/api/admin/purchase/file?onPremise=&query=payer%40');
    expect(purchases.headers).toHaveLength(21);
    expect(purchases.headers).toContain('პროდუქტი');
    const erp = purchases.rows.find((r) => r['პროდუქტის გასაღები']!.value === 'ORIONI_ERP_M1')!;
    expect(erp['პროდუქტი']!.value).toBe('ორიონი ERP');
    expect(erp['სტატუსი']!.value).toBe('აქტიური');
    // Issue 39 item 40: the period's words are contracts' (ყოველთვიური, as the site and the receipts say);
    // item 25: the cash drawer's one-time price is a purchase, not a licence.
    expect(erp['პერიოდი']!.value).toBe('ყოველთვიური');
    const drawer = purchases.rows.find((r) => r['პროდუქტის გასაღები']!.value === 'HW_CASH_DRAWER_PREMISE')!;
    expect(drawer['პერიოდი']!.value).toBe('ერთჯერადი შენაძენი');
    expect(erp['ტიპი']!.value).toBe('გადაწყვეტილება');
    expect(erp['პირველი შენაძენი']!.value).toBe('დიახ');
    // Bought at 08:00 UTC on 10 March: 12:00 on Tbilisi's clock; the next payment is a day.
    expect(erp['შეძენის თარიღი']!.value).toEqual(new Date('2026-03-10T12:00:00Z'));
    expect(erp['შემდეგი გადახდა']!.value).toEqual(new Date('2026-04-10T00:00:00Z'));
    expect(erp['შემდეგი გადახდა']!.numFmt).toBe('dd/mm/yyyy');

    const payments = await download('/api/admin/payment/file?fromDate=2026-03-10&toDate=2026-03-10');
    expect(payments.headers).toHaveLength(9);
    expect(payments.rows[0]!['თარიღი']!.value).toBeInstanceOf(Date);
    expect(String(payments.rows[0]!['პროდუქტები']!.value)).toContain('ორიონი ERP');
  });
});
