import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The content module's tables: the catalogue (products and prices, written by the seed, read by other modules through `modules/content/catalog.queries.ts`) and the content entries.

/** A thing we sell. Display text lives in the content service; names here serve receipts, e-mails and admin. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Stable code of the product, e.g. `ORIONI_ERP`. */
    code: text('code').notNull(),
    /** Content slug of its page or card. */
    slug: text('slug').notNull(),
    type: text('type', { enum: ['SOLUTION', 'SERVICE', 'HARDWARE'] }).notNull(),
    category: text('category', { enum: ['trainings', 'supports'] }),
    names: jsonb('names').$type<{ ka: string; en: string; ru: string }>().notNull(),
    /** Quantity may be typed or stepped. */
    countable: boolean('countable').notNull().default(true),
    /** Decision 12: the plus button is disabled and quantity stays 1. */
    fixedQuantity: boolean('fixed_quantity').notNull().default(false),
    /** Decision 12: a repeated buy adds one more even for a support item. */
    incrementOnRepeat: boolean('increment_on_repeat').notNull().default(false),
    /** Trainings need one attendee e-mail per seat at checkout. */
    training: boolean('training').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('products_code_key').on(t.code), uniqueIndex('products_slug_key').on(t.slug)],
);

/** A price of a product for one period. `productKey` is what the cart and the content name. */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    period: text('period', { enum: ['M1', 'Y1', 'PREMISE'] }).notNull(),
    /** Tetri. */
    amount: integer('amount').notNull(),
    /** Tetri charged for the first unit of a first purchase; null when there is none. */
    baseAmount: integer('base_amount'),
    /** Old price shown struck through, tetri. */
    oldAmount: integer('old_amount'),
    isDemo: boolean('is_demo').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('prices_product_key_key').on(t.productKey), index('prices_product_idx').on(t.productId)],
);

/** Content entries of the built-in content service, one per type, locale and slug ('' for single types). */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    locale: text('locale', { enum: ['ka', 'en', 'ru'] }).notNull(),
    slug: text('slug').notNull().default(''),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entries_type_locale_slug_key').on(t.type, t.locale, t.slug)],
);

/**
 * Counts writes to what the content API answers from: statement triggers on content_entries,
 * products and prices take a value from it on every write (migration 0007), so a process can ask
 * whether its cached answers are still current with one tiny read instead of building them again.
 * A sequence, not a row: no lock between writers, and emptying the tables does not reset it. A new table
 * the content API reads from needs the same trigger (ADR 021).
 */
export const contentVersion = pgSequence('content_version_seq');
