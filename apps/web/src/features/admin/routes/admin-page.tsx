import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AdminTransaction } from '@orioni/contracts/admin';
import type { AdminUser } from '@orioni/contracts/entities';
import { DEBOUNCE_MS } from '@orioni/contracts/spec-constants';
import { Button } from '@/components/ui/button';
import { PageState } from '@/components/ui/page-state';
import { Pagination } from '@/components/ui/pagination';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useErrorText } from '@/components/ui/error-display';
import { useSession } from '@/lib/session';
import {
  activeFilterCount,
  ADMIN_LIMIT,
  ADMIN_TABS,
  EMPTY_FILTERS,
  paymentListQuery,
  purchaseFileQuery,
  purchaseListQuery,
  userFileQuery,
  userListQuery,
  type AdminTab,
  type DateRange,
  type Filters,
} from '../admin-filters';
import { useAdminText } from '../admin-messages';
import { downloadExport, fetchPayments, fetchPurchases, fetchUsers } from '../api/admin-api';
import { DetailsDialog } from '../components/details-dialog';
import { ExportDialog, type ExportRun } from '../components/export-dialog';
import { ExportProgress } from '../components/export-progress';
import { FilterDialog } from '../components/filter-dialog';
import { PaymentsList } from '../components/payments-list';
import { TestMailDialog } from '../components/test-mail-dialog';
import { TransactionsTable } from '../components/transactions-table';
import { UserInfoDialog } from '../components/user-info-dialog';
import { UsersTable } from '../components/users-table';
import '../admin.css';

const FIRST_PAGES: Record<AdminTab, number> = { users: 0, onPremise: 0, billings: 0, payments: 0 };
const ID_BASE = 'admin';

/**
 * The admin console (spec section 2): four tabs over customers, on-premise licences, current
 * billings and payments. Switching a tab clears the search and resets that tab's paging; the search
 * (hidden on Payment History) waits 800 ms after the last key and resets the page; five rows a page.
 */
