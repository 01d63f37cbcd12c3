import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@orioni/contracts/validation';
import { payments, users } from '../../db/schema/index.ts';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../test/auth.ts';
import { addToCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** ADR 042, the checkout part (issue 39 item 28): one personal account per personal number, also at checkout. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const buy = (who: TestUser, idNumber: string, extra: object = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': `test-${randomUUID()}` },
    payload: { firstName: 'Giorgi', lastName: 'Kapanadze', idNumber, emails: [], ...extra },
  });
const saveProfile = (who: TestUser, idNumber: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: who.headers,
    payload: { firstName: 'Giorgi', lastName: 'Kapanadze', idNumber, mobile: '+995 555 12 34 56' },
  });
const storedNumber = async (who: TestUser) => (await t.db.select({ n: users.idNumber }).from(users).where(eq(users.id, who.id)))[0]!.n;
const paymentsOf = (who: TestUser) => t.db.select().from(payments).where(eq(payments.userId, who.id));
const readyToBuy = async (overrides: Parameters<typeof createSignedInUser>[1] = {}) => {
  const who = await createSignedInUser(t, overrides);
  await saveCard(t, who);
  await addToCart(t, who, 'HW_CASH_DRAWER_PREMISE', 1);
  return who;
};

describe('issue 39 item 28: checkout with a personal number another personal account holds (ADR 042)', () => {
  it('is refused on idNumber before any charge: no payment, the cart and the account as they were', async () => {
    const holder = await createSignedInUser(t);
    const number = personalNumberFor(holder.id);
    expect((await saveProfile(holder, number)).statusCode).toBe(200);

    const second = await readyToBuy();
    const res = await buy(second, number);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual({ idNumber: MESSAGES.idNumberTaken });
    expect(await paymentsOf(second)).toHaveLength(0);
    expect(await storedNumber(second)).toBeNull();
    expect(await storedNumber(holder)).toBe(number);
    const cart = await t.app.inject({ url: '/api/product/cart', headers: second.headers });
    expect(cart.json().data).toHaveLength(1);

    // Its own number goes through, and is kept on the account.
    const own = await buy(second, personalNumberFor(second.id));
    expect(own.statusCode, own.body).toBe(200);
    expect(await storedNumber(second)).toBe(personalNumberFor(second.id));
  });

  it('a declined purchase gives back the number it claimed, so the person may save it elsewhere', async () => {
    const first = await createSignedInUser(t);
    await saveCard(t, first, '4000 0000 0000 0002');
    await addToCart(t, first, 'HW_CASH_DRAWER_PREMISE', 1);
    const number = personalNumberFor(first.id);
    const declined = await buy(first, number);
    expect(declined.statusCode, declined.body).toBe(402);
    expect(await storedNumber(first)).toBeNull();
    const other = await createSignedInUser(t);
    expect((await saveProfile(other, number)).statusCode).toBe(200);
  });

  it('company codes may repeat at checkout', async () => {
    const code = '405598761';
    await createSignedInUser(t, { customerType: 'LEGAL', fullName: 'Kavkasia Trade LLC', idNumber: code });
    const accountant = await readyToBuy({ customerType: 'LEGAL', fullName: 'Kavkasia Trade LLC' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/purchase',
      headers: { ...accountant.headers, 'idempotency-key': `test-${randomUUID()}` },
      payload: { fullName: 'Kavkasia Trade LLC', idNumber: code, chiefManager: 'Levan Gelashvili', fieldOfActivity: 'Retail', emails: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedNumber(accountant)).toBe(code);
  });

  it('a profile and a checkout saving one number at the same moment: at most one keeps it, the other is told', async () => {
    for (let round = 0; round < 6; round++) {
      const viaProfile = await createSignedInUser(t);
      const viaCheckout = await readyToBuy();
      // A number neither account is derived from, shared by the two.
      const number = personalNumberFor(100_000 + viaProfile.id);
      const [profile, checkout] = await Promise.all([saveProfile(viaProfile, number), buy(viaCheckout, number)]);
      const answers = [profile, checkout];
      for (const answer of answers) {
        if (answer.statusCode !== 200) {
          expect(answer.statusCode, answer.body).toBe(400);
          expect(answer.json().fieldErrors).toEqual({ idNumber: MESSAGES.idNumberTaken });
        }
      }
      expect(answers.filter((a) => a.statusCode === 200).length, `round ${round}`).toBeLessThanOrEqual(1);
      const holders = [await storedNumber(viaProfile), await storedNumber(viaCheckout)].filter((n) => n === number);
      expect(holders.length).toBeLessThanOrEqual(1);
      // A refused checkout charged nothing.
      if (checkout.statusCode !== 200) expect((await paymentsOf(viaCheckout)).filter((p) => p.status === 'SUCCEEDED')).toHaveLength(0);
    }
  });

  it('two checkouts with one number at the same moment: at most one is paid', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await readyToBuy();
      const b = await readyToBuy();
      const number = personalNumberFor(200_000 + a.id);
      const answers = await Promise.all([buy(a, number), buy(b, number)]);
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect(answer.json().fieldErrors, answer.body).toEqual({ idNumber: MESSAGES.idNumberTaken });
      }
      expect(answers.filter((x) => x.statusCode === 200).length, `round ${round}`).toBeLessThanOrEqual(1);
      const paid = [...(await paymentsOf(a)), ...(await paymentsOf(b))].filter((p) => p.status === 'SUCCEEDED');
      expect(paid.length).toBeLessThanOrEqual(1);
    }
  });
});

describe('migration 0023 on a database where personal accounts already share a number', () => {
  it('keeps the number on the oldest account, clears it on the others, leaves company codes, then holds one per number', async () => {
    const migration = fs.readFileSync(new URL('../../db/migrations/0023_one_personal_account_per_number.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw('DROP INDEX "users_personal_id_number_key"'));
    const shared = '01987654321';
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const newer = await createSignedInUser(t, { idNumber: shared, createdAt: at(20) });
    const oldest = await createSignedInUser(t, { idNumber: shared, createdAt: at(5) });
    const middle = await createSignedInUser(t, { idNumber: shared, createdAt: at(10) });
    const companyA = await createSignedInUser(t, { customerType: 'LEGAL', fullName: 'Mtskheta Foods LLC', idNumber: '204123456' });
    const companyB = await createSignedInUser(t, { customerType: 'LEGAL', fullName: 'Mtskheta Foods LLC', idNumber: '204123456' });

    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({ id: users.id, idNumber: users.idNumber })
      .from(users)
      .where(inArray(users.id, [newer.id, oldest.id, middle.id, companyA.id, companyB.id]));
    const numberOf = new Map(rows.map((r) => [r.id, r.idNumber]));
    expect(numberOf.get(oldest.id)).toBe(shared);
    expect(numberOf.get(middle.id)).toBeNull();
    expect(numberOf.get(newer.id)).toBeNull();
    expect(numberOf.get(companyA.id)).toBe('204123456');
    expect(numberOf.get(companyB.id)).toBe('204123456');
    // The index is back: a second personal account cannot take the number.
    expect((await saveProfile(newer, shared)).json().fieldErrors).toEqual({ idNumber: MESSAGES.idNumberTaken });
    await expect(t.db.update(users).set({ idNumber: shared }).where(eq(users.id, middle.id))).rejects.toThrow();
  });
});
