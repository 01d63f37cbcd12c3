import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { webRoutes } from '@orioni/contracts/web-paths';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageError } from '@/components/ui/page-error';
import { PageState } from '@/components/ui/page-state';
import { Pagination } from '@/components/ui/pagination';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useErrorText } from '@/components/ui/error-display';
import { useSession } from '@/lib/session';
import { useI18n } from '@/lib/i18n';
import { dashboard as dashboardEn } from '@/i18n/en/dashboard';
import { dashboard as dashboardKa } from '@/i18n/ka/dashboard';
import { dashboard as dashboardRu } from '@/i18n/ru/dashboard';
import { activeFilterCount, ADMIN_LIMIT, ADMIN_TABS, EMPTY_FILTERS, type DateRange } from '../admin-filters';
import { useAdminText } from '../admin-messages';
import { INTEGRATIONS_MESSAGES } from '../integrations-messages';
import { DownloadIcon, FilterIcon, MailIcon, ScrollFrame, SearchBox, Toolbar } from '../components/admin-chrome';
import { DetailsDialog } from '../components/details-dialog';
import { ExportDialog } from '../components/export-dialog';
import { ExportProgress } from '../components/export-progress';
import { FilterDialog } from '../components/filter-dialog';
import { PaymentsList } from '../components/payments-list';
import { TestMailDialog } from '../components/test-mail-dialog';
import { TransactionsTable } from '../components/transactions-table';
import { UserInfoDialog } from '../components/user-info-dialog';
import { UsersTable } from '../components/users-table';
import { useAdminPage } from '../hooks/use-admin-page';
import '../admin.css';

const ID_BASE = 'admin';
/** The header's way to the revenue dashboard (issue 29; its texts are the dashboard's). */
const DASHBOARD_TEXT = { ka: dashboardKa, en: dashboardEn, ru: dashboardRu };
type Admin = ReturnType<typeof useAdminPage>;

/**
 * `/admin` is the console; any other path under it goes to the console. (Its revenue dashboard,
 * `/admin/dashboard`, is a page of the router's own, a chunk of its own with its chart library.)
 */
export default function AdminRoute() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  return path === '/admin' ? <AdminPage /> : <Navigate to="/admin" replace />;
}

/**
 * The admin console (spec section 2): four tabs over customers, on-premise licences, current
 * billings and payments. Switching a tab clears the search and resets that tab's paging; the search
 * (hidden on Payment History) waits 800 ms after the last key and resets the page; five rows a page.
 * The state is a reducer (`admin-state.ts`); lists and downloads are in `use-admin-page.ts`.
 */
function AdminPage() {
  const text = useAdminText();
  const admin = useAdminPage();
  const { state, dispatch } = admin;
  const { tab } = state;
  const { locale } = useI18n();
  const dashboardLink = DASHBOARD_TEXT[locale].link;
  return (
    <div className="container admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{text.title}</h1>
        <p className="admin-page__intro">{text.intro}</p>
        <div className="admin-page__links">
          <Link to="/admin/dashboard" className="admin-page__dashboard">
            {dashboardLink}
          </Link>
          {/* Issue 42: the webhook endpoints and their delivery log (its texts are the page's). */}
          <Link to={webRoutes.integrations} className="admin-page__dashboard">
            {INTEGRATIONS_MESSAGES[locale].link}
          </Link>
        </div>
      </header>
      <Tabs
        idBase={ID_BASE}
        items={ADMIN_TABS.map((key) => ({ key, label: text.tabs[key] }))}
        value={tab}
        onChange={(next) => dispatch({ type: 'tab', tab: next })}
        label={text.sections}
      />
      <section {...tabPanelProps(ID_BASE, tab)} className="admin-panel">
        <AdminToolbar admin={admin} />
        <AdminResults admin={admin} />
      </section>
      <AdminDialogs admin={admin} />
    </div>
  );
}

/** Search (not on Payment History), Filter, Export (or the payments workbook with its progress), Test e-mail. */
function AdminToolbar({ admin }: { admin: Admin }) {
  const text = useAdminText();
  const errorText = useErrorText();
  const { state, dispatch } = admin;
  const { tab, paymentsDownload } = state;
  const filterCount = activeFilterCount(state.filters[tab]);
  return (
    <>
      <Toolbar
        search={
          tab === 'payments' ? null : (
            <SearchBox
              value={state.searchInput}
              onChange={(value) => dispatch({ type: 'typed', value })}
              placeholder={tab === 'users' ? text.searchUsers : text.searchPurchases}
            />
          )
        }
      >
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'dialog', dialog: 'filter' })}
          aria-haspopup="dialog"
          icon={<FilterIcon />}
        >
          {filterCount > 0 ? text.filterCount(filterCount) : text.filter}
        </Button>
        {tab === 'payments' ? (
          <Button
            variant="secondary"
            onClick={() => void admin.downloadPayments()}
            loading={paymentsDownload.bytes !== null}
            icon={<DownloadIcon />}
          >
            {text.exportPayments}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => dispatch({ type: 'dialog', dialog: 'export' })}
            aria-haspopup="dialog"
            icon={<DownloadIcon />}
          >
            {text.export}
          </Button>
        )}
        <Button variant="ghost" onClick={() => dispatch({ type: 'dialog', dialog: 'testMail' })} aria-haspopup="dialog" icon={<MailIcon />}>
          {text.testEmail}
        </Button>
      </Toolbar>
      {tab === 'payments' && paymentsDownload.bytes !== null ? <ExportProgress bytes={paymentsDownload.bytes} /> : null}
      {tab === 'payments' && paymentsDownload.error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {errorText(paymentsDownload.error)}
        </p>
      ) : null}
    </>
  );
}

