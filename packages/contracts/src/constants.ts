/**
 * Enumerations and small helpers with no zod dependency, so the web shell can import them
 * without pulling a validator into its first bundle. `enums.ts` builds the schemas from these.
 */
export const LANGUAGES = ['KA', 'EN', 'RU'] as const;
export const LOCALES = ['ka', 'en', 'ru'] as const;
export const CUSTOMER_TYPES = ['PHYSICAL', 'LEGAL'] as const;
export const ROLES = ['USER', 'ADMIN'] as const;
export const USER_STATUSES = ['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED'] as const;
export const PRICE_PERIODS = ['M1', 'Y1', 'PREMISE'] as const;
export const REPORT_PERIODS = ['MONTH1', 'MONTH12', 'UNLIMITED'] as const;
export const PRODUCT_TYPES = ['SOLUTION', 'SERVICE', 'HARDWARE'] as const;
export const SERVICE_CATEGORIES = ['trainings', 'supports'] as const;
export const OFFER_PAGES = ['standard', 'offer', 'all'] as const;
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELING', 'CANCELED'] as const;
export const PURCHASE_COMMENTS = ['REGISTRATION_1C_CONNECT', 'REGISTRATION_1C_PORTAL', 'DB_URL'] as const;
export const PAYMENT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const MODES = ['default', 'isOffer'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Locale = (typeof LOCALES)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type OfferPage = (typeof OFFER_PAGES)[number] | null;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PurchaseComment = (typeof PURCHASE_COMMENTS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type Mode = (typeof MODES)[number];

export const DEFAULT_LOCALE: Locale = 'ka';
export const toLocale = (language: Language): Locale => language.toLowerCase() as Locale;
export const toLanguage = (locale: Locale): Language => locale.toUpperCase() as Language;

const PERIOD_TO_REPORT: Record<PricePeriod, ReportPeriod> = { M1: 'MONTH1', Y1: 'MONTH12', PREMISE: 'UNLIMITED' };
export const toReportPeriod = (p: PricePeriod): ReportPeriod => PERIOD_TO_REPORT[p];
const REPORT_TO_PERIOD = Object.fromEntries(Object.entries(PERIOD_TO_REPORT).map(([p, r]) => [r, p])) as Record<ReportPeriod, PricePeriod>;
/** The inverse of {@link toReportPeriod}: a report's period (the admin filter's) as the price period stored. */
export const fromReportPeriod = (r: ReportPeriod): PricePeriod => REPORT_TO_PERIOD[r];

/** Months a subscription period covers; null for on-premise (unlimited). */
export const periodMonths = (p: PricePeriod): number | null => (p === 'M1' ? 1 : p === 'Y1' ? 12 : null);
