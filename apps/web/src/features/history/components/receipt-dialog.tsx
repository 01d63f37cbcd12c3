import { useQuery } from '@tanstack/react-query';
import { formatDateShort, formatLari } from '@orioni/contracts/format';
import { webPaths } from '@orioni/contracts/web-paths';
import { taxInvoiceNumber } from '@orioni/contracts/tax-invoices';
import { ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { DocumentDownloadButton } from '@/components/ui/document-download';
import { hasLineVat, PaymentLinesList, PaymentLinesTable, usePaymentVat } from '@/components/ui/payment-lines';
import { LoadingScreen } from '@/components/ui/spinner';
import { useI18n } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { fetchPaymentReceipt, PAYMENT_RECEIPT_QUERY_KEY } from '../api/history-api';
import { documentTitle } from '@/lib/document-title';
import { useHistoryText } from '../history-messages';

/** The receipt of one payment: order number, date, lines and total (spec section 2). */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: number | null; onClose(): void }) {
  const text = useHistoryText();
  const { locale } = useI18n();
  const mobile = useIsMobile();
  const query = useQuery({
    queryKey: [...PAYMENT_RECEIPT_QUERY_KEY, paymentId],
    queryFn: ({ signal }) => fetchPaymentReceipt(paymentId!, signal),
    enabled: paymentId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const payment = query.data;
  // Issue 41: a VAT payer's payment shows, under its total, the VAT it includes and the total without it.
  const vatRows = usePaymentVat(payment);
  const labelSpan = payment && hasLineVat(payment.purchaseList) ? 4 : 3;
  return (
    <Modal
      open={paymentId !== null}
      onClose={onClose}
      title={paymentId ? text.receiptTitle(paymentId) : ''}
      // A VAT payer's receipt has a column more (issue 41).
      width={vatRows.length ? 720 : 640}
      closeLabel={text.close}
    >
      {query.isPending ? (
        <LoadingScreen label={text.loading} />
      ) : !payment ? (
        <p className="dialog-message" role="alert">
          {text.receiptNotFound}
        </p>
      ) : (
        <div className="receipt" data-testid="receipt">
          <dl className="receipt__facts">
            <div>
              <dt>{text.orderNumber}</dt>
              <dd data-testid="receipt-order">#{payment.paymentId}</dd>
            </div>
            {payment.documentNumber ? (
              <div>
                <dt>{documentTitle(payment, locale)}</dt>
                <dd data-testid="receipt-document">{payment.documentNumber}</dd>
              </div>
            ) : null}
            <div>
              <dt>{text.date}</dt>
              <dd>{formatDateShort(payment.paymentTime, locale)}</dd>
            </div>
            {taxInvoiceNumber(payment.taxInvoice) ? (
              <div>
                <dt>{text.taxInvoice}</dt>
                <dd data-testid="receipt-tax-invoice">{taxInvoiceNumber(payment.taxInvoice)}</dd>
              </div>
            ) : null}
            {payment.idNumber ? (
              <div>
                <dt>{text.idNumber}</dt>
                <dd>{payment.idNumber}</dd>
              </div>
            ) : null}
          </dl>
          {payment.cardNotSaved ? (
            <div className="dialog-message" role="status" data-testid="receipt-card-not-saved">
              <p>{text.cardNotSaved}</p>
              <p>
                <ButtonLink to={webPaths.profile()} variant="secondary" size="sm">
                  {text.addCard}
                </ButtonLink>
              </p>
            </div>
          ) : null}
          {mobile ? (
            <>
              <PaymentLinesList lines={payment.purchaseList} itemIdLabel={text.itemId} quantityClassName="receipt__qty" />
              <p className="receipt__total">
                <span>{text.total}</span>
                <strong data-testid="receipt-total">{formatLari(payment.amount, { locale })}</strong>
              </p>
              {vatRows.length ? (
                <dl className="receipt__vat">
                  {vatRows.map((row) => (
                    <div key={row.key} data-testid={`receipt-${row.key}`}>
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </>
          ) : (
            <PaymentLinesTable
              lines={payment.purchaseList}
              labels={{ product: text.product, itemId: text.itemId, period: text.period, price: text.price }}
              className="receipt__table"
              quantityClassName="receipt__qty"
              footer={
                <>
                  <tr>
                    <th scope="row" colSpan={labelSpan}>
                      {text.total}
                    </th>
                    <td className="num" data-testid="receipt-total">
                      {formatLari(payment.amount, { locale })}
                    </td>
                  </tr>
                  {vatRows.map((row) => (
                    <tr key={row.key} className="receipt__vat-row" data-testid={`receipt-${row.key}`}>
                      <th scope="row" colSpan={labelSpan}>
                        {row.label}
                      </th>
                      <td className="num">{row.value}</td>
                    </tr>
                  ))}
                </>
              }
            />
          )}
          <p className="receipt__download">
            <DocumentDownloadButton paymentId={payment.paymentId} />
          </p>
        </div>
      )}
    </Modal>
  );
}
