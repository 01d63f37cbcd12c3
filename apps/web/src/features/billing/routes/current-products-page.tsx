import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Mode } from '@orioni/contracts/constants';
import type { BillingItem } from '@orioni/contracts/entities';
import { DEBOUNCE_MS, PAGE_SIZES, TIMINGS_MS } from '@orioni/contracts/spec-constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardResultDialog, CardTermsDialog } from '@/components/ui/card-dialogs';
import { useErrorText } from '@/components/ui/error-display';
import { PageState } from '@/components/ui/page-state';
import { Pagination } from '@/components/ui/pagination';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { CARD_QUERY_KEY, fetchCard, startCardOrder } from '@/lib/saved-card';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-media-query';
import { cancelItem, fetchProducts, locateItem, PRODUCTS_QUERY_KEY, repayItem, waitUntilPaid } from '../api/billing-api';
import {
  cardReturnUrls,
  parseRouteId,
  payFailureOf,
  personalUrlOf,
  productsPath,
  rowState,
  savePlace,
  tabOf,
  takePlace,
  type ProductsTab,
} from '../billing-logic';
import { useBillingText } from '../billing-messages';
import { CancelDialog, CanceledDialog, PaidDialog, PayNowDialog } from '../components/billing-dialogs';
import { ProductRows } from '../components/product-rows';
import '../billing.css';

type Dialog = 'pay' | 'cancel' | 'canceled' | 'terms' | 'paid' | null;

