import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, fromApiDate, periodMonths, toApiDate, type PricePeriod } from '@orioni/contracts';
import { DEFAULT_RETRY_DAYS, periodStart, retryAt } from '@orioni/contracts/billing-rules';
import { purchaseAmount } from '@orioni/contracts/cart-rules';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  cards,
  demoRequests,
  paymentLines,
  payments,
  prices,
  products,
  purchasedItems,
  renewalAttempts,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { bulkInsert, reserveIds } from './bulk-insert.ts';

/**
 * Demo customers for the admin console, tests and benchmarks (issue 12): `count` realistic
 * customers, the same ones for the same `count` and `now` (each customer comes from its own seeded
 * random stream, keyed by its number, so 60 customers are the first 60 of 1,000).
 *
 * - Persons with Georgian names (11-digit personal ID) and companies (9-digit CIN, a director and a
 *   field of activity); languages KA, EN and RU.
 * - Every derived status: INCOMPLETE (never verified), VERIFIED, DEMO (a demo request) and PAYED
 *   (a paid purchase); some paying customers asked for a demo first.
 * - Paying customers: a saved sandbox card, one or more orders from the catalogue in the database
 *   (monthly, annual and on-premise prices; the first unit of a first purchase at the base price, as
 *   checkout splits it), each order one PURCHASE payment; the first-purchase flag on items of a
 *   product the customer had not bought before; renewals as the renewal pass makes them (one
 *   payment per customer and due day, a line and a SUCCEEDED attempt per period); some cancelled
 *   (CANCELING until the paid period ends, then CANCELED); comments REGISTRATION_1C_CONNECT,
 *   REGISTRATION_1C_PORTAL and DB_URL on some solutions; a back-office `user_id` on some customers,
 *   some of them with a personal URL in the notes.
 * - Customers whose card started failing: every period due since is overdue (ACTIVE, next payment
 *   date in the past) with a FAILED attempt, one FAILED payment per try on the retry days, and the
 *   next try (none after the last one); their card token keeps declining in the sandbox.
 *
 * Idempotent: e-mails are numbered, existing ones are skipped (and a clash with another writer
 * skips the customer). Written in batches of multi-row statements, a transaction per batch.
 */

export const SEEDED_CUSTOMER_PASSWORD = 'Customer#2026';
/** The domain part of every generated e-mail ends in the reserved `.example` TLD: nothing is ever delivered. */
export const SEEDED_EMAIL_TLD = '.example';

export interface SeedCustomersOptions {
  /** Customers numbered 1..count; those already there are skipped. */
  count: number;
  /** Every date is relative to it. */
  now: Date;
  /** Days after a refused renewal's due date on which it is tried again (the billing configuration's). */
  retryDays?: readonly number[];
  /** Customers per transaction. */
  batch?: number;
  /** The seller's VAT rate (issue 41), kept on every payment written; null or absent: none. */
  vatRateBp?: number | null;
  /** Called after each batch with the customers handled so far. */
  progress?: (done: number, count: number) => void;
}

export interface SeedCustomersResult {
  /** Customers added by this call. */
  customers: number;
  /** Customers that were there already. */
  skipped: number;
  purchases: number;
  payments: number;
}

const DAY = 86_400_000;
const MINUTE = 60_000;

// ------------------------------------------------------------------------------------- random

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every machine. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** An integer in [1, max], small ones more likely. */
  small(max: number): number {
    return 1 + Math.floor(this.next() ** 2 * max);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let x = this.next() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return entries.at(-1)![0];
  }
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i += 1) out += String(this.int(0, 9));
    return out;
  }
  chars(n: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < n; i += 1) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
}

/** The seed of customer `n`'s stream. */
const seedOf = (n: number) => Math.imul(n ^ 0x5eed0c, 0x9e3779b1) ^ 0x0a1e0f1;

const HEX = '0123456789abcdef';
const TOKEN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

// ------------------------------------------------------------------------------------- names

