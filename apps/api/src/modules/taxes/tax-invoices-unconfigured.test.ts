import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, taxInvoices, users } from '../../db/schema/index.ts';
import { runSeed } from '../../seed/seed.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { buyWith, companyForm, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Issue 41 item 3: with no RS.ge credentials (the default, and every development start) nothing is sent and
// the status says so; a seller that is not a VAT payer issues no tax invoice at all. (A file of its own: an
// embedded test database is one per file, and these need apps of their own settings.)

const COMPANY_TIN = '205111222';

async function company(ctx: TestContext): Promise<{ who: TestUser; tin: string }> {
  const who = await createSignedInUser(ctx, { customerType: 'LEGAL', fullName: 'Quiet Buyer LLC', language: 'KA' });
  await saveCard(ctx, who);
  return { who, tin: COMPANY_TIN };
}

const rowOf = async (ctx: TestContext, paymentId: number) =>
  (await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paymentId)))[0];

describe('without RS.ge credentials (every development start)', () => {
  it('sends nothing, and the status says so', async () => {
    const quiet = await createTestApp({ seed: true, env: { SELLER_VAT_PAYER: 'true' } });
    try {
      const { who, tin } = await company(quiet);
      const paymentId = await buyWith(quiet, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]);
      expect(await rowOf(quiet, paymentId)).toMatchObject({ status: 'NOT_CONFIGURED' });
      expect(quiet.app.services.taxInvoices.sending).toBe(false);
      expect(await quiet.app.services.taxInvoices.runDue()).toMatchObject({ sent: 0 });
      const admin = await createSignedInUser(quiet, { role: 'ADMIN', email: 'quiet-staff@orioni.test' });
      const retry = await quiet.app.inject({
        method: 'POST',
        url: '/api/admin/payment/tax-invoice/retry',
        headers: admin.headers,
        payload: { paymentId },
      });
      expect(retry.json().errorKey).toBe('RSGE_NOT_CONFIGURED');
    } finally {
      await quiet.close();
    }
  });

  it('a seller that is not a VAT payer issues no tax invoice', async () => {
    const plain = await createTestApp({ seed: true });
    try {
      const { who, tin } = await company(plain);
      const paymentId = await buyWith(plain, who, companyForm(tin), [['ORIONI_ERP_M1', 1]]);
      expect(await rowOf(plain, paymentId)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('the demo seed', () => {
  it("gives each company payment made at a rate its invoice, unsent (as a start without credentials leaves it); nobody else's", async () => {
    const demo = await createTestApp({ env: { SELLER_VAT_PAYER: 'true' } });
    try {
      await runSeed(demo.db, demo.config, { customers: 40, now: new Date('2026-11-20T08:00:00Z') });
      const rows = await demo.db
        .select({
          status: taxInvoices.status,
          buyerTin: taxInvoices.buyerTin,
          type: users.customerType,
          idNumber: sql<string>`coalesce(${payments.idNumber}, ${users.idNumber})`,
        })
        .from(taxInvoices)
        .innerJoin(payments, eq(payments.id, taxInvoices.paymentId))
        .innerJoin(users, eq(users.id, payments.userId));
      const companyPayments = await demo.db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(eq(users.customerType, 'LEGAL'), eq(payments.status, 'SUCCEEDED'), ne(payments.kind, 'REFUND')));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(companyPayments.length);
      for (const row of rows) expect(row).toMatchObject({ status: 'NOT_CONFIGURED', type: 'LEGAL', buyerTin: row.idNumber });
    } finally {
      await demo.close();
    }
  });
});
