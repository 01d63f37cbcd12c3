import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { BillingItem } from '@orioni/contracts/entities';
import { DEBOUNCE_MS, PAGE_SIZES, TIMINGS_MS } from '@orioni/contracts/spec-constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardResultDialog, CardTermsDialog } from '@/components/ui/card-dialogs';
import { PageState } from '@/components/ui/page-state';
import { Pagination } from '@/components/ui/pagination';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { CARD_QUERY_KEY, fetchCard, startCardOrder } from '@/lib/saved-card';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { useErrorText } from '@/components/ui/error-display';
import { cancelItem, fetchProducts, PRODUCTS_QUERY_KEY, repayItem } from '../api/billing-api';
import { parseRouteId, rowState, savePlace, takePlace, type ProductsTab } from '../billing-logic';
import { useBillingText } from '../billing-messages';
import { CancelDialog, PaidDialog, PayNowDialog } from '../components/billing-dialogs';
import { ProductRows } from '../components/product-rows';
import '../billing.css';

type Dialog = 'pay' | 'cancel' | 'terms' | 'paid' | null;

/** The customer's personal URL from their notes, with a copy button and a 2.5 s toast (spec section 2). */
function PersonalUrl({ url }: { url: string }) {
  const text = useBillingText();
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    let done = false;
    try {
      await navigator.clipboard.writeText(url);
      done = true;
    } catch {
      done = false;
    }
    setToast(done ? text.copied : text.copyFailed);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setToast(null), TIMINGS_MS.copyToast);
  };
  return (
    <section className="personal-url" aria-label={text.personalUrl}>
      <span className="personal-url__label">{text.personalUrl}</span>
      <a className="personal-url__link" href={url} target="_blank" rel="noreferrer noopener">
        {url}
      </a>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={text.copyUrl}>
        {text.copy}
      </Button>
      <div className={`toast ${toast ? 'toast--visible' : ''}`} role="status" aria-live="polite">
        {toast}
      </div>
    </section>
  );
}

/**
 * Current products (spec section 2; decisions 1, 5, 6, 7): on-premise licences and subscriptions,
 * 10 a page, searched after a 1 s pause; an overdue subscription is paid with Pay now, an active one
 * cancelled. Saving a card goes through the bank's page and back, with the place kept meanwhile.
 */
