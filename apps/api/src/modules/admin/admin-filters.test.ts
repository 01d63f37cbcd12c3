import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { daysBetween, MESSAGES, toApiDate } from '@orioni/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequests, paymentLines, payments, prices, products, purchasedItems, users } from '../../db/schema/index.ts';
import { seedCustomers } from '../../seed/customers.ts';
import { START_DEMO_CUSTOMERS } from '../../seed/seed.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { chunksOf } from '../../lib/xlsx-export.ts';

/**
 * Every filter of the admin lists (issue 12), alone and combined, against a plain reference
 * computed from the database rows: the same rows in the same order and the same count, with paging.
 * The console sends every filter it has, '' when unset; so do these requests. Each filter is
 * also shown to narrow the list (non-empty, and smaller than the unfiltered one), so a filter that
 * did nothing would fail. The data: the generated demo customers `npm start` seeds.
 */
const NOW = new Date('2026-06-15T09:30:00Z');
const TODAY = toApiDate(NOW);

let t: TestContext;
let admin: TestUser;

type Params = Record<string, string | number | undefined>;
/** A query string with every filter of the list ('' when unset, as the console sends them) and the paging. */
function qs(keys: readonly string[], params: Params): string {
  const query = new URLSearchParams();
  for (const key of keys) query.set(key, String(params[key] ?? ''));
  for (const [key, value] of Object.entries(params)) if (!keys.includes(key) && value !== undefined) query.set(key, String(value));
  return query.toString();
}

async function get(path: string) {
  const res = await t.app.inject({ url: path, headers: admin.headers });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json().data as { list: Record<string, unknown>[]; count: number };
}

/** Every row of a filtered list, page by page (100 a page, the most the API gives). */
async function listAll(path: string, keys: readonly string[], params: Params) {
  const rows: Record<string, unknown>[] = [];
  let count: number | undefined;
  for (let offset = 0; ; offset += 100) {
    const page = await get(`${path}?${qs(keys, { ...params, offset, limit: 100 })}`);
    count ??= page.count;
    expect(page.count).toBe(count);
    rows.push(...page.list);
    if (page.list.length < 100) break;
  }
  expect(rows).toHaveLength(count!);
  return rows;
}

const contains = (text: string | null | undefined, part: string) => (text ?? '').toLowerCase().includes(part.trim().toLowerCase());
const newestFirst = <T extends { id: number; at: Date }>(a: T, b: T) => b.at.getTime() - a.at.getTime() || b.id - a.id;

// ------------------------------------------------------------------------------------ reference

interface RefUser {
  id: number;
  at: Date;
  status: 'INCOMPLETE' | 'VERIFIED' | 'DEMO' | 'PAYED';
  customerType: string;
  email: string;
  fullName: string;
  idNumber: string | null;
  mobile: string | null;
}
interface RefItem {
  id: number;
  at: Date;
  userId: number;
  email: string;
  fullName: string;
  idNumber: string | null;
  mobile: string | null;
  productKey: string;
  names: { ka: string; en: string; ru: string } | null;
  type: string | null;
  period: 'M1' | 'Y1' | 'PREMISE';
  status: string;
  firstPurchase: boolean;
  comment: string | null;
  nextPaymentDate: string | null;
  upcomingPayment: number;
  firstPaymentId: number | null;
  linePayments: number[];
}
interface RefPayment {
  id: number;
  at: Date;
  email: string;
  amount: number;
  lines: { purchasedItemId: number | null; productKey: string }[];
}

let refUsers: RefUser[];
let refItems: RefItem[];
let refPayments: RefPayment[];

