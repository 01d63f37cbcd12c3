import type { BillingItem } from '@orioni/contracts/entities';
import { formatDateNumeric, formatDateShort, formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { useI18n, usePeriodName } from '@/lib/i18n';
import { rowState } from '../billing-logic';
import { useBillingText } from '../billing-messages';

interface RowsProps {
  items: BillingItem[];
  billing: boolean;
  mobile: boolean;
  activeItemId: number | null;
  onPay(item: BillingItem): void;
  onCancel(item: BillingItem): void;
}

function StatusCell({ item, onPay, onCancel }: { item: BillingItem; onPay(item: BillingItem): void; onCancel(item: BillingItem): void }) {
  const text = useBillingText();
  const { locale } = useI18n();
  const state = rowState(item);
  if (state === 'overdue')
    return (
      <div className="product-status product-status--overdue">
        <span className="product-status__warning" role="img" aria-label={text.overdue(item.overdueDays ?? 0)}>
          !
        </span>
        <span className="product-status__text">{text.overdue(item.overdueDays ?? 0)}</span>
        <Button
          size="sm"
          onClick={() => onPay(item)}
          aria-label={text.payNowFor(item.itemName)}
          data-testid={`pay-${item.purchasedItemId}`}
        >
          {text.payNow}
        </Button>
      </div>
    );
  if (state === 'cancelable')
    return (
      <button
        type="button"
        className="icon-action"
        onClick={() => onCancel(item)}
        aria-label={text.cancelFor(item.itemName)}
        title={text.cancelFor(item.itemName)}
        data-testid={`cancel-${item.purchasedItemId}`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="icon-action__label">{text.cancelConfirm}</span>
      </button>
    );
  if (state === 'canceling') {
    const until = item.nextPaymentTime ? formatDateShort(item.nextPaymentTime, locale) : '';
    return (
      <span className="product-status product-status--info" data-testid={`canceling-${item.purchasedItemId}`}>
        <span className="info-dot" role="img" aria-label={text.canceling(until)} title={text.canceling(until)}>
          i
        </span>
        <span className="product-status__text">{text.cancelingShort}</span>
      </span>
    );
  }
  if (state === 'ended') return <span className="product-status__text">{text.canceled}</span>;
  return <span className="product-status__text">{text.licence}</span>;
}

/** The rows of either tab: a table on desktop, cards at 900 px and below (spec section 2, decision 5). */
export function ProductRows({ items, billing, mobile, activeItemId, onPay, onCancel }: RowsProps) {
  const text = useBillingText();
  const periodName = usePeriodName();
  const { locale } = useI18n();
  const date = (value: string | null) => (value ? (mobile ? formatDateNumeric(value) : formatDateShort(value, locale)) : '—');
  const rowClass = (item: BillingItem) =>
    [
      item.status === 'CANCELING' ? 'is-canceling' : '',
      rowState(item) === 'overdue' ? 'is-overdue' : '',
      item.purchasedItemId === activeItemId ? 'is-active' : '',
    ]
      .filter(Boolean)
      .join(' ');

  if (mobile)
    return (
      <ul className="product-cards">
        {items.map((item) => (
          <li key={item.purchasedItemId} className={`product-card ${rowClass(item)}`} data-testid={`item-${item.purchasedItemId}`}>
            {/* A CANCELING subscription is inactive: faded, nothing to do (spec section 2). */}
            <div
              className="product-card__body"
              role="group"
              aria-label={item.itemName}
              aria-disabled={item.status === 'CANCELING' || undefined}
            >
              <div className="product-card__head">
                <h2 className="product-card__name">{item.itemName}</h2>
                <span className="product-card__price">{formatLari(billing ? item.upcomingPayment : item.price)}</span>
              </div>
              <dl className="product-card__facts">
                <div>
                  <dt>{text.itemId}</dt>
                  <dd>{item.purchasedItemId}</dd>
                </div>
                <div>
                  <dt>{text.period}</dt>
                  <dd>{periodName(item.period)}</dd>
                </div>
                <div>
                  <dt>{text.startDate}</dt>
                  <dd>{date(item.createTime)}</dd>
                </div>
                {billing ? (
                  <div>
                    <dt>{text.nextPayment}</dt>
                    <dd>{date(item.nextPaymentTime)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{text.price}</dt>
                  <dd>{formatLari(item.price)}</dd>
                </div>
              </dl>
              {billing ? (
                <div className="product-card__status">
                  <StatusCell item={item} onPay={onPay} onCancel={onCancel} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="product-table-wrap">
      <table className="product-table">
        <thead>
          <tr>
            <th scope="col">{text.startDate}</th>
            {billing ? <th scope="col">{text.nextPayment}</th> : null}
            <th scope="col">{text.itemId}</th>
            <th scope="col">{text.name}</th>
            <th scope="col">{text.period}</th>
            <th scope="col" className="num">
              {text.price}
            </th>
            {billing ? (
              <th scope="col" className="num">
                {text.upcomingPayment}
              </th>
            ) : null}
            <th scope="col">{text.idNumber}</th>
            {billing ? <th scope="col">{text.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.purchasedItemId}
              className={rowClass(item)}
              data-testid={`item-${item.purchasedItemId}`}
              aria-disabled={item.status === 'CANCELING' || undefined}
            >
              <td>{date(item.createTime)}</td>
              {billing ? <td>{date(item.nextPaymentTime)}</td> : null}
              <td>{item.purchasedItemId}</td>
              <td className="product-table__name">
                {item.itemName}
                {item.quantity > 1 ? <span className="product-table__qty"> × {item.quantity}</span> : null}
              </td>
              <td>{periodName(item.period)}</td>
              <td className="num">{formatLari(item.price)}</td>
              {billing ? <td className="num">{formatLari(item.upcomingPayment)}</td> : null}
              <td>{item.idNumber ?? '—'}</td>
              {billing ? (
                <td className="product-table__status">
                  <StatusCell item={item} onPay={onPay} onCancel={onCancel} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