export default function CurrentProductsPage() {
  const text = useBillingText();
  const errorText = useErrorText();
  const { userInfo } = useSession();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const tabsId = useId();

  const mode = params.mode === 'isOffer' ? 'isOffer' : 'default';
  const route = parseRouteId(params.id);
  const productIdParam = searchParams.get('productId');
  const outcome = productIdParam === 'success' || productIdParam === 'failure' ? productIdParam : null;

  // Back from the bank: the place the customer left (read once).
  const [returned] = useState(() => (outcome ? takePlace() : null));
  const [tab, setTab] = useState<ProductsTab>(returned ? 'billing' : route.tab);
  const [limit] = useState<number>(() => returned?.limit || PAGE_SIZES.billing);
  const [offset, setOffset] = useState(returned?.offset ?? 0);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [activeId, setActiveId] = useState<number | null>(returned?.itemId ?? route.itemId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [paidIds, setPaidIds] = useState<Set<number>>(() => new Set());
  const [resultOpen, setResultOpen] = useState<'success' | 'failure' | null>(outcome);
  const opened = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim());
      setOffset(0);
    }, DEBOUNCE_MS.purchaseHistorySearch);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  const list = useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, tab, search, offset, limit],
    queryFn: ({ signal }) => fetchProducts({ onPremise: tab === 'onPremise', query: search, offset, limit }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // The item the route or the stored place names, wherever its page is.
  const named = useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, 'item', activeId],
    queryFn: ({ signal }) => fetchProducts({ onPremise: false, query: String(activeId), offset: 0, limit: 100 }, signal, 0),
    enabled: activeId !== null,
    select: (page) => page.list.find((i) => i.purchasedItemId === activeId) ?? null,
    retry: false,
  });
  const cardQuery = useQuery({ queryKey: CARD_QUERY_KEY, queryFn: ({ signal }) => fetchCard(signal), retry: false });

  const withPaid = (item: BillingItem): BillingItem => (paidIds.has(item.purchasedItemId) ? { ...item, overdueDays: null } : item);
  const active = named.data ? withPaid(named.data) : (list.data?.list.map(withPaid).find((i) => i.purchasedItemId === activeId) ?? null);

  // An overdue item named by the route, or kept across the card redirect, opens Pay now once.
  useEffect(() => {
    if (opened.current || !active || resultOpen) return;
    opened.current = true;
    if (rowState(active) === 'overdue') setDialog('pay');
  }, [active, resultOpen]);

  const chooseTab = (next: ProductsTab) => {
    setTab(next);
    setOffset(0);
    setSearchInput('');
    setSearch('');
    navigate(`/currentproducts/${mode}/id/${next === 'billing' ? 'billing' : '0'}`, { replace: true });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });

  const openPay = (item: BillingItem) => {
    setActiveId(item.purchasedItemId);
    setActionError(null);
    setDialog('pay');
  };
  const openCancel = (item: BillingItem) => {
    setActiveId(item.purchasedItemId);
    setActionError(null);
    setDialog('cancel');
  };
  const close = () => {
    if (busy) return;
    setDialog(null);
    setActionError(null);
  };

  const pay = async () => {
    if (!active) return;
    setBusy(true);
    setActionError(null);
    try {
      await repayItem(active.purchasedItemId);
      setPaidIds((ids) => new Set(ids).add(active.purchasedItemId));
      setDialog('paid');
      void refresh();
    } catch (error) {
      setActionError(error);
      if (error instanceof ApiError && error.key === 'CARD_REQUIRED') {
        void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
        setDialog('terms');
      }
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!active) return;
    setBusy(true);
    setActionError(null);
    try {
      await cancelItem(active.purchasedItemId);
      setDialog(null);
      await refresh();
    } catch (error) {
      setActionError(error);
    } finally {
      setBusy(false);
    }
  };

  const addCard = async () => {
    setBusy(true);
    setTermsError(null);
    try {
      savePlace({ itemId: active?.purchasedItemId ?? null, offset, limit });
      const back = `/currentproducts/${mode}/id/${active?.purchasedItemId ?? 'billing'}`;
      const { redirectUrl } = await startCardOrder(`${back}?productId=success`, `${back}?productId=failure`);
      window.location.assign(redirectUrl);
    } catch (error) {
      setTermsError(errorText(error));
      setBusy(false);
    }
  };

  const closeResult = () => {
    setResultOpen(null);
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
    navigate(`/currentproducts/${mode}/id/${activeId ?? 'billing'}`, { replace: true });
    // Back with a card for an overdue item: Pay now again.
    if (outcome === 'success' && active && rowState(active) === 'overdue') setDialog('pay');
  };

  const items = list.data?.list.map(withPaid) ?? [];
  const searching = search !== '' || searchInput !== '';
  const showSearch = (list.data?.count ?? 0) > 0 || searching;
  const personalUrl = userInfo?.notes?.trim() || null;

  let body;
  if (list.isPending) body = <LoadingScreen label={text.loading} />;
  else if (list.isError)
    body = (
      <PageState
        icon="error"
        title={text.noDataTitle}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {text.retry}
          </Button>
        }
      >
        <p>{text.noDataText}</p>
      </PageState>
    );
  else if (items.length === 0)
    body = search ? (
      <PageState
        icon="search"
        title={text.notFoundTitle}
        action={
          <Button variant="secondary" onClick={() => setSearchInput('')}>
            {text.clearSearch}
          </Button>
        }
      >
        <p>{text.notFoundText(search)}</p>
      </PageState>
    ) : (
      <PageState
        icon="search"
        title={tab === 'billing' ? text.emptyBilling : text.emptyOnPremise}
        action={
          <ButtonLink to="/" variant="secondary">
            {text.browse}
          </ButtonLink>
        }
      >
        <p>{text.emptyText}</p>
      </PageState>
    );
  else
    body = (
      <>
        <div className={`products-list ${list.isFetching ? 'products-list--busy' : ''}`} aria-busy={list.isFetching || undefined}>
          <ProductRows
            items={items}
            billing={tab === 'billing'}
            mobile={mobile}
            activeItemId={activeId}
            onPay={openPay}
            onCancel={openCancel}
          />
        </div>
        <Pagination
          page={Math.floor(offset / limit)}
          count={list.data.count}
          limit={limit}
          onChange={(next) => {
            setOffset(next * limit);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          label={text.pages}
          previousLabel={text.previous}
          nextLabel={text.next}
          pageLabel={text.page}
        />
      </>
    );

  return (
    <div className="container products-page">
      <header className="products-page__head">
        <div>
          <h1 className="products-page__title">{text.title}</h1>
          <p className="products-page__intro">{text.intro}</p>
        </div>
        {personalUrl ? <PersonalUrl url={personalUrl} /> : null}
      </header>
      <div className="products-page__bar">
        <Tabs
          idBase={tabsId}
          label={text.tabsLabel}
          value={tab}
          onChange={chooseTab}
          items={[
            { key: 'onPremise', label: text.onPremiseTab },
            { key: 'billing', label: text.billingTab },
          ]}
        />
        {showSearch ? (
          <input
            type="search"
            className="products-page__search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={text.search}
            aria-label={text.searchLabel}
            maxLength={100}
          />
        ) : null}
      </div>
      <div {...tabPanelProps(tabsId, tab)} className="products-page__panel">
        {body}
      </div>

      <PayNowDialog
        item={dialog === 'pay' ? active : null}
        card={cardQuery.data ?? null}
        cardLoading={cardQuery.isPending}
        busy={busy}
        error={actionError && !(actionError instanceof ApiError && actionError.key === 'CARD_REQUIRED') ? actionError : null}
        onClose={close}
        onPay={() => void pay()}
        onAddCard={() => {
          setTermsError(null);
          setDialog('terms');
        }}
      />
      <CancelDialog
        item={dialog === 'cancel' ? active : null}
        busy={busy}
        error={actionError}
        onClose={close}
        onConfirm={() => void cancel()}
      />
      <CardTermsDialog open={dialog === 'terms'} onClose={close} onAccept={() => void addCard()} busy={busy} error={termsError} />
      <PaidDialog open={dialog === 'paid'} onClose={() => setDialog(null)} />
      <CardResultDialog outcome={resultOpen} onClose={closeResult} successText={text.cardSuccessText} />
    </div>
  );
}
