import { toApiDate, toLocale, type Dashboard, type DashboardTable, type Language, type Locale } from '@orioni/contracts';
import { PERIOD_NAMES } from '@orioni/contracts/period-names';
import type { PassThrough } from 'node:stream';
import { streamWorkbook, type ExportColumn } from '../../lib/xlsx-export.ts';

/** The headers of the dashboard's tables in each language (the page's own words, `i18n/*\/dashboard.ts`). */
const TEXT = {
  en: {
    sheets: {
      mrr: 'MRR',
      movements: 'MRR movements',
      subscriptions: 'Subscriptions',
      customers: 'Customers',
      overdue: 'Overdue debt',
      forecast: 'Forecast',
      payments: 'Payments',
    },
    day: 'Day',
    month: 'Month',
    mrr: 'MRR, ₾',
    arr: 'ARR, ₾',
    newMrr: 'New, ₾',
    expansionMrr: 'Expansion, ₾',
    churnedMrr: 'Churned, ₾',
    recovered: 'Recovered, ₾',
    product: 'Product',
    period: 'Period',
    items: 'Items',
    quantity: 'Quantity',
    status: 'Status',
    customers: 'Customers',
    age: 'Days overdue',
    amount: 'Amount, ₾',
    succeeded: 'Succeeded',
    succeededAmount: 'Succeeded, ₾',
    refused: 'Refused',
    refusedAmount: 'Refused, ₾',
    refunds: 'Refunds',
    refundedAmount: 'Refunded, ₾',
  },
  ka: {
    sheets: {
      mrr: 'MRR',
      movements: 'MRR-ის მოძრაობა',
      subscriptions: 'გამოწერები',
      customers: 'მომხმარებლები',
      overdue: 'ვადაგადაცილებული დავალიანება',
      forecast: 'პროგნოზი',
      payments: 'გადახდები',
    },
    day: 'დღე',
    month: 'თვე',
    mrr: 'MRR, ₾',
    arr: 'ARR, ₾',
    newMrr: 'ახალი, ₾',
    expansionMrr: 'გაფართოება, ₾',
    churnedMrr: 'გასული, ₾',
    recovered: 'აღდგენილი, ₾',
    product: 'პროდუქტი',
    period: 'პერიოდი',
    items: 'ერთეული',
    quantity: 'რაოდენობა',
    status: 'სტატუსი',
    customers: 'მომხმარებლები',
    age: 'ვადაგადაცილების დღეები',
    amount: 'თანხა, ₾',
    succeeded: 'წარმატებული',
    succeededAmount: 'წარმატებული, ₾',
    refused: 'უარყოფილი',
    refusedAmount: 'უარყოფილი, ₾',
    refunds: 'დაბრუნებები',
    refundedAmount: 'დაბრუნებული, ₾',
  },
  ru: {
    sheets: {
      mrr: 'MRR',
      movements: 'Движение MRR',
      subscriptions: 'Подписки',
      customers: 'Клиенты',
      overdue: 'Просроченный долг',
      forecast: 'Прогноз',
      payments: 'Платежи',
    },
    day: 'День',
    month: 'Месяц',
    mrr: 'MRR, ₾',
    arr: 'ARR, ₾',
    newMrr: 'Новые, ₾',
    expansionMrr: 'Расширение, ₾',
    churnedMrr: 'Отток, ₾',
    recovered: 'Возвращено, ₾',
    product: 'Продукт',
    period: 'Период',
    items: 'Позиции',
    quantity: 'Количество',
    status: 'Статус',
    customers: 'Клиенты',
    age: 'Дней просрочки',
    amount: 'Сумма, ₾',
    succeeded: 'Успешные',
    succeededAmount: 'Успешные, ₾',
    refused: 'Отклонённые',
    refusedAmount: 'Отклонённые, ₾',
    refunds: 'Возвраты',
    refundedAmount: 'Возвращено, ₾',
  },
} satisfies Record<Locale, unknown>;
type Text = (typeof TEXT)['en'];

type Rows = { [K in DashboardTable]: Record<string, unknown>[] };
const rowsOf = (d: Dashboard, language: Language): Rows => ({
  mrr: d.mrrHistory,
  movements: d.movements,
  subscriptions: d.subscriptionsByProduct.map((p) => ({ ...p, period: PERIOD_NAMES[language][p.period] })),
  customers: d.customersByStatus,
  overdue: d.overdue.map((o) => ({ ...o, age: o.maxDays === null ? `>${o.minDays - 1}` : `${o.minDays}–${o.maxDays}` })),
  forecast: d.forecast,
  payments: d.payments,
});

type Col = ExportColumn<Record<string, unknown>>;
type Header = Exclude<keyof Text, 'sheets'>;
/** Each table's columns: the header's text, the cell's kind, and the row's field when it is not named as the header is. */
const COLUMNS: Record<DashboardTable, readonly (readonly [Header, Col['kind'], string?])[]> = {
  mrr: [
    ['day', 'date'],
    ['mrr', 'money'],
    ['arr', 'money'],
  ],
  movements: [
    ['month', 'text'],
    ['newMrr', 'money'],
    ['expansionMrr', 'money'],
    ['churnedMrr', 'money'],
    ['recovered', 'money'],
  ],
  subscriptions: [
    ['product', 'text', 'productName'],
    ['period', 'text'],
    ['items', 'number'],
    ['quantity', 'number'],
    ['mrr', 'money'],
  ],
  customers: [
    ['status', 'text'],
    ['customers', 'number'],
  ],
  overdue: [
    ['age', 'text'],
    ['items', 'number'],
    ['amount', 'money'],
  ],
  forecast: [
    ['day', 'date'],
    ['items', 'number'],
    ['amount', 'money'],
  ],
  payments: [
    ['day', 'date'],
    ['succeeded', 'number'],
    ['succeededAmount', 'money'],
    ['refused', 'number'],
    ['refusedAmount', 'money'],
    ['refunds', 'number'],
    ['refundedAmount', 'money'],
  ],
};
const columnsOf = (t: Text, table: DashboardTable): Col[] =>
  COLUMNS[table].map(([header, kind, key = header]) => ({ header: t[header], kind, value: (r) => r[key] as string | number }));

/** One table of the dashboard as an XLSX workbook, in the request's language. */
export function dashboardWorkbook(d: Dashboard, table: DashboardTable, language: Language): { filename: string; stream: PassThrough } {
  const t = TEXT[toLocale(language)];
  const rows = rowsOf(d, language)[table];
  async function* pages() {
    yield rows;
  }
  return {
    filename: `orioni-dashboard-${table}-${toApiDate(new Date(`${d.today}T12:00:00Z`))}.xlsx`,
    stream: streamWorkbook(t.sheets[table], columnsOf(t, table), pages()),
  };
}
