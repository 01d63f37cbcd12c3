import type { BillingItem } from '@orioni/contracts/entities';
import { formatDateShort, formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { useBillingActionsText } from '@/lib/billing-actions-text';
import { useI18n } from '@/lib/i18n';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { PRODUCTS_QUERY_KEY, reactivateItem } from '../api/billing-api';

/**
 * Undo a cancellation (issue 28 item 3): says when the subscription renews and what it will charge,
 * then asks the API (the same service the staff's reactivate uses) and reloads the list.
 */
export function UndoCancelDialog({ item, onClose }: { item: BillingItem | null; onClose(): void }) {
  const text = useBillingActionsText();
  const { locale } = useI18n();
  const { busy, error, done, run } = useConfirmedAction(item, PRODUCTS_QUERY_KEY);
  const confirm = () => (item ? run(() => reactivateItem(item.purchasedItemId)) : Promise.resolve());

  const date = item?.nextPaymentTime ? formatDateShort(item.nextPaymentTime, locale) : '';
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={text.undoTitle}
      closeLabel={text.close}
      footer={
        done ? (
          <Button onClick={onClose} data-testid="undo-cancel-close">
            {text.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.back}
            </Button>
            <Button loading={busy} onClick={() => void confirm()} data-testid="undo-cancel-confirm">
              {text.undoConfirm}
            </Button>
          </>
        )
      }
    >
      {item ? (
        <div className="form-stack">
          <p className="dialog-text">{text.undoText(item.itemName, date, formatLari(item.unitCost * item.quantity, { locale }))}</p>
          <div role="status">{done ? <p className="dialog-text">{text.undone(item.itemName)}</p> : null}</div>
          <ErrorDisplay error={error} />
        </div>
      ) : null}
    </Modal>
  );
}
