import type { BillingItem, SavedCard } from '@orioni/contracts/entities';
import { formatDateShort, formatLari } from '@orioni/contracts/format';
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
  const until = item?.nextPaymentTime ? formatDateShort(item.nextPaymentTime, locale) : '';
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={text.cancelTitle}
      width={520}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.keep}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm} data-testid="confirm-cancel">
            {text.cancelConfirm}
          </Button>
        </>
      }
    >
      {item ? <p className="dialog-text">{text.cancelText(item.itemName, until)}</p> : null}
      <ErrorDisplay error={error} />
    </Modal>
  );
}

/**
 * Pay now: the overdue amount and the saved card. Without a card, or after the card is refused,
 * the customer goes on to add one (the add-card dialog with its terms).
 */
export function PayNowDialog({
  item,
  card,
  cardLoading,
  onClose,
  onPay,
  onAddCard,
  busy,
  error,
}: {
  item: BillingItem | null;
  card: SavedCard | null;
  cardLoading: boolean;
  onClose(): void;
  onPay(): void;
  onAddCard(): void;
  busy: boolean;
  error: unknown;
}) {
  const text = useBillingText();
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={text.payTitle}
      width={520}
      closeLabel={text.close}
      dismissible={!busy}
      footer={
        card ? (
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
            <Button variant="secondary" onClick={onClose}>
              {text.close}
            </Button>
            <Button onClick={onAddCard} disabled={cardLoading} data-testid="add-card">
              {text.addCard}
            </Button>
          </>
        )
      }
    >
      {item ? (
        <>
          <p className="dialog-text">{text.payText(item.itemName)}</p>
          <dl className="pay-facts">
            <div>
              <dt>{text.amount}</dt>
              <dd className="pay-facts__amount">{formatLari(item.upcomingPayment)}</dd>
            </div>
            <div>
              <dt>{text.card}</dt>
              <dd data-testid="pay-card">{card ? `${brandName(card.mask, card.brand)} •••• ${lastFour(card.mask)}` : text.noCard}</dd>
            </div>
          </dl>
        </>
      ) : null}
      <ErrorDisplay error={error} />
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
