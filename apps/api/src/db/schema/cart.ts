import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The cart module's table.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One line per price in a customer's cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    quantity: integer('quantity').notNull(),
    promoCode: text('promo_code'),
    porting: boolean('porting').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_product_key').on(t.userId, t.productKey)],
);