/** The shown tab's list: loading, no data, nothing found (with a reset when searching), or the rows and the pages. */
function AdminResults({ admin }: { admin: Admin }): ReactNode {
  const text = useAdminText();
  const { state, dispatch, current, users, purchases, payments } = admin;
  const { tab } = state;
  const searching = state.search !== '' || activeFilterCount(state.filters[tab]) > 0;
  if (current.isPending && current.fetchStatus !== 'idle') return <LoadingScreen label={text.loading} />;
  if (current.isError)
    return <PageError title={text.noDataTitle} text={text.noDataText} retryLabel={text.retry} onRetry={() => void current.refetch()} />;
  if (!current.data || current.data.count === 0 || current.data.list.length === 0)
    return (
      <PageState
        icon="search"
        title={text.notFoundTitle}
        action={
          searching ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'resetAll' })}>
              {text.resetFilters}
            </Button>
          ) : undefined
        }
      >
        <p>{text.notFoundText}</p>
      </PageState>
    );
  return (
    <>
      <p className="admin-count" aria-live="polite">
        {text.results(current.data.count)}
      </p>
      <ScrollFrame
        label={text.tabs[tab]}
        className={`admin-results ${current.isFetching ? 'admin-results--busy' : ''}`}
        busy={current.isFetching}
      >
        {tab === 'users' && users.data ? (
          <UsersTable users={users.data.list} onOpen={(user) => dispatch({ type: 'openUser', user })} />
        ) : null}
        {(tab === 'onPremise' || tab === 'billings') && purchases.data ? (
          <TransactionsTable kind={tab} items={purchases.data.list} onMore={(item) => dispatch({ type: 'details', item })} />
        ) : null}
        {tab === 'payments' && payments.data ? <PaymentsList payments={payments.data.list} /> : null}
      </ScrollFrame>
      <Pagination
        page={state.pages[tab]}
        count={current.data.count}
        limit={ADMIN_LIMIT}
        onChange={(page) => dispatch({ type: 'page', page })}
        label={text.pages}
        previousLabel={text.previous}
        nextLabel={text.next}
        pageLabel={text.page}
      />
    </>
  );
}

/** Filter, Export and Test e-mail for the shown tab; a customer's record; a purchase's details. */
function AdminDialogs({ admin }: { admin: Admin }) {
  const { userInfo } = useSession();
  const queryClient = useQueryClient();
  const { state, dispatch } = admin;
  const { tab, filters } = state;
  const close = () => dispatch({ type: 'dialog', dialog: null });
  const filterVariant = useMemo(() => {
    if (tab === 'users') return { kind: 'users' as const, value: filters.users, empty: EMPTY_FILTERS.users };
    if (tab === 'payments') return { kind: 'payments' as const, value: filters.payments, empty: EMPTY_FILTERS.payments };
    return { kind: tab, value: filters[tab], empty: EMPTY_FILTERS[tab] };
  }, [tab, filters]);
  return (
    <>
      <FilterDialog
        key={tab}
        open={state.dialog === 'filter'}
        variant={filterVariant}
        onClose={close}
        onApply={(value) => dispatch({ type: 'filters', value })}
      />
      <ExportDialog
        open={state.dialog === 'export'}
        kind={tab === 'payments' ? 'billings' : tab}
        initial={datesOf(filters[tab])}
        onClose={close}
        run={admin.runExport}
      />
      <TestMailDialog open={state.dialog === 'testMail'} onClose={close} defaultEmail={userInfo?.username ?? ''} />
      <UserInfoDialog
        user={state.openUser}
        onClose={() => dispatch({ type: 'openUser', user: null })}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}
      />
      <DetailsDialog item={state.details} onClose={() => dispatch({ type: 'details', item: null })} />
    </>
  );
}

const datesOf = (filter: DateRange): DateRange => ({ fromDate: filter.fromDate, toDate: filter.toDate });
