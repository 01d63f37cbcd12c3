import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLari } from '@orioni/contracts';
import { openDatabase, type Database } from '../../db/client.ts';
import { cards, domainEvents, noticesSent, outboxEmails, purchasedItems, users } from '../../db/schema/index.ts';
import { RenewalWorker } from '../../jobs/renewal-worker.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { seedDueSubscriptions } from '../../test/billing-fixtures.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { NoticesService } from './notices.service.ts';

/**
 * Issue 28 item 4: notices before money is taken, driven by the app's clock. The upcoming renewal
 * 3 days before a monthly and 7 before an annual renewal (late passes still send it), once per item
 * and period across passes and across two instances at once; none for CANCELING items or on-premise
 * licences; the card-expiring notice once per card and expiry, from the expiry typed on the sandbox
 * bank's page.
 */
let t: TestContext;
let notices: NoticesService;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  notices = t.app.services.notices;
});
afterAll(() => t.close());

/** Noon in Tbilisi on `day`. */
const noon = (day: string) => new Date(`${day}T08:00:00Z`);
const mailsTo = (who: { email: string }, template: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, template)))
    .orderBy(asc(outboxEmails.id));
const itemsOf = (who: TestUser) =>
  t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));

async function customerWith(day: string, lines: [string, number][], expiry = '12/30'): Promise<TestUser> {
  t.clock.set(noon(day));
  const who = await createSignedInUser(t);
  await saveCard(t, who, '4242 4242 4242 4242', expiry);
  for (const [key, quantity] of lines) await addToCart(t, who, key, quantity);
  if (lines.length > 0) await purchaseCart(t, who);
  return who;
}

describe('issue 28 item 4: the demo data', () => {
  it('the demo card is valid for years; passes on start tell the demo customer each renewal at most once and never of her card', async () => {
    // The seed dated the demo from the real time; so do the passes `npm start` runs.
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'customer@orioni.ge'));
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, demo!.id));
    const now = new Date();
    expect(card!.expiryYear! * 12 + card!.expiryMonth!).toBeGreaterThan((now.getUTCFullYear() + 3) * 12 + now.getUTCMonth() + 1);
    for (let i = 0; i < 3; i += 1) await notices.runNotices(new Date(now.getTime() + i * 60_000));
    const sent = await mailsTo(demo!, 'renewal-upcoming');
    const keys = sent.map((m) => JSON.stringify(m.meta));
    expect(new Set(keys).size).toBe(keys.length);
    expect(await mailsTo(demo!, 'card-expiring')).toHaveLength(0);
  });
});

