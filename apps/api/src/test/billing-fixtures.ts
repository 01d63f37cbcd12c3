import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Many customers, each with a saved sandbox card and `perCustomer` monthly subscriptions due on
 * `dueDate`, written with a few set-based statements (the concurrency test and the renewal
 * benchmark). The catalogue must be seeded (the items use ORIONI_RETAIL_M1 and ORIONI_HR_M1).
 */
export async function seedDueSubscriptions(
  db: DbOrTx,
  options: { customers: number; perCustomer: 1 | 2; dueDate: string; emailPrefix?: string; firstPayments?: boolean },
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
  if (options.firstPayments) {
    // What a real database holds beside its due subscriptions: the purchase that started each one
    // (a SUCCEEDED payment per customer, so the customers are PAYED as checkout leaves them). A bulk
    // load, as a restore does it: the per-row customer-status trigger is off while the payments go
    // in (with it, each row looked up the customer's payments: 135 s for 100,000), then every
    // customer's status is derived once, by the same rule, over the analysed table.
    await db.execute(sql`alter table payments disable trigger payments_customer_status`);
    await db.execute(sql`
      insert into payments (user_id, kind, status, amount, idempotency_key, created_at, paid_at, card_mask)
      select i.user_id, 'PURCHASE', 'SUCCEEDED', sum(i.price), 'seed-first:' || i.user_id, min(i.created_at), min(i.created_at), '424242******4242'
      from purchased_items i join users u on u.id = i.user_id
      where u.email like ${`${prefix}-%`}
      group by i.user_id`);
    await db.execute(sql`alter table payments enable trigger payments_customer_status`);
    await db.execute(sql`analyze payments`);
    await db.execute(sql`
      update purchased_items i set first_payment_id = p.id
      from payments p join users u on u.id = p.user_id
      where p.user_id = i.user_id and p.idempotency_key = 'seed-first:' || p.user_id and u.email like ${`${prefix}-%`}`);
    await db.execute(sql`update users set customer_status = customer_status where email like ${`${prefix}-%`}`);
  }
}