const MALE = [
  'Giorgi',
  'Davit',
  'Levan',
  'Nikoloz',
  'Irakli',
  'Zurab',
  'Lasha',
  'Giga',
  'Luka',
  'Tornike',
  'Aleksandre',
  'Mikheil',
  'Sandro',
  'Beka',
  'Otar',
  'Tamaz',
  'Vakhtang',
  'Gela',
  'Archil',
  'Revaz',
  'Nodar',
  'Shota',
  'Temur',
  'Ilia',
  'Saba',
  'Dachi',
  'Guram',
  'Koba',
] as const;
const FEMALE = [
  'Nino',
  'Mariam',
  'Tamar',
  'Ana',
  'Ketevan',
  'Natia',
  'Salome',
  'Eka',
  'Maia',
  'Nana',
  'Tinatin',
  'Elene',
  'Sopio',
  'Lika',
  'Khatia',
  'Manana',
  'Nato',
  'Teona',
  'Irma',
  'Lela',
  'Marina',
  'Mzia',
  'Keti',
  'Tako',
  'Nutsa',
  'Ekaterine',
] as const;
const SURNAMES = [
  'Kapanadze',
  'Beridze',
  'Gelashvili',
  'Maisuradze',
  'Giorgadze',
  'Lomidze',
  'Tsiklauri',
  'Bolkvadze',
  'Kvaratskhelia',
  'Nozadze',
  'Abuladze',
  'Khutsishvili',
  'Tsintsadze',
  'Mchedlishvili',
  'Kobakhidze',
  'Chikovani',
  'Japaridze',
  'Dolidze',
  'Gogoladze',
  'Jorbenadze',
  'Chkheidze',
  'Tabatadze',
  'Shengelia',
  'Gabunia',
  'Kiknadze',
  'Meladze',
  'Gvaramia',
  'Janelidze',
  'Kvirikashvili',
  'Natsvlishvili',
  'Sikharulidze',
  'Tsereteli',
  'Bakradze',
  'Lordkipanidze',
  'Margvelashvili',
  'Toidze',
  'Khachidze',
  'Papava',
  'Goguadze',
  'Kharaishvili',
  'Vashakidze',
  'Zhvania',
  'Mikadze',
  'Gurgenidze',
  'Chanturia',
  'Kurtanidze',
  'Basilashvili',
] as const;
const COMPANY_PLACES = [
  'Kavkasia',
  'Iberia',
  'Kolkheti',
  'Imereti',
  'Kakheti',
  'Tbilisi',
  'Batumi',
  'Rustavi',
  'Mtkvari',
  'Rioni',
  'Aragvi',
  'Alazani',
  'Svaneti',
  'Samegrelo',
  'Egrisi',
  'Argo',
  'Narikala',
  'Mtatsminda',
  'Gudauri',
  'Borjomi',
  'Lazika',
  'Didgori',
  'Ushba',
  'Kazbegi',
  'Tetnuldi',
  'Sioni',
  'Lile',
  'Tao',
  'Guria',
  'Racha',
] as const;
/** Second word of a company name, with its field of activity. */
const COMPANY_TRADES = [
  ['Logistics', 'Logistics and freight'],
  ['Trade', 'Wholesale trade'],
  ['Retail', 'Retail'],
  ['Construction', 'Construction'],
  ['Pharma', 'Pharmacies'],
  ['Foods', 'Food production'],
  ['Motors', 'Car dealership and service'],
  ['Textile', 'Textile manufacturing'],
  ['Agro', 'Agriculture'],
  ['Consulting', 'Accounting and consulting'],
  ['Distribution', 'Distribution'],
  ['Hotels', 'Hospitality'],
  ['Wine', 'Winemaking'],
  ['Tech', 'IT services'],
  ['Energy', 'Energy'],
  ['Development', 'Real estate development'],
  ['Market', 'Supermarkets'],
  ['Print', 'Printing'],
  ['Travel', 'Tourism'],
  ['Medical', 'Private clinics'],
  ['Furniture', 'Furniture manufacturing'],
  ['Beverages', 'Beverages'],
] as const;
const COMPANY_SUFFIXES = ['LLC', 'LLC', 'LLC', 'JSC', 'Group LLC', 'Ltd'] as const;
const MOBILE_PREFIXES = ['555', '557', '558', '568', '571', '574', '577', '591', '592', '593', '595', '596', '597', '598', '599'] as const;
const ID_REGIONS = [
  '01',
  '01',
  '01',
  '01',
  '12',
  '18',
  '20',
  '24',
  '26',
  '31',
  '33',
  '35',
  '37',
  '38',
  '45',
  '53',
  '54',
  '57',
  '59',
  '60',
  '61',
];
/**
 * A seeded personal number: the region, then nine digits that are a bijection of the customer's
 * number `n` (times a multiplier prime to 10⁹), so no two seeded personal accounts share one (ADR 042,
 * the unique index of migration 0023) and none is the demo customer's 01019062418 below n = 612,755,398.
 * The random digits are still drawn, so every other seeded value stays as it was.
 */
const personalNumberOf = (region: string, _drawn: string, n: number) =>
  `${region}${String((n * 738_219_491) % 1_000_000_000).padStart(9, '0')}`;
const CIN_PREFIXES = ['204', '205', '206', '400', '401', '402', '404', '405', '406', '412', '416', '424', '436', '445'] as const;
const MAIL_DOMAINS = ['mail', 'post', 'inbox', 'box'] as const;

/** A Georgian mobile in E.164, as the API stores phone numbers (issue 26 item 3). */
const mobileOf = (r: Random) => `+995${r.pick(MOBILE_PREFIXES)}${r.digits(2)}${r.digits(2)}${r.digits(2)}`;
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ------------------------------------------------------------------------------------- catalogue

interface Offer {
  productKey: string;
  period: PricePeriod;
  amount: number;
  baseAmount: number | null;
  code: string;
  type: 'SOLUTION' | 'SERVICE' | 'HARDWARE';
  training: boolean;
  fixedQuantity: boolean;
}

