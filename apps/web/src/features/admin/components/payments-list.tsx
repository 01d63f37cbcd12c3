import type { AdminPayment } from '@orioni/contracts/admin';
import { formatDateNumeric, formatLari } from '@orioni/contracts/format';
import { PaymentLinesTable } from '@/components/ui/payment-lines';
import { useAdminText } from '../admin-messages';

/**
 * Payment History (spec section 2): each payment with its ID, EXT ID, date and amount, and its
 * purchase rows (e-mail, product name, purchased item id, time period, price). A table on wide
 * screens; at 900 px and narrower the rows stack as cards (CSS). Dates DD/MM/YYYY, as every staff table.
 */
export function PaymentsList({ payments }: { payments: AdminPayment[] }) {
  const text = useAdminText();
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
          <PaymentLinesTable
            lines={payment.purchaseList}
            labels={{ product: text.productName, itemId: text.purchasedItemId, period: text.timePeriod, price: text.price }}
            className="admin-table admin-table--lines"
            quantityClassName="admin-muted"
            email={{ label: text.email, value: payment.email, className: 'admin-break' }}
          />
        </article>
      ))}
    </div>
  );
}