export default function AdminPage() {
  const text = useAdminText();
  const errorText = useErrorText();
  const { userInfo } = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AdminTab>('users');
  const [pages, setPages] = useState(FIRST_PAGES);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [dialog, setDialog] = useState<'filter' | 'export' | 'testMail' | null>(null);
  const [openUser, setOpenUser] = useState<AdminUser | null>(null);
  const [details, setDetails] = useState<AdminTransaction | null>(null);
  const [paymentsDownload, setPaymentsDownload] = useState<{ bytes: number | null; error: unknown }>({ bytes: null, error: null });
  const page = pages[tab];
  const setPage = (next: number) => setPages((current) => ({ ...current, [tab]: next }));

  // The debounced search: the list follows the box 800 ms after the last key, from the first page.
  useEffect(() => {
    if (searchInput === search) return;
    const timer = window.setTimeout(() => {
      setSearch(searchInput);
      setPages((current) => ({ ...current, [tab]: 0 }));
    }, DEBOUNCE_MS.adminSearch);
    return () => window.clearTimeout(timer);
  }, [searchInput, search, tab]);

  const switchTab = (next: AdminTab) => {
    if (next === tab) return;
    setTab(next);
    setSearchInput('');
    setSearch('');
    setPages((current) => ({ ...current, [next]: 0 }));
    setPaymentsDownload({ bytes: null, error: null });
  };

  const users = useQuery({
    queryKey: ['admin', 'users', userListQuery(filters.users, search, page)],
    queryFn: ({ signal }) => fetchUsers(userListQuery(filters.users, search, page), signal),
    enabled: tab === 'users',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const purchaseTab = tab === 'onPremise' || tab === 'billings' ? tab : 'billings';
  const purchases = useQuery({
    queryKey: ['admin', 'purchases', purchaseListQuery(purchaseTab, filters[purchaseTab], search, page)],
    queryFn: ({ signal }) => fetchPurchases(purchaseListQuery(purchaseTab, filters[purchaseTab], search, page), signal),
    enabled: tab === 'onPremise' || tab === 'billings',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] &&
      (previousQuery.queryKey[2] as { onPremise: string }).onPremise === (tab === 'onPremise' ? 'true' : 'false')
        ? previous
        : undefined,
    retry: false,
  });
  const payments = useQuery({
    queryKey: ['admin', 'payments', paymentListQuery(filters.payments, page)],
    queryFn: ({ signal }) => fetchPayments(paymentListQuery(filters.payments, page), signal),
    enabled: tab === 'payments',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const current = tab === 'users' ? users : tab === 'payments' ? payments : purchases;

  const runExport: ExportRun = (range, includeOther, onProgress, signal) => {
    if (tab === 'users')
      return downloadExport({ kind: 'users', query: userFileQuery({ ...filters.users, ...range }, search) }, onProgress, signal);
    if (tab === 'payments') return downloadExport({ kind: 'payments', query: range }, onProgress, signal);
    return downloadExport(
      { kind: 'purchases', query: purchaseFileQuery(tab, { ...filters[tab], ...range }, search, includeOther) },
      onProgress,
      signal,
    );
  };
  const downloadPayments = async () => {
    setPaymentsDownload({ bytes: 0, error: null });
    try {
      await downloadExport({ kind: 'payments', query: filters.payments }, (bytes) => setPaymentsDownload({ bytes, error: null }));
      setPaymentsDownload({ bytes: null, error: null });
    } catch (error) {
      setPaymentsDownload({ bytes: null, error });
    }
  };

  const filterVariant = useMemo(() => {
    if (tab === 'users') return { kind: 'users' as const, value: filters.users, empty: EMPTY_FILTERS.users };
    if (tab === 'payments') return { kind: 'payments' as const, value: filters.payments, empty: EMPTY_FILTERS.payments };
    return { kind: tab, value: filters[tab], empty: EMPTY_FILTERS[tab] };
  }, [tab, filters]);
  const filterCount = activeFilterCount(filters[tab]);
  const searching = search !== '' || filterCount > 0;
  const resetAll = () => {
    setSearchInput('');
    setSearch('');
    setFilters((f) => ({ ...f, [tab]: EMPTY_FILTERS[tab] }));
    setPage(0);
  };

  let body: ReactNode;
  if (current.isPending && current.fetchStatus !== 'idle') body = <LoadingScreen label={text.loading} />;
  else if (current.isError)
    body = (
      <PageState
        icon="error"
        title={text.noDataTitle}
        action={
          <Button variant="secondary" onClick={() => void current.refetch()}>
            {text.retry}
          </Button>
        }
      >
        <p>{text.noDataText}</p>
      </PageState>
    );
  else if (!current.data || current.data.count === 0 || current.data.list.length === 0)
    body = (
      <PageState
        icon="search"
        title={text.notFoundTitle}
        action={
          searching ? (
            <Button variant="secondary" onClick={resetAll}>
              {text.resetFilters}
            </Button>
          ) : undefined
        }
      >
        <p>{text.notFoundText}</p>
      </PageState>
    );
  else
    body = (
      <>
        <p className="admin-count" aria-live="polite">
          {text.results(current.data.count)}
        </p>
        <ScrollFrame
          label={text.tabs[tab]}
          className={`admin-results ${current.isFetching ? 'admin-results--busy' : ''}`}
          busy={current.isFetching}
        >
          {tab === 'users' && users.data ? <UsersTable users={users.data.list} onOpen={setOpenUser} /> : null}
          {(tab === 'onPremise' || tab === 'billings') && purchases.data ? (
            <TransactionsTable kind={tab} items={purchases.data.list} onMore={setDetails} />
          ) : null}
          {tab === 'payments' && payments.data ? <PaymentsList payments={payments.data.list} /> : null}
        </ScrollFrame>
        <Pagination
          page={page}
          count={current.data.count}
          limit={ADMIN_LIMIT}
          onChange={setPage}
          label={text.pages}
          previousLabel={text.previous}
          nextLabel={text.next}
          pageLabel={text.page}
        />
      </>
    );

  return (
    <div className="container admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{text.title}</h1>
        <p className="admin-page__intro">{text.intro}</p>
      </header>
      <Tabs
        idBase={ID_BASE}
        items={ADMIN_TABS.map((key) => ({ key, label: text.tabs[key] }))}
        value={tab}
        onChange={switchTab}
        label={text.sections}
      />
      <section {...tabPanelProps(ID_BASE, tab)} className="admin-panel">
        <Toolbar
          search={
            tab === 'payments' ? null : (
              <SearchBox
                value={searchInput}
                onChange={setSearchInput}
                placeholder={tab === 'users' ? text.searchUsers : text.searchPurchases}
              />
            )
          }
        >
          <Button variant="secondary" onClick={() => setDialog('filter')} aria-haspopup="dialog" icon={<FilterIcon />}>
            {filterCount > 0 ? text.filterCount(filterCount) : text.filter}
          </Button>
          {tab === 'payments' ? (
            <Button
              variant="secondary"
              onClick={() => void downloadPayments()}
              loading={paymentsDownload.bytes !== null}
              icon={<DownloadIcon />}
            >
              {text.exportPayments}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDialog('export')} aria-haspopup="dialog" icon={<DownloadIcon />}>
              {text.export}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setDialog('testMail')} aria-haspopup="dialog" icon={<MailIcon />}>
            {text.testEmail}
          </Button>
        </Toolbar>
        {tab === 'payments' && paymentsDownload.bytes !== null ? <ExportProgress bytes={paymentsDownload.bytes} /> : null}
        {tab === 'payments' && paymentsDownload.error ? (
          <p className="admin-notice admin-notice--error" role="alert">
            {errorText(paymentsDownload.error)}
          </p>
        ) : null}
        {body}
      </section>

      <FilterDialog
        key={tab}
        open={dialog === 'filter'}
        variant={filterVariant}
        onClose={() => setDialog(null)}
        onApply={(value) => {
          setFilters((f) => ({ ...f, [tab]: value }));
          setPage(0);
          setDialog(null);
        }}
      />
      <ExportDialog
        open={dialog === 'export'}
        kind={tab === 'payments' ? 'billings' : tab}
        initial={datesOf(filters[tab])}
        onClose={() => setDialog(null)}
        run={runExport}
      />
      <TestMailDialog open={dialog === 'testMail'} onClose={() => setDialog(null)} defaultEmail={userInfo?.username ?? ''} />
      <UserInfoDialog
        user={openUser}
        onClose={() => setOpenUser(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}
      />
      <DetailsDialog item={details} onClose={() => setDetails(null)} />
    </div>
  );
}

const datesOf = (filter: DateRange): DateRange => ({ fromDate: filter.fromDate, toDate: filter.toDate });

/**
 * The results, in a frame that scrolls sideways when a table is wider than the page (11 columns
 * between 900 and about 1300 px). Only then is it a keyboard stop, named after the tab.
 */
function ScrollFrame({ label, className, busy, children }: { label: string; className: string; busy: boolean; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      className={`admin-scroll ${className}`}
      aria-busy={busy || undefined}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}

function Toolbar({ search, children }: { search: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-toolbar">
      {search}
      <div className="admin-toolbar__actions">{children}</div>
    </div>
  );
}

function SearchBox({ value, onChange, placeholder }: { value: string; onChange(value: string): void; placeholder: string }) {
  const text = useAdminText();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="admin-search" role="search">
      <label htmlFor="admin-search" className="visually-hidden">
        {text.search}
      </label>
      <svg className="admin-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id="admin-search"
        type="search"
        className="admin-search__input"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="admin-search__clear"
          aria-label={text.clearSearch}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

const FilterIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
const DownloadIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const MailIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <rect x="3" y="5.5" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);
