import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@orioni/contracts/constants';
import type { DbOrTx } from '../../db/client.ts';
import { contentEntries, prices, products } from '../../db/schema/content.ts';

export interface ContentRow {
  id: number;
  type: string;
  locale: Locale;
  slug: string;
  data: unknown;
}

const columns = {
  id: contentEntries.id,
  type: contentEntries.type,
  locale: contentEntries.locale,
  slug: contentEntries.slug,
  data: contentEntries.data,
};

/** Every entry of a type in the requested locale and in Georgian (the fallback), ordered by id. */
export function findEntries(db: DbOrTx, type: string, locales: Locale[]): Promise<ContentRow[]> {
  return db
    .select(columns)
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), inArray(contentEntries.locale, locales)))
    .orderBy(asc(contentEntries.id));
}

/** How many writes content, products and prices have had (the triggers of migration 0007 count them). */
export async function readContentVersion(db: DbOrTx): Promise<number> {
  const result = (await db.execute(
    sql`select case when is_called then last_value else 0 end as version from content_version_seq`,
  )) as unknown as { rows: { version: string | number }[] };
  return Number(result.rows[0]?.version ?? 0);
}

export interface PriceRow {
  slug: string;
  productKey: string;
  period: 'M1' | 'Y1' | 'PREMISE';
  amount: number;
  baseAmount: number | null;
  oldAmount: number | null;
  isDemo: boolean;
}

/** Active prices of the products with these slugs, in catalogue order. */
export function findPricesBySlugs(db: DbOrTx, slugs: string[]): Promise<PriceRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({
      slug: products.slug,
      productKey: prices.productKey,
      period: prices.period,
      amount: prices.amount,
      baseAmount: prices.baseAmount,
      oldAmount: prices.oldAmount,
      isDemo: prices.isDemo,
    })
    .from(prices)
    .innerJoin(products, eq(prices.productId, products.id))
    .where(and(inArray(products.slug, slugs), eq(prices.active, true), eq(products.active, true)))
    .orderBy(asc(products.sort), asc(prices.sort));
}

export interface ContentSeedRow {
  type: string;
  locale: Locale;
  slug: string;
  data: unknown;
}

/** Inserts or replaces entries by (type, locale, slug); bumps the version of replaced ones. */
export async function upsertEntries(db: DbOrTx, rows: ContentSeedRow[]): Promise<number> {
  let n = 0;
  for (const row of rows) {
    await db
      .insert(contentEntries)
      .values({ type: row.type, locale: row.locale, slug: row.slug, data: row.data })
      .onConflictDoUpdate({
        target: [contentEntries.type, contentEntries.locale, contentEntries.slug],
        set: { data: row.data, updatedAt: new Date() },
      });
    n += 1;
  }
  return n;
}
