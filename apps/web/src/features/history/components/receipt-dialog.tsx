import { useQuery } from '@tanstack/react-query';
import { formatDateShort, formatLari } from '@orioni/contracts/format';
import { Modal } from '@/components/ui/modal';
import { LoadingScreen } from '@/components/ui/spinner';
import { useI18n, usePeriodName } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { fetchPaymentReceipt, PAYMENT_RECEIPT_QUERY_KEY } from '../api/history-api';
import { useHistoryText } from '../history-messages';

/** The receipt of one payment: order number, date, lines and total (spec section 2). */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: number | null; onClose(): void }) {
  const text = useHistoryText();
  const periodName = usePeriodName();
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
  return (
    <Modal
      open={paymentId !== null}
      onClose={onClose}
      title={paymentId ? text.receiptTitle(paymentId) : ''}
      width={640}
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
            <div>
              <dt>{text.date}</dt>
              <dd>{formatDateShort(payment.paymentTime, locale)}</dd>
            </div>
            {payment.idNumber ? (
              <div>
                <dt>{text.idNumber}</dt>
                <dd>{payment.idNumber}</dd>
              </div>
            ) : null}
          </dl>
          {mobile ? (
            <>
              <ul className="payment__lines">
                {payment.purchaseList.map((line) => (
                  <li key={`${line.purchasedItemId}-${line.productKey}`} className="payment__line">
                    <span className="payment__line-name">
                      {line.productName}
                      {line.quantity > 1 ? <span className="receipt__qty"> × {line.quantity}</span> : null}
                    </span>
                    <span className="payment__line-meta">
                      {text.itemId} {line.purchasedItemId} · {periodName(line.period)}
                    </span>
                    <span className="payment__line-price">{formatLari(line.price)}</span>
                  </li>
                ))}
              </ul>
              <p className="receipt__total">
                <span>{text.total}</span>
                <strong data-testid="receipt-total">{formatLari(payment.amount)}</strong>
              </p>
            </>
          ) : (
            <table className="receipt__table">
              <thead>
                <tr>
                  <th scope="col">{text.product}</th>
                  <th scope="col">{text.itemId}</th>
                  <th scope="col">{text.period}</th>
                  <th scope="col" className="num">
                    {text.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {payment.purchaseList.map((line) => (
                  <tr key={`${line.purchasedItemId}-${line.productKey}`}>
                    <td>
                      {line.productName}
                      {line.quantity > 1 ? <span className="receipt__qty"> × {line.quantity}</span> : null}
                    </td>
                    <td>{line.purchasedItemId}</td>
                    <td>{periodName(line.period)}</td>
                    <td className="num">{formatLari(line.price)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {text.total}
                  </th>
                  <td className="num" data-testid="receipt-total">
                    {formatLari(payment.amount)}
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
        </div>
      )}
    </Modal>
  );
}
