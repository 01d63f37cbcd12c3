import type { BillingItem } from '@orioni/contracts/entities';
import { formatDateNumeric, formatDateShort, formatDateUntil, formatLari } from '@orioni/contracts/format';
import { differentFirstPayment, recurringPrice } from '@orioni/contracts/item-price';
import { periodLastDay } from '@orioni/contracts/period-days';
import { Button } from '@/components/ui/button';
import { useBillingActionsText } from '@/lib/billing-actions-text';
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
  /** Undo a cancellation while the paid period runs (issue 28 item 3). */
  onUndo?(item: BillingItem): void;
}

interface StatusProps {
  item: BillingItem;
  onPay(item: BillingItem): void;
  onCancel(item: BillingItem): void;
  onUndo?(item: BillingItem): void;
  /** Cards show the cancel button with its words; the table shows the icon alone. */
  labelled: boolean;
}

/** What a subscription row says and offers: overdue → Pay now; active → cancel; canceling → when it ends. */
function StatusCell({ item, onPay, onCancel, onUndo, labelled }: StatusProps) {
  const text = useBillingText();
  const actions = useBillingActionsText();
  const { locale } = useI18n();
  // Cards write dates as DD/MM/YYYY, the table as "6 Dec 2026" (spec section 2).
  const day = (value: string) => (labelled ? formatDateNumeric(value) : formatDateShort(value, locale));
  const state = rowState(item);
  if (state === 'overdue')
    return (
      <div className="product-status product-status--overdue">
        <span className="product-status__line">
          <svg className="product-status__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 2.5L23 21.5H1z" fill="currentColor" />
            <path d="M12 9.5v5.5M12 17.8v.4" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="product-status__text" data-testid={`overdue-${item.purchasedItemId}`}>
            {text.overdue(item.overdueDays ?? 0)}
          </span>
        </span>
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
        className={`icon-action ${labelled ? 'icon-action--labelled' : ''}`}
        onClick={() => onCancel(item)}
        aria-label={text.cancelFor(item.itemName)}
        title={labelled ? undefined : text.cancelConfirm}
        data-testid={`cancel-${item.purchasedItemId}`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {labelled ? <span>{text.cancelConfirm}</span> : null}
      </button>
    );
  if (state === 'canceling') {
    const until = item.nextPaymentTime ? formatDateUntil(item.nextPaymentTime, locale, day) : '';
    const info = until ? text.canceling(until) : text.cancelingShort;
    return (
      <span className="product-status product-status--canceling" data-testid={`canceling-${item.purchasedItemId}`}>
        <span className="product-status__line">
          <span className="info-dot" role="img" aria-label={info} title={info}>
            i
          </span>
          <span className="product-status__text" aria-hidden="true">
            {until ? text.cancelingUntil(until) : text.cancelingShort}
          </span>
        </span>
        {onUndo ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onUndo(item)}
            aria-label={actions.undoCancelFor(item.itemName)}
            // The row of a cancelling item is inactive (aria-disabled, faded to 40%); its undo is not.
            aria-disabled={false}
            data-testid={`undo-cancel-${item.purchasedItemId}`}
          >
            {actions.undoCancel}
          </Button>
        ) : null}
      </span>
    );
  }
  if (state === 'ended') return <span className="product-status__text">{text.canceled}</span>;
  return <span className="product-status__text">{text.licence}</span>;
}

/**
 * What the row's payment figure says (decisions 27 and 6): an overdue item the total Pay now charges
 * with its periods, one line each; an active one its next payment; a cancelling or cancelled one
 * nothing (it is never charged again; its status says when it ends).
 */
function DueAmount({ item, numeric }: { item: BillingItem; numeric: boolean }) {
  const text = useBillingText();
  const { locale } = useI18n();
  const day = (value: string) => (numeric ? formatDateNumeric(value) : formatDateShort(value, locale));
  const state = rowState(item);
  if (state === 'overdue')
    return (
      <span className="product-due" data-testid={`due-${item.purchasedItemId}`}>
        <span className="product-due__total">{formatLari(item.amountDue, { locale })}</span>
        {item.duePeriods.length > 1 ? (
          <ul className="product-due__lines" aria-label={text.periodsOwed(item.duePeriods.length)}>
            {item.duePeriods.map((p) => (
              <li key={p.periodStart}>
                {text.periodRange(day(p.periodStart), day(periodLastDay(p.periodEnd)))}: {formatLari(p.amount, { locale })}
              </li>
            ))}
          </ul>
        ) : null}
      </span>
    );
  if (state === 'cancelable') return <>{formatLari(item.upcomingPayment, { locale })}</>;
  return (
    <span className="product-due__none" data-testid={`due-${item.purchasedItemId}`}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{text.noPayment}</span>
    </span>
  );
}

