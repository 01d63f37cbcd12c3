import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Payment } from '@orioni/contracts/entities';
import { formatDateNumeric, formatDateShort, formatLari } from '@orioni/contracts/format';
import { webPaths } from '@orioni/contracts/web-paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { DocumentDownloadButton } from '@/components/ui/document-download';
import { PageError } from '@/components/ui/page-error';
import { PageState } from '@/components/ui/page-state';
import { Pagination } from '@/components/ui/pagination';
import { PaymentLinesList, PaymentLinesTable } from '@/components/ui/payment-lines';
import { LoadingScreen } from '@/components/ui/spinner';
import { useBillingActionsText } from '@/lib/billing-actions-text';
import { focusIsOnLanding } from '@/lib/focus-landing';
import { useI18n } from '@/lib/i18n';
import { useIsMobileOnceKnown } from '@/lib/use-media-query';
import { historyPageSize } from '../history-paging';
import { fetchPaymentHistory, PAYMENT_HISTORY_QUERY_KEY } from '../api/history-api';
import { ReceiptDialog } from '../components/receipt-dialog';
import { documentTitle } from '@/lib/document-title';
import { useHistoryText } from '../history-messages';
import '../history.css';

function PaymentCard({ payment, mobile, onOpen }: { payment: Payment; mobile: boolean; onOpen(): void }) {
  const text = useHistoryText();
  const refund = useBillingActionsText();
  const { locale } = useI18n();
  const lineLabels = { product: text.product, itemId: text.itemId, period: text.period, price: text.price };
  return (
    <article className="payment" data-testid="payment" aria-labelledby={`payment-${payment.paymentId}`}>
      <header className="payment__head">
        <h2 className="payment__id" id={`payment-${payment.paymentId}`}>
          <button type="button" className="payment__open" onClick={onOpen} aria-label={text.openReceipt(payment.paymentId)}>
            {payment.kind === 'REFUND' && payment.refundOfPaymentId
              ? refund.refundHistory(payment.paymentId, payment.refundOfPaymentId)
              : text.payment(payment.paymentId)}
          </button>
        </h2>
        <dl className="payment__facts">
          <div>
            <dt>{text.date}</dt>
            <dd>
              <time dateTime={payment.paymentTime}>
                {mobile ? formatDateNumeric(payment.paymentTime) : formatDateShort(payment.paymentTime, locale)}
              </time>
            </dd>
          </div>
          {payment.documentNumber ? (
            <div>
              <dt>{documentTitle(payment, locale)}</dt>
              <dd data-testid="payment-document">{payment.documentNumber}</dd>
            </div>
          ) : null}
          {mobile ? null : (
            <div>
              <dt>{text.idNumber}</dt>
              <dd>{payment.idNumber ?? '—'}</dd>
            </div>
          )}
          <div className="payment__amount">
            <dt>{text.amount}</dt>
            <dd>{formatLari(payment.amount, { locale })}</dd>
          </div>
        </dl>
      </header>
      {mobile ? (
        <PaymentLinesList lines={payment.purchaseList} itemIdLabel={text.itemId} quantityClassName="payment__qty" />
      ) : (
        <PaymentLinesTable lines={payment.purchaseList} labels={lineLabels} className="payment__table" quantityClassName="payment__qty" />
      )}
      <div className="payment__actions">
        <Button variant="secondary" size="sm" onClick={onOpen} aria-label={text.openReceipt(payment.paymentId)}>
          {text.viewReceipt}
        </Button>
        <DocumentDownloadButton paymentId={payment.paymentId} />
      </div>
    </article>
  );
}

/**
 * Transaction history (spec section 2): payments 10 per page (3 on mobile), each with its lines; a
 * payment id in the route opens its receipt, 0 closes it; failure → no-data panel, empty → not found.
 */
export default function TransactionHistoryPage() {
  const text = useHistoryText();
  const params = useParams();
  const navigate = useNavigate();
  // null while attaching to the server's screen (which came with the first payments, issue 30 item 1):
  // the payments, laid out by the width, wait for the browser's answer rather than be painted in the
  // wrong layout and swapped.
  const layout = useIsMobileOnceKnown();
  const mobile = layout === true;
  const mode = params.mode === 'isOffer' ? 'isOffer' : 'default';
  const routeId = Number(params.id ?? 0);
  const receiptId = Number.isSafeInteger(routeId) && routeId > 0 ? routeId : null;
  const limit = historyPageSize(mobile);
  const [offset, setOffset] = useState(0);
  const page = Math.floor(offset / limit);
  const query = useQuery({
    queryKey: [...PAYMENT_HISTORY_QUERY_KEY, page * limit, limit],
    queryFn: ({ signal }) => fetchPaymentHistory(page * limit, limit, signal),
    placeholderData: keepPreviousData,
    retry: false,
    // Not while attaching: the page size is not known yet (the answers the page came with are in the cache).
    enabled: layout !== null,
  });

  const open = (id: number) => navigate(webPaths.payment(id, mode));
  const close = () => navigate(webPaths.payment(0, mode), { replace: true });

  // A receipt reached by a link (the checkout lands here after paying) has no opener on this page: once it
  // closes, focus would fall to the page body. It goes to that payment's button instead, as soon as the list
  // shows it (it may still be loading), unless the customer has moved focus somewhere meanwhile.
  const shownReceipt = useRef<number | null>(null);
  const focusPayment = useRef<number | null>(null);
  useEffect(() => {
    const closed = shownReceipt.current;
    shownReceipt.current = receiptId;
    if (receiptId !== null) focusPayment.current = null;
    else if (closed !== null) focusPayment.current = closed;
    const id = focusPayment.current;
    if (id === null) return;
    // Focus the customer put somewhere stays there; focus where arriving on the page left it does not.
    if (!focusIsOnLanding(document.activeElement, document.getElementById('main'), document.body)) {
      focusPayment.current = null;
      return;
    }
    const button = document.querySelector<HTMLElement>(`#payment-${id} button`);
    if (!button) return;
    focusPayment.current = null;
    button.focus();
  }, [receiptId, query.data]);

  const empty = query.data !== undefined && (query.data.count === 0 || query.data.list.length === 0);
  let body;
  if (query.isPending || (layout === null && !empty)) body = <LoadingScreen label={text.loading} />;
  else if (query.isError)
    body = <PageError title={text.noDataTitle} text={text.noDataText} retryLabel={text.retry} onRetry={() => void query.refetch()} />;
  else if (query.data.count === 0 || query.data.list.length === 0)
    body = (
      <PageState
        icon="search"
        title={text.emptyTitle}
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
        <div className={`history-list ${query.isFetching ? 'history-list--busy' : ''}`} aria-busy={query.isFetching || undefined}>
          {query.data.list.map((payment) => (
            <PaymentCard key={payment.paymentId} payment={payment} mobile={mobile} onOpen={() => open(payment.paymentId)} />
          ))}
        </div>
        <Pagination
          page={page}
          count={query.data.count}
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
    <div className="container history-page">
      <header className="history-page__head">
        <h1 className="history-page__title">{text.title}</h1>
        <p className="history-page__intro">{text.intro}</p>
      </header>
      {body}
      <ReceiptDialog paymentId={receiptId} onClose={close} />
    </div>
  );
}
