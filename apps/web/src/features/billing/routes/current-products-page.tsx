import { useId, useRef, useState, type RefObject } from 'react';
import type { BillingItem } from '@orioni/contracts/entities';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardResultDialog, CardTermsDialog } from '@/components/ui/card-dialogs';
import { PageError } from '@/components/ui/page-error';
import { PageState } from '@/components/ui/page-state';
import { Pagination } from '@/components/ui/pagination';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useIsMobileOnceKnown } from '@/lib/use-media-query';
import { personalUrlOf } from '../billing-logic';
import { useBillingText } from '../billing-messages';
import { CancelDialog, CanceledDialog, PaidDialog, PayNowDialog } from '../components/billing-dialogs';
import { PersonalUrl } from '../components/personal-url';
import { ProductRows } from '../components/product-rows';
import { UndoCancelDialog } from '../components/undo-cancel-dialog';
import { useProductsList, useProductsPage } from '../hooks/use-products-page';
import { withPaid } from '../products-state';
import '../billing.css';

type Page = ReturnType<typeof useProductsPage>;

/**
 * Current products (spec section 2; decisions 1, 5, 6, 7): on-premise licences and subscriptions,
 * 10 a page, searched after a 1 s pause; an overdue subscription is paid with Pay now, an active one
 * cancelled. Saving a card goes through the bank's page and back, with the place kept meanwhile.
 * The state is a reducer (`products-state.ts`); the requests are in `use-products-page.ts`.
 */
export default function CurrentProductsPage() {
  const text = useBillingText();
  const { userInfo } = useSession();
  const tabsId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const page = useProductsPage();
  const { state, dispatch } = page;
  const list = useProductsList(state);
  const items = list.data?.list.map((item) => withPaid(state, item)) ?? [];
  const count = list.data?.count ?? 0;
  const showSearch = count > 0 || state.search !== '' || state.searchInput !== '';
  // Issue 32 item 14: what a search found (or that it found nothing) is read out, politely.
  const searchStatus =
    state.search && list.data && !list.isFetching ? (items.length === 0 ? text.notFoundText(state.search) : text.foundCount(count)) : '';
  const personalUrl = personalUrlOf(userInfo?.notes);
  const shownTab = state.tab ?? 'billing';

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
          onChange={page.chooseTab}
          items={[
            { key: 'onPremise', label: text.onPremiseTab },
            {
              key: 'billing',
              label: (
                <>
                  {text.billingTab}
                  {page.overdueCount > 0 ? (
                    <span className="tabs__badge" data-testid="overdue-badge">
                      <span aria-hidden="true">{page.overdueCount}</span>
                      <span className="visually-hidden">{text.overdueBadge(page.overdueCount)}</span>
                    </span>
                  ) : null}
                </>
              ),
            },
          ]}
        />
        {showSearch ? (
          <input
            type="search"
            className="products-page__search"
            value={state.searchInput}
            onChange={(event) => dispatch({ type: 'typed', value: event.target.value })}
            placeholder={text.search}
            aria-label={text.searchLabel}
            maxLength={100}
            data-testid="products-search"
          />
        ) : null}
      </div>
      <div {...tabPanelProps(tabsId, shownTab)} ref={panelRef} className="products-page__panel">
        <ProductsBody page={page} list={list} items={items} count={count} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="products-status">
        {searchStatus}
      </p>
      <ProductsDialogs page={page} panelRef={panelRef} />
    </div>
  );
}

