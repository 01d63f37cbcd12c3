import type { TaxInvoiceFilter } from '@orioni/contracts/tax-invoices';
import type {
  CustomerType,
  PRODUCT_TYPES,
  PURCHASE_COMMENTS,
  REPORT_PERIODS,
  SUBSCRIPTION_STATUSES,
  UserStatus,
} from '@orioni/contracts/constants';
import { isValidApiDate, pad, toApiDate } from '@orioni/contracts/format';
import { PAGE_SIZES } from '@orioni/contracts/spec-constants';

/**
 * The admin console's state as plain data, and the queries it sends (spec sections 2 and 7,
 * decisions 13, 15 and 16). Every unset filter goes as an empty string, as the spec's console
 * sends it; the API takes '' as unset. Pages count from 0 here and in the API (offset = page ×
 * limit) and show from 1.
 */

export const ADMIN_TABS = ['users', 'onPremise', 'billings', 'payments'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_LIMIT = PAGE_SIZES.admin;

type Choice<T> = T | '';
export type YesNo = Choice<'true' | 'false'>;
export type PurchaseComment = (typeof PURCHASE_COMMENTS)[number];

export interface DateRange {
  fromDate: string;
  toDate: string;
}
export interface UserFilter extends DateRange {
  status: Choice<UserStatus>;
  customerType: Choice<CustomerType>;
}
export interface TransactionFilter extends DateRange {
  paymentId: string;
  idNumber: string;
  status: Choice<(typeof SUBSCRIPTION_STATUSES)[number]>;
  productType: Choice<(typeof PRODUCT_TYPES)[number]>;
  /** Billings only: monthly or annual (On Premise is always UNLIMITED). */
  period: Choice<Exclude<(typeof REPORT_PERIODS)[number], 'UNLIMITED'>>;
  /** Billings only. */
  isOverdue: YesNo;
  /** Billings only, set by the revenue dashboard's overdue ages (days overdue at least / at most; '' unset). */
  overdueFrom: string;
  overdueTo: string;
  isFirstPurchase: YesNo;
  comments: PurchaseComment[];
}

export const EMPTY_DATES: DateRange = { fromDate: '', toDate: '' };
export const EMPTY_USER_FILTER: UserFilter = { status: '', customerType: '', ...EMPTY_DATES };
export const EMPTY_TRANSACTION_FILTER: TransactionFilter = {
  paymentId: '',
  idNumber: '',
  status: '',
  productType: '',
  period: '',
  isOverdue: '',
  overdueFrom: '',
  overdueTo: '',
  isFirstPurchase: '',
  comments: [],
  ...EMPTY_DATES,
};

/** Payment History's filter: the paid days and (issue 41) the tax invoice's status. */
export interface PaymentFilter extends DateRange {
  taxInvoice: '' | TaxInvoiceFilter;
}
export const EMPTY_PAYMENT_FILTER: PaymentFilter = { ...EMPTY_DATES, taxInvoice: '' };

export interface Filters {
  users: UserFilter;
  onPremise: TransactionFilter;
  billings: TransactionFilter;
  payments: PaymentFilter;
}
export const EMPTY_FILTERS: Filters = {
  users: EMPTY_USER_FILTER,
  onPremise: EMPTY_TRANSACTION_FILTER,
  billings: EMPTY_TRANSACTION_FILTER,
  payments: EMPTY_PAYMENT_FILTER,
};

/** How many filters are set (shown on the Filter button). */
export function activeFilterCount(filter: UserFilter | TransactionFilter | PaymentFilter): number {
  return Object.values(filter).filter((value) => (Array.isArray(value) ? value.length > 0 : value !== '')).length;
}

/** Only what a tab's filter dialog offers: On Premise has no period or overdue filter. */
export function transactionFilterOf(tab: 'onPremise' | 'billings', filter: TransactionFilter): TransactionFilter {
  return tab === 'onPremise' ? { ...filter, period: '', isOverdue: '', overdueFrom: '', overdueTo: '' } : filter;
}

const paging = (page: number) => ({ offset: page * ADMIN_LIMIT, limit: ADMIN_LIMIT });

export function userListQuery(filter: UserFilter, search: string, page: number) {
  return { ...userFileQuery(filter, search), ...paging(page) };
}
export function userFileQuery(filter: UserFilter, search: string) {
  return {
    status: filter.status,
    customerType: filter.customerType,
    query: search.trim(),
    fromDate: filter.fromDate,
    toDate: filter.toDate,
  };
}

function transactionQuery(tab: 'onPremise' | 'billings', filter: TransactionFilter, search: string) {
  const f = transactionFilterOf(tab, filter);
  return {
    paymentId: f.paymentId.trim(),
    idNumber: f.idNumber.trim(),
    query: search.trim(),
    status: f.status,
    productType: f.productType,
    period: f.period,
    isOverdue: f.isOverdue,
    overdueFrom: f.overdueFrom,
    overdueTo: f.overdueTo,
    isFirstPurchase: f.isFirstPurchase,
    comments: f.comments.join(','),
    fromDate: f.fromDate,
    toDate: f.toDate,
  };
}

export function purchaseListQuery(tab: 'onPremise' | 'billings', filter: TransactionFilter, search: string, page: number) {
  return { onPremise: tab === 'onPremise' ? 'true' : 'false', ...transactionQuery(tab, filter, search), ...paging(page) };
}

/**
 * Decision 16: the billing export sends onPremise=false, or blank (both kinds) when its "include
 * on-premise" box is ticked; the on-premise export sends onPremise=true, or blank when its "include
 * billing" box is ticked.
 */
export function purchaseFileQuery(tab: 'onPremise' | 'billings', filter: TransactionFilter, search: string, includeOther: boolean) {
  const onPremise = includeOther ? '' : tab === 'onPremise' ? 'true' : 'false';
  return { onPremise, ...transactionQuery(tab, filter, search) };
}

export function paymentListQuery(filter: PaymentFilter, page: number) {
  return { ...paymentFileQuery(filter), ...paging(page) };
}
/** The payments workbook's query: the same filter as the list (an empty one is left out). */
export function paymentFileQuery(filter: PaymentFilter) {
  return { fromDate: filter.fromDate, toDate: filter.toDate, ...(filter.taxInvoice ? { taxInvoice: filter.taxInvoice } : {}) };
}

/** Today in Tbilisi, as the API counts days. */
export const tbilisiToday = (now: Date = new Date()): string => toApiDate(now);

/** A day as the date fields show it, DD/MM/YYYY (the console's other dates: 19/11/2026); '' stays ''. */
export function dayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * What is typed in a date field (issue 26 item 15: not the browser's mm/dd/yyyy): day, month and
 * year in that order, split by '/', '.', '-' or a space, as `YYYY-MM-DD`; null for no real day.
 */
export function dayOfText(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.\s-](\d{1,2})[/.\s-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isValidApiDate(day) ? day : null;
}

export type DateProblem = 'fromAfterTo' | 'toInFuture' | 'badDate';
/**
 * A date range's problems: From after To always; a To Date later than today only for an export
 * (decision 15).
 */
export function dateProblems(
  range: DateRange,
  options: { today?: string; forExport?: boolean } = {},
): Partial<Record<keyof DateRange, DateProblem>> {
  const problems: Partial<Record<keyof DateRange, DateProblem>> = {};
  const today = options.today ?? tbilisiToday();
  // A date field holds `YYYY-MM-DD` once what is typed is a real day, else the text as typed.
  for (const key of ['fromDate', 'toDate'] as const) if (range[key] && !isValidApiDate(range[key])) problems[key] = 'badDate';
  if (problems.fromDate || problems.toDate) return problems;
  if (options.forExport && range.toDate && range.toDate > today) problems.toDate = 'toInFuture';
  if (range.fromDate && range.toDate && range.fromDate > range.toDate) problems.fromDate = 'fromAfterTo';
  return problems;
}

/** A Check ID must be a whole positive number (it is a payment id). */
export const isPaymentIdText = (text: string): boolean => text.trim() === '' || /^[1-9]\d{0,9}$/.test(text.trim());
