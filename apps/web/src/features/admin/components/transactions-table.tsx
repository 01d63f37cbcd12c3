import type { AdminTransaction } from '@orioni/contracts/admin';
import { differentFirstPayment, recurringPrice } from '@orioni/contracts/item-price';
import { formatDateNumeric, formatLari } from '@orioni/contracts/format';
import { useI18n, usePeriodName } from '@/lib/i18n';
import { debtOf, isOverdue, overdueShown } from '../admin-billing';
import { useAdminText } from '../admin-messages';

/**
 * Current Billings and On Premise (spec section 2). Billings: User (ID/CIN and username), Product
 * (name and purchased item id), Comment (with the First badge), Check ID (#paymentId), Purchase Date
 * (creation date and period), Payment (last and next), Overdue Days, Price, Unit Price, Debt (the
 * upcoming payment) and More. On Premise: User, Product, Comment, Check ID, Purchase Date, Price, More.
 */
export function TransactionsTable({
  kind,
  items,
  onMore,
}: {
  kind: 'onPremise' | 'billings';
  items: AdminTransaction[];
  onMore(item: AdminTransaction): void;
}) {
  const text = useAdminText();
  const periodName = usePeriodName();
  const { locale } = useI18n();
  const date = (value: string | null) => (value ? <time dateTime={value}>{formatDateNumeric(value)}</time> : '—');
  const billings = kind === 'billings';
  return (
    <table className={`admin-table admin-table--${kind}`} data-testid={`${kind}-table`}>
      <thead>
        <tr>
          <th scope="col">{text.user}</th>
          <th scope="col">{text.product}</th>
          <th scope="col">{text.comment}</th>
          <th scope="col">{text.checkId}</th>
          <th scope="col">{text.purchaseDate}</th>
          {billings ? (
            <>
              <th scope="col">{text.payment}</th>
              <th scope="col" className="num">
                {text.overdueDays}
              </th>
            </>
          ) : null}
          <th scope="col" className="num">
            {text.price}
          </th>
          {billings ? (
            <>
              <th scope="col" className="num">
                {text.unitPrice}
              </th>
              <th scope="col" className="num">
                {text.debt}
              </th>
            </>
          ) : null}
          <th scope="col">
            <span className="visually-hidden">{text.more}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.purchasedItemId} data-testid="transaction-row">
            <td data-label={text.user}>
              <span className="admin-strong">{item.customer.fullName}</span>
              <span className={item.customer.idNumber ? 'admin-sub' : 'admin-sub admin-break'}>
                {item.customer.idNumber ?? item.customer.email}
              </span>
            </td>
            <td data-label={text.product}>
              <span className="admin-strong">{item.itemName}</span>
              <span className="admin-sub">{text.itemId(item.purchasedItemId)}</span>
            </td>
            <td data-label={text.comment}>
              {item.firstPurchase ? <span className="admin-badge">{text.first}</span> : null}
              <span className="admin-sub">{item.comment ? text.comments[item.comment] : text.noComment}</span>
            </td>
            <td data-label={text.checkId}>{item.paymentId ? `#${item.paymentId}` : '—'}</td>
            <td data-label={text.purchaseDate}>
              {date(item.createTime)}
              <span className="admin-sub">{periodName(item.period, item.productType ?? undefined)}</span>
            </td>
            {billings ? (
              <>
                <td data-label={text.payment}>
                  <span className="admin-sub">
                    {text.last}: {date(item.lastPaymentTime)}
                  </span>
                  <span className="admin-sub">
                    {item.status === 'ACTIVE' ? text.nextPayment : text.endsOn}: {date(item.nextPaymentTime)}
                  </span>
                  {item.status !== 'ACTIVE' ? (
                    <span className="admin-badge admin-badge--status" data-testid={`status-${item.purchasedItemId}`}>
                      {text.subscriptionStatuses[item.status]}
                    </span>
                  ) : null}
                </td>
                <td data-label={text.overdueDays} className="num" data-testid={`overdue-days-${item.purchasedItemId}`}>
                  {isOverdue(item) ? <span className="admin-overdue">{overdueShown(item)}</span> : '—'}
                </td>
              </>
            ) : null}
            <td data-label={text.price} className="num" data-testid={`price-${item.purchasedItemId}`}>
              {formatLari(recurringPrice(item), { locale })}
              {differentFirstPayment(item) !== null ? (
                <small className="admin-first-payment">
                  {text.firstPayment}: {formatLari(differentFirstPayment(item)!, { locale })}
                </small>
              ) : null}
            </td>
            {billings ? (
              <>
                <td data-label={text.unitPrice} className="num">
                  {formatLari(item.unitCost, { locale })}
                </td>
                <td data-label={text.debt} className="num">
                  {debtOf(item) > 0 ? <span className="admin-overdue">{formatLari(debtOf(item), { locale })}</span> : '—'}
                </td>
              </>
            ) : null}
            <td className="admin-table__more">
              <button type="button" className="admin-link" onClick={() => onMore(item)} aria-label={text.moreAbout(item.purchasedItemId)}>
                {text.more}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
