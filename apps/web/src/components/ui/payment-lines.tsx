import type { ReactNode } from 'react';
import type { Payment } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { useI18n, usePeriodName } from '@/lib/i18n';

export type PaymentLine = Payment['purchaseList'][number];

/** The column headings, in the page's own words. */
export type PaymentLineLabels = { product: string; itemId: string; period: string; price: string };

const lineKey = (line: PaymentLine) => `${line.purchasedItemId}-${line.productKey}-${line.period}`;

/**
 * The purchase lines of one payment (product, purchased item id, period, price): the one table of the
 * transaction history, its receipt dialog and the admin payments (spec section 2). Props cover what
 * differs: the class names, a leading e-mail column with stacked-card labels (admin), a footer row.
 */
export function PaymentLinesTable({
  lines,
  labels,
  className,
  quantityClassName,
  email,
  footer,
}: {
  lines: readonly PaymentLine[];
  labels: PaymentLineLabels;
  className: string;
  quantityClassName: string;
  /** Admin: the payer's e-mail as the first column, and `data-label`s for the stacked cards at 900 px. */
  email?: { label: string; value: string; className?: string };
  footer?: ReactNode;
}) {
  const periodName = usePeriodName();
  const { locale } = useI18n();
  const cell = (label: string) => (email ? { 'data-label': label } : {});
  return (
    <table className={className}>
      <thead>
        <tr>
          {email ? <th scope="col">{email.label}</th> : null}
          <th scope="col">{labels.product}</th>
          <th scope="col">{labels.itemId}</th>
          <th scope="col">{labels.period}</th>
          <th scope="col" className="num">
            {labels.price}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={lineKey(line)}>
            {email ? (
              <td data-label={email.label} className={email.className}>
                {email.value}
              </td>
            ) : null}
            <td {...cell(labels.product)}>
              {line.productName}
              {line.quantity > 1 ? <span className={quantityClassName}> × {line.quantity}</span> : null}
            </td>
            <td {...cell(labels.itemId)}>{line.purchasedItemId}</td>
            <td {...cell(labels.period)}>{periodName(line.period)}</td>
            <td {...cell(labels.price)} className="num">
              {formatLari(line.price, { locale })}
            </td>
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}

/** The same lines on a phone: one stacked item each (name, item id and period, price). */
export function PaymentLinesList({
  lines,
  itemIdLabel,
  quantityClassName,
}: {
  lines: readonly PaymentLine[];
  itemIdLabel: string;
  /** Shows "× n" after the name when set (the history list and the receipt, as their tables do). */
  quantityClassName?: string;
}) {
  const periodName = usePeriodName();
  const { locale } = useI18n();
  return (
    <ul className="payment__lines">
      {lines.map((line) => (
        <li key={lineKey(line)} className="payment__line">
          <span className="payment__line-name">
            {line.productName}
            {quantityClassName && line.quantity > 1 ? <span className={quantityClassName}> × {line.quantity}</span> : null}
          </span>
          <span className="payment__line-meta">
            {itemIdLabel} {line.purchasedItemId} · {periodName(line.period)}
          </span>
          <span className="payment__line-price">{formatLari(line.price, { locale })}</span>
        </li>
      ))}
    </ul>
  );
}
