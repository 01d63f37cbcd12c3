import { count, sql } from 'drizzle-orm';
import { lariToTetri } from '@orioni/contracts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { prices, products, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import { CATALOG, DEMO_ACCOUNTS, type SeedAccount } from './catalog.ts';
import { seedCustomers } from './customers.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { registerSeededCharges } from './demo-refund.ts';
import { seedTaxInvoices } from './demo-tax-invoices.ts';

export interface SeedResult {
  summary: string;
  credentials: Pick<SeedAccount, 'email' | 'password' | 'role'>[];
}

/** Demo customers `npm start` adds when it seeds a database outside production, so the admin console has something to show. */
export const START_DEMO_CUSTOMERS = 60;

export interface SeedOptions {
  /**
   * Outside production, also this many generated demo customers (`seed/customers.ts`), dated from
   * `now`. Only `npm start` and `npm run seed -- --customers N` ask for them; tests seed without.
   */
  customers?: number;
  now?: Date;
}

/** Loads the catalogue, the content and (outside production) the demo accounts. Safe to run again. */
export async function runSeed(
  db: Db,
  config: Pick<AppConfig, 'isProduction'> & {
    billing?: Pick<AppConfig['billing'], 'retryDays'>;
    /** The seller's VAT rate (issue 41): the demo payments are made at it. */
    seller?: Pick<AppConfig['seller'], 'vatRateBp'>;
  },
  options: SeedOptions = {},
): Promise<SeedResult> {
  await db.transaction(async (tx) => {
    for (const [index, p] of CATALOG.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          code: p.code,
          slug: p.slug,
          type: p.type,
          category: p.category ?? null,
          names: p.names,
          countable: p.countable ?? true,
          fixedQuantity: p.fixedQuantity ?? false,
          incrementOnRepeat: p.incrementOnRepeat ?? false,
          training: p.training ?? false,
          sort: index,
        })
        .onConflictDoUpdate({
          target: products.code,
          set: {
            slug: sql`excluded.slug`,
            type: sql`excluded.type`,
            category: sql`excluded.category`,
            names: sql`excluded.names`,
            countable: sql`excluded.countable`,
            fixedQuantity: sql`excluded.fixed_quantity`,
            incrementOnRepeat: sql`excluded.increment_on_repeat`,
            training: sql`excluded.training`,
            sort: sql`excluded.sort`,
          },
        })
        .returning({ id: products.id });
      for (const [sort, price] of p.prices.entries()) {
        await tx
          .insert(prices)
          .values({
            productId: row!.id,
            productKey: price.productKey,
            period: price.period,
            amount: lariToTetri(price.lari),
            baseAmount: price.baseLari === undefined ? null : lariToTetri(price.baseLari),
            oldAmount: price.oldLari === undefined ? null : lariToTetri(price.oldLari),
            isDemo: price.isDemo ?? false,
            sort,
          })
          .onConflictDoUpdate({
            target: prices.productKey,
            set: {
              productId: sql`excluded.product_id`,
              period: sql`excluded.period`,
              amount: sql`excluded.amount`,
              baseAmount: sql`excluded.base_amount`,
              oldAmount: sql`excluded.old_amount`,
              isDemo: sql`excluded.is_demo`,
              sort: sql`excluded.sort`,
            },
          });
      }
    }
  });

  const contentCount = await seedContent(db);

  const credentials: SeedResult['credentials'] = [];
  if (!config.isProduction) {
    for (const account of DEMO_ACCOUNTS) {
      const inserted = await db
        .insert(users)
        .values({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          role: account.role,
          status: 'VERIFIED',
          customerType: account.customerType,
          fullName: account.fullName,
          firstName: account.firstName ?? null,
          lastName: account.lastName ?? null,
          mobile: account.mobile,
          language: account.language,
          verifiedAt: new Date(),
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // A new demo customer gets a paid history (subscriptions, an overdue one, payments, a card).
      if (inserted[0] && account.role === 'USER') await seedDemoBilling(db, inserted[0].id, new Date(), config.seller?.vatRateBp ?? null);
      credentials.push({ email: account.email, password: account.password, role: account.role });
    }
  }
  let customers = '';
  if (!config.isProduction && options.customers) {
    const started = performance.now();
    const added = await seedCustomers(db, {
      count: options.customers,
      now: options.now ?? new Date(),
      retryDays: config.billing?.retryDays,
      vatRateBp: config.seller?.vatRateBp ?? null,
    });
    const seconds = (performance.now() - started) / 1000;
    const rate = added.customers && seconds > 0 ? `, ${Math.round(added.customers / seconds)}/s` : '';
    customers = `, ${added.customers} demo customers (${added.purchases} purchases, ${added.payments} payments${added.skipped ? `; ${added.skipped} were there` : ''}; ${seconds.toFixed(1)} s${rate})`;
  }
  // The sandbox bank knows the seeded charges, so staff can refund them as they would real ones.
  if (!config.isProduction) await registerSeededCharges(db);
  // Their company payments' tax invoices, as a start without RS.ge credentials leaves them (issue 41).
  if (!config.isProduction) await seedTaxInvoices(db);
  const productCount = CATALOG.length;
  const priceCount = CATALOG.reduce((n, p) => n + p.prices.length, 0);
  return {
    summary: `seeded ${productCount} products, ${priceCount} prices, ${contentCount} content entries${credentials.length ? `, ${credentials.length} demo accounts` : ''}${customers}`,
    credentials,
  };
}

/** Seeds on start when the catalogue is empty (SEED_ON_START=auto), always, or never. */
export async function seedIfNeeded(db: Db, config: AppConfig, options: SeedOptions = {}): Promise<SeedResult | null> {
  if (config.seedOnStart === 'never') return null;
  if (config.seedOnStart === 'auto') {
    const [row] = await db.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return null;
  }
  return runSeed(db, config, options);
}