/** The customer's personal URL from their notes, with a copy button and a 2.5 s toast (spec section 2). */
function PersonalUrl({ url }: { url: { href: string; text: string } }) {
  const text = useBillingText();
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    let done = false;
    try {
      await navigator.clipboard.writeText(url.text);
      done = true;
    } catch {
      done = false;
    }
    setToast(done ? text.copied : text.copyFailed);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setToast(null), TIMINGS_MS.copyToast);
  };
  return (
    <section className="personal-url" aria-labelledby="personal-url-label">
      <span className="personal-url__label" id="personal-url-label">
        {text.personalUrl}
      </span>
      <a className="personal-url__link" href={url.href} target="_blank" rel="noreferrer noopener" data-testid="personal-url">
        {url.text}
      </a>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={text.copyUrl} data-testid="copy-url">
        {text.copy}
      </Button>
      <div className={`toast ${toast ? 'toast--visible' : ''}`} role="status" aria-live="polite" data-testid="copy-toast">
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
  const panelRef = useRef<HTMLDivElement>(null);

  const mode: Mode = params.mode === 'isOffer' ? 'isOffer' : 'default';
  const productIdParam = searchParams.get('productId');
  const outcome = productIdParam === 'success' || productIdParam === 'failure' ? productIdParam : null;

  // Back from the bank: the place the customer left (read once), else the route's tab or item.
  const [start] = useState(() => {
    const route = parseRouteId(params.id);
    const returned = outcome ? takePlace(PAGE_SIZES.billing) : null;
    if (returned) return { tab: 'billing' as ProductsTab | null, itemId: returned.itemId, offset: returned.offset, limit: returned.limit };
    return { tab: route.tab, itemId: route.itemId, offset: 0, limit: PAGE_SIZES.billing };
  });
  const [tab, setTab] = useState<ProductsTab | null>(start.tab);
  const [limit] = useState(start.limit);
  const [offset, setOffset] = useState(start.offset);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [activeId, setActiveId] = useState<number | null>(start.itemId);
  const [locateId, setLocateId] = useState<number | null>(start.itemId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogItem, setDialogItem] = useState<BillingItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const [declined, setDeclined] = useState(false);
  const [progress, setProgress] = useState(false);
  const [canceled, setCanceled] = useState<{ name: string; endDate: string | null } | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [paidIds, setPaidIds] = useState<ReadonlySet<number>>(() => new Set());
  const [resultOpen, setResultOpen] = useState<'success' | 'failure' | null>(outcome);
  const located = useRef<number | null>(null);
  const pendingPay = useRef<BillingItem | null>(null);

  // The search applies after a 1 s pause and starts again from the first page.
  useEffect(() => {
    const next = searchInput.trim();
    if (next === search) return;
    const timer = window.setTimeout(() => {
      setSearch(next);
      setOffset(0);
    }, DEBOUNCE_MS.purchaseHistorySearch);
    return () => window.clearTimeout(timer);
  }, [searchInput, search]);

  const list = useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, tab, search, offset, limit],
    queryFn: ({ signal }) => fetchProducts({ onPremise: tab === 'onPremise', query: search, offset, limit }, signal),
    enabled: tab !== null,
    // Paging keeps the rows on screen while the next page loads; another tab never shows this one's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tab ? previous : undefined),
    retry: false,
  });
  // The item a route or the stored place names, on whichever tab and page it is.
  const namedItem = useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, 'item', locateId],
    queryFn: ({ signal }) => locateItem(locateId!, signal),
    enabled: locateId !== null,
    retry: false,
  });
  const cardQuery = useQuery({ queryKey: CARD_QUERY_KEY, queryFn: ({ signal }) => fetchCard(signal), retry: false });

  const withPaid = (item: BillingItem): BillingItem =>
    paidIds.has(item.purchasedItemId) ? { ...item, overdueDays: null, amountDue: 0, duePeriods: [] } : item;

  const openDialog = (kind: 'pay' | 'cancel', item: BillingItem) => {
    setActiveId(item.purchasedItemId);
    setDialogItem(item);
    setActionError(null);
    setDeclined(false);
    setDialog(kind);
    // Decision 1: the route names the item whose dialog is open.
    navigate(productsPath(mode, item.purchasedItemId), { replace: true });
  };

  // A named item: its tab is shown, and Pay now opens for it if it is overdue (after the card result).
  useEffect(() => {
    if (locateId === null || located.current === locateId || namedItem.isPending) return;
    located.current = locateId;
    const item = namedItem.data ?? null;
    if (!item) {
      if (tab === null) {
        setTab(namedItem.isError ? 'billing' : 'onPremise');
        if (!namedItem.isError) navigate(productsPath(mode, 'onPremise'), { replace: true });
      }
      setActiveId(null);
      return;
    }
    if (tab === null) setTab(tabOf(item));
    setActiveId(item.purchasedItemId);
    if (rowState(item) !== 'overdue') return;
    if (resultOpen) pendingPay.current = item;
    else openDialog('pay', item);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per named item
  }, [locateId, namedItem.isPending, namedItem.data, namedItem.isError]);

  // The route changed under the page (a link to it, the back button): follow it.
  const routeId = params.id;
  const seenRoute = useRef(routeId);
  useEffect(() => {
    if (seenRoute.current === routeId) return;
    seenRoute.current = routeId;
    const next = parseRouteId(routeId);
    if (next.itemId !== null) {
      if (next.itemId !== activeId) {
        setLocateId(next.itemId);
        setTab(null);
        setOffset(0);
      }
    } else if (next.tab !== tab) {
      setTab(next.tab);
      setOffset(0);
      setSearchInput('');
      setSearch('');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the route only
  }, [routeId]);

  const chooseTab = (next: ProductsTab) => {
    if (next === tab) return;
    setTab(next);
    setOffset(0);
    setSearchInput('');
    setSearch('');
    navigate(productsPath(mode, next), { replace: true });
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });

  const close = () => {
    if (busy) return;
    setDialog(null);
    setActionError(null);
    setDeclined(false);
    navigate(productsPath(mode, tab ?? 'billing'), { replace: true });
  };

  const pay = async () => {
    const item = dialogItem;
    if (!item) return;
    setBusy(true);
    setActionError(null);
    setDeclined(false);
    const paid = () => {
      setPaidIds((ids) => new Set(ids).add(item.purchasedItemId));
      setDialog('paid');
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['payment-history'] });
    };
    try {
      // Decision 27: the total the customer confirmed; a debt that changed meanwhile is not charged.
      const { redirectUrl } = await repayItem(item.purchasedItemId, item.amountDue);
      if (redirectUrl) {
        // Bank of Georgia: the total is paid on the bank's page; the receipt page follows its answer.
        window.location.assign(redirectUrl);
        return;
      }
      paid();
    } catch (error) {
      const key = error instanceof ApiError ? error.key : undefined;
      const failure = payFailureOf(key);
      if (key === 'REPAY_IN_PROGRESS') {
        // Another payment of the item is in flight (a second tab, a double click, the renewal
        // pass): wait for it and show its result, paid or not.
        setProgress(true);
        const done = await waitUntilPaid(item.purchasedItemId);
        setProgress(false);
        if (done) paid();
        else setActionError(text.inProgressSlow);
      } else if (key === 'PAYMENT_PENDING') {
        // The bank has the payment and has not decided yet: it is settled later, never charged twice.
        setActionError(text.inProgressSlow);
        void refresh();
      } else if (key === 'AMOUNT_DUE_CHANGED') {
        // Show the new lines and total; the customer confirms again.
        const fresh = await locateItem(item.purchasedItemId).catch(() => null);
        if (fresh) setDialogItem(fresh);
        setActionError(error);
        void refresh();
      } else if (failure === 'needsCard') {
        // No card to charge (any more): straight on to adding one.
        void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
        setTermsError(errorText(error));
        setDialog('terms');
      } else {
        setActionError(error);
        setDeclined(failure === 'declined');
      }
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const item = dialogItem;
    if (!item) return;
    setBusy(true);
    setActionError(null);
    try {
      const result = await cancelItem(item.purchasedItemId);
      await refresh();
      // Confirmed: when it ends (the focus returns to the list when this closes).
      setCanceled({ name: item.itemName, endDate: result.endDate });
      setDialog('canceled');
      navigate(productsPath(mode, tab ?? 'billing'), { replace: true });
    } catch (error) {
      setActionError(error);
    } finally {
      setBusy(false);
    }
  };

  const addCard = async () => {
    setBusy(true);
    setTermsError(null);
    const itemId = dialogItem?.purchasedItemId ?? activeId;
    try {
      savePlace({ itemId, offset, limit });
      const back = cardReturnUrls(mode, itemId);
      const { redirectUrl } = await startCardOrder(back.success, back.failure);
      window.location.assign(redirectUrl);
    } catch (error) {
      setTermsError(errorText(error));
      setBusy(false);
    }
  };

  const closeResult = () => {
    setResultOpen(null);
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: CARD_QUERY_KEY });
    const item = pendingPay.current;
    pendingPay.current = null;
    // Back with the stored item overdue: Pay now again (spec section 2).
    if (item && !paidIds.has(item.purchasedItemId)) openDialog('pay', item);
    else navigate(productsPath(mode, tab ?? 'billing'), { replace: true });
  };

  const items = list.data?.list.map(withPaid) ?? [];
  const count = list.data?.count ?? 0;
  const searching = search !== '' || searchInput !== '';
  const showSearch = count > 0 || searching;
  // Issue 32 item 14: what a search found (or that it found nothing) is read out, politely.
  const searchStatus =
    search && list.data && !list.isFetching ? (items.length === 0 ? text.notFoundText(search) : text.foundCount(count)) : '';
  const personalUrl = personalUrlOf(userInfo?.notes);
  const clearSearch = () => {
    setSearchInput('');
    setSearch('');
    setOffset(0);
  };

  let body;
  if (tab === null || list.isPending) body = <LoadingScreen label={text.loading} />;
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
          <Button variant="secondary" onClick={clearSearch}>
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
            onPay={(item) => openDialog('pay', item)}
            onCancel={(item) => openDialog('cancel', item)}
          />
        </div>
        <Pagination
          page={Math.floor(offset / limit)}
          count={count}
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

  const shownTab = tab ?? 'billing';
  return (
    <div className="container products-page">
      <header className="products-page__head">
        <div className="products-page__heading">
          <h1 className="products-page__title">{text.title}</h1>
          <p className="products-page__intro">{text.intro}</p>
        </div>
        {personalUrl ? <PersonalUrl url={personalUrl} /> : null}
      </header>
      <div className="products-page__bar">
        <Tabs
          idBase={tabsId}
          label={text.tabsLabel}
          value={shownTab}
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
            data-testid="products-search"
          />
        ) : null}
      </div>
      <div {...tabPanelProps(tabsId, shownTab)} ref={panelRef} className="products-page__panel">
        {body}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="products-status">
        {searchStatus}
      </p>

      <PayNowDialog
        item={dialog === 'pay' ? dialogItem : null}
        card={cardQuery.data ?? null}
        cardLoading={cardQuery.isPending}
        declined={declined}
        busy={busy}
        progress={progress}
        error={actionError}
        onClose={close}
        onPay={() => void pay()}
        onAddCard={() => {
          setTermsError(null);
          setDialog('terms');
        }}
      />
      <CancelDialog
        item={dialog === 'cancel' ? dialogItem : null}
        busy={busy}
        error={actionError}
        onClose={close}
        onConfirm={() => void cancel()}
      />
      <CanceledDialog
        result={dialog === 'canceled' ? canceled : null}
        onClose={() => {
          setDialog(null);
          // The cancel button is gone with the row's new state: keep the keyboard in the list.
          window.requestAnimationFrame(() => panelRef.current?.focus());
        }}
      />
      <CardTermsDialog open={dialog === 'terms'} onClose={close} onAccept={() => void addCard()} busy={busy} error={termsError} />
      <PaidDialog
        open={dialog === 'paid'}
        onClose={() => {
          setDialog(null);
          navigate(productsPath(mode, tab ?? 'billing'), { replace: true });
        }}
      />
      <CardResultDialog outcome={resultOpen} onClose={closeResult} successText={text.cardSuccessText} />
    </div>
  );
}
