import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cards,
  outboxEmails,
  paymentLines,
  payments,
  purchasedItems,
  sandboxBankCharges,
  sandboxBankRefunds,
  users,
  writeOffs,
} from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 28 items 2 and 3 (ADR 032): staff refund, retry now, cancel for the customer, reactivate and
 * write off; the customer's undo of a cancellation. Every action and refusal, on the real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the sandbox bank's own ledger.
 */
let t: TestContext;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'staff-billing@orioni.test' });
});
afterAll(() => t.close());

const noon = (day: string) => `${day}T08:00:00Z`;
const as = async (who: TestUser) => (await signInAgain(t, who)).headers;
const key = () => `k${crypto.randomUUID().replaceAll('-', '')}`;

async function post(who: TestUser | null, url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') {
  return t.app.inject({ method, url, headers: who ? await as(who) : {}, payload: payload as object });
}
const refundable = async (paymentId: number) =>
  (await t.app.inject({ url: `/api/admin/payment/refundable?paymentId=${paymentId}`, headers: await as(staff) })).json().data;

/** A customer who bought 2 × Retail monthly (2 × 89 ₾) and 1 × another product on `day`. */
async function buyer(day: string, products: [string, number][] = [['ORIONI_RETAIL_M1', 2]]) {
  t.clock.set(noon(day));
  const who = await createSignedInUser(t);
  await saveCard(t, who, '4242 4242 4242 4242');
  for (const [p, q] of products) await addToCart(t, who, p, q);
  const paymentId = await purchaseCart(t, who);
  const items = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));
  return { who, paymentId, itemId: items[0]!.id };
}
const itemOf = async (id: number) => (await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, id)))[0]!;
const auditOf = async (target: string) => t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.id));
const mailsTo = (who: TestUser, template: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, template)));

