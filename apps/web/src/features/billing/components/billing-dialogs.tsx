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
 * Pay now: the amount due (the item's upcoming payment) and the saved card. Without a card, or
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
  error,
}: {
  item: BillingItem | null;
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
          <dl className="pay-facts">
            <div>
              <dt>{text.amount}</dt>
              <dd className="pay-facts__amount" data-testid="pay-amount">
                {formatLari(item.upcomingPayment)}
              </dd>
            </div>
            <div>
              <dt>{text.card}</dt>
              <dd data-testid="pay-card">
                {cardLoading ? '…' : card ? `${brandName(card.mask, card.brand)} •••• ${lastFour(card.mask)}` : text.noCard}
              </dd>
            </div>
          </dl>
          <ErrorDisplay error={error} />
          {declined ? <p className="dialog-text dialog-text--hint">{text.declinedHint}</p> : null}
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