async function loadOffers(db: Db): Promise<{ offers: Offer[]; demoKeys: string[] }> {
  const rows = await db
    .select({
      productKey: prices.productKey,
      period: prices.period,
      amount: prices.amount,
      baseAmount: prices.baseAmount,
      isDemo: prices.isDemo,
      code: products.code,
      type: products.type,
      training: products.training,
      fixedQuantity: products.fixedQuantity,
    })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.productId))
    .where(and(eq(prices.active, true), eq(products.active, true)))
    .orderBy(prices.productKey);
  const offers = rows.filter((r) => !r.isDemo && r.amount > 0);
  if (offers.length === 0) throw new Error('seedCustomers needs the catalogue: run the seed first');
  return { offers, demoKeys: rows.filter((r) => r.isDemo).map((r) => r.productKey) };
}

/** How likely a product is in a basket, by kind of customer. */
function productWeight(offer: Offer, legal: boolean): number {
  if (offer.type === 'SOLUTION') return offer.code === 'ORIONI_ERP' ? (legal ? 5 : 1.5) : offer.code === 'ORIONI_ACCOUNTING' ? 4 : 3;
  if (offer.type === 'HARDWARE') return legal ? 1.3 : 0.5;
  return offer.training ? 1.2 : 1.4;
}
const PERIOD_WEIGHT: Record<PricePeriod, number> = { M1: 5, Y1: 3, PREMISE: 3 };

function chooseOffer(r: Random, offers: Offer[], legal: boolean, options: { subscription?: boolean; exclude: Set<string> }): Offer {
  const codes = [...new Set(offers.map((o) => o.code))].filter((code) =>
    offers.some((o) => o.code === code && !options.exclude.has(o.productKey) && (!options.subscription || o.period !== 'PREMISE')),
  );
  const code = r.weighted(
    codes.map(
      (c) =>
        [
          c,
          productWeight(
            offers.find((o) => o.code === c)!,
            legal,
          ),
        ] as const,
    ),
  );
  const periods = offers.filter(
    (o) => o.code === code && !options.exclude.has(o.productKey) && (!options.subscription || o.period !== 'PREMISE'),
  );
  return r.weighted(periods.map((o) => [o, PERIOD_WEIGHT[o.period]] as const));
}

function quantityOf(r: Random, offer: Offer, legal: boolean): number {
  if (offer.fixedQuantity) return 1;
  if (offer.training) return r.small(legal ? 6 : 2);
  if (offer.type === 'HARDWARE') return r.small(legal ? 5 : 2);
  if (offer.type === 'SOLUTION') return offer.period === 'PREMISE' ? r.small(legal ? 3 : 1) : r.small(legal ? 8 : 2);
  return r.small(2);
}

// ------------------------------------------------------------------------------------- drafts

type UserRow = typeof users.$inferInsert;
type DerivedStatus = 'INCOMPLETE' | 'VERIFIED' | 'DEMO' | 'PAYED';
type FailureKey = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS';

interface ItemDraft {
  row: Omit<typeof purchasedItems.$inferInsert, 'id' | 'userId' | 'firstPaymentId'>;
  firstPayment: PaymentDraft;
}
interface LineDraft {
  item: ItemDraft;
  productKey: string;
  period: PricePeriod;
  quantity: number;
  unitAmount: number;
  amount: number;
  periodStart: string | null;
}
interface PaymentDraft {
  kind: 'PURCHASE' | 'RENEWAL';
  status: 'SUCCEEDED' | 'FAILED';
  amount: number;
  at: Date;
  externalId: string;
  idNumber: string | null;
  /** A checkout's Idempotency-Key, or the renewal pass's key (its first attempt and try). */
  key: { checkout: string } | { attempt: AttemptDraft; tries: number };
  failure: FailureKey | null;
  lines: LineDraft[];
}
interface AttemptDraft {
  item: ItemDraft;
  periodStart: string;
  /** The payment of its (last) try; set right after the attempt is drafted. */
  payment: PaymentDraft | null;
  status: 'SUCCEEDED' | 'FAILED';
  tries: number;
  nextRetryAt: Date | null;
  failureKey: FailureKey | null;
  createdAt: Date;
  updatedAt: Date;
}
interface CustomerDraft {
  user: Omit<UserRow, 'id' | 'passwordHash'>;
  status: DerivedStatus;
  card: Omit<typeof cards.$inferInsert, 'id' | 'userId'> | null;
  demo: Omit<typeof demoRequests.$inferInsert, 'id' | 'userId'> | null;
  items: ItemDraft[];
  payments: PaymentDraft[];
  attempts: AttemptDraft[];
}

/**
 * What each customer of a cycle of 20 does, so that any 20 in a row hold every status: 3 never
 * verify, 3 verify only, 2 ask for a demo, 12 pay (2 of them with a card that starts failing).
 */
