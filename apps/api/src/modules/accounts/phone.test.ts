import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createSignedInUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedCustomers } from '../../seed/customers.ts';
import { runSeed } from '../../seed/seed.ts';
import { freshTestDatabase } from '../../test/test-database.ts';
import { toE164 } from './phone.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One number as people type it. */
const TYPED = ['+995 555 12 34 56', '555 12 34 56', '555-12-34-56', '(555) 123 456', '0555 123 456', '00995 555 123 456', '995555123456'];
const E164 = /^\+[1-9][0-9]{6,14}$/;

describe('issue 26 item 3: phone numbers are stored in E.164 whichever way they were typed', () => {
  it('every typed form of one Georgian number is +995555123456; a foreign number keeps its country; blank stays blank', () => {
    for (const typed of TYPED) expect(toE164(typed), typed).toBe('+995555123456');
    expect(toE164('+1 (202) 555-0100')).toBe('+12025550100');
    expect(toE164(null)).toBeNull();
    expect(toE164('')).toBe('');
  });

  it('registration stores the mobile and the representative mobile in E.164', async () => {
    const username = `phone-${Date.now()}@example.ge`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/public/register',
      payload: {
        username,
        fullName: 'Kavkasia Trade',
        password: 'Strong#Pass42',
        mobile: '555 12 34 56',
        repMobile: '599-00-11-22',
        customerType: 'LEGAL',
        language: 'KA',
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, username));
    expect(row).toMatchObject({ mobile: '+995555123456', repMobile: '+995599001122' });
  });

  it('the admin search finds a stored number however it is typed', async () => {
    const admin = await createSignedInUser(t, { role: 'ADMIN' });
    const customer = await createSignedInUser(t, { mobile: '+995577123987' });
    for (const typed of ['577 12 39 87', '0577-123-987', '+995 577 123 987', '577123987']) {
      const res = await t.app.inject({ url: `/api/admin/user/list?query=${encodeURIComponent(typed)}&limit=5`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().data.list.map((u: { id: number }) => u.id),
        typed,
      ).toEqual([customer.id]);
    }
  });

  it('a profile update stores the mobile in E.164', async () => {
    const u = await createSignedInUser(t, { idNumber: null });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: u.headers,
      payload: { firstName: 'Ana', lastName: 'Kapanadze', idNumber: '01234567890', mobile: '0555 11-22-33' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile).toBe('+995555112233');
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.mobile).toBe('+995555112233');
  });

  it('the seed writes E.164: the demo accounts and every generated customer', async () => {
    const database = await freshTestDatabase();
    try {
      await runSeed(database.db, { isProduction: false });
      await seedCustomers(database.db, { count: 20, now: new Date('2026-06-15T09:30:00Z') });
      const rows = await database.db.select({ email: users.email, mobile: users.mobile, repMobile: users.repMobile }).from(users);
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows) {
        expect(row.mobile, row.email).toMatch(E164);
        if (row.repMobile !== null) expect(row.repMobile, row.email).toMatch(E164);
      }
    } finally {
      await database.close();
    }
  });

  it('migration 0011 rewrites the stored numbers as the API writes them', async () => {
    const file = path.join(import.meta.dirname, '../../db/migrations/0011_phones_e164.sql');
    const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint');
    const rows = await Promise.all(TYPED.map(() => createSignedInUser(t)));
    for (const [i, typed] of TYPED.entries()) {
      await t.db
        .update(users)
        .set({ mobile: typed, repMobile: i % 2 ? null : ' ' })
        .where(eq(users.id, rows[i]!.id));
    }
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    for (const [i, typed] of TYPED.entries()) {
      const [row] = await t.db.select().from(users).where(eq(users.id, rows[i]!.id));
      expect(row!.mobile, typed).toBe(toE164(typed));
      expect(row!.repMobile).toBe(i % 2 ? null : ' ');
    }
  });
});
