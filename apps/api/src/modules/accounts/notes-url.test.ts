import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@orioni/contracts/validation';
import { users } from '../../db/schema/index.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { role: 'ADMIN' });
  customer = await createSignedInUser(t, { email: 'nino@example.ge', externalUserId: 'BO-39' });
});
afterAll(() => t.close());

const setNote = (notes: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/user/notes?userId=${customer.id}&notes=${encodeURIComponent(notes)}`,
    headers: admin.headers,
  });
const storedNote = async () => (await t.db.select({ notes: users.notes }).from(users).where(eq(users.id, customer.id)))[0]!.notes;

describe('issue 39 item 28: the personal-URL note is an http(s) address', () => {
  it('refuses what is not one, with a field message, and keeps the note as it was', async () => {
    expect((await setNote('https://nino.orioni.ge')).statusCode).toBe(200);
    for (const notes of [
      'not a url',
      'nino.orioni.ge',
      'javascript:alert(1)',
      'ftp://files.orioni.ge',
      'https://',
      'https://nino orioni.ge',
    ]) {
      const res = await setNote(notes);
      expect(res.statusCode, notes).toBe(400);
      expect(res.json().fieldErrors?.notes ?? res.json().errors?.notes ?? res.body, notes).toContain(MESSAGES.notesUrl);
      expect(await storedNote(), notes).toBe('https://nino.orioni.ge');
    }
  });

  it('takes an http or https address, and an empty note clears it', async () => {
    expect((await setNote('  http://portal.orioni.ge/nino?db=1  ')).statusCode).toBe(200);
    expect(await storedNote()).toBe('http://portal.orioni.ge/nino?db=1');
    expect((await setNote('')).statusCode).toBe(200);
    expect(await storedNote()).toBeNull();
  });
});