const SLOTS: readonly ('INCOMPLETE' | 'VERIFIED' | 'DEMO' | 'PAYED' | 'FAILING')[] = [
  'INCOMPLETE',
  'PAYED',
  'FAILING',
  'VERIFIED',
  'PAYED',
  'DEMO',
  'PAYED',
  'INCOMPLETE',
  'PAYED',
  'PAYED',
  'VERIFIED',
  'FAILING',
  'DEMO',
  'PAYED',
  'INCOMPLETE',
  'PAYED',
  'PAYED',
  'VERIFIED',
  'PAYED',
  'PAYED',
];

const FAILURE_REASONS: Record<FailureKey, string> = {
  CARD_DECLINED: 'Do not honour (test card 4000 0000 0000 0002)',
  INSUFFICIENT_FUNDS: 'Insufficient funds (test card 4000 0000 0000 9995)',
};

/**
 * The company customers among the first `count` generated ones that have an identification number, with their
 * names: who they are is drawn before anything they bought, so a placeholder catalogue gives the same
 * companies as the seed (`customers.test.ts` checks it). The fake Revenue Service's start script registers them.
 */
export function seededCompanies(count: number): { idNumber: string; name: string }[] {
  // Enough placeholder offers that no basket runs out of them (the purchases are thrown away).
  const offers: Offer[] = Array.from({ length: 40 }, (_, i) =>
    (['M1', 'Y1', 'PREMISE'] as const).map((period) => ({
      productKey: `PLACEHOLDER_${i}_${period}`,
      period,
      amount: 100,
      baseAmount: null,
      code: `PLACEHOLDER_${i}`,
      type: 'SOLUTION' as const,
      training: false,
      fixedQuantity: false,
    })),
  ).flat();
  const now = new Date();
  const companies: { idNumber: string; name: string }[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { user } = draftCustomer(n, now, { offers, demoKeys: [] }, DEFAULT_RETRY_DAYS);
    if (user.customerType === 'LEGAL' && user.idNumber) companies.push({ idNumber: user.idNumber, name: user.fullName });
  }
  return companies;
}