describe('issue 28 item 2: staff refund', () => {
  it('refunds part of one line: a negative REFUND payment naming the payment and the line, the bank refunds it, the customer sees it and gets a mail', async () => {
    const { who, paymentId } = await buyer('2026-03-02');
    const before = await refundable(paymentId);
    expect(before.lines).toHaveLength(1);
    const line = before.lines[0];
    expect(line).toMatchObject({ paid: 17_800, refunded: 0, left: 17_800 });

    const res = await post(staff, '/api/admin/payment/refund', {
      paymentId,
      idempotencyKey: key(),
      lines: [{ paymentLineId: line.paymentLineId, amount: 8_900 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { refundPaymentId } = res.json().data;
    expect(res.json().data).toMatchObject({ paymentId, amount: 8_900, status: 'SUCCEEDED' });

    const [refund] = await t.db.select().from(payments).where(eq(payments.id, refundPaymentId));
    expect(refund).toMatchObject({ kind: 'REFUND', status: 'SUCCEEDED', amount: -8_900, refundOfPaymentId: paymentId, userId: who.id });
    const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, refundPaymentId));
    const [original] = await t.db.select().from(paymentLines).where(eq(paymentLines.id, line.paymentLineId));
    expect(lines).toEqual([
      expect.objectContaining({
        amount: -8_900,
        refundOfLineId: line.paymentLineId,
        productKey: original!.productKey,
        period: original!.period,
        periodStart: original!.periodStart,
        purchasedItemId: original!.purchasedItemId,
      }),
    ]);
    // The sandbox bank gave back exactly that, once.
    const [charge] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(
      (await t.db.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.externalId, charge!.externalId!))).map((r) => r.amount),
    ).toEqual([8_900]);

    // The customer's history shows the refund (negative) and the original; the admin list too.
    const history = (await t.app.inject({ url: '/api/user/report/payment-history?offset=0&limit=10', headers: await as(who) })).json().data
      .list;
    expect(history.find((p: { paymentId: number }) => p.paymentId === refundPaymentId)).toMatchObject({
      amount: -8_900,
      kind: 'REFUND',
      refundOfPaymentId: paymentId,
      purchaseList: [expect.objectContaining({ price: -8_900 })],
    });
    const adminList = (await t.app.inject({ url: '/api/admin/payment/list?offset=0&limit=50', headers: await as(staff) })).json().data.list;
    expect(adminList.some((p: { paymentId: number; amount: number }) => p.paymentId === refundPaymentId && p.amount === -8_900)).toBe(true);

    expect(await mailsTo(who, 'refund-receipt')).toHaveLength(1);
    const [entry] = await auditOf(`payment:${paymentId}`);
    expect(entry!.action).toBe('REFUND');
    expect(JSON.parse(entry!.details!)).toMatchObject({
      amount: 8_900,
      before: [{ paymentLineId: line.paymentLineId, refunded: 0, left: 17_800 }],
      after: [{ paymentLineId: line.paymentLineId, refunded: 8_900, left: 8_900 }],
    });
    expect(await refundable(paymentId)).toMatchObject({ refunded: 8_900, left: 8_900 });
  });

  it('never more than is left of a line (earlier refunds counted); the rest refunds, then ALREADY_REFUNDED', async () => {
    const { paymentId } = await buyer('2026-03-03');
    const { lines } = await refundable(paymentId);
    const lineId = lines[0].paymentLineId;
    expect(
      (
        await post(staff, '/api/admin/payment/refund', {
          paymentId,
          idempotencyKey: key(),
          lines: [{ paymentLineId: lineId, amount: 10_000 }],
        })
      ).statusCode,
    ).toBe(200);
    const above = await post(staff, '/api/admin/payment/refund', {
      paymentId,
      idempotencyKey: key(),
      lines: [{ paymentLineId: lineId, amount: 7_801 }],
    });
    expect(above.statusCode).toBe(409);
    expect(above.json().errorKey).toBe('REFUND_ABOVE_PAID');
    expect(
      (
        await post(staff, '/api/admin/payment/refund', {
          paymentId,
          idempotencyKey: key(),
          lines: [{ paymentLineId: lineId, amount: 7_800 }],
        })
      ).statusCode,
    ).toBe(200);
    const again = await post(staff, '/api/admin/payment/refund', {
      paymentId,
      idempotencyKey: key(),
      lines: [{ paymentLineId: lineId, amount: 1 }],
    });
    expect(again.json().errorKey).toBe('ALREADY_REFUNDED');
    // A refund is not refundable; a line of another payment is refused.
    const refundId = (await t.db.select().from(payments).where(eq(payments.refundOfPaymentId, paymentId)).orderBy(desc(payments.id)))[0]!
      .id;
    const ofRefund = await post(staff, '/api/admin/payment/refund', {
      paymentId: refundId,
      idempotencyKey: key(),
      lines: [{ paymentLineId: lineId, amount: 1 }],
    });
    expect(ofRefund.json().errorKey).toBe('PAYMENT_NOT_REFUNDABLE');
    const other = await buyer('2026-03-03');
    const foreign = await post(staff, '/api/admin/payment/refund', {
      paymentId: other.paymentId,
      idempotencyKey: key(),
      lines: [{ paymentLineId: lineId, amount: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (
        await post(staff, '/api/admin/payment/refund', {
          paymentId: 2_000_000,
          idempotencyKey: key(),
          lines: [{ paymentLineId: lineId, amount: 1 }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('parallel refunds of one payment: the same key (a double click) makes one refund; different keys for the whole amount make one refund and one refusal', async () => {
    const { paymentId } = await buyer('2026-03-04');
    const { lines } = await refundable(paymentId);
    const body = { paymentId, idempotencyKey: key(), lines: [{ paymentLineId: lines[0].paymentLineId, amount: 17_800 }] };
    const same = await Promise.all(Array.from({ length: 4 }, () => post(staff, '/api/admin/payment/refund', body)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(same.map((r) => r.json().data.refundPaymentId)).size).toBe(1);

    const second = await buyer('2026-03-04');
    const l2 = (await refundable(second.paymentId)).lines[0].paymentLineId;
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(staff, '/api/admin/payment/refund', {
          paymentId: second.paymentId,
          idempotencyKey: key(),
          lines: [{ paymentLineId: l2, amount: 17_800 }],
        }),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 409).map((r) => r.json().errorKey)).toEqual([
      'ALREADY_REFUNDED',
      'ALREADY_REFUNDED',
      'ALREADY_REFUNDED',
    ]);

    for (const id of [paymentId, second.paymentId]) {
      const refunds = await t.db.select().from(payments).where(eq(payments.refundOfPaymentId, id));
      expect(refunds.map((r) => [r.status, r.amount])).toEqual([['SUCCEEDED', -17_800]]);
      const [charge] = await t.db.select().from(payments).where(eq(payments.id, id));
      const atBank = await t.db.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.externalId, charge!.externalId!));
      expect(atBank.map((r) => r.amount)).toEqual([17_800]);
      expect(await auditOf(`payment:${id}`)).toHaveLength(1);
    }
  });

  it('the bank refuses (a payment it does not know): REFUND_REFUSED, the refund is FAILED and leaves the line refundable; an unpaid payment is PAYMENT_NOT_REFUNDABLE', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'customer@orioni.ge'));
    const mine = await t.db.select().from(payments).where(eq(payments.userId, demo!.id));
    // A payment the bank does not know: one of the demo's renewals, struck from the sandbox bank's
    // ledger (the seed enters every seeded charge there, as the bank would have them).
    const renewal = mine.find((p) => p.kind === 'RENEWAL' && p.status === 'SUCCEEDED')!;
    await t.db.delete(sandboxBankCharges).where(eq(sandboxBankCharges.externalId, renewal.externalId!));
    const { lines } = await refundable(renewal.id);
    const res = await post(staff, '/api/admin/payment/refund', {
      paymentId: renewal.id,
      idempotencyKey: key(),
      lines: [{ paymentLineId: lines[0].paymentLineId, amount: 100 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorKey).toBe('REFUND_REFUSED');
    const refused = await t.db.select().from(payments).where(eq(payments.refundOfPaymentId, renewal.id));
    expect(refused.map((r) => [r.status, r.failureKey])).toEqual([['FAILED', 'REFUND_REFUSED']]);
    expect((await refundable(renewal.id)).lines[0]).toMatchObject({ refunded: 0, left: lines[0].paid });
    expect(await auditOf(`payment:${renewal.id}`)).toEqual([]);

    const failed = mine.find((p) => p.status === 'FAILED')!;
    const unpaid = await post(staff, '/api/admin/payment/refund', {
      paymentId: failed.id,
      idempotencyKey: key(),
      lines: [{ paymentLineId: lines[0].paymentLineId, amount: 1 }],
    });
    expect(unpaid.json().errorKey).toBe('PAYMENT_NOT_REFUNDABLE');
  });

  it('admin only: 401 anonymous, 403 customers', async () => {
    const customer = await createSignedInUser(t);
    for (const [url, method] of [
      ['/api/admin/payment/refund', 'POST'],
      ['/api/admin/purchase/retry', 'POST'],
      ['/api/admin/purchase/cancel', 'PUT'],
      ['/api/admin/purchase/reactivate', 'PUT'],
      ['/api/admin/purchase/write-off', 'POST'],
    ] as const) {
      expect((await post(null, url, { purchasedItemId: 1 }, method)).statusCode).toBe(401);
      expect((await post(customer, url, { purchasedItemId: 1 }, method)).statusCode).toBe(403);
    }
  });
});

describe('issue 28 items 2 and 3: cancel for the customer, reactivate, undo a cancellation', () => {
  it('staff cancel at the end of the period, then reactivate; refusals NOT_CANCELING and CANCEL_PERIOD_ENDED; audited before and after', async () => {
    const { who, itemId } = await buyer('2026-03-05');
    const cancel = await post(staff, '/api/admin/purchase/cancel', { purchasedItemId: itemId }, 'PUT');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'CANCELING', nextPaymentDate: '2026-04-05', amount: 0 });
    expect(await mailsTo(who, 'subscription-cancelled')).toHaveLength(1);
    expect((await post(staff, '/api/admin/purchase/cancel', { purchasedItemId: itemId }, 'PUT')).json().errorKey).toBe('ALREADY_CANCELED');

    const back = await post(staff, '/api/admin/purchase/reactivate', { purchasedItemId: itemId }, 'PUT');
    expect(back.json().data).toMatchObject({ status: 'ACTIVE', nextPaymentDate: '2026-04-05' });
    expect((await itemOf(itemId)).canceledAt).toBeNull();
    expect((await post(staff, '/api/admin/purchase/reactivate', { purchasedItemId: itemId }, 'PUT')).json().errorKey).toBe('NOT_CANCELING');
    const trail = await auditOf(`item:${itemId}`);
    expect(trail.map((e) => e.action)).toEqual(['CANCEL', 'REACTIVATE']);
    expect(JSON.parse(trail[1]!.details!)).toMatchObject({
      before: { status: 'CANCELING' },
      after: { status: 'ACTIVE', nextPaymentDate: '2026-04-05' },
    });

    // The customer cancels and undoes it; after the paid period ends it cannot be undone.
    const mine = await as(who);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/product/cancel', headers: mine, payload: { purchasedItemId: itemId } })).statusCode,
    ).toBe(200);
    const undo = await t.app.inject({ method: 'PUT', url: '/api/product/reactivate', headers: mine, payload: { purchasedItemId: itemId } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({ status: 'ACTIVE' });
    expect((await itemOf(itemId)).status).toBe('ACTIVE');
    // It renews as before: the pass on the due date charges it.
    await t.app.services.renewals.runPass(new Date(noon('2026-04-05')));
    expect((await itemOf(itemId)).nextPaymentDate).toBe('2026-05-05');

    await t.app.inject({ method: 'PUT', url: '/api/product/cancel', headers: mine, payload: { purchasedItemId: itemId } });
    t.clock.set(noon('2026-05-05'));
    const late = await t.app.inject({
      method: 'PUT',
      url: '/api/product/reactivate',
      headers: await as(who),
      payload: { purchasedItemId: itemId },
    });
    expect(late.json().errorKey).toBe('CANCEL_PERIOD_ENDED');
    // Someone else's item is not found.
    const other = await createSignedInUser(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/product/reactivate', headers: other.headers, payload: { purchasedItemId: itemId } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('issue 28 item 2: retry now and write off', () => {
  /** A customer whose renewal on 6 April was refused (a card the bank declines). */
  async function refused() {
    const b = await buyer('2026-03-06');
    await saveCard(t, b.who, '4000 0000 0000 0002');
    await t.app.services.renewals.runPass(new Date(noon('2026-04-06')));
    expect((await itemOf(b.itemId)).nextPaymentDate).toBe('2026-04-06');
    t.clock.set(noon('2026-04-06'));
    return b;
  }
  const chargesOf = async (who: TestUser) => {
    const tokens = (await t.db.select().from(cards).where(eq(cards.userId, who.id))).map((c) => c.gatewayToken);
    return (await t.db.select().from(sandboxBankCharges)).filter((c) => tokens.includes(c.token));
  };

  it('retry now: the bank refuses again (CARD_DECLINED); with a good card parallel clicks charge once and the item moves on', async () => {
    const { who, itemId } = await refused();
    const declined = await post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: key() });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().errorKey).toBe('CARD_DECLINED');

    await saveCard(t, await signInAgain(t, who), '4242 4242 4242 4242');
    const before = (await chargesOf(who)).filter((c) => c.status === 'succeeded').length;
    const dialog = key();
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () => post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: dialog })),
    );
    // One dialog, one charge: every click is answered by the one payment (200) or told it is in progress.
    const ok = clicks.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().data.paymentId)).size).toBe(1);
    expect(clicks.filter((r) => r.statusCode !== 200).every((r) => r.json().errorKey === 'REPAY_IN_PROGRESS')).toBe(true);
    expect(ok[0]!.json().data).toMatchObject({ status: 'ACTIVE', nextPaymentDate: '2026-05-06', amount: 17_800 });
    expect((await chargesOf(who)).filter((c) => c.status === 'succeeded').length).toBe(before + 1);
    expect((await post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: key() })).json().errorKey).toMatch(
      /NOT_OVERDUE|REPAY_IN_PROGRESS/,
    );
    // The refused retry and the paid one: one entry each (issue 39 item 15: the refusal is audited too).
    expect((await auditOf(`item:${itemId}`)).filter((e) => e.action === 'RETRY_NOW')).toHaveLength(2);
  });

  it('retry now without a card: CARD_REQUIRED', async () => {
    const { who, itemId } = await refused();
    await t.db.delete(cards).where(eq(cards.userId, who.id));
    expect((await post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: key() })).json().errorKey).toBe(
      'CARD_REQUIRED',
    );
  });

  it('write off: the period is forgiven, the item moves on and leaves the overdue list, recorded apart; nothing overdue is NOT_OVERDUE', async () => {
    const { who, itemId } = await refused();
    const res = await post(staff, '/api/admin/purchase/write-off', { purchasedItemId: itemId, idempotencyKey: key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ACTIVE', nextPaymentDate: '2026-05-06', amount: 17_800 });
    expect(await t.db.select().from(writeOffs).where(eq(writeOffs.purchasedItemId, itemId))).toEqual([
      expect.objectContaining({ periodStart: '2026-04-06', amount: 17_800, actorUserId: staff.id }),
    ]);
    const row = (await t.app.inject({ url: '/api/user/report/purchase-history?onPremise=false', headers: await as(who) }))
      .json()
      .data.list.find((r: { purchasedItemId: number }) => r.purchasedItemId === itemId);
    expect(row).toMatchObject({ overdueDays: null, amountDue: 0 });
    // No payment was made for it, and the next pass does not try it again.
    await t.app.services.renewals.runPass(new Date(noon('2026-04-10')));
    expect((await itemOf(itemId)).nextPaymentDate).toBe('2026-05-06');
    expect((await post(staff, '/api/admin/purchase/write-off', { purchasedItemId: itemId, idempotencyKey: key() })).json().errorKey).toBe(
      'NOT_OVERDUE',
    );
    const [entry] = (await auditOf(`item:${itemId}`)).filter((e) => e.action === 'WRITE_OFF');
    expect(JSON.parse(entry!.details!)).toMatchObject({
      amount: 17_800,
      before: { nextPaymentDate: '2026-04-06', amountDue: 17_800 },
      after: { nextPaymentDate: '2026-05-06', amountDue: 0 },
    });
  });
});