async function loadReference() {
  const db = t.db;
  const allPayments = await db.select().from(payments);
  const lines = await db.select().from(paymentLines).orderBy(paymentLines.id);
  const demos = await db.select().from(demoRequests);
  const people = await db.select().from(users).where(eq(users.role, 'USER'));
  refUsers = people
    .map((u) => ({
      id: u.id,
      at: u.createdAt,
      status: allPayments.some((p) => p.userId === u.id && p.status === 'SUCCEEDED')
        ? ('PAYED' as const)
        : demos.some((d) => d.userId === u.id || d.email.toLowerCase() === u.email.toLowerCase())
          ? ('DEMO' as const)
          : u.verifiedAt
            ? ('VERIFIED' as const)
            : ('INCOMPLETE' as const),
      customerType: u.customerType,
      email: u.email,
      fullName: u.fullName,
      idNumber: u.idNumber,
      mobile: u.mobile,
    }))
    .sort(newestFirst);
  const items = await db
    .select({ item: purchasedItems, user: users, type: products.type, names: products.names })
    .from(purchasedItems)
    .innerJoin(users, eq(users.id, purchasedItems.userId))
    .leftJoin(prices, eq(prices.productKey, purchasedItems.productKey))
    .leftJoin(products, eq(products.id, prices.productId));
  refItems = items
    .map(({ item, user, type, names }) => ({
      id: item.id,
      at: item.createdAt,
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      idNumber: user.idNumber,
      mobile: user.mobile,
      productKey: item.productKey,
      names,
      type,
      period: item.period,
      status: item.status,
      firstPurchase: item.firstPurchase,
      comment: item.comment,
      nextPaymentDate: item.nextPaymentDate,
      upcomingPayment: item.upcomingPayment,
      firstPaymentId: item.firstPaymentId,
      linePayments: lines.filter((l) => l.purchasedItemId === item.id).map((l) => l.paymentId),
    }))
    .sort(newestFirst);
  const emails = new Map(people.map((u) => [u.id, u.email]));
  refPayments = allPayments
    .filter((p) => p.status === 'SUCCEEDED')
    .map((p) => ({
      id: p.id,
      at: p.paidAt!,
      email: emails.get(p.userId)!,
      amount: p.amount,
      lines: lines.filter((l) => l.paymentId === p.id).map((l) => ({ purchasedItemId: l.purchasedItemId, productKey: l.productKey })),
    }))
    .sort(newestFirst);
}

const USER_KEYS = ['status', 'customerType', 'query', 'fromDate', 'toDate'] as const;
const PURCHASE_KEYS = [
  'paymentId',
  'idNumber',
  'onPremise',
  'query',
  'status',
  'productType',
  'period',
  'isOverdue',
  'fromDate',
  'toDate',
  'isFirstPurchase',
  'comments',
] as const;
const PAYMENT_KEYS = ['fromDate', 'toDate'] as const;
type UserFilter = Partial<Record<(typeof USER_KEYS)[number], string>>;
type PurchaseFilter = Partial<Record<(typeof PURCHASE_KEYS)[number], string>>;
type PaymentFilter = Partial<Record<(typeof PAYMENT_KEYS)[number], string>>;

/** A record's Tbilisi day within [fromDate, toDate] (both ends included). */
const inDays = (at: Date, f: { fromDate?: string; toDate?: string }) =>
  (!f.fromDate || toApiDate(at) >= f.fromDate) && (!f.toDate || toApiDate(at) <= f.toDate);

function userMatches(u: RefUser, f: UserFilter): boolean {
  return (
    (!f.status || u.status === f.status) &&
    (!f.customerType || u.customerType === f.customerType) &&
    inDays(u.at, f) &&
    (!f.query || [u.email, u.fullName, u.idNumber, u.mobile].some((s) => contains(s, f.query!)))
  );
}

const PERIODS = { MONTH1: 'M1', MONTH12: 'Y1', UNLIMITED: 'PREMISE' } as const;
const isOverdue = (i: RefItem) => i.status === 'ACTIVE' && i.nextPaymentDate !== null && i.nextPaymentDate <= TODAY;

function purchaseMatches(i: RefItem, f: PurchaseFilter): boolean {
  const flag = (v: string | undefined, actual: boolean) => !v || actual === (v === 'true');
  return (
    flag(f.onPremise, i.period === 'PREMISE') &&
    (!f.paymentId || i.firstPaymentId === Number(f.paymentId) || i.linePayments.includes(Number(f.paymentId))) &&
    (!f.idNumber || contains(i.idNumber, f.idNumber)) &&
    (!f.status || i.status === f.status) &&
    (!f.productType || i.type === f.productType) &&
    (!f.period || i.period === PERIODS[f.period as keyof typeof PERIODS]) &&
    flag(f.isOverdue, isOverdue(i)) &&
    flag(f.isFirstPurchase, i.firstPurchase) &&
    (!f.comments || f.comments.split(',').includes(i.comment ?? '')) &&
    inDays(i.at, f) &&
    (!f.query ||
      [i.email, i.fullName, i.idNumber, i.mobile, i.productKey, String(i.id), i.names?.ka, i.names?.en, i.names?.ru].some((s) =>
        contains(s, f.query!),
      ))
  );
}