/**
 * The item's price (issue 39 item 21): a subscription's price per period, what each renewal charges,
 * and its first payment beneath when that was something else (a first purchase's introductory
 * unit); a licence's price paid. The first purchase's price is no longer shown as the price for ever.
 */
function ItemPrice({ item }: { item: BillingItem }) {
  const text = useBillingText();
  const { locale } = useI18n();
  const first = differentFirstPayment(item);
  return (
    <span className="product-price" data-testid={`price-${item.purchasedItemId}`}>
      {formatLari(recurringPrice(item), { locale })}
      {first !== null ? (
        <small className="product-price__first" data-testid={`first-payment-${item.purchasedItemId}`}>
          {text.firstPayment(formatLari(first, { locale }))}
        </small>
      ) : null}
    </span>
  );
}

const rowClass = (item: BillingItem, activeItemId: number | null) =>
  [
    item.status === 'CANCELING' ? 'is-canceling' : '',
    rowState(item) === 'overdue' ? 'is-overdue' : '',
    item.purchasedItemId === activeItemId ? 'is-active' : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The rows of either tab: a table on desktop (with the customer's ID number, decision 5), cards at
 * 900 px and below. A CANCELING subscription is inactive: its figures are faded to 40% (spec
 * section 2) and marked disabled for assistive technology; its status (when it ends) stays legible.
 */
export function ProductRows({ items, billing, mobile, activeItemId, onPay, onCancel, onUndo }: RowsProps) {
  const text = useBillingText();
  const periodName = usePeriodName();
  const { locale } = useI18n();
  const date = (value: string | null) => (value ? (mobile ? formatDateNumeric(value) : formatDateShort(value, locale)) : '—');
  const name = (item: BillingItem) => (
    <>
      {item.itemName}
      {item.quantity > 1 ? <span className="product-qty">{` ×\u00a0${item.quantity}`}</span> : null}
    </>
  );

  if (mobile)
    return (
      <ul className="product-cards">
        {items.map((item) => (
          <li
            key={item.purchasedItemId}
            className={`product-card ${rowClass(item, activeItemId)}`}
            data-testid={`item-${item.purchasedItemId}`}
          >
            <div
              className="product-card__body"
              role="group"
              aria-labelledby={`product-${item.purchasedItemId}`}
              aria-disabled={item.status === 'CANCELING' || undefined}
            >
              <h2 className="product-card__name" id={`product-${item.purchasedItemId}`}>
                {name(item)}
              </h2>
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
                    <dt>{item.status === 'ACTIVE' ? text.nextPayment : text.endsOn}</dt>
                    <dd>{date(item.nextPaymentTime)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{text.price}</dt>
                  <dd>
                    <ItemPrice item={item} />
                  </dd>
                </div>
                {billing && item.status === 'ACTIVE' ? (
                  <div>
                    <dt>{rowState(item) === 'overdue' ? text.amountDue : text.upcomingPayment}</dt>
                    <dd className="product-card__due">
                      <DueAmount item={item} numeric />
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
            {billing ? (
              <div className="product-card__status">
                <StatusCell item={item} onPay={onPay} onCancel={onCancel} onUndo={onUndo} labelled />
              </div>
            ) : null}
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
            {billing ? <th scope="col">{text.status}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.purchasedItemId}
              className={rowClass(item, activeItemId)}
              data-testid={`item-${item.purchasedItemId}`}
              // A cancelling row is inactive (spec: faded to 40%); its undo button says it is not (issue 28 item 3).
              aria-disabled={item.status === 'CANCELING' || undefined}
            >
              <td className="date">{date(item.createTime)}</td>
              {billing ? <td className="date">{item.status === 'ACTIVE' ? date(item.nextPaymentTime) : '—'}</td> : null}
              <td>{item.purchasedItemId}</td>
              <td className="product-table__name">{name(item)}</td>
              <td>{periodName(item.period)}</td>
              <td className="num">
                <ItemPrice item={item} />
              </td>
              {billing ? (
                <td className="num">
                  <DueAmount item={item} numeric={false} />
                </td>
              ) : null}
              <td>{item.idNumber ?? '—'}</td>
              {billing ? (
                <td className="product-table__status">
                  <StatusCell item={item} onPay={onPay} onCancel={onCancel} onUndo={onUndo} labelled={false} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