/** Customer `n` as of `now`: who they are and everything they did. Pure: the same n and now give the same draft. */
function draftCustomer(
  n: number,
  now: Date,
  catalogue: { offers: Offer[]; demoKeys: string[] },
  retryDays: readonly number[],
): CustomerDraft {
  const r = new Random(seedOf(n));
  const today = toApiDate(now);
  const slot = SLOTS[(n - 1) % SLOTS.length]!;
  const status: DerivedStatus = slot === 'FAILING' ? 'PAYED' : slot;
  const legal = r.chance(0.3);
  const language = r.weighted([
    ['KA', 7],
    ['EN', 1.5],
    ['RU', 1.5],
  ] as const);
  const nowMs = now.getTime();
  const latest = nowMs - 5 * MINUTE;
  // Registered up to ~20 months ago, recent ones more likely; failing cards belong to customers of 2+ months.
  const ageDays = slot === 'FAILING' ? r.int(70, 600) : 0.2 + 600 * r.next() ** 1.3;
  const createdAt = new Date(Math.round(latest - ageDays * DAY));
  const verifiedAt = status === 'INCOMPLETE' ? null : new Date(createdAt.getTime() + r.int(1, 90) * MINUTE);

  const common = {
    role: 'USER',
    status,
    language,
    verifiedAt,
    createdAt,
    updatedAt: verifiedAt ?? createdAt,
    notes: null as string | null,
    externalUserId: null as string | null,
  } satisfies Partial<UserRow>;
  let user: CustomerDraft['user'];
  let contact: { domain: string; slug: string };
  if (legal) {
    const place = r.pick(COMPANY_PLACES);
    const [trade, field] = r.pick(COMPANY_TRADES);
    const director = `${r.pick(r.chance(0.7) ? MALE : FEMALE)} ${r.pick(SURNAMES)}`;
    const slug = slugOf(`${place} ${trade}`);
    contact = { domain: `${slug}${SEEDED_EMAIL_TLD}`, slug: `${slug}-${n}` };
    user = {
      ...common,
      email: `office.${n}@${contact.domain}`,
      customerType: 'LEGAL',
      fullName: `${place} ${trade} ${r.pick(COMPANY_SUFFIXES)}`,
      mobile: mobileOf(r),
      repMobile: mobileOf(r),
      chiefManager: status === 'PAYED' || r.chance(0.3) ? director : null,
      fieldOfActivity: status === 'PAYED' || r.chance(0.3) ? field : null,
      idNumber: status === 'PAYED' || r.chance(0.2) ? `${r.pick(CIN_PREFIXES)}${r.digits(6)}` : null,
    };
  } else {
    const first = r.pick(r.chance(0.5) ? FEMALE : MALE);
    const last = r.pick(SURNAMES);
    contact = { domain: `${r.pick(MAIL_DOMAINS)}${SEEDED_EMAIL_TLD}`, slug: slugOf(`${first} ${last} ${n}`) };
    user = {
      ...common,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${n}@${contact.domain}`,
      customerType: 'PHYSICAL',
      fullName: `${first} ${last}`,
      firstName: first,
      lastName: last,
      mobile: mobileOf(r),
      repMobile: null,
      idNumber: status === 'PAYED' || r.chance(0.2) ? personalNumberOf(r.pick(ID_REGIONS), r.digits(9), n) : null,
    };
  }

  const draft: CustomerDraft = { user, status, card: null, demo: null, items: [], payments: [], attempts: [] };
  const activity = verifiedAt ?? createdAt;
  /** A moment in [from, to], never after `latest`. */
  const between = (from: number, to: number) => new Date(Math.min(latest, Math.round(from + r.next() * Math.max(0, to - from))));

  // A demo request: every DEMO customer, and some who paid later.
  const asksDemo = status === 'DEMO' || (status === 'PAYED' && r.chance(0.25));
  if (asksDemo && catalogue.demoKeys.length > 0) {
    const at = between(activity.getTime() + MINUTE, Math.min(latest, activity.getTime() + 10 * DAY));
    draft.demo = {
      email: user.email,
      customerType: user.customerType,
      fullName: user.fullName,
      productKey: r.pick(catalogue.demoKeys),
      mobile: user.mobile ?? mobileOf(r),
      language,
      handled: at.getTime() < nowMs - 3 * DAY && r.chance(0.8),
      createdAt: at,
    };
  }
  if (status !== 'PAYED') return draft;

  // Staff link some paying customers to the back office; some of those get a personal URL.
  if (r.chance(0.45)) {
    user.externalUserId = `BO-${String(100_000 + n)}`;
    if (r.chance(0.6)) user.notes = `https://${contact.slug}.orioni.ge`;
  }

  const failing = slot === 'FAILING';
  const failure: FailureKey = r.chance(0.7) ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS';
  const firstOrder = between(
    Math.max(activity.getTime(), draft.demo?.createdAt?.getTime() ?? 0) + 10 * MINUTE,
    Math.min(latest, activity.getTime() + Math.min(14 * DAY, (latest - activity.getTime()) * 0.3)),
  );
  const orderTimes = [firstOrder];
  const extraOrders = legal
    ? r.weighted([
        [0, 3],
        [1, 3],
        [2, 2],
        [3, 1],
      ] as const)
    : r.weighted([
        [0, 7],
        [1, 3],
      ] as const);
  if (latest - firstOrder.getTime() > 2 * DAY) {
    for (let k = 0; k < extraOrders; k += 1) orderTimes.push(between(firstOrder.getTime() + DAY, latest));
  }
  orderTimes.sort((a, b) => a.getTime() - b.getTime());

  const outcome = failing ? (failure === 'CARD_DECLINED' ? 'declined' : 'insufficient_funds') : 'success';
  const visa = r.chance(0.65);
  draft.card = {
    gateway: 'sandbox',
    gatewayToken: `sbx_${outcome}_${r.chars(24, TOKEN)}`,
    mask: failing
      ? `400000******${failure === 'CARD_DECLINED' ? '0002' : '9995'}`
      : `${visa ? '4' : '5'}${r.digits(5)}******${r.digits(4)}`,
    brand: failing || visa ? 'VISA' : 'MASTERCARD',
    createdAt: new Date(firstOrder.getTime() - 3 * MINUTE),
  };

  const bought = new Set<string>();
  const subscriptions: { item: ItemDraft; offer: Offer; months: number; anchor: string; cancelAt: Date | null }[] = [];
  for (const [orderNo, at] of orderTimes.entries()) {
    const size = legal
      ? r.weighted([
          [1, 3],
          [2, 3],
          [3, 2],
          [4, 1],
          [5, 1],
        ] as const)
      : r.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const);
    const inOrder = new Set<string>();
    const payment: PaymentDraft = {
      kind: 'PURCHASE',
      status: 'SUCCEEDED',
      amount: 0,
      at,
      externalId: `sbx_pay_${r.chars(24, HEX)}`,
      idNumber: user.idNumber ?? null,
      key: { checkout: `${r.chars(8, HEX)}-${r.chars(4, HEX)}-4${r.chars(3, HEX)}-a${r.chars(3, HEX)}-${r.chars(12, HEX)}` },
      failure: null,
      lines: [],
    };
    for (let k = 0; k < size; k += 1) {
      // A failing card's customer has a monthly subscription in the first order (it is what fails).
      const offer =
        failing && orderNo === 0 && k === 0
          ? r.pick(catalogue.offers.filter((o) => o.period === 'M1'))
          : chooseOffer(r, catalogue.offers, legal, { exclude: inOrder });
      inOrder.add(offer.productKey);
      const quantity = quantityOf(r, offer, legal);
      const firstPurchase = !bought.has(offer.code);
      bought.add(offer.code);
      const months = periodMonths(offer.period);
      const anchor = toApiDate(at);
      const split = firstPurchase && offer.baseAmount !== null;
      const price = purchaseAmount({ price: offer.amount, basePrice: offer.baseAmount }, quantity, firstPurchase);
      const comment =
        offer.type === 'SOLUTION' && r.chance(0.3)
          ? r.weighted([
              ['REGISTRATION_1C_CONNECT', 2],
              ['REGISTRATION_1C_PORTAL', 2],
              ['DB_URL', 1],
            ] as const)
          : null;
      const item: ItemDraft = {
        firstPayment: payment,
        row: {
          productKey: offer.productKey,
          period: offer.period,
          status: 'ACTIVE',
          quantity,
          unitCost: offer.amount,
          price,
          upcomingPayment: months === null ? 0 : offer.amount * quantity,
          firstPurchase,
          comment,
          trainingEmails: offer.training ? Array.from({ length: quantity }, (_, s) => `trainee${s + 1}.${n}@${contact.domain}`) : null,
          createdAt: at,
          lastPaymentAt: at,
          nextPaymentDate: months === null ? null : periodStart(anchor, months, 1),
          anchorDate: months === null ? null : anchor,
          paidPeriods: 1,
          canceledAt: null,
        },
      };
      draft.items.push(item);
      // Checkout's lines: the rest of a split line first, then the first unit at the base price.
      if (split) {
        if (quantity > 1) payment.lines.push(line(item, offer, quantity - 1, offer.amount, null));
        payment.lines.push(line(item, offer, 1, offer.baseAmount!, null));
      } else {
        payment.lines.push(line(item, offer, quantity, offer.amount, null));
      }
      payment.amount += price;
      if (months !== null) {
        const cancellable = !(failing && orderNo === 0 && k === 0) && latest - at.getTime() > 2 * DAY;
        const cancelAt = cancellable && r.chance(0.12) ? between(at.getTime() + DAY, latest) : null;
        subscriptions.push({ item, offer, months, anchor, cancelAt });
      }
    }
    draft.payments.push(payment);
  }

  // Renewals: each due period paid on its day, until a cancel or (for a failing card) the first refusal.
  const lastDue = (s: (typeof subscriptions)[number]) => {
    let due: string | null = null;
    for (let k = 1; periodStart(s.anchor, s.months, k) <= today; k += 1) due = periodStart(s.anchor, s.months, k);
    return due;
  };
  let failingFrom: string | null = null;
  if (failing) {
    failingFrom = addDays(today, -r.int(0, 75));
    const reachable = subscriptions.filter((s) => !s.cancelAt).map(lastDue);
    if (!reachable.some((d) => d !== null && d >= failingFrom!)) {
      const latestDue = reachable
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1);
      if (latestDue) failingFrom = latestDue;
    }
  }
  const paidOn = new Map<string, (typeof subscriptions)[number][]>();
  const failedOn = new Map<string, (typeof subscriptions)[number][]>();
  for (const sub of subscriptions) {
    const cancelDay = sub.cancelAt ? toApiDate(sub.cancelAt) : null;
    let paid = 1;
    for (;;) {
      const due = periodStart(sub.anchor, sub.months, paid);
      if (due > today || (cancelDay !== null && due >= cancelDay)) break;
      if (failingFrom !== null && due >= failingFrom) {
        failedOn.set(due, [...(failedOn.get(due) ?? []), sub]);
        break;
      }
      paidOn.set(due, [...(paidOn.get(due) ?? []), sub]);
      paid += 1;
    }
    sub.item.row.paidPeriods = paid;
    sub.item.row.nextPaymentDate = periodStart(sub.anchor, sub.months, paid);
    if (sub.cancelAt) {
      sub.item.row.canceledAt = sub.cancelAt;
      sub.item.row.status = sub.item.row.nextPaymentDate > today ? 'CANCELING' : 'CANCELED';
    }
  }
  /** When the pass ran on `day` (minutes after the Tbilisi midnight, never after now). */
  const passTime = (day: string) => {
    const start = fromApiDate(day).getTime();
    return new Date(Math.max(start, Math.min(start + r.int(1, 40) * MINUTE + r.int(0, 59_000), nowMs - 1000)));
  };
  for (const due of [...paidOn.keys()].sort()) {
    const at = passTime(due);
    const subs = paidOn.get(due)!;
    const attempts = subs.map((sub): AttemptDraft => ({
      item: sub.item,
      periodStart: due,
      payment: null,
      status: 'SUCCEEDED',
      tries: 1,
      nextRetryAt: null,
      failureKey: null,
      createdAt: at,
      updatedAt: at,
    }));
    const payment: PaymentDraft = {
      kind: 'RENEWAL',
      status: 'SUCCEEDED',
      amount: subs.reduce((sum, s) => sum + s.offer.amount * s.item.row.quantity, 0),
      at,
      externalId: `sbx_pay_${r.chars(24, HEX)}`,
      idNumber: null,
      key: { attempt: attempts[0]!, tries: 1 },
      failure: null,
      lines: subs.map((sub) => line(sub.item, sub.offer, sub.item.row.quantity, sub.offer.amount, due)),
    };
    for (const a of attempts) a.payment = payment;
    for (const sub of subs) sub.item.row.lastPaymentAt = at;
    draft.attempts.push(...attempts);
    draft.payments.push(payment);
  }
  // Refused periods: tried on the due day and on each retry day that has come; overdue since.
  for (const due of [...failedOn.keys()].sort()) {
    const subs = failedOn.get(due)!;
    const tries = [passTime(due)];
    for (let tried = 1; tried <= retryDays.length; tried += 1) {
      const at = new Date(retryAt(due, tried, retryDays)!.getTime() + r.int(1, 40) * MINUTE);
      if (at.getTime() <= nowMs - 1000) tries.push(at);
    }
    const amount = subs.reduce((sum, s) => sum + s.offer.amount * s.item.row.quantity, 0);
    const attempts = subs.map((sub): AttemptDraft => ({
      item: sub.item,
      periodStart: due,
      payment: null,
      status: 'FAILED',
      tries: tries.length,
      nextRetryAt: retryAt(due, tries.length, retryDays),
      failureKey: failure,
      createdAt: tries[0]!,
      updatedAt: tries.at(-1)!,
    }));
    for (const [t, at] of tries.entries()) {
      const payment: PaymentDraft = {
        kind: 'RENEWAL',
        status: 'FAILED',
        amount,
        at,
        externalId: `sbx_pay_${r.chars(24, HEX)}`,
        idNumber: null,
        key: { attempt: attempts[0]!, tries: t + 1 },
        failure,
        lines: [],
      };
      draft.payments.push(payment);
      for (const a of attempts) a.payment = payment;
    }
    draft.attempts.push(...attempts);
  }
  // Ids follow time, as they do when customers buy and renew.
  draft.payments.sort((a, b) => a.at.getTime() - b.at.getTime());
  user.updatedAt = draft.payments.at(-1)?.at ?? user.updatedAt;
  return draft;
}