// ------------------------------------------------------------------------------------ setup

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.clock.set(NOW);
  const seeded = await seedCustomers(t.db, { count: START_DEMO_CUSTOMERS, now: NOW });
  expect(seeded.customers).toBe(START_DEMO_CUSTOMERS);
  admin = await createSignedInUser(t, { role: 'ADMIN', email: 'staff@orioni.test' });
  await loadReference();
});
afterAll(() => t.close());

/** The day of the middle record: filters from or to it keep some and leave out some. */
const middleDay = (rows: { at: Date }[]) => toApiDate(rows[Math.floor(rows.length / 2)]!.at);

describe('admin filters: users', () => {
  const check = async (filter: UserFilter, narrows = true) => {
    const expected = refUsers.filter((u) => userMatches(u, filter)).map((u) => u.id);
    const actual = (await listAll('/api/admin/user/list', USER_KEYS, filter)).map((u) => u.id);
    expect(actual, JSON.stringify(filter)).toEqual(expected);
    if (narrows) {
      expect(expected.length, `${JSON.stringify(filter)} keeps some`).toBeGreaterThan(0);
      expect(expected.length, `${JSON.stringify(filter)} leaves some out`).toBeLessThan(refUsers.length);
    }
    return expected;
  };

  it('lists every customer unfiltered, with the status their actions give them', async () => {
    const all = await listAll('/api/admin/user/list', USER_KEYS, {});
    expect(all.map((u) => [u.id, u.status])).toEqual(refUsers.map((u) => [u.id, u.status]));
    expect(refUsers.length).toBeGreaterThan(START_DEMO_CUSTOMERS);
  });

  it('filters by each filter alone', async () => {
    for (const status of ['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED']) await check({ status });
    for (const customerType of ['PHYSICAL', 'LEGAL']) await check({ customerType });
    const someone = refUsers.find((u) => u.status === 'PAYED' && u.customerType === 'PHYSICAL' && u.idNumber)!;
    await check({ query: someone.fullName.split(' ')[1]!.toUpperCase() });
    await check({ query: someone.idNumber!.slice(2, 9) });
    await check({ query: someone.mobile!.slice(-8) });
    await check({ query: 'office.' });
    const day = middleDay(refUsers);
    expect((await check({ fromDate: day })).length + (await check({ toDate: day })).length).toBeGreaterThan(refUsers.length - 1);
  });

  it('combines filters', async () => {
    const day = middleDay(refUsers);
    expect((await check({ status: 'PAYED', customerType: 'LEGAL' })).length).toBeGreaterThan(0);
    expect((await check({ status: 'DEMO', fromDate: day })).length).toBeGreaterThan(0);
    const older = refUsers.filter((u) => toApiDate(u.at) < day);
    await check({ fromDate: middleDay(older), toDate: day, customerType: 'PHYSICAL' });
    await check({ query: 'office.', status: 'VERIFIED' }, false);
    await check({ query: '%' }, false);
    expect(await check({ fromDate: day, toDate: toApiDate(new Date(Date.parse(day) - 86_400_000)) }, false)).toEqual([]);
  });

  it('pages with offset and limit, the count always the whole filtered list', async () => {
    const expected = refUsers.filter((u) => userMatches(u, { status: 'PAYED' })).map((u) => u.id);
    for (const [offset, limit] of [
      [0, 5],
      [5, 5],
      // The older half is read from the other end: these pages too must be the reference's.
      [Math.floor(expected.length * 0.7), 5],
      [expected.length - 3, 5],
      [expected.length + 10, 5],
    ] as const) {
      const page = await get(`/api/admin/user/list?${qs(USER_KEYS, { status: 'PAYED', offset, limit })}`);
      expect(page.count).toBe(expected.length);
      expect(page.list.map((u) => u.id)).toEqual(expected.slice(offset, offset + limit));
    }
  });
});

