import type { AdminPayment } from '@orioni/contracts/admin';
import { formatDateNumeric, formatLari } from '@orioni/contracts/format';
import { usePeriodName } from '@/lib/i18n';
import { useAdminText } from '../admin-messages';

/**
 * Payment History (spec section 2): each payment with its ID, EXT ID, date and amount, and its
 * purchase rows (e-mail, product name, purchased item id, time period, price). A table on wide
 * screens; at 900 px and narrower the rows stack as cards (CSS). Dates DD/MM/YYYY, as every staff table.
 */
export function PaymentsList({ payments }: { payments: AdminPayment[] }) {
  const text = useAdminText();
  const periodName = usePeriodName();
  return (
    <div className="admin-payments">
      {payments.map((payment) => (
        <article
          key={payment.paymentId}
          className="admin-payment"
          data-testid="admin-payment"
          aria-labelledby={`admin-payment-${payment.paymentId}`}
        >
          <header className="admin-payment__head">
            <h3 className="admin-payment__title" id={`admin-payment-${payment.paymentId}`}>
              {text.paymentTitle(payment.paymentId)}
            </h3>
            <dl className="admin-payment__facts">
              <div>
                <dt>{text.paymentId}</dt>
                <dd>{payment.paymentId}</dd>
              </div>
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
                <dd>{formatLari(payment.amount)}</dd>
              </div>
            </dl>
          </header>
          <table className="admin-table admin-table--lines">
            <thead>
              <tr>
                <th scope="col">{text.email}</th>
                <th scope="col">{text.productName}</th>
                <th scope="col">{text.purchasedItemId}</th>
                <th scope="col">{text.timePeriod}</th>
                <th scope="col" className="num">
                  {text.price}
                </th>
              </tr>
            </thead>
            <tbody>
              {payment.purchaseList.map((line) => (
                <tr key={`${line.purchasedItemId}-${line.productKey}-${line.period}`}>
                  <td data-label={text.email} className="admin-break">
                    {payment.email}
                  </td>
                  <td data-label={text.productName}>
                    {line.productName}
                    {line.quantity > 1 ? <span className="admin-muted"> × {line.quantity}</span> : null}
                  </td>
                  <td data-label={text.purchasedItemId}>{line.purchasedItemId}</td>
                  <td data-label={text.timePeriod}>{periodName(line.period)}</td>
                  <td data-label={text.price} className="num">
                    {formatLari(line.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </div>
  );
}
