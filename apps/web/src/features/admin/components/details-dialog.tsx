import type { AdminTransaction } from '@orioni/contracts/admin';
import { differentFirstPayment, recurringPrice } from '@orioni/contracts/item-price';
import { formatDateShort, formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useI18n, usePeriodName } from '@/lib/i18n';
import { debtOf, overdueShown } from '../admin-billing';
import { useAdminText } from '../admin-messages';
import { fieldOfActivityShown, phoneShown } from '../admin-shown';
import { ItemActions } from './billing-actions';
import { Facts } from './facts';

/** Other Details (spec section 2): everything about a purchased item and its customer the table has no room for. */
export function DetailsDialog({ item, onClose }: { item: AdminTransaction | null; onClose(): void }) {
  const text = useAdminText();
  const { locale } = useI18n();
  const periodName = usePeriodName();
  const date = (value: string | null) => (value ? formatDateShort(value, locale) : null);
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={text.detailsTitle}
      width={640}
      closeLabel={text.close}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text.close}
        </Button>
      }
    >
      {item ? (
        <div className="admin-details">
          <section aria-labelledby="details-item">
            <h3 id="details-item" className="admin-details__title">
              {item.itemName} · {text.itemId(item.purchasedItemId)}
            </h3>
            <Facts
              none={text.none}
              items={[
                [text.productKey, item.product.productKey],
                [text.productType, item.productType ? text.productTypes[item.productType] : null],
                [text.status, text.subscriptionStatuses[item.status]],
                [text.period, periodName(item.period, item.productType ?? undefined)],
                [text.quantity, String(item.quantity)],
                [text.unitPrice, formatLari(item.unitCost, { locale })],
                [text.price, formatLari(recurringPrice(item), { locale })],
                [text.firstPayment, differentFirstPayment(item) === null ? null : formatLari(differentFirstPayment(item)!, { locale })],
                [text.debt, formatLari(debtOf(item), { locale })],
                [text.overdueDays, overdueShown(item)],
                [text.checkId, item.paymentId ? `#${item.paymentId}` : null],
                [text.createdAt, date(item.createTime)],
                [text.lastPayment, date(item.lastPaymentTime)],
                [item.status === 'ACTIVE' ? text.nextPaymentDate : text.endsOn, date(item.nextPaymentTime)],
                [text.comment, item.comment ? text.comments[item.comment] : null],
                [text.firstPurchase, item.firstPurchase ? text.yes : text.no],
              ]}
            />
          </section>
          <ItemActions item={item} onDone={onClose} />
          <section aria-labelledby="details-customer">
            <h3 id="details-customer" className="admin-details__title">
              {text.customer}
            </h3>
            <Facts
              none={text.none}
              items={[
                [text.username, item.customer.fullName],
                [text.customerType, text.customerTypes[item.customer.customerType]],
                [text.idNumber, item.customer.idNumber],
                [text.email, item.customer.email],
                [text.mobile, phoneShown(item.customer.mobile)],
                [text.repMobile, phoneShown(item.customer.repMobile)],
                [text.fieldOfActivity, fieldOfActivityShown(text, item.customer.fieldOfActivity)],
                [text.backOfficeId, item.user_id],
                [text.notes, item.customer.notes],
              ]}
            />
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