describe('admin filters: purchases', () => {
  const check = async (filter: PurchaseFilter, narrows = true) => {
    const expected = refItems.filter((i) => purchaseMatches(i, filter)).map((i) => i.id);
    const actual = (await listAll('/api/admin/purchase/list', PURCHASE_KEYS, filter)).map((i) => i.purchasedItemId);
    expect(actual, JSON.stringify(filter)).toEqual(expected);
    if (narrows) {
      expect(expected.length, `${JSON.stringify(filter)} keeps some`).toBeGreaterThan(0);
      expect(expected.length, `${JSON.stringify(filter)} leaves some out`).toBeLessThan(refItems.length);
    }
    return expected;
  };

  it('lists every purchased item unfiltered, with overdue days, debt and check id as the rows give them', async () => {
    const all = await listAll('/api/admin/purchase/list', PURCHASE_KEYS, {});
    expect(all.map((i) => i.purchasedItemId)).toEqual(refItems.map((i) => i.id));
    for (const [n, row] of all.entries()) {
      const ref = refItems[n]!;
      expect(row.overdueDays).toBe(isOverdue(ref) ? daysBetween(ref.nextPaymentDate!, TODAY) : null);
      expect(row.upcomingPayment).toBe(ref.upcomingPayment);
      expect(row.paymentId).toBe(Math.max(...ref.linePayments));
      expect(row.productType).toBe(ref.type);
      expect((row.customer as { email: string }).email).toBe(ref.email);
    }
    expect(all.some((i) => (i.overdueDays as number) > 0)).toBe(true);
  });

  it('filters by each filter alone', async () => {
    for (const onPremise of ['true', 'false']) await check({ onPremise });
    // A checkout of several items, and a renewal (its lines name the items it paid).
    const checkout = refItems.find((i) => refItems.filter((j) => j.firstPaymentId === i.firstPaymentId).length > 1)!;
    expect((await check({ paymentId: String(checkout.firstPaymentId) })).length).toBeGreaterThan(1);
    const renewed = refItems.find((i) => i.linePayments.some((p) => p !== i.firstPaymentId))!;
    const renewal = renewed.linePayments.find((p) => p !== renewed.firstPaymentId)!;
    expect(await check({ paymentId: String(renewal) })).toContain(renewed.id);
    const payer = refItems.find((i) => i.idNumber && i.email.includes('.example'))!;
    await check({ idNumber: payer.idNumber!.slice(1, 8) });
    await check({ query: payer.fullName.split(' ')[0]!.toUpperCase() });
    await check({ query: 'erp' });
    await check({ query: payer.idNumber!.slice(2, 9) });
    await check({ query: String(refItems[3]!.id) });
    for (const status of ['ACTIVE', 'CANCELING', 'CANCELED']) await check({ status });
    for (const productType of ['SOLUTION', 'SERVICE', 'HARDWARE']) await check({ productType });
    for (const period of ['MONTH1', 'MONTH12', 'UNLIMITED']) await check({ period });
    for (const isOverdue of ['true', 'false']) await check({ isOverdue });
    for (const isFirstPurchase of ['true', 'false']) await check({ isFirstPurchase });
    for (const comments of [
      'DB_URL',
      'REGISTRATION_1C_CONNECT',
      'REGISTRATION_1C_PORTAL,DB_URL',
      'REGISTRATION_1C_CONNECT,REGISTRATION_1C_PORTAL,DB_URL',
    ]) {
      await check({ comments });
    }
    const day = middleDay(refItems);
    expect((await check({ fromDate: day })).length + (await check({ toDate: day })).length).toBeGreaterThan(refItems.length - 1);
  });

  it('combines filters', async () => {
    const day = middleDay(refItems);
    const older = refItems.filter((i) => toApiDate(i.at) < day);
    const cases: [PurchaseFilter, boolean][] = [
      [{ onPremise: 'false', isOverdue: 'true', productType: 'SOLUTION' }, true],
      [{ onPremise: 'false', isOverdue: 'false' }, true],
      [{ status: 'ACTIVE', period: 'MONTH12', isFirstPurchase: 'false' }, true],
      [{ fromDate: middleDay(older), toDate: day, query: 'erp' }, true],
      [{ comments: 'REGISTRATION_1C_CONNECT,DB_URL', onPremise: 'false', fromDate: middleDay(older) }, true],
      [{ period: 'UNLIMITED', isFirstPurchase: 'true', productType: 'HARDWARE' }, true],
      [{ onPremise: 'true', isOverdue: 'true' }, false],
      [{ status: 'CANCELED', isOverdue: 'true' }, false],
      [{ query: '%' }, false],
    ];
    for (const [filter, nonEmpty] of cases) {
      const rows = await check(filter, false);
      if (nonEmpty) expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
      else expect(rows, JSON.stringify(filter)).toEqual([]);
    }
  });

  it('pages with offset and limit, the count always the whole filtered list', async () => {
    const filter = { onPremise: 'false' };
    const expected = refItems.filter((i) => purchaseMatches(i, filter)).map((i) => i.id);
    for (const [offset, limit] of [
      [0, 5],
      [5, 5],
      [10, 1],
      [Math.floor(expected.length / 2), 5],
      [Math.floor(expected.length * 0.7), 4],
      [expected.length - 2, 5],
      [expected.length, 5],
    ] as const) {
      const page = await get(`/api/admin/purchase/list?${qs(PURCHASE_KEYS, { ...filter, offset, limit })}`);
      expect(page.count).toBe(expected.length);
      expect(page.list.map((i) => i.purchasedItemId)).toEqual(expected.slice(offset, offset + limit));
    }
  });
});