describe('issue 28: the demo data', () => {
  it('the demo customer shows a partly refunded payment and a subscription whose cancellation can be undone', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'customer@orioni.ge'));
    const mine = await t.db.select().from(payments).where(eq(payments.userId, demo!.id));
    const refund = mine.find((p) => p.kind === 'REFUND' && p.status === 'SUCCEEDED')!;
    const original = mine.find((p) => p.id === refund.refundOfPaymentId)!;
    expect(refund.status).toBe('SUCCEEDED');
    expect(refund.amount).toBeLessThan(0);
    expect(-refund.amount).toBeLessThan(original.amount);
    const [line] = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, refund.id));
    expect(line!.refundOfLineId).not.toBeNull();
    // The seeded charges are at the sandbox bank, so staff refund what is left of the demo's refunded payment.
    const { lines } = await refundable(original.id);
    const open = lines.find((l: { left: number }) => l.left > 0)!;
    const more = await post(staff, '/api/admin/payment/refund', {
      paymentId: original.id,
      idempotencyKey: key(),
      lines: [{ paymentLineId: open.paymentLineId, amount: open.left }],
    });
    expect(more.statusCode, more.body).toBe(200);
    const atBank = await t.db.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.externalId, original.externalId!));
    expect(atBank.reduce((sum, r) => sum + r.amount, 0)).toBe(-refund.amount + open.left);
    const canceling = (await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, demo!.id))).find(
      (i) => i.status === 'CANCELING',
    )!;
    t.clock.set(new Date().toISOString());
    const undo = await t.app.services.lifecycle.reactivate(demo!.id, canceling.id);
    expect(undo.status).toBe('ACTIVE');
  });
});

