import type { Locale } from '@orioni/contracts/constants';
import { formatDateNumeric, formatLari } from '@orioni/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageError } from '@/components/ui/page-error';
import { LoadingScreen } from '@/components/ui/spinner';
import { DASHBOARD_QUERY_KEY, fetchDashboard, type DashboardAnswer } from './dashboard-api';
import { CHART_COLORS, DashboardChart, type ChartSeries } from './dashboard-chart';
import { chartLabel, DashboardFigure } from './dashboard-figure';
import { fill, useDashboardText } from './dashboard-messages';
import '../admin.css';
import './dashboard-page.css';

type D = DashboardAnswer;
type Text = ReturnType<typeof useDashboardText>;
/** Amounts as the page's language writes them (decision 31: "16 705,50 ₾" in Georgian and Russian, "16,705.50 ₾" in English). */
const money = (locale: Locale) => (tetri: number) => formatLari(tetri, { locale });
/** Chart values are lari (the axis reads as money), tables keep the exact amounts. */
const toLari = (tetri: number) => tetri / 100;
/**
 * One date format on the page (decision 30): the as-of line and the tables write a day as
 * DD/MM/YYYY and a month as MM/YYYY (they showed the API's 2026-11-28 under "as of 28/11/2026");
 * the charts' axes shorten the same to DD/MM and MM/YY.
 */