describe('admin filters: payments', () => {
  const check = async (filter: PaymentFilter, narrows = true) => {
    const expected = refPayments.filter((p) => inDays(p.at, filter));
    const actual = await listAll('/api/admin/payment/list', PAYMENT_KEYS, filter);
    expect(
      actual.map((p) => p.paymentId),
      JSON.stringify(filter),
    ).toEqual(expected.map((p) => p.id));
    if (narrows) {
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(refPayments.length);
    }
    return { expected, actual };
  };

  it('lists every paid payment with its lines, filtered by days and paged', async () => {
    const { expected, actual } = await check({}, false);
    for (const [n, p] of actual.entries()) {
      expect(p.email).toBe(expected[n]!.email);
      expect(p.amount).toBe(expected[n]!.amount);
      expect((p.purchaseList as { purchasedItemId: number; productKey: string }[]).map((l) => [l.purchasedItemId, l.productKey])).toEqual(
        expected[n]!.lines.map((l) => [l.purchasedItemId, l.productKey]),
      );
    }
    const day = middleDay(refPayments);
    const older = refPayments.filter((p) => toApiDate(p.at) < day);
    await check({ fromDate: day });
    await check({ toDate: day });
    expect((await check({ fromDate: middleDay(older), toDate: day })).expected.length).toBeGreaterThan(1);
    await check({ fromDate: day, toDate: day });

    const inWindow = refPayments.filter((p) => inDays(p.at, { toDate: day })).map((p) => p.id);
    for (const [offset, limit] of [
      [0, 5],
      [5, 5],
      [Math.floor(inWindow.length * 0.6), 5],
      [inWindow.length - 1, 5],
    ] as const) {
      const page = await get(`/api/admin/payment/list?${qs(PAYMENT_KEYS, { toDate: day, offset, limit })}`);
      expect(page.count).toBe(inWindow.length);
      expect(page.list.map((p) => p.paymentId)).toEqual(inWindow.slice(offset, offset + limit));
    }
  });
});