describe('issue 28 item 4: the upcoming-renewal notice', () => {
  it('a monthly renewal: 3 days ahead, not 4, once however many passes; amount in lari, date and card mask in the mail', async () => {
    const who = await customerWith('2026-01-31', [['ORIONI_ERP_M1', 2]]);
    const [erp] = await itemsOf(who);
    expect(erp!.nextPaymentDate).toBe('2026-02-28');

    expect((await notices.runNotices(noon('2026-02-24'))).renewals).toBe(0);
    expect(await mailsTo(who, 'renewal-upcoming')).toHaveLength(0);
    expect((await notices.runNotices(noon('2026-02-25'))).renewals).toBe(1);
    await notices.runNotices(noon('2026-02-25'));
    await notices.runNotices(noon('2026-02-26'));
    await notices.runNotices(noon('2026-02-27'));

    const [mail, ...more] = await mailsTo(who, 'renewal-upcoming');
    expect(more).toHaveLength(0);
    expect(mail!.language).toBe('EN');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(formatLari(erp!.unitCost * 2));
      expect(body).toContain('28 Feb 2026');
      expect(body).toContain('424242******4242');
    }
    expect(mail!.meta).toEqual({ purchasedItemId: erp!.id, periodStart: '2026-02-28' });
  });

  it('an annual renewal: 7 days ahead; a pass that first runs 5 days before still sends it, once', async () => {
    const early = await customerWith('2026-03-10', [['ORIONI_ACCOUNTING_Y1', 1]]);
    const late = await customerWith('2026-03-10', [['ORIONI_HR_Y1', 1]]);
    const [item] = await itemsOf(early);
    expect(item!.nextPaymentDate).toBe('2027-03-10');

    await notices.runNotices(noon('2027-03-02'));
    expect(await mailsTo(early, 'renewal-upcoming')).toHaveLength(0);
    // Only `early`'s notice at 7 days: run the late customer's first pass at 5 days.
    await t.db.update(purchasedItems).set({ nextPaymentDate: '2027-03-12' }).where(eq(purchasedItems.userId, late.id));
    await notices.runNotices(noon('2027-03-03'));
    expect(await mailsTo(early, 'renewal-upcoming')).toHaveLength(1);
    expect(await mailsTo(late, 'renewal-upcoming')).toHaveLength(0);
    await t.db.update(purchasedItems).set({ nextPaymentDate: '2027-03-10' }).where(eq(purchasedItems.userId, late.id));
    await notices.runNotices(noon('2027-03-05'));
    await notices.runNotices(noon('2027-03-09'));
    expect(await mailsTo(early, 'renewal-upcoming')).toHaveLength(1);
    expect(await mailsTo(late, 'renewal-upcoming')).toHaveLength(1);
  });

  it('the next period gets its own notice after the renewal', async () => {
    const who = await customerWith('2026-04-10', [['ORIONI_RETAIL_M1', 1]]);
    await notices.runNotices(noon('2026-05-08'));
    await t.app.services.renewals.runPass(noon('2026-05-10'));
    const [item] = await itemsOf(who);
    expect(item!.nextPaymentDate).toBe('2026-06-10');
    await notices.runNotices(noon('2026-06-07'));
    await notices.runNotices(noon('2026-06-08'));
    const sent = await mailsTo(who, 'renewal-upcoming');
    expect(sent.map((m) => (m.meta as { periodStart: string }).periodStart)).toEqual(['2026-05-10', '2026-06-10']);
  });

  it('none for a CANCELING subscription or an on-premise licence', async () => {
    const who = await customerWith('2026-06-01', [
      ['ORIONI_ERP_M1', 1],
      ['ORIONI_HR_PREMISE', 1],
    ]);
    const [monthly, licence] = await itemsOf(who);
    expect(licence!.nextPaymentDate).toBeNull();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/cancel',
      headers: (await signInAgain(t, who)).headers,
      payload: { purchasedItemId: monthly!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const day of ['2026-06-28', '2026-06-29', '2026-06-30']) await notices.runNotices(noon(day));
    expect(await mailsTo(who, 'renewal-upcoming')).toHaveLength(0);
  });

  it('the renewal worker sends the notices after its pass', async () => {
    const who = await customerWith('2026-07-05', [['ORIONI_RETAIL_M1', 1]]);
    t.clock.set(noon('2026-08-03'));
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), warn: (o: unknown) => logged.push(o) };
    await new RenewalWorker(t.app.services.renewals, log, 60_000, notices).runOnce();
    expect(await mailsTo(who, 'renewal-upcoming')).toHaveLength(1);
    expect(logged).toContainEqual(expect.objectContaining({ renewals: expect.any(Number) }));
  });
});

describe('issue 28 item 4: the card-expiring notice', () => {
  it('the sandbox card page stores the expiry typed on it with the card', async () => {
    const who = await customerWith('2026-09-01', [], '7/2031');
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, who.id));
    expect({ month: card!.expiryMonth, year: card!.expiryYear }).toEqual({ month: 7, year: 2031 });
  });

  it('the sandbox card page refuses a past expiry date with a clear message, and a malformed one, saving nothing', async () => {
    t.clock.set(noon('2026-09-15'));
    const who = await createSignedInUser(t);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/payment/card?successRedirectUrl=/profile/default&errorRedirectUrl=/profile/default',
      headers: who.headers,
    });
    const page = new URL(open.json().data.redirectUrl);
    const submit = (expiry: string) =>
      t.app.inject({
        method: 'POST',
        url: `${page.pathname}?lang=en`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardholder: 'Nino Beridze', cardnumber: '4242 4242 4242 4242', expiry, cvc: '123' }).toString(),
      });
    for (const [expiry, message] of [
      ['08/26', 'This card has expired: its expiry date is in the past.'],
      ['13/27', 'Enter the expiry date as MM/YY'],
      ['', 'Enter the expiry date as MM/YY'],
    ] as const) {
      const refused = await submit(expiry);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
      expect(refused.body).toMatch(/id="cc-exp"[^>]*aria-invalid="true"/);
    }
    expect(await t.db.select().from(cards).where(eq(cards.userId, who.id))).toHaveLength(0);
    // The month the card expires in is still valid.
    expect((await submit('09/26')).statusCode).toBe(303);
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, who.id));
    expect({ month: card!.expiryMonth, year: card!.expiryYear }).toEqual({ month: 9, year: 2026 });
  });

  it('when the card lapses before the next charge: from 30 days before it lapses, once per card and expiry, none after a new card', async () => {
    // The card is valid through December 2026; the annual renewal on 2027-11-20 falls after it.
    const who = await customerWith(
      '2026-11-20',
      [
        ['ORIONI_ERP_M1', 1],
        ['ORIONI_ACCOUNTING_Y1', 1],
      ],
      '12/26',
    );
    const covered = await customerWith('2026-11-20', [['ORIONI_RETAIL_M1', 1]], '01/27');
    await notices.runNotices(noon('2026-12-01'));
    expect(await mailsTo(who, 'card-expiring')).toHaveLength(0);
    await notices.runNotices(noon('2026-12-02'));
    await notices.runNotices(noon('2026-12-02'));
    await notices.runNotices(noon('2026-12-15'));
    const [mail, ...more] = await mailsTo(who, 'card-expiring');
    expect(more).toHaveLength(0);
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('12/26');
      expect(body).toContain('424242******4242');
      expect(body).toContain('/profile/default');
    }
    // Its one charge before February (2026-12-20) is covered: nothing to say.
    expect(await mailsTo(covered, 'card-expiring')).toHaveLength(0);

    // A new card with another expiry: nothing until that one lapses.
    await saveCard(t, await signInAgain(t, who), '4242 4242 4242 4242', '12/29');
    await notices.runNotices(noon('2026-12-20'));
    expect(await mailsTo(who, 'card-expiring')).toHaveLength(1);
  });

  it('a card with no known expiry (BOG, cards saved before) is never told', async () => {
    const who = await customerWith('2026-10-01', [['ORIONI_ERP_M1', 1]], '10/26');
    await t.db.update(cards).set({ expiryMonth: null, expiryYear: null }).where(eq(cards.userId, who.id));
    await notices.runNotices(noon('2026-10-20'));
    expect(await mailsTo(who, 'card-expiring')).toHaveLength(0);
  });
});

