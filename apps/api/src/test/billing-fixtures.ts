import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Many customers, each with a saved sandbox card and `perCustomer` monthly subscriptions due on
 * `dueDate`, written with a few set-based statements (the concurrency test and the renewal
 * benchmark). The catalogue must be seeded (the items use ORIONI_RETAIL_M1 and ORIONI_HR_M1).
 */
export async function seedDueSubscriptions(
  db: DbOrTx,
  options: { customers: number; perCustomer: 1 | 2; dueDate: string; emailPrefix?: string },
): Promise<void> {
  const prefix = options.emailPrefix ?? 'renewal';
  await db.execute(sql`
    insert into users (email, password_hash, role, status, customer_type, full_name, language, verified_at)
    select ${prefix} || '-' || g || '@example.ge', 'x', 'USER', 'PAYED', 'PHYSICAL', 'Renewal Customer ' || g, 'KA', now()
    from generate_series(1, ${options.customers}) g`);
  await db.execute(sql`
    insert into cards (user_id, gateway, gateway_token, mask, brand)
    select id, 'sandbox', 'sbx_success_' || lpad(id::text, 24, '0'), '424242******4242', 'VISA'
    from users where email like ${`${prefix}-%`}`);
  const keys = options.perCustomer === 2 ? ['ORIONI_RETAIL_M1', 'ORIONI_HR_M1'] : ['ORIONI_RETAIL_M1'];
  for (const key of keys) {
    await db.execute(sql`
      insert into purchased_items (user_id, product_key, period, status, quantity, unit_cost, price, upcoming_payment,
        first_purchase, created_at, last_payment_at, anchor_date, paid_periods, next_payment_date)
      select u.id, p.product_key, 'M1', 'ACTIVE', 1, p.amount, p.amount, p.amount, false,
        (${options.dueDate}::date - interval '1 month'), (${options.dueDate}::date - interval '1 month'),
        (${options.dueDate}::date - interval '1 month')::date, 1, ${options.dueDate}::date
      from users u cross join prices p
      where u.email like ${`${prefix}-%`} and p.product_key = ${key}`);
  }
}
