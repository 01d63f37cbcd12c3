import { z } from 'zod';
import {
  CUSTOMER_TYPES,
  LANGUAGES,
  LOCALES,
  MODES,
  OFFER_PAGES,
  PAYMENT_STATUSES,
  PRICE_PERIODS,
  PRODUCT_TYPES,
  PURCHASE_COMMENTS,
  REPORT_PERIODS,
  ROLES,
  SERVICE_CATEGORIES,
  SUBSCRIPTION_STATUSES,
  USER_STATUSES,
} from './constants.ts';

export * from './constants.ts';

export const languageSchema = z.enum(LANGUAGES);
export const localeSchema = z.enum(LOCALES);
/** PHYSICAL = personal customer, LEGAL = company (corporate) customer. */
export const customerTypeSchema = z.enum(CUSTOMER_TYPES);
/** Decision 22: USER and ADMIN. */
export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);
export const pricePeriodSchema = z.enum(PRICE_PERIODS);
export const reportPeriodSchema = z.enum(REPORT_PERIODS);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const serviceCategorySchema = z.enum(SERVICE_CATEGORIES);
export const offerPageSchema = z.enum(OFFER_PAGES).nullable();
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const purchaseCommentSchema = z.enum(PURCHASE_COMMENTS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** Path mode segment: `/faq/isOffer`, `/profile/default`. */
export const modeSchema = z.enum(MODES);
