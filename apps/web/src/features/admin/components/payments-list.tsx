import { useState } from 'react';
import { taxInvoiceNumber } from '@orioni/contracts/tax-invoices';
import type { AdminPayment } from '@orioni/contracts/admin';
import { formatDateNumeric, formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { DocumentDownloadButton } from '@/components/ui/document-download';
import { PaymentLinesTable, usePaymentVat } from '@/components/ui/payment-lines';
import { useBillingActionsText } from '@/lib/billing-actions-text';
import { documentTitle } from '@/lib/document-title';
import { useI18n } from '@/lib/i18n';
import { useAdminText } from '../admin-messages';
import { RefundDialog } from './refund-dialog';
import { retryTaxInvoice } from '../api/admin-api';
import { useErrorText } from '@/components/ui/error-display';

/**
 * Payment History (spec section 2): each payment with its ID, EXT ID, date and amount, and its
 * purchase rows (e-mail, product name, purchased item id, time period, price). A table on wide
 * screens; at 900 px and narrower the rows stack as cards (CSS). Dates DD/MM/YYYY, as every staff table.
 */
export function PaymentsList({ payments }: { payments: AdminPayment[] }) {
  const [refunding, setRefunding] = useState<number | null>(null);
  return (
    <div className="admin-payments">
      <RefundDialog paymentId={refunding} onClose={() => setRefunding(null)} />
      {payments.map((payment) => (
        <PaymentArticle key={payment.paymentId} payment={payment} onRefund={setRefunding} />
      ))}
    </div>
  );
}

/** The tax invoice states staff may send again (issue 41): the worker sends it at its next pass. */
const RETRYABLE = new Set(['FAILED', 'REFUSED', 'NOT_CONFIGURED']);

/**
 * Send again: the invoice waits for the worker's next pass. The payment stays where it is in the list (a
 * filtered list would drop it at once) and shows the new status; the next load of the list reads it anew.
 */
function TaxInvoiceRetry({ paymentId, onRetried }: { paymentId: number; onRetried(): void }) {
  const text = useAdminText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ done: true } | { error: unknown } | null>(null);
  const errorText = useErrorText();
  const retry = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await retryTaxInvoice(paymentId);
      setOutcome({ done: true });
      onRetried();
    } catch (error) {
      setOutcome({ error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        disabled={outcome !== null && 'done' in outcome}
        onClick={() => void retry()}
        aria-label={text.retryTaxInvoiceFor(paymentId)}
        data-testid={`tax-retry-${paymentId}`}
      >
        {text.retryTaxInvoice}
      </Button>
      <div role="status" className="admin-payment__tax-outcome">
        {outcome && 'done' in outcome ? <p className="admin-notice admin-notice--success">{text.taxInvoiceRetried}</p> : null}
        {outcome && 'error' in outcome ? <p className="admin-notice admin-notice--error">{errorText(outcome.error)}</p> : null}
      </div>
    </>
  );
}

/** One payment: its facts (the VAT it includes among them, issue 41), its lines and its actions. */
function PaymentArticle({ payment, onRefund }: { payment: AdminPayment; onRefund(paymentId: number): void }) {
  const text = useAdminText();
  const actions = useBillingActionsText();
  const { locale } = useI18n();
  const vatRows = usePaymentVat(payment);
  const [retried, setRetried] = useState(false);
  const invoice = payment.taxInvoice && retried ? { ...payment.taxInvoice, status: 'WAITING' as const, error: null } : payment.taxInvoice;
  return (
    <article
      key={payment.paymentId}
      className="admin-payment"
      data-testid="admin-payment"
      aria-labelledby={`admin-payment-${payment.paymentId}`}
    >
      <header className="admin-payment__head">
        <h3 className="admin-payment__title" id={`admin-payment-${payment.paymentId}`}>
          {payment.kind === 'REFUND' && payment.refundOfPaymentId
            ? actions.refundHistory(payment.paymentId, payment.refundOfPaymentId)
            : text.paymentTitle(payment.paymentId)}
        </h3>
        <dl className="admin-payment__facts">
          <div>
            <dt>{text.paymentId}</dt>
            <dd>{payment.paymentId}</dd>
          </div>
          {payment.documentNumber ? (
            <div>
              <dt>{documentTitle(payment, locale)}</dt>
              <dd data-testid="admin-payment-document">{payment.documentNumber}</dd>
            </div>
          ) : null}
          <div>
            <dt>{text.extId}</dt>
            <dd className="admin-break">{payment.externalId ?? '—'}</dd>
          </div>
          <div>
            <dt>{text.date}</dt>
            <dd>
              <time dateTime={payment.paymentTime}>{formatDateNumeric(payment.paymentTime)}</time>
            </dd>
          </div>
          <div className="admin-payment__amount">
            <dt>{text.amount}</dt>
            <dd>{formatLari(payment.amount, { locale })}</dd>
          </div>
          {vatRows.map((row) => (
            <div key={row.key} data-testid={`admin-payment-${row.key}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className="admin-payment__tax" data-testid="admin-payment-tax-invoice">
            <dt>{text.taxInvoice}</dt>
            <dd>
              {invoice ? (
                <>
                  <span className={`admin-status admin-status--tax-${invoice.status.toLowerCase()}`}>
                    {text.taxInvoiceStatuses[invoice.status]}
                  </span>{' '}
                  {taxInvoiceNumber(invoice) ?? ''}
                  {invoice.error ? <span className="admin-payment__tax-error">{invoice.error}</span> : null}
                </>
              ) : (
                <span className="admin-status">{text.taxInvoiceStatuses.NOT_NEEDED}</span>
              )}
            </dd>
          </div>
        </dl>
      </header>
      <PaymentLinesTable
        lines={payment.purchaseList}
        labels={{ product: text.productName, itemId: text.purchasedItemId, period: text.timePeriod, price: text.price }}
        className="admin-table admin-table--lines"
        quantityClassName="admin-muted"
        email={{ label: text.email, value: payment.email, className: 'admin-break' }}
      />
      <div className="admin-payment__actions">
        <DocumentDownloadButton paymentId={payment.paymentId} scope="admin" />
        {payment.kind !== 'REFUND' && payment.amount > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onRefund(payment.paymentId)}
            aria-label={actions.refundFor(payment.paymentId)}
            data-testid={`refund-${payment.paymentId}`}
          >
            {actions.refund}
          </Button>
        ) : null}
        {payment.taxInvoice && RETRYABLE.has(payment.taxInvoice.status) ? (
          <TaxInvoiceRetry paymentId={payment.paymentId} onRetried={() => setRetried(true)} />
        ) : null}
      </div>
    </article>
  );
}