describe('issue 39 items 14 and 15: one effect per confirmation, audited under the lock', () => {
  /** A customer whose renewals of 6 April, May and June are owed (the April one refused on a declining card). */
  async function owesThree(card = '4242 4242 4242 4242') {
    const b = await buyer('2026-03-06');
    await saveCard(t, b.who, '4000 0000 0000 0002');
    await t.app.services.renewals.runPass(new Date(noon('2026-04-06')));
    await saveCard(t, await signInAgain(t, b.who), card);
    t.clock.set(noon('2026-06-06'));
    return b;
  }
  const paidCharges = async (who: TestUser) => {
    const tokens = (await t.db.select().from(cards).where(eq(cards.userId, who.id))).map((c) => c.gatewayToken);
    return (await t.db.select().from(sandboxBankCharges)).filter((c) => tokens.includes(c.token) && c.status === 'succeeded');
  };

  it('item 14: parallel write-off clicks of one dialog forgive one period, answer the same, and are audited once', async () => {
    const { itemId } = await owesThree();
    const dialog = key();
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () => post(staff, '/api/admin/purchase/write-off', { purchasedItemId: itemId, idempotencyKey: dialog })),
    );
    expect(clicks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(clicks.map((r) => r.json().data.amount)).toEqual([17_800, 17_800, 17_800, 17_800]);
    expect((await t.db.select().from(writeOffs).where(eq(writeOffs.purchasedItemId, itemId))).map((w) => w.periodStart)).toEqual([
      '2026-04-06',
    ]);
    expect((await itemOf(itemId)).nextPaymentDate).toBe('2026-05-06');
    expect((await auditOf(`item:${itemId}`)).filter((e) => e.action === 'WRITE_OFF')).toHaveLength(1);
    // A new opening of the dialog is a new confirmation: it forgives the next period.
    expect(
      (await post(staff, '/api/admin/purchase/write-off', { purchasedItemId: itemId, idempotencyKey: key() })).json().data,
    ).toMatchObject({
      nextPaymentDate: '2026-06-06',
    });
    // A key is one item's: the same key on another item is refused, nothing written.
    const other = await owesThree();
    const reused = await post(staff, '/api/admin/purchase/write-off', { purchasedItemId: other.itemId, idempotencyKey: dialog });
    expect(reused.statusCode).toBe(409);
    expect(await t.db.select().from(writeOffs).where(eq(writeOffs.purchasedItemId, other.itemId))).toEqual([]);
  });

  it('item 14: parallel Retry now clicks of one dialog on an item owing three periods charge one period, once', async () => {
    const { who, itemId } = await owesThree();
    const before = (await paidCharges(who)).length;
    const dialog = key();
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () => post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: dialog })),
    );
    const ok = clicks.filter((r) => r.statusCode === 200);
    expect(ok.length, clicks.map((r) => r.body).join('\n')).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().data.paymentId)).size).toBe(1);
    expect(clicks.filter((r) => r.statusCode !== 200).map((r) => r.json().errorKey)).toEqual(
      clicks.filter((r) => r.statusCode !== 200).map(() => 'REPAY_IN_PROGRESS'),
    );
    expect((await paidCharges(who)).length).toBe(before + 1);
    expect((await itemOf(itemId)).nextPaymentDate).toBe('2026-05-06');
    // Asked again later under the same key: the same payment, nothing charged.
    const again = await post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: dialog });
    expect(again.json().data.paymentId).toBe(ok[0]!.json().data.paymentId);
    expect((await paidCharges(who)).length).toBe(before + 1);
    expect((await auditOf(`item:${itemId}`)).filter((e) => e.action === 'RETRY_NOW')).toHaveLength(1);
  });

  it('item 15: three write-offs at once (three dialogs) each audit the item as it was under the lock, one period apart', async () => {
    const { itemId } = await owesThree();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post(staff, '/api/admin/purchase/write-off', { purchasedItemId: itemId, idempotencyKey: key() })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const entries = (await auditOf(`item:${itemId}`)).filter((e) => e.action === 'WRITE_OFF').map((e) => JSON.parse(e.details!));
    const befores = entries.map((d) => d.before.nextPaymentDate).sort();
    expect(befores).toEqual(['2026-04-06', '2026-05-06', '2026-06-06']);
    expect(entries.map((d) => d.before.amountDue).sort((a, b) => b - a)).toEqual([53_400, 35_600, 17_800]);
    for (const d of entries) expect(d.after.paidPeriods).toBe(d.before.paidPeriods + 1);
  });

  it('item 15: a Retry now the bank refuses (402) is audited with its failed payment', async () => {
    const { itemId } = await owesThree('4000 0000 0000 0002');
    const refused = await post(staff, '/api/admin/purchase/retry', { purchasedItemId: itemId, idempotencyKey: key() });
    expect(refused.statusCode).toBe(402);
    const entries = (await auditOf(`item:${itemId}`)).filter((e) => e.action === 'RETRY_NOW');
    expect(entries).toHaveLength(1);
    const details = JSON.parse(entries[0]!.details!);
    expect(details).toMatchObject({
      failureKey: 'CARD_DECLINED',
      amount: 17_800,
      before: { nextPaymentDate: '2026-04-06' },
      after: { nextPaymentDate: '2026-04-06' },
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, details.paymentId));
    expect(payment).toMatchObject({ status: 'FAILED', kind: 'RENEWAL' });
  });
});
