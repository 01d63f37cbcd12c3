import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The accounts module's tables: accounts, their sessions and one-time codes.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A customer or staff account. `email` is the username, stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    status: text('status', { enum: ['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED'] })
      .notNull()
      .default('INCOMPLETE'),
    customerType: text('customer_type', { enum: ['PHYSICAL', 'LEGAL'] }).notNull(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mobile: text('mobile'),
    repMobile: text('rep_mobile'),
    idNumber: text('id_number'),
    chiefManager: text('chief_manager'),
    fieldOfActivity: text('field_of_activity'),
    /** Staff note; holds the customer's personal URL. */
    notes: text('notes'),
    /** Identifier in the back-office system; admin may edit notes only when present. */
    externalUserId: text('external_user_id'),
    /**
     * The status the admin console shows and filters on (issue 12), derived from what the customer
     * has done: PAYED after a succeeded payment, DEMO after a demo request (by this account or its
     * e-mail address), VERIFIED after confirming the e-mail, INCOMPLETE before. Kept by triggers
     * (migration 0005_admin_lists) on users, payments and demo_requests, whoever writes them; the
     * application never sets it. Not `status`, the account's own state (login refuses INCOMPLETE).
     */
    customerStatus: text('customer_status', { enum: ['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED'] })
      .notNull()
      .default('INCOMPLETE'),
    /**
     * What the admin search matches, lower-case, one field a line: e-mail, full name, ID number,
     * mobile. One LIKE on it is about ten times cheaper than an ILIKE on each field (issue 12).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("email" || chr(10) || "full_name" || chr(10) || coalesce("id_number", '') || chr(10) || coalesce("mobile", ''))`,
    ),
    language: text('language', { enum: ['KA', 'EN', 'RU'] })
      .notNull()
      .default('KA'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_status_idx').on(t.status),
    // The admin user list by status, newest first; a demo request finds its account by e-mail.
    index('users_customer_status_idx').on(t.customerStatus, t.createdAt, t.id),
    // Customer accounts by status, counted from the index alone (the revenue dashboard, migration 0018).
    index('users_customer_status_user_idx')
      .on(t.customerStatus)
      .where(sql`${t.role} = 'USER'`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin search (a LIKE '%…%') and the ID number filter (an ILIKE '%…%') through trigrams
    // (pg_trgm): a query of three letters or more reads only the entries that can hold it.
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('users_id_number_trgm_idx').using('gin', t.idNumber.op('gin_trgm_ops')),
    // One personal account per personal number (ADR 042, migration 0023); company codes may repeat.
    uniqueIndex('users_personal_id_number_key')
      .on(t.idNumber)
      .where(sql`${t.customerType} = 'PHYSICAL'`),
  ],
);

/** Login sessions. Only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The token this one replaced at rotation: still accepted until `previousValidUntil` (parallel requests in flight). */
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Verification codes, reset OTPs and reset keys: hashed, purpose-bound, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'RESET_PASSWORD', 'RESET_KEY'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose), index('one_time_codes_hash_idx').on(t.codeHash)],
);
