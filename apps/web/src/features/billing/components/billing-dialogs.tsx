import type { Locale } from '@orioni/contracts/constants';
import type { BillingItem, SavedCard } from '@orioni/contracts/entities';
import { formatDateShort, formatDateUntil, formatLari } from '@orioni/contracts/format';
import { periodLastDay } from '@orioni/contracts/period-days';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { useI18n } from '@/lib/i18n';
import { brandName, lastFour } from '@/lib/saved-card';
import { useBillingText } from '../billing-messages';

/** Confirms a cancel: the subscription stays until its paid period ends, then ends. */
export function CancelDialog({
  item,
  onClose,
  onConfirm,
  busy,
  error,
}: {
  item: BillingItem | null;
  onClose(): void;
  onConfirm(): void;
  busy: boolean;
  error: unknown;
}) {
  const text = useBillingText();
  const { locale } = useI18n();
  const until = item?.nextPaymentTime ? formatDateUntil(item.nextPaymentTime, locale) : '';
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={text.cancelTitle}
      width={520}
      closeLabel={text.close}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {text.keep}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm} data-testid="confirm-cancel">
            {text.cancelConfirm}
          </Button>
        </>
      }
    >
      <div className="form-stack">
        {item ? <p className="dialog-text">{text.cancelText(item.itemName, until)}</p> : null}
        <ErrorDisplay error={error} />
      </div>
    </Modal>
  );
}

/**
 * Pay now (decision 27): each owed period on its own line, the total that will be charged, and the
 * saved card. Without a card, or
 * once the bank has refused the saved one, the way on is to add a card (the add-card dialog with
 * its terms, then the bank's page).
 */
export function PayNowDialog({
  item,
  card,
  cardLoading,
  declined,
  onClose,
  onPay,
  onAddCard,
  busy,
  progress = false,
  error,
}: {
  item: BillingItem | null;
  /** Another payment of the item is in flight: waiting for its result. */
  progress?: boolean;
  card: SavedCard | null;
  cardLoading: boolean;
  /** The bank refused the saved card: offer another card instead of paying again. */
  declined: boolean;
  onClose(): void;
  onPay(): void;
  onAddCard(): void;
  busy: boolean;
  error: unknown;
}) {
  const text = useBillingText();
  const { locale } = useI18n();
  const footer =
    card && !declined ? (
      <>
        <Button variant="secondary" onClick={onAddCard} disabled={busy}>
          {text.changeCard}
        </Button>
        <Button loading={busy} onClick={onPay} data-testid="pay-overdue">
          {text.pay}
        </Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {text.close}
        </Button>
        <Button onClick={onAddCard} disabled={cardLoading || busy} data-testid="add-card">
          {declined ? text.changeCard : text.addCard}
        </Button>
      </>
    );
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={text.payTitle}
      width={520}
      closeLabel={text.close}
      dismissible={!busy}
      footer={footer}
    >
      {item ? (
        <div className="form-stack">
          <p className="dialog-text">{text.payText(item.itemName)}</p>
          <DuePeriods item={item} locale={locale} />
          <dl className="pay-facts">
            <div>
              <dt>{text.total}</dt>
              <dd className="pay-facts__amount" data-testid="pay-amount">
                {formatLari(item.amountDue, { locale })}
              </dd>
            </div>
            <div>
              <dt>{text.card}</dt>
              <dd data-testid="pay-card">
                {cardLoading ? '…' : card ? `${brandName(card.mask, card.brand)} •••• ${lastFour(card.mask)}` : text.noCard}
              </dd>
            </div>
          </dl>
          {progress ? (
            <p className="dialog-text dialog-text--hint" role="status" data-testid="repay-progress">
              {text.inProgressText}
            </p>
          ) : null}
          <ErrorDisplay error={error} />
          {declined ? <p className="dialog-text dialog-text--hint">{text.declinedHint}</p> : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** The owed periods, one line each with its dates and amount (the lines Pay now charges). */
export function DuePeriods({ item, locale }: { item: BillingItem; locale: Locale }) {
  const text = useBillingText();
  if (item.duePeriods.length === 0) return null;
  return (
    <section className="due-periods" aria-label={text.periodsOwed(item.duePeriods.length)}>
      <p className="due-periods__title">{text.periodsOwed(item.duePeriods.length)}</p>
      <ul className="due-periods__list" data-testid={`due-periods-${item.purchasedItemId}`}>
        {item.duePeriods.map((p) => (
          <li key={p.periodStart} className="due-periods__line">
            <span>{text.periodRange(formatDateShort(p.periodStart, locale), formatDateShort(periodLastDay(p.periodEnd), locale))}</span>
            <span className="num">{formatLari(p.amount, { locale })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A cancel went through: when the subscription ends (issue 25 item 2). */
export function CanceledDialog({ result, onClose }: { result: { name: string; endDate: string | null } | null; onClose(): void }) {
  const text = useBillingText();
  const { locale } = useI18n();
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={text.canceledTitle}
      width={480}
      closeLabel={text.close}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      {result ? (
        <div className="result-panel result-panel--success" data-testid="cancel-success">
          <span className="result-panel__icon" aria-hidden="true">
            ✓
          </span>
          <p className="dialog-text">
            {result.endDate ? text.canceledText(result.name, formatDateUntil(result.endDate, locale)) : text.cancelingShort}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}

/** The payment went through. */
export function PaidDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const text = useBillingText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.paidTitle}
      width={480}
      closeLabel={text.close}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      <div className="result-panel result-panel--success" data-testid="repay-success">
        <span className="result-panel__icon" aria-hidden="true">
          ✓
        </span>
        <p className="dialog-text">{text.paidText}</p>
      </div>
    </Modal>
  );
}
