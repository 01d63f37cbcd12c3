import { toApiDate, toLocale, type Dashboard, type DashboardTable, type Language, type Locale } from '@orioni/contracts';
import type { PassThrough } from 'node:stream';
import { streamWorkbook, type ExportColumn } from '../../lib/xlsx-export.ts';

/** The headers of the dashboard's tables in each language (the page's own words, `i18n/*\/dashboard.ts`). */
const TEXT = {
  en: {
    periods: { M1: 'Monthly', Y1: 'Annual' },
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
    periods: { M1: 'თვიური', Y1: 'წლიური' },
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
    periods: { M1: 'Ежемесячная', Y1: 'Годовая' },
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
const rowsOf = (d: Dashboard, t: Text): Rows => ({
  mrr: d.mrrHistory,
  movements: d.movements,
  subscriptions: d.subscriptionsByProduct.map((p) => ({ ...p, period: t.periods[p.period] })),
  customers: d.customersByStatus,
  overdue: d.overdue.map((o) => ({ ...o, age: o.maxDays === null ? `>${o.minDays - 1}` : `${o.minDays}–${o.maxDays}` })),
  forecast: d.forecast,
  payments: d.payments,
});

type Col = ExportColumn<Record<string, unknown>>;
const col = (header: string, kind: Col['kind'], key: string): Col => ({ header, kind, value: (r) => r[key] as string | number });

function columnsOf(t: Text, table: DashboardTable): Col[] {
  switch (table) {
    case 'mrr':
      return [col(t.day, 'date', 'day'), col(t.mrr, 'money', 'mrr'), col(t.arr, 'money', 'arr')];
    case 'movements':
      return [
        col(t.month, 'text', 'month'),
        col(t.newMrr, 'money', 'newMrr'),
        col(t.expansionMrr, 'money', 'expansionMrr'),
        col(t.churnedMrr, 'money', 'churnedMrr'),
        col(t.recovered, 'money', 'recovered'),
      ];
    case 'subscriptions':
      return [
        col(t.product, 'text', 'productName'),
        col(t.period, 'text', 'period'),
        col(t.items, 'number', 'items'),
        col(t.quantity, 'number', 'quantity'),
        col(t.mrr, 'money', 'mrr'),
      ];
    case 'customers':
      return [col(t.status, 'text', 'status'), col(t.customers, 'number', 'customers')];
    case 'overdue':
      return [col(t.age, 'text', 'age'), col(t.items, 'number', 'items'), col(t.amount, 'money', 'amount')];
    case 'forecast':
      return [col(t.day, 'date', 'day'), col(t.items, 'number', 'items'), col(t.amount, 'money', 'amount')];
    case 'payments':
      return [
        col(t.day, 'date', 'day'),
        col(t.succeeded, 'number', 'succeeded'),
        col(t.succeededAmount, 'money', 'succeededAmount'),
        col(t.refused, 'number', 'refused'),
        col(t.refusedAmount, 'money', 'refusedAmount'),
        col(t.refunds, 'number', 'refunds'),
        col(t.refundedAmount, 'money', 'refundedAmount'),
      ];
  }
}

/** One table of the dashboard as an XLSX workbook, in the request's language. */
export function dashboardWorkbook(d: Dashboard, table: DashboardTable, language: Language): { filename: string; stream: PassThrough } {
  const t = TEXT[toLocale(language)];
  const rows = rowsOf(d, t)[table];
  async function* pages() {
    yield rows;
  }
  return {
    filename: `orioni-dashboard-${table}-${toApiDate(new Date(`${d.today}T12:00:00Z`))}.xlsx`,
    stream: streamWorkbook(t.sheets[table], columnsOf(t, table), pages()),
  };
}
