import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { tbilisiDaySql } from '../lib/billing-sql.ts';

/**
 * The demo's company payments made at a VAT rate hold the tax invoice RS.ge would get (issue 41), in the
 * state a development start gives them: NOT_CONFIGURED, nothing sent (the seed never talks to RS.ge; staff
 * can send one once RS.ge credentials are set). Payments that hold one already are left as they are.
 */
export async function seedTaxInvoices(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`
    insert into tax_invoices (payment_id, user_id, kind, buyer_tin, operation_date, status)
    select p.id, p.user_id, 'INVOICE', coalesce(p.id_number, u.id_number), ${tbilisiDaySql(sql`p.paid_at`)}, 'NOT_CONFIGURED'
    from payments p join users u on u.id = p.user_id
    where u.customer_type = 'LEGAL' and p.status = 'SUCCEEDED' and p.kind <> 'REFUND' and p.vat_rate_bp is not null
      and coalesce(p.id_number, u.id_number) ~ '^[0-9]{9}$'
    on conflict (payment_id) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