function line(item: ItemDraft, offer: Offer, quantity: number, unitAmount: number, periodStart: string | null): LineDraft {
  return { item, productKey: offer.productKey, period: offer.period, quantity, unitAmount, amount: unitAmount * quantity, periodStart };
}

// ------------------------------------------------------------------------------------- writing

/** Adds customers 1..count that are not there yet. */
export async function seedCustomers(db: Db, options: SeedCustomersOptions): Promise<SeedCustomersResult> {
  const retryDays = options.retryDays ?? DEFAULT_RETRY_DAYS;
  const batch = options.batch ?? 1000;
  const catalogue = await loadOffers(db);
  let passwordHash: string | undefined;
  const result: SeedCustomersResult = { customers: 0, skipped: 0, purchases: 0, payments: 0 };
  // The tables grow many times over: statistics are refreshed as they do (at 1,000 customers
  // written, 2,000, 4,000, ... and at the end), or the plans cached for the customer-status triggers,
  // made when the tables looked empty, scan them whole for every row (quadratic).
  let analyzeAt = 1000;
  let analyzed = 0;
  const analyze = async () => {
    await db.execute(sql`analyze ${users}, ${payments}, ${paymentLines}, ${purchasedItems}, ${renewalAttempts}, ${demoRequests}, ${cards}`);
    analyzed = result.customers;
  };

  for (let from = 1; from <= options.count; from += batch) {
    const numbers = Array.from({ length: Math.min(batch, options.count - from + 1) }, (_, k) => from + k);
    const drafts = numbers.map((n) => draftCustomer(n, options.now, catalogue, retryDays));
    const existing = new Set(
      (
        await db
          .select({ email: users.email })
          .from(users)
          .where(
            inArray(
              users.email,
              drafts.map((d) => d.user.email),
            ),
          )
      ).map((u) => u.email),
    );
    const fresh = drafts.filter((d) => !existing.has(d.user.email));
    result.skipped += drafts.length - fresh.length;
    if (fresh.length > 0) {
      // One hash for all of them (argon2 is slow on purpose); only when someone is new.
      passwordHash ??= await hashPassword(SEEDED_CUSTOMER_PASSWORD);
      const hash = passwordHash;
      const written = await db.transaction((tx) => writeCustomers(tx, fresh, hash, options.vatRateBp ?? null));
      result.customers += written.customers;
      result.skipped += fresh.length - written.customers;
      result.purchases += written.purchases;
      result.payments += written.payments;
      if (result.customers >= analyzeAt) {
        await analyze();
        analyzeAt *= 2;
      }
    }
    options.progress?.(from + numbers.length - 1, options.count);
  }
  if (result.customers >= 1000 && analyzed < result.customers) await analyze();
  return result;
}