const day = (apiDay: string) => formatDateNumeric(apiDay);
const month = (apiMonth: string) => `${apiMonth.slice(5, 7)}/${apiMonth.slice(0, 4)}`;
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(2, 4)}`;

/**
 * The revenue dashboard (issue 29 item 1, ADR 034), for staff: reached from the console's header.
 * Lazy-loaded with the chart library (uPlot) so the storefront's home bundle does not carry either.
 */
export default function DashboardPage() {
  const text = useDashboardText();
  const query = useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: ({ signal }) => fetchDashboard(signal) });
  return (
    <div className="container admin-page dashboard-page">
      <header className="admin-page__head dashboard-page__head">
        <div>
          <h1 className="admin-page__title">{text.title}</h1>
          <p className="admin-page__intro">{text.intro}</p>
        </div>
        <Link to="/admin" className="dashboard-page__back">
          {text.backToConsole}
        </Link>
      </header>
      {query.isPending ? (
        <LoadingScreen label={text.loading} />
      ) : query.isError ? (
        <PageError title={text.errorTitle} text={text.errorText} retryLabel={text.retry} onRetry={() => void query.refetch()} />
      ) : (
        <Figures d={query.data} text={text} />
      )}
    </div>
  );
}

function Figures({ d, text }: { d: D; text: Text }) {
  return (
    <>
      <p className="dashboard-page__asof">{fill(text.asOf, { date: day(d.today) })}</p>
      <div className="dashboard-grid">
        <MrrFigure d={d} text={text} />
        <MovementsFigure d={d} text={text} />
        <OverdueFigure d={d} text={text} />
        <ForecastFigure d={d} text={text} />
        <PaymentsFigure d={d} text={text} />
        <SubscriptionsFigures d={d} text={text} />
        <CustomersFigure d={d} text={text} />
      </div>
    </>
  );
}

function MrrFigure({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const lari = money(text.locale);
  const labels = useMemo(
    () => d.mrrHistory.map((p, i) => (i === d.mrrHistory.length - 1 ? dayLabel(p.day) : monthLabel(p.day.slice(0, 7)))),
    [d],
  );
  const series = useMemo<ChartSeries[]>(
    () => [{ label: c.mrr, color: CHART_COLORS.primary, values: d.mrrHistory.map((p) => toLari(p.mrr)) }],
    [d, c],
  );
  return (
    <DashboardFigure
      title={text.figures.mrr}
      table="mrr"
      headline={
        <>
          <strong className="dashboard-figure__big">{lari(d.mrr.mrr)}</strong>
          <span className="dashboard-figure__sub">{fill(text.arrLine, { amount: lari(d.mrr.arr) })}</span>
        </>
      }
      definition={text.definitions.mrr}
      chart={<DashboardChart locale={text.locale} labels={labels} series={series} label={chartLabel(text.chartOf, text.figures.mrr)} />}
      columns={[
        { header: c.day, cell: (p: D['mrrHistory'][number]) => day(p.day) },
        { header: c.mrr, numeric: true, cell: (p) => lari(p.mrr) },
        { header: c.arr, numeric: true, cell: (p) => lari(p.arr) },
      ]}
      rows={d.mrrHistory}
    />
  );
}

function MovementsFigure({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const lari = money(text.locale);
  const labels = useMemo(() => d.movements.map((m) => monthLabel(m.month)), [d]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: c.newMrr, color: CHART_COLORS.primary, values: d.movements.map((m) => toLari(m.newMrr)) },
      { label: c.expansionMrr, color: CHART_COLORS.accent, values: d.movements.map((m) => toLari(m.expansionMrr)) },
      { label: c.churnedMrr, color: CHART_COLORS.danger, values: d.movements.map((m) => toLari(m.churnedMrr)) },
      { label: c.recovered, color: CHART_COLORS.warning, values: d.movements.map((m) => toLari(m.recovered)) },
    ],
    [d, c],
  );
  return (
    <DashboardFigure
      title={text.figures.movements}
      table="movements"
      definition={text.definitions.movements}
      chart={
        <DashboardChart
          locale={text.locale}
          bars
          labels={labels}
          series={series}
          label={chartLabel(text.chartOf, text.figures.movements)}
        />
      }
      columns={[
        { header: c.month, cell: (m: D['movements'][number]) => month(m.month) },
        { header: c.newMrr, numeric: true, cell: (m) => lari(m.newMrr) },
        { header: c.expansionMrr, numeric: true, cell: (m) => lari(m.expansionMrr) },
        { header: c.churnedMrr, numeric: true, cell: (m) => lari(m.churnedMrr) },
        { header: c.recovered, numeric: true, cell: (m) => lari(m.recovered) },
      ]}
      rows={d.movements}
    />
  );
}

/** The Current Billings list filtered to an age of overdue debt (the console reads these from its address). */
const billingsOf = (o: D['overdue'][number]) =>
  `/admin?tab=billings&isOverdue=true&overdueFrom=${o.minDays}${o.maxDays === null ? '' : `&overdueTo=${o.maxDays}`}`;

function OverdueFigure({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const lari = money(text.locale);
  const labels = useMemo(() => d.overdue.map((o) => text.ages[o.bucket]), [d, text]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: c.amount, color: CHART_COLORS.danger, values: d.overdue.map((o) => toLari(o.amount)) }],
    [d, c],
  );
  const total = d.overdue.reduce((s, o) => s + o.amount, 0);
  const items = d.overdue.reduce((s, o) => s + o.items, 0);
  return (
    <DashboardFigure
      title={text.figures.overdue}
      table="overdue"
      headline={<span className="dashboard-figure__sub">{fill(text.totalOverdue, { amount: lari(total), count: items })}</span>}
      definition={text.definitions.overdue}
      chart={
        <DashboardChart locale={text.locale} bars labels={labels} series={series} label={chartLabel(text.chartOf, text.figures.overdue)} />
      }
      startAsTable
      columns={[
        { header: c.age, cell: (o: D['overdue'][number]) => text.ages[o.bucket] },
        { header: c.items, numeric: true, cell: (o) => o.items },
        { header: c.amount, numeric: true, cell: (o) => lari(o.amount) },
        { header: c.list, cell: (o) => <Link to={billingsOf(o)}>{fill(text.openList, { count: o.items })}</Link> },
      ]}
      rows={d.overdue}
    />
  );
}

function ForecastFigure({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const lari = money(text.locale);
  const labels = useMemo(() => d.forecast.map((f) => dayLabel(f.day)), [d]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: c.amount, color: CHART_COLORS.accent, values: d.forecast.map((f) => toLari(f.amount)) }],
    [d, c],
  );
  return (
    <DashboardFigure
      title={text.figures.forecast}
      table="forecast"
      headline={<strong className="dashboard-figure__big">{lari(d.forecast.reduce((s, f) => s + f.amount, 0))}</strong>}
      definition={text.definitions.forecast}
      chart={
        <DashboardChart locale={text.locale} bars labels={labels} series={series} label={chartLabel(text.chartOf, text.figures.forecast)} />
      }
      columns={[
        { header: c.day, cell: (f: D['forecast'][number]) => day(f.day) },
        { header: c.items, numeric: true, cell: (f) => f.items },
        { header: c.amount, numeric: true, cell: (f) => lari(f.amount) },
      ]}
      rows={d.forecast}
    />
  );
}

function PaymentsFigure({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const lari = money(text.locale);
  const labels = useMemo(() => d.payments.map((p) => dayLabel(p.day)), [d]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: c.succeeded, color: CHART_COLORS.success, values: d.payments.map((p) => p.succeeded) },
      { label: c.refused, color: CHART_COLORS.danger, values: d.payments.map((p) => p.refused) },
      { label: c.refunds, color: CHART_COLORS.warning, values: d.payments.map((p) => p.refunds) },
    ],
    [d, c],
  );
  return (
    <DashboardFigure
      title={text.figures.payments}
      table="payments"
      definition={text.definitions.payments}
      chart={
        <DashboardChart locale={text.locale} labels={labels} series={series} label={chartLabel(text.chartOf, text.figures.payments)} />
      }
      columns={[
        { header: c.day, cell: (p: D['payments'][number]) => day(p.day) },
        { header: c.succeeded, numeric: true, cell: (p) => p.succeeded },
        { header: c.succeededAmount, numeric: true, cell: (p) => lari(p.succeededAmount) },
        { header: c.refused, numeric: true, cell: (p) => p.refused },
        { header: c.refusedAmount, numeric: true, cell: (p) => lari(p.refusedAmount) },
        { header: c.refunds, numeric: true, cell: (p) => p.refunds },
        { header: c.refundedAmount, numeric: true, cell: (p) => lari(p.refundedAmount) },
      ]}
      rows={[...d.payments].reverse()}
    />
  );
}

function SubscriptionsFigures({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const lari = money(text.locale);
  const labels = useMemo(() => d.subscriptionsByPeriod.map((p) => text.periods[p.period]), [d, text]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: c.items, color: CHART_COLORS.primary, values: d.subscriptionsByPeriod.map((p) => p.items) }],
    [d, c],
  );
  return (
    <>
      <DashboardFigure
        title={text.figures.periods}
        table="subscriptions"
        definition={text.definitions.subscriptions}
        chart={
          <DashboardChart
            locale={text.locale}
            bars
            labels={labels}
            series={series}
            label={chartLabel(text.chartOf, text.figures.periods)}
            height={200}
          />
        }
        columns={[
          { header: c.period, cell: (p: D['subscriptionsByPeriod'][number]) => text.periods[p.period] },
          { header: c.items, numeric: true, cell: (p) => p.items },
          { header: c.quantity, numeric: true, cell: (p) => p.quantity },
          { header: c.mrr, numeric: true, cell: (p) => lari(p.mrr) },
        ]}
        rows={d.subscriptionsByPeriod}
      />
      <DashboardFigure
        title={text.figures.subscriptions}
        table="subscriptions"
        definition={text.definitions.subscriptions}
        chart={null}
        columns={[
          { header: c.product, cell: (p: D['subscriptionsByProduct'][number]) => p.productName },
          { header: c.period, cell: (p) => text.periods[p.period] },
          { header: c.items, numeric: true, cell: (p) => p.items },
          { header: c.quantity, numeric: true, cell: (p) => p.quantity },
          { header: c.mrr, numeric: true, cell: (p) => lari(p.mrr) },
        ]}
        rows={d.subscriptionsByProduct}
      />
    </>
  );
}

function CustomersFigure({ d, text }: { d: D; text: Text }) {
  const c = text.columns;
  const labels = useMemo(() => d.customersByStatus.map((s) => text.statuses[s.status]), [d, text]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: c.customers, color: CHART_COLORS.accent, values: d.customersByStatus.map((s) => s.customers) }],
    [d, c],
  );
  return (
    <DashboardFigure
      title={text.figures.customers}
      table="customers"
      definition={text.definitions.customers}
      chart={
        <DashboardChart
          locale={text.locale}
          bars
          labels={labels}
          series={series}
          label={chartLabel(text.chartOf, text.figures.customers)}
          height={200}
        />
      }
      columns={[
        { header: c.status, cell: (s: D['customersByStatus'][number]) => text.statuses[s.status] },
        { header: c.customers, numeric: true, cell: (s) => s.customers },
      ]}
      rows={d.customersByStatus}
    />
  );
}