describe('issue 28 item 4: two instances at once', () => {
  it('send each notice once: 200 renewals and 100 lapsing cards, two passes in each of two instances at the same time', async () => {
    await seedDueSubscriptions(t.db, { customers: 100, perCustomer: 2, dueDate: '2027-05-10', emailPrefix: 'notice' });
    // Their cards lapsed on 2027-05-01, before the renewals on the 10th.
    await t.db.execute(
      sql`update cards set expiry_month = 4, expiry_year = 2027 where user_id in (select id from users where email like 'notice-%')`,
    );
    // A second instance: its own connection pool on PostgreSQL, its own service on both databases.
    const url = (t.database as Database & { url?: string }).url;
    const other = url ? await openDatabase({ databaseUrl: url }) : t.database;
    const { mailer, cards: cardService, customers: accounts } = t.app.services;
    const second = new NoticesService({
      db: other.db,
      clock: t.clock,
      mailer,
      cards: cardService,
      accounts,
      events: t.app.services.events,
    });
    try {
      const results = await Promise.all([
        notices.runNotices(noon('2027-05-08')),
        second.runNotices(noon('2027-05-08')),
        notices.runNotices(noon('2027-05-09')),
        second.runNotices(noon('2027-05-09')),
      ]);
      expect(results.reduce((n, r) => n + r.renewals, 0)).toBe(200);
      expect(results.reduce((n, r) => n + r.cards, 0)).toBe(100);
    } finally {
      if (other !== t.database) await other.close();
    }
    const count = async (template: string) =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outboxEmails)
          .where(and(like(outboxEmails.to, 'notice-%'), eq(outboxEmails.template, template)))
      )[0]!.n;
    expect(await count('renewal-upcoming')).toBe(200);
    expect(await count('card-expiring')).toBe(100);
    const keys = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(noticesSent)
      .innerJoin(users, eq(users.id, noticesSent.userId))
      .where(like(users.email, 'notice-%'));
    expect(keys[0]!.n).toBe(300);
    // Each card-expiring notice recorded its event with it, in its transaction: 100, not one more.
    const [expiring] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .innerJoin(users, eq(users.id, domainEvents.userId))
      .where(and(like(users.email, 'notice-%'), eq(domainEvents.type, 'card.expiring')));
    expect(expiring!.n).toBe(100);
  });
});

describe('issue 42: card.expiring, recorded with the card-expiring notice', () => {
  it('once per card and expiry, with the mask and the last day of the expiry month (a leap February), when the notice is queued', async () => {
    // Valid through February 2028 (it lapses on 2028-03-01); the annual renewal on 2029-01-10 falls after it.
    const who = await customerWith('2028-01-10', [['ORIONI_ACCOUNTING_Y1', 1]], '02/28');
    const expiring = async () => (await t.app.services.events.ofUser(who.id)).filter((e) => e.type === 'card.expiring');
    await notices.runNotices(noon('2028-01-30'));
    expect(await expiring()).toEqual([]);
    t.clock.set(noon('2028-01-31'));
    await notices.runNotices(noon('2028-01-31'));
    await notices.runNotices(noon('2028-02-10'));
    const events = await expiring();
    expect(events).toMatchObject([
      {
        type: 'card.expiring',
        version: 1,
        userId: who.id,
        paymentId: null,
        data: { cardMask: '424242******4242', expiresOn: '2028-02-29' },
      },
    ]);
    expect(await mailsTo(who, 'card-expiring')).toHaveLength(1);
    // The mail consumer reads it and writes nothing for it: still the one notice.
    await t.app.services.dispatcher.drain();
    expect(await mailsTo(who, 'card-expiring')).toHaveLength(1);
    expect(await expiring()).toHaveLength(1);
  });
});