/** An export read back: the ids in its first column. */
async function exportedIds(path: string, keys: readonly string[], params: Params): Promise<number[]> {
  const res = await t.app.inject({ url: `${path}?${qs(keys, params)}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return sheet.getRows(2, sheet.rowCount - 1)?.map((r) => Number(r.getCell(1).value)) ?? [];
}

describe('admin filters: exports', () => {
  it('export the rows the lists show, in their order, with the same filters', async () => {
    const day = middleDay(refItems);
    const purchases: PurchaseFilter = { onPremise: 'false', toDate: day, query: '' };
    expect(await exportedIds('/api/admin/purchase/file', PURCHASE_KEYS, purchases)).toEqual(
      refItems.filter((i) => purchaseMatches(i, purchases)).map((i) => i.id),
    );
    const searched: PurchaseFilter = { query: 'erp', isFirstPurchase: 'true' };
    expect(await exportedIds('/api/admin/purchase/file', PURCHASE_KEYS, searched)).toEqual(
      refItems.filter((i) => purchaseMatches(i, searched)).map((i) => i.id),
    );
    expect(await exportedIds('/api/admin/user/file', USER_KEYS, { status: 'PAYED' })).toEqual(
      refUsers.filter((u) => userMatches(u, { status: 'PAYED' })).map((u) => u.id),
    );
    const paid = middleDay(refPayments);
    expect(await exportedIds('/api/admin/payment/file', PAYMENT_KEYS, { toDate: paid })).toEqual(
      refPayments.filter((p) => inDays(p.at, { toDate: paid })).map((p) => p.id),
    );
  });

  it('read an export in chunks, every row once, in order, the next chunk while one is written', async () => {
    const ids = Array.from({ length: 2_345 }, (_, i) => 5_000 - i);
    const asked: number[][] = [];
    const pages: number[][] = [];
    for await (const page of chunksOf(
      async () => ids,
      1_000,
      async (chunk) => {
        asked.push(chunk);
        return chunk.map((id) => id * 10);
      },
    )) {
      pages.push(page);
      // The next chunk is already asked for while this one is handled.
      expect(asked.length).toBe(Math.min(pages.length + 1, 3));
    }
    expect(pages.map((p) => p.length)).toEqual([1_000, 1_000, 345]);
    expect(pages.flat()).toEqual(ids.map((id) => id * 10));
    const none: number[][] = [];
    for await (const page of chunksOf(
      async () => [],
      1_000,
      async () => [1],
    ))
      none.push(page);
    expect(none).toEqual([]);
  });
});

describe('admin filters: edge dates (issue 25 item 18)', () => {
  const ROUTES = [
    ['/api/admin/user/list', USER_KEYS],
    ['/api/admin/purchase/list', PURCHASE_KEYS],
    ['/api/admin/payment/list', PAYMENT_KEYS],
    ['/api/admin/user/file', USER_KEYS],
    ['/api/admin/purchase/file', PURCHASE_KEYS],
    ['/api/admin/payment/file', PAYMENT_KEYS],
  ] as const;
  const ask = (path: string, keys: readonly string[], params: Params) =>
    t.app.inject({
      url: `${path}?${qs(keys, { ...params, ...(path.endsWith('/list') ? { offset: 0, limit: 5 } : {}) })}`,
      headers: admin.headers,
    });

  it('issue 25 item 18: a far-future or far-past date answers 400 with a field error on every list and export, never 500', async () => {
    for (const [path, keys] of ROUTES) {
      for (const field of ['toDate', 'fromDate'] as const) {
        for (const day of ['9999-12-31', '9999-12-30', '3000-01-01', '1899-12-31', '1000-01-01', '0100-01-01']) {
          const res = await ask(path, keys, { [field]: day });
          expect(res.statusCode, `${path} ${field}=${day}: ${res.body}`).toBe(400);
          expect(res.json()).toMatchObject({ errorKey: 'VALIDATION_ERROR', fieldErrors: { [field]: MESSAGES.dateOutOfRange } });
        }
      }
    }
  });

  it('issue 25 item 18: the first and last dates of the range, leap days and impossible days', async () => {
    const lists = ROUTES.filter(([path]) => path.endsWith('/list'));
    for (const [path, keys] of lists) {
      for (const params of [
        { fromDate: '1900-01-01' },
        { toDate: '2999-12-31' },
        { fromDate: '1900-01-01', toDate: '2999-12-31' },
        { fromDate: '2024-02-29', toDate: '2024-02-29' },
      ]) {
        const res = await ask(path, keys, params);
        expect(res.statusCode, `${path} ${JSON.stringify(params)}: ${res.body}`).toBe(200);
      }
      const all = (await ask(path, keys, {})).json().data.count as number;
      expect((await ask(path, keys, { fromDate: '1900-01-01', toDate: '2999-12-31' })).json().data.count).toBe(all);
      for (const day of ['2023-02-29', '2026-04-31', '2026-00-10', '+02026-01-01', '20260101', '2026-1-1']) {
        const res = await ask(path, keys, { toDate: day });
        expect(res.statusCode, `${path} toDate=${day}`).toBe(400);
        expect(res.json().fieldErrors).toHaveProperty('toDate');
      }
    }
    // The exports keep decision 15: the last day of the range is in the future, refused as such.
    const exported = await ask('/api/admin/payment/file', PAYMENT_KEYS, { toDate: '2999-12-31' });
    expect(exported.statusCode).toBe(400);
    expect(exported.json().fieldErrors.toDate).toBe(MESSAGES.exportToDateFuture);
    expect((await ask('/api/admin/payment/file', PAYMENT_KEYS, { fromDate: '1900-01-01', toDate: TODAY })).statusCode).toBe(200);
  });

  it('issue 25 item 18: random days of any four-digit year never answer 5xx', async () => {
    const days = fc.sample(fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })), {
      numRuns: 60,
      seed: 25_18,
    });
    for (const [i, [y, m, d]] of days.entries()) {
      const [path, keys] = ROUTES[i % ROUTES.length]!;
      const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const res = await ask(path, keys, { [i % 2 ? 'fromDate' : 'toDate']: day });
      expect([200, 400], `${path} ${day}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('customer status (users.customer_status, kept by triggers whoever writes)', () => {
  it('follows demo requests, verification and payments, and ignores a value written to it', async () => {
    const statusOf = async (id: number) => (await t.db.select({ s: users.customerStatus }).from(users).where(eq(users.id, id)))[0]!.s;
    // A demo request before the account exists makes the account DEMO from the start, verified or not.
    await t.db.insert(demoRequests).values({
      email: 'Early.Lead@Example.GE',
      customerType: 'LEGAL',
      fullName: 'Early Lead LLC',
      mobile: '+995 555 00 11 22',
      language: 'EN',
    });
    const lead = await createSignedInUser(t, { email: 'early.lead@example.ge', verifiedAt: null, status: 'INCOMPLETE' });
    expect(await statusOf(lead.id)).toBe('DEMO');

    const someone = await createSignedInUser(t, { verifiedAt: null, status: 'INCOMPLETE', customerStatus: 'PAYED' });
    expect(await statusOf(someone.id)).toBe('INCOMPLETE');
    await t.db.update(users).set({ verifiedAt: NOW }).where(eq(users.id, someone.id));
    expect(await statusOf(someone.id)).toBe('VERIFIED');
    const [payment] = await t.db
      .insert(payments)
      .values({ userId: someone.id, kind: 'PURCHASE', status: 'PENDING', amount: 100, idempotencyKey: 'status-test' })
      .returning({ id: payments.id });
    expect(await statusOf(someone.id)).toBe('VERIFIED');
    await t.db.update(payments).set({ status: 'SUCCEEDED', paidAt: NOW }).where(eq(payments.id, payment!.id));
    expect(await statusOf(someone.id)).toBe('PAYED');
    await t.db.update(users).set({ customerStatus: 'INCOMPLETE' }).where(eq(users.id, someone.id));
    expect(await statusOf(someone.id)).toBe('PAYED');
    const [demo] = await t.db
      .insert(demoRequests)
      .values({ userId: someone.id, email: 'x@example.ge', customerType: 'PHYSICAL', fullName: 'X', mobile: '1', language: 'KA' })
      .returning({ id: demoRequests.id });
    expect(await statusOf(someone.id)).toBe('PAYED');
    await t.db.update(payments).set({ status: 'FAILED' }).where(eq(payments.id, payment!.id));
    expect(await statusOf(someone.id)).toBe('DEMO');
    await t.db.delete(demoRequests).where(eq(demoRequests.id, demo!.id));
    expect(await statusOf(someone.id)).toBe('VERIFIED');
    // And the list filters on it.
    const demos = await get(`/api/admin/user/list?${qs(USER_KEYS, { status: 'DEMO', query: 'early.lead' })}`);
    expect(demos.list.map((u) => u.id)).toEqual([lead.id]);
  });
});