async function writeCustomers(
  db: DbOrTx,
  drafts: CustomerDraft[],
  passwordHash: string,
  vatRateBp: number | null,
): Promise<{ customers: number; purchases: number; payments: number }> {
  const userIds = await reserveIds(db, users, drafts.length);
  const inserted = new Set(
    await bulkInsert(
      db,
      users,
      drafts.map((d, i) => ({ ...d.user, id: userIds[i]!, passwordHash })),
      { onConflictDoNothing: ['email'], returnIds: true },
    ),
  );
  // Another writer took an e-mail meanwhile: that customer is theirs.
  const kept = drafts.map((d, i) => ({ d, userId: userIds[i]! })).filter(({ userId }) => inserted.has(userId));

  const itemIds = new Map<ItemDraft, number>();
  const paymentIds = new Map<PaymentDraft, number>();
  const attemptIds = new Map<AttemptDraft, number>();
  const allItems = kept.flatMap(({ d }) => d.items);
  const allPayments = kept.flatMap(({ d }) => d.payments);
  const allAttempts = kept.flatMap(({ d }) => d.attempts);
  for (const [map, list, ids] of [
    [itemIds, allItems, await reserveIds(db, purchasedItems, allItems.length)],
    [paymentIds, allPayments, await reserveIds(db, payments, allPayments.length)],
    [attemptIds, allAttempts, await reserveIds(db, renewalAttempts, allAttempts.length)],
  ] as const) {
    (list as object[]).forEach((x, i) => (map as Map<object, number>).set(x, ids[i]!));
  }

  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const lineRows: (typeof paymentLines.$inferInsert)[] = [];
  const itemRows: (typeof purchasedItems.$inferInsert)[] = [];
  const attemptRows: (typeof renewalAttempts.$inferInsert)[] = [];
  for (const { d, userId } of kept) {
    for (const p of d.payments) {
      const id = paymentIds.get(p)!;
      paymentRows.push({
        id,
        userId,
        kind: p.kind,
        status: p.status,
        amount: p.amount,
        externalId: p.externalId,
        idempotencyKey: 'checkout' in p.key ? p.key.checkout : `renewal:${attemptIds.get(p.key.attempt)!}:${p.key.tries}`,
        response: p.status === 'SUCCEEDED' ? { status: 200, body: { data: { paymentId: id } } } : null,
        failureKey: p.failure,
        failureReason: p.failure ? FAILURE_REASONS[p.failure] : null,
        idNumber: p.idNumber,
        vatRateBp,
        createdAt: p.at,
        paidAt: p.status === 'SUCCEEDED' ? p.at : null,
      });
      for (const l of p.lines) {
        lineRows.push({
          paymentId: id,
          purchasedItemId: itemIds.get(l.item)!,
          productKey: l.productKey,
          period: l.period,
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          amount: l.amount,
          periodStart: l.periodStart,
        });
      }
    }
    for (const item of d.items) {
      itemRows.push({ ...item.row, id: itemIds.get(item)!, userId, firstPaymentId: paymentIds.get(item.firstPayment)! });
    }
    for (const a of d.attempts) {
      attemptRows.push({
        id: attemptIds.get(a)!,
        purchasedItemId: itemIds.get(a.item)!,
        periodStart: a.periodStart,
        paymentId: a.payment ? paymentIds.get(a.payment)! : null,
        status: a.status,
        tries: a.tries,
        nextRetryAt: a.nextRetryAt,
        failureKey: a.failureKey,
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
      });
    }
  }
  await bulkInsert(db, payments, paymentRows);
  await bulkInsert(db, purchasedItems, itemRows);
  await bulkInsert(db, paymentLines, lineRows);
  await bulkInsert(db, renewalAttempts, attemptRows);
  await bulkInsert(
    db,
    cards,
    kept.flatMap(({ d, userId }) => (d.card ? [{ ...d.card, userId }] : [])),
  );
  await bulkInsert(
    db,
    demoRequests,
    kept.flatMap(({ d, userId }) => (d.demo ? [{ ...d.demo, userId }] : [])),
  );
  return { customers: kept.length, purchases: itemRows.length, payments: paymentRows.length };
}

/**
 * Generated customers until the database holds `target` purchased items (the admin console's and
 * the dashboard's benchmarks, over 100,000 purchases): about 1.8 items a customer, so a first guess,
 * then top-ups sized from what the guess gave (existing customers are skipped). Then `vacuum
 * analyze`, what autovacuum does after a bulk load (statistics, and the visibility map index-only
 * scans read).
 */
export async function seedPurchases(
  db: Db,
  options: { target: number; now: Date; retryDays?: readonly number[] },
): Promise<{ customers: number; purchases: number; seconds: number }> {
  const itemCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(purchasedItems))[0]!.n;
  let customers = Math.ceil(options.target / 1.75);
  let items = await itemCount();
  const started = performance.now();
  let added = 0;
  while (items < options.target) {
    const result = await seedCustomers(db, { count: customers, now: options.now, retryDays: options.retryDays });
    added += result.customers;
    items = await itemCount();
    customers = Math.ceil((customers * options.target) / Math.max(items, 1) + 50);
  }
  await db.execute(sql`vacuum analyze`);
  return { customers: added, purchases: items, seconds: (performance.now() - started) / 1000 };
}