/** The tab's panel: loading, no data, nothing found, empty, or the rows and the pages. */
function ProductsBody({
  page,
  list,
  items,
  count,
}: {
  page: Page;
  list: ReturnType<typeof useProductsList>;
  items: BillingItem[];
  count: number;
}) {
  const text = useBillingText();
  // null while attaching to the server's screen (which came with the first list, issue 30 item 1): the
  // rows, laid out by the width, wait for the browser's answer rather than be painted in the wrong
  // layout and swapped.
  const layout = useIsMobileOnceKnown();
  const mobile = layout === true;
  const { state, dispatch } = page;
  const [undo, setUndo] = useState<BillingItem | null>(null);
  if (state.tab === null || list.isPending) return <LoadingScreen label={text.loading} />;
  if (list.isError)
    return <PageError title={text.noDataTitle} text={text.noDataText} retryLabel={text.retry} onRetry={() => void list.refetch()} />;
  if (items.length === 0)
    return state.search ? (
      <PageState
        icon="search"
        title={text.notFoundTitle}
        action={
          <Button variant="secondary" onClick={() => dispatch({ type: 'clearSearch' })}>
            {text.clearSearch}
          </Button>
        }
      >
        <p>{text.notFoundText(state.search)}</p>
      </PageState>
    ) : (
      <PageState
        icon="search"
        title={state.tab === 'billing' ? text.emptyBilling : text.emptyOnPremise}
        action={
          <ButtonLink to="/" variant="secondary">
            {text.browse}
          </ButtonLink>
        }
      >
        <p>{text.emptyText}</p>
      </PageState>
    );
  if (layout === null) return <LoadingScreen label={text.loading} />;
  return (
    <>
      <div className={`products-list ${list.isFetching ? 'products-list--busy' : ''}`} aria-busy={list.isFetching || undefined}>
        <ProductRows
          items={items}
          billing={state.tab === 'billing'}
          mobile={mobile}
          activeItemId={state.activeId}
          onPay={(item) => page.openDialog('pay', item)}
          onCancel={(item) => page.openDialog('cancel', item)}
          onUndo={setUndo}
        />
      </div>
      <UndoCancelDialog item={undo} onClose={() => setUndo(null)} />
      <Pagination
        page={Math.floor(state.offset / state.limit)}
        count={count}
        limit={state.limit}
        onChange={(next) => {
          dispatch({ type: 'page', offset: next * state.limit });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        label={text.pages}
        previousLabel={text.previous}
        nextLabel={text.next}
        pageLabel={text.page}
      />
    </>
  );
}

/** Pay now, Cancel and what follows them, the card terms, and the card result after the bank's page. */
function ProductsDialogs({ page, panelRef }: { page: Page; panelRef: RefObject<HTMLDivElement | null> }) {
  const text = useBillingText();
  const { state, dispatch } = page;
  return (
    <>
      <PayNowDialog
        item={state.dialog === 'pay' ? state.dialogItem : null}
        card={page.card.data ?? null}
        cardLoading={page.card.isPending}
        declined={state.declined}
        busy={state.busy}
        progress={state.progress}
        error={state.actionError}
        onClose={page.close}
        onPay={() => void page.pay()}
        onAddCard={() => dispatch({ type: 'terms' })}
      />
      <CancelDialog
        item={state.dialog === 'cancel' ? state.dialogItem : null}
        busy={state.busy}
        error={state.actionError}
        onClose={page.close}
        onConfirm={() => void page.cancel()}
      />
      <CanceledDialog
        result={state.dialog === 'canceled' ? state.canceled : null}
        onClose={() => {
          dispatch({ type: 'dialogClosed' });
          // The cancel button is gone with the row's new state: keep the keyboard in the list.
          window.requestAnimationFrame(() => panelRef.current?.focus());
        }}
      />
      <CardTermsDialog
        open={state.dialog === 'terms'}
        onClose={page.close}
        onAccept={() => void page.addCard()}
        busy={state.busy}
        error={state.termsError}
      />
      <PaidDialog
        open={state.dialog === 'paid'}
        onClose={() => {
          dispatch({ type: 'dialogClosed' });
          page.toTab();
        }}
      />
      <CardResultDialog outcome={state.resultOpen} onClose={page.closeResult} successText={text.cardSuccessText} />
    </>
  );
}
