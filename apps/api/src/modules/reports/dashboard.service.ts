import { addDays, toApiDate, toLocale, type Dashboard, type Language } from '@orioni/contracts';
import {
  ANNUAL_PERIOD,
  arrOf,
  MONTHLY_PERIOD,
  FORECAST_DAYS,
  isRefund,
  isRefusedCharge,
  isSucceededCharge,
  movementMonths,
  mrrFromTotals,
  mrrPoints,
  OVERDUE_BUCKETS,
  PAYMENT_DAYS,
  type PaymentDay,
} from '@orioni/contracts/revenue-rules';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  boughtByDay,
  endedByDay,
  churnedByMonth,
  customersByStatus,
  forecastByDay,
  overdueBuckets,
  paymentsByDay,
  productNames,
  recoveredByMonth,
  runningByProduct,
} from './dashboard.repository.ts';

const USER_STATUSES = ['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED'] as const;
const num = (v: string | number | null | undefined) => Number(v ?? 0);

/** Sums rows of `{ period, total }` into MRR (annual totals divided once). */
function mrrOfRows(rows: readonly { period: string; total: string }[]): number {
  const by = (p: string) => rows.filter((r) => r.period === p).reduce((s, r) => s + num(r.total), 0);
  return mrrFromTotals(by('M1'), by('Y1'));
}

/**
 * The revenue dashboard (issue 29 item 1): every figure on the app's clock. The figures' queries
 * run side by side (on PostgreSQL each takes a connection of the pool; PGlite runs them in turn).
 */
export class DashboardService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
  ) {}

  async dashboard(language: Language): Promise<Dashboard> {
    const today = toApiDate(this.clock.now());
    const points = mrrPoints(today);
    const from = movementMonths(today)[0]!.first;
    const [bought, ended, churned, recovered, subscriptions, customersByStatus, overdue, forecast, payments] = await Promise.all([
      boughtByDay(this.db, today),
      endedByDay(this.db, today),
      churnedByMonth(this.db, from, today),
      recoveredByMonth(this.db, from, today),
      this.subscriptions(today, language),
      this.customers(),
      this.overdue(today),
      this.forecast(today),
      this.payments(today),
    ]);
    // `isRunningOn`: bought by the day and not ended by it — what was bought by d less what, bought by d, ended by d.
    const upTo = (rows: { period: string; day: string; total: string }[], period: string, day: string) =>
      rows.reduce((sum, r) => (r.period === period && r.day <= day ? sum + num(r.total) : sum), 0);
    const mrrHistory = points.map((day) => {
      const total = (period: string) => upTo(bought, period, day) - upTo(ended, period, day);
      const mrr = mrrFromTotals(total(MONTHLY_PERIOD), total(ANNUAL_PERIOD));
      return { day, mrr, arr: arrOf(mrr) };
    });
    const current = mrrHistory.at(-1)!;
    return {
      today,
      mrr: { mrr: current.mrr, arr: current.arr },
      mrrHistory,
      movements: movementsOf(today, bought, churned, recovered),
      ...subscriptions,
      customersByStatus,
      overdue,
      forecast,
      payments,
    };
  }

  private async subscriptions(
    today: string,
    language: Language,
  ): Promise<Pick<Dashboard, 'subscriptionsByProduct' | 'subscriptionsByPeriod'>> {
    const rows = await runningByProduct(this.db, today);
    const names = new Map((await productNames(this.db, [...new Set(rows.map((r) => r.productKey))])).map((n) => [n.productKey, n.names]));
    const locale = toLocale(language);
    const byProduct = [...new Set(rows.map((r) => r.productKey))].map((productKey) => {
      const own = rows.filter((r) => r.productKey === productKey);
      return {
        productKey,
        period: own[0]!.period as 'M1' | 'Y1',
        productName: (names.get(productKey) as Record<string, string> | null | undefined)?.[locale] ?? productKey,
        items: own.reduce((s, r) => s + r.items, 0),
        quantity: own.reduce((s, r) => s + num(r.quantity), 0),
        mrr: mrrOfRows(own),
      };
    });
    const byPeriod = (['M1', 'Y1'] as const).map((period) => {
      const own = rows.filter((r) => r.period === period);
      return {
        period,
        items: own.reduce((s, r) => s + r.items, 0),
        quantity: own.reduce((s, r) => s + num(r.quantity), 0),
        mrr: mrrOfRows(own),
      };
    });
    return {
      subscriptionsByProduct: byProduct.sort((a, b) => b.mrr - a.mrr || a.productKey.localeCompare(b.productKey)),
      subscriptionsByPeriod: byPeriod,
    };
  }

  private async customers(): Promise<Dashboard['customersByStatus']> {
    const rows = await customersByStatus(this.db);
    return USER_STATUSES.map((status) => ({ status, customers: rows.find((r) => r.status === status)?.customers ?? 0 }));
  }

  /** Owing items by age, aggregated in SQL as `overdueByAge` defines them (the test holds the two together). */
  private async overdue(today: string): Promise<Dashboard['overdue']> {
    const rows = await overdueBuckets(this.db, today);
    return OVERDUE_BUCKETS.map((b) => {
      const row = rows.find((r) => r.bucket === b.key);
      return { bucket: b.key, minDays: b.minDays, maxDays: b.maxDays, items: row?.items ?? 0, amount: num(row?.total) };
    });
  }

  private async forecast(today: string): Promise<Dashboard['forecast']> {
    const last = addDays(today, FORECAST_DAYS);
    const rows = await forecastByDay(this.db, today, last);
    return Array.from({ length: FORECAST_DAYS }, (_, i) => {
      const day = addDays(today, i + 1);
      const row = rows.find((r) => r.day === day);
      return { day, amount: num(row?.total), items: row?.items ?? 0 };
    });
  }

  private async payments(today: string): Promise<PaymentDay[]> {
    const from = addDays(today, 1 - PAYMENT_DAYS);
    const rows = await paymentsByDay(this.db, from);
    return Array.from({ length: PAYMENT_DAYS }, (_, i) => {
      const day = addDays(from, i);
      const out: PaymentDay = { day, succeeded: 0, succeededAmount: 0, refused: 0, refusedAmount: 0, refunds: 0, refundedAmount: 0 };
      for (const r of rows.filter((x) => x.day === day)) {
        const p = { kind: r.refund ? 'REFUND' : 'PURCHASE', status: r.status, amount: num(r.total), day };
        if (isSucceededCharge(p)) {
          out.succeeded += r.n;
          out.succeededAmount += p.amount;
        } else if (isRefusedCharge(p)) {
          out.refused += r.n;
          out.refusedAmount += p.amount;
        } else if (isRefund(p)) {
          out.refunds += r.n;
          out.refundedAmount += p.amount;
        }
      }
      return out;
    });
  }
}

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** MRR movements per month from the grouped rows: new and expansion by day bought, churned by day ended, recovered paid. */
function movementsOf(
  today: string,
  bought: Rows<typeof boughtByDay>,
  churned: Rows<typeof churnedByMonth>,
  recovered: Rows<typeof recoveredByMonth>,
): Dashboard['movements'] {
  const inMonth = (r: { day: string }, month: string) => r.day.slice(0, 7) === month;
  return movementMonths(today).map(({ month }) => ({
    month,
    newMrr: mrrOfRows(bought.filter((r) => inMonth(r, month) && !r.expansion)),
    expansionMrr: mrrOfRows(bought.filter((r) => inMonth(r, month) && r.expansion)),
    churnedMrr: mrrOfRows(churned.filter((r) => r.month === month)),
    recovered: num(recovered.find((r) => r.month === month)?.total),
  }));
}
