import { useMemo, useState } from 'react';
import type { AdminTransaction } from '@orioni/contracts/admin';
import type { Locale } from '@orioni/contracts/constants';
import { formatDateShort, formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { useBillingActionsText } from '@/lib/billing-actions-text';
import { useI18n } from '@/lib/i18n';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { debtOf, isOverdue } from '../admin-billing';
import { itemAction, type StaffItemAction } from '../api/admin-api';

type Texts = ReturnType<typeof useBillingActionsText>;

/** The actions an item offers: overdue → retry now, write off; active → cancel; cancelling → reactivate. */
export function actionsOf(item: AdminTransaction): StaffItemAction[] {
  if (item.period === 'PREMISE') return [];
  if (item.status === 'CANCELING') return ['reactivate'];
  if (item.status !== 'ACTIVE') return [];
  return isOverdue(item) && debtOf(item) > 0 ? ['retry', 'writeOff'] : ['cancel'];
}

/** What the confirmation says will happen, with the amount (issue 28: "stating exactly what will happen"). */
function confirmation(action: StaffItemAction, item: AdminTransaction, text: Texts, day: (d: string | null) => string, locale: Locale) {
  const first = item.duePeriods[0];
  const periodAmount = formatLari(first?.amount ?? item.unitCost * item.quantity, { locale });
  if (action === 'retry') return { title: text.retryTitle, body: text.retryText(periodAmount, item.customer.fullName) };
  if (action === 'writeOff') return { title: text.writeOffTitle, body: text.writeOffText(periodAmount, day(first?.periodStart ?? null)) };
  if (action === 'cancel') return { title: text.cancelTitle, body: text.cancelText(day(item.nextPaymentTime)) };
  return {
    title: text.reactivateTitle,
    body: text.reactivateText(day(item.nextPaymentTime), formatLari(item.unitCost * item.quantity, { locale })),
  };
}

const LABEL: Record<StaffItemAction, keyof Texts> = {
  retry: 'retryNow',
  writeOff: 'writeOff',
  cancel: 'cancelForCustomer',
  reactivate: 'reactivate',
};

/**
 * Staff billing actions on a Current Billings item (issue 28 item 2, ADR 032): each behind a
 * confirmation that states what will happen and the amount; the lists reload afterwards.
 */
export function ItemActions({ item, onDone }: { item: AdminTransaction; onDone(): void }) {
  const text = useBillingActionsText();
  const [action, setAction] = useState<StaffItemAction | null>(null);
  const actions = actionsOf(item);
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="details-actions" className="admin-actions">
      <h3 id="details-actions" className="admin-details__title">
        {text.actions}
      </h3>
      <div className="admin-actions__buttons">
        {actions.map((a) => (
          <Button
            key={a}
            size="sm"
            variant={a === 'retry' ? 'primary' : 'secondary'}
            onClick={() => setAction(a)}
            data-testid={`staff-${a}`}
          >
            {text[LABEL[a]] as string}
          </Button>
        ))}
      </div>
      <ConfirmAction item={item} action={action} onClose={() => setAction(null)} onDone={onDone} />
    </section>
  );
}

function ConfirmAction({
  item,
  action,
  onClose,
  onDone,
}: {
  item: AdminTransaction;
  action: StaffItemAction | null;
  onClose(): void;
  /** After a completed action: the details shown are out of date, so they close with it. */
  onDone(): void;
}) {
  const text = useBillingActionsText();
  const { locale } = useI18n();
  const { busy, error, done, run: confirm } = useConfirmedAction(action, ['admin']);
  const day = (d: string | null) => (d ? formatDateShort(d, locale) : '—');
  const shown = action ? confirmation(action, item, text, day, locale) : null;
  // One key per opening of the confirmation (issue 39 item 14): every click of it is one effect.
  const key = useMemo(() => `${action ?? 'none'}-${item.purchasedItemId}-${crypto.randomUUID()}`, [action, item.purchasedItemId]);
  const run = () => (action ? confirm(() => itemAction(action, item.purchasedItemId, key)) : Promise.resolve());

  return (
    <Modal
      open={action !== null}
      onClose={done ? () => (onClose(), onDone()) : onClose}
      title={shown?.title ?? ''}
      closeLabel={text.close}
      footer={
        done ? (
          <Button
            onClick={() => {
              onClose();
              onDone();
            }}
            data-testid="staff-done"
          >
            {text.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.back}
            </Button>
            <Button loading={busy} onClick={() => void run()} data-testid="staff-confirm">
              {text.confirm}
            </Button>
          </>
        )
      }
    >
      <div className="form-stack">
        <p className="dialog-text">{shown?.body}</p>
        <div role="status">{done ? <p className="admin-notice admin-notice--success">{text.done}</p> : null}</div>
        <ErrorDisplay error={error} />
      </div>
    </Modal>
  );
}
