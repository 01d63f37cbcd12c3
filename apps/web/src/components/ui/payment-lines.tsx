import type { ReactNode } from 'react';
import type { Payment } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { vatRatePercent } from '@orioni/contracts/vat';
import { useI18n, usePeriodName } from '@/lib/i18n';
import { useDocumentsText } from '@/lib/payment-document';

export type PaymentLine = Payment['purchaseList'][number];

/** The column headings, in the page's own words. */
export type PaymentLineLabels = { product: string; itemId: string; period: string; price: string };

const lineKey = (line: PaymentLine) => `${line.purchasedItemId}-${line.productKey}-${line.period}`;

/** Whether the lines carry the VAT they include (a payment made while the seller was a VAT payer, issue 41). */
export const hasLineVat = (lines: readonly PaymentLine[]): boolean => lines.some((l) => l.vat !== null && l.vat !== undefined);

/**
 * A payment's VAT in the page's language (issue 41), as the API worked it out (contracts' one rule):
 * the rows under its total, "Including VAT 18%" with its amount and "Total without VAT" with the
 * rest. Empty without VAT.
 */
export function usePaymentVat(
  payment: Pick<Payment, 'amount' | 'vat'> | undefined,
): { key: 'vat' | 'net'; label: string; value: string }[] {
  const text = useDocumentsText().vat;
  const { locale } = useI18n();
  const vat = payment?.vat;
  if (!payment || !vat) return [];
  return [
    { key: 'vat', label: text.atRate(`${vatRatePercent(vat.rateBp, locale)}%`), value: formatLari(vat.amount, { locale }) },
    { key: 'net', label: text.net, value: formatLari(payment.amount - vat.amount, { locale }) },
  ];
}

/**
 * The purchase lines of one payment (product, purchased item id, period, price): the one table of the
 * transaction history, its receipt dialog and the admin payments (spec section 2). Props cover what
 * differs: the class names, a leading e-mail column with stacked-card labels (admin), a footer row.
 * A VAT payer's payment (issue 41) has a column of the VAT each line includes before the price, and
 * the table is marked `data-vat` for its column widths.
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
  const vatLabel = useDocumentsText().vat.column;
  const withVat = hasLineVat(lines);
  const cell = (label: string) => (email ? { 'data-label': label } : {});
  return (
    <table className={className} data-vat={withVat ? '' : undefined}>
      <thead>
        <tr>
          {email ? <th scope="col">{email.label}</th> : null}
          <th scope="col">{labels.product}</th>
          <th scope="col">{labels.itemId}</th>
          <th scope="col">{labels.period}</th>
          {withVat ? (
            <th scope="col" className="num">
              {vatLabel}
            </th>
          ) : null}
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
            {withVat ? (
              <td {...cell(vatLabel)} className="num" data-testid="line-vat">
                {line.vat === null || line.vat === undefined ? '' : formatLari(line.vat, { locale })}
              </td>
            ) : null}
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
  const vatText = useDocumentsText().vat;
  return (
    <ul className="payment__lines">
      {lines.map((line) => (
        <li
          key={lineKey(line)}
          className={line.vat === null || line.vat === undefined ? 'payment__line' : 'payment__line payment__line--vat'}
        >
          <span className="payment__line-name">
            {line.productName}
            {quantityClassName && line.quantity > 1 ? <span className={quantityClassName}> × {line.quantity}</span> : null}
          </span>
          <span className="payment__line-meta">
            {itemIdLabel} {line.purchasedItemId} · {periodName(line.period)}
          </span>
          <span className="payment__line-price">{formatLari(line.price, { locale })}</span>
          {line.vat === null || line.vat === undefined ? null : (
            <span className="payment__line-vat" data-testid="line-vat">
              {vatText.line(formatLari(line.vat, { locale }))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
