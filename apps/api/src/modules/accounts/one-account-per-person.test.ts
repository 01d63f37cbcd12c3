import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@orioni/contracts/validation';
import { users } from '../../db/schema/index.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** ADR 042: one personal account per personal number; company codes may repeat. */
let t: TestContext;
let first: TestUser;
let second: TestUser;
const NUMBER = '01024085800';
beforeAll(async () => {
  t = await createTestApp();
  first = await createSignedInUser(t, { idNumber: NUMBER });
  second = await createSignedInUser(t);
});
afterAll(() => t.close());

const saveProfile = (who: TestUser, idNumber: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: who.headers,
    payload: { firstName: 'Nino', lastName: 'Beridze', idNumber, mobile: '+995 555 12 34 56' },
  });
const storedNumber = async (who: TestUser) => (await t.db.select({ n: users.idNumber }).from(users).where(eq(users.id, who.id)))[0]!.n;

describe('issue 39 item 28: a second personal account with the same personal number (ADR 042)', () => {
  it('is told the number belongs to another account, and the number is not stored on it', async () => {
    const res = await saveProfile(second, NUMBER);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(MESSAGES.idNumberTaken);
    expect(await storedNumber(second)).toBeNull();
  });

  it('keeps the number on the account that holds it, and takes a number nobody holds', async () => {
    expect((await saveProfile(first, NUMBER)).statusCode).toBe(200);
    const other = await saveProfile(second, '01024085801');
    expect(other.statusCode, other.body).toBe(200);
    expect(await storedNumber(second)).toBe('01024085801');
  });

  it('company codes may repeat: several people may buy for one company', async () => {
    const a = await createSignedInUser(t, { customerType: 'LEGAL', fullName: 'Orioni LLC', idNumber: '405512345' });
    const b = await createSignedInUser(t, { customerType: 'LEGAL', fullName: 'Orioni LLC' });
    await t.app.services.customers.recordPurchase(t.db, b.id, {
      savePersonalInfo: true,
      idNumber: '405512345',
      emails: [],
      fullName: 'Orioni LLC',
    } as never);
    expect(await storedNumber(b)).toBe('405512345');
    expect(await storedNumber(a)).toBe('405512345');
  });
});
