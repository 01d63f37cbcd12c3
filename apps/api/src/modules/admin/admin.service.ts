import { differentFirstPayment, recurringPrice } from '@orioni/contracts/item-price';
import {
  addDays,
  dayWindow,
  toApiDate,
  toLocale,
  MESSAGES,
  type AdminPayment,
  type AdminPaymentListQuery,
  type AdminPurchaseListQuery,
  type AdminTransaction,
  type AdminUser,
  type AdminUserListQuery,
  type AuditEntry,
  type ItemActionResult,
  type RefundBody,
  type RefundResult,
  type Language,
  type Page,
} from '@orioni/contracts';
import { overdueDays } from '@orioni/contracts/billing-rules';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { UserRow } from '../accounts/accounts.queries.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import type { RefundsService } from '../checkout/refunds.service.ts';
import type { StaffBillingService } from '../subscriptions/staff-billing.service.ts';
import type { Mailer, MailTemplateName, MailTemplateRegistry } from '../mail/mail.service.ts';
import { dueOf, type ReportsService } from '../reports/reports.service.ts';
import {
  EXPORT_CHUNK,
  insertAudit,
  listAudit,
  listPurchases,
  listUsers,
  purchaseIds,
  purchasesByIds,
  userIds,
  usersByIds,
  type PurchaseFilter,
  type UserFilter,
} from './admin.repository.ts';
import { exportText, wordOf, type ExportText } from './export-text.ts';
import { chunksOf, streamWorkbook, type ExportColumn } from '../../lib/xlsx-export.ts';

/** The users export's columns, headed and worded in the console's language (issue 26 item 3). */
const userColumns = (t: ExportText): ExportColumn<AdminUser>[] => [
  { header: t.headers.userId, kind: 'number', width: 10, value: (u) => u.id },
  { header: t.headers.backOfficeId, kind: 'text', value: (u) => u.user_id },
  { header: t.headers.fullName, kind: 'text', width: 28, value: (u) => u.customer.fullName },
  { header: t.headers.customerType, kind: 'text', value: (u) => wordOf(t.customerTypes, u.customer.customerType) },
  { header: t.headers.email, kind: 'text', width: 30, value: (u) => u.customer.email },
  { header: t.headers.idNumber, kind: 'text', value: (u) => u.customer.idNumber },
  { header: t.headers.mobile, kind: 'text', value: (u) => u.customer.mobile },
  { header: t.headers.status, kind: 'text', value: (u) => wordOf(t.userStatuses, u.status) },
  { header: t.headers.registered, kind: 'datetime', value: (u) => u.createTime },
  { header: t.headers.notes, kind: 'text', width: 30, value: (u) => u.customer.notes },
];

const purchaseColumns = (t: ExportText): ExportColumn<AdminTransaction>[] => [
  { header: t.headers.itemId, kind: 'number', width: 10, value: (i) => i.purchasedItemId },
  { header: t.headers.checkId, kind: 'number', width: 10, value: (i) => i.paymentId },
  { header: t.headers.customer, kind: 'text', width: 28, value: (i) => i.customer.fullName },
  { header: t.headers.email, kind: 'text', width: 30, value: (i) => i.customer.email },
  { header: t.headers.idNumber, kind: 'text', value: (i) => i.idNumber },
  { header: t.headers.product, kind: 'text', width: 28, value: (i) => i.itemName },
  { header: t.headers.productKey, kind: 'text', width: 26, value: (i) => i.product.productKey },
  { header: t.headers.type, kind: 'text', value: (i) => wordOf(t.productTypes, i.productType) },
  { header: t.headers.period, kind: 'text', value: (i) => t.period(i.period, i.productType) },
  { header: t.headers.status, kind: 'text', value: (i) => wordOf(t.itemStatuses, i.status) },
  { header: t.headers.comment, kind: 'text', value: (i) => wordOf(t.comments, i.comment) },
  { header: t.headers.firstPurchase, kind: 'text', value: (i) => (i.firstPurchase ? t.yes : t.no) },
  { header: t.headers.purchased, kind: 'datetime', value: (i) => i.createTime },
  { header: t.headers.lastPayment, kind: 'datetime', value: (i) => i.lastPaymentTime },
  { header: t.headers.nextPayment, kind: 'date', value: (i) => i.nextPaymentTime },
  { header: t.headers.overdueDays, kind: 'number', value: (i) => i.overdueDays },
  { header: t.headers.quantity, kind: 'number', value: (i) => i.quantity },
  { header: t.headers.unitPrice, kind: 'money', value: (i) => i.unitCost },
  // A subscription's price per period, its first payment apart where that differed (issue 39 item 21).
  { header: t.headers.price, kind: 'money', value: (i) => recurringPrice(i) },
  { header: t.headers.firstPayment, kind: 'money', value: (i) => differentFirstPayment(i) },
  { header: t.headers.debt, kind: 'money', value: (i) => i.amountDue },
];

/**
 * The payments export's columns; `withVat` (the seller is a VAT payer, issue 41): the VAT the amount
 * includes (the sum of its lines', as the API answers it), its rate and the amount without it, after
 * the amount, empty for a payment made without a rate. A seller who is not a VAT payer gets the
 * columns it always had.
 */
const paymentColumns = (t: ExportText, withVat: boolean): ExportColumn<AdminPayment>[] => [
  { header: t.headers.paymentId, kind: 'number', width: 12, value: (p) => p.paymentId },
  // The receipt's or credit note's number, given when the payment succeeded (decision 32).
  { header: t.headers.documentNumber, kind: 'text', width: 20, value: (p) => p.documentNumber ?? null },
  { header: t.headers.externalId, kind: 'text', width: 30, value: (p) => p.externalId },
  { header: t.headers.date, kind: 'datetime', value: (p) => p.paymentTime },
  { header: t.headers.customer, kind: 'text', width: 28, value: (p) => p.fullName },
  { header: t.headers.email, kind: 'text', width: 30, value: (p) => p.email },
  { header: t.headers.idNumber, kind: 'text', value: (p) => p.idNumber },
  { header: t.headers.amount, kind: 'money', value: (p) => p.amount },
  ...(withVat ? vatColumns(t) : []),
  {
    header: t.headers.products,
    kind: 'text',
    width: 50,
    value: (p) => p.purchaseList.map((l) => `${l.productName} (#${l.purchasedItemId})`).join(', '),
  },
];

const vatColumns = (t: ExportText): ExportColumn<AdminPayment>[] => [
  { header: t.headers.vatRate, kind: 'percent', value: (p) => p.vat?.rateBp ?? null },
  { header: t.headers.vat, kind: 'money', value: (p) => p.vat?.amount ?? null },
  { header: t.headers.amountWithoutVat, kind: 'money', value: (p) => (p.vat ? p.amount - p.vat.amount : null) },
];

/** Staff actions on a subscription (issue 28 item 2), as the audit log names them. */
export type StaffItemAction = 'RETRY_NOW' | 'CANCEL' | 'REACTIVATE' | 'WRITE_OFF';

/** The notification types of the test e-mail dialog and the template each one sends. */
export const TEST_MAIL_TEMPLATES = {
  VERIFICATION: 'verification',
  RESET_PASSWORD: 'password-reset',
  REGISTRATION_ATTEMPT: 'registration-attempt',
  RECEIPT: 'purchase-receipt',
  RENEWAL_RECEIPT: 'renewal-receipt',
  REFUND_RECEIPT: 'refund-receipt',
  RENEWAL_FAILED: 'renewal-failed',
  SUBSCRIPTION_CANCELLED: 'subscription-cancelled',
  SUBSCRIPTION_ENDED: 'subscription-ended',
  RENEWAL_UPCOMING: 'renewal-upcoming',
  CARD_EXPIRING: 'card-expiring',
  DEMO_REQUEST: 'demo-request',
} as const satisfies Record<string, MailTemplateName>;
export type TestMailType = keyof typeof TEST_MAIL_TEMPLATES;

/** Sample data for each template, so staff see a real-looking message. */
function sample(type: TestMailType, language: Language, today: string): MailTemplateRegistry[(typeof TEST_MAIL_TEMPLATES)[TestMailType]] {
  const name = 'Nino Beridze';
  const item = { ka: 'ორიონი ERP', en: 'Orioni ERP', ru: 'Орион ERP' }[toLocale(language)];
  const samples: { [K in TestMailType]: MailTemplateRegistry[(typeof TEST_MAIL_TEMPLATES)[K]] } = {
    VERIFICATION: { name, verificationCode: 'sample-verification-code' },
    RESET_PASSWORD: { name, username: 'nino@example.ge', otp: '123456' },
    REGISTRATION_ATTEMPT: { name, username: 'nino@example.ge' },
    RECEIPT: {
      name,
      paymentId: 1001,
      paidAt: new Date().toISOString(),
      amount: 29_900,
      lines: [{ name: item, productKey: 'ORIONI_ERP_M1', period: 'M1', quantity: 1, amount: 29_900, purchasedItemId: 501 }],
    },
    RENEWAL_RECEIPT: {
      name,
      paymentId: 1002,
      paidAt: new Date().toISOString(),
      amount: 14_900,
      lines: [
        {
          name: item,
          purchasedItemId: 501,
          period: 'M1',
          quantity: 1,
          amount: 14_900,
          periodStart: today,
          nextPaymentDate: addDays(today, 30),
        },
      ],
    },
    REFUND_RECEIPT: {
      name,
      refundPaymentId: 1003,
      paymentId: 1001,
      refundedAt: new Date().toISOString(),
      amount: 29_900,
      lines: [{ name: item, period: 'M1', purchasedItemId: 501, amount: 29_900 }],
    },
    RENEWAL_FAILED: {
      name,
      amount: 14_900,
      dueDate: today,
      items: [{ name: item, purchasedItemId: 501, amount: 14_900 }],
      nextRetryDate: addDays(today, 1),
    },
    SUBSCRIPTION_CANCELLED: { name, itemName: item, purchasedItemId: 501, endDate: addDays(today, 20) },
    SUBSCRIPTION_ENDED: { name, itemName: item, purchasedItemId: 501, endedOn: today },
    RENEWAL_UPCOMING: {
      name,
      itemName: item,
      purchasedItemId: 501,
      period: 'Y1',
      amount: 149_000,
      renewalDate: addDays(today, 7),
      cardMask: '424242******4242',
    },
    CARD_EXPIRING: {
      name,
      cardMask: '424242******4242',
      expiryMonth: Number(today.slice(5, 7)),
      expiryYear: Number(today.slice(0, 4)),
      nextChargeDate: addDays(today, 40),
    },
    DEMO_REQUEST: {
      requestId: 77,
      email: 'nino@example.ge',
      customerType: 'PHYSICAL',
      fullName: name,
      productKey: 'ORIONI_ERP_M1',
      mobile: '+995 555 12 34 56',
      language,
    },
  };
  return samples[type];
}

/** A customer row as staff see it. */
type CustomerRow = Pick<
  UserRow,
  'id' | 'customerType' | 'fullName' | 'idNumber' | 'email' | 'mobile' | 'repMobile' | 'fieldOfActivity' | 'notes'
>;
const customerOf = (user: CustomerRow): AdminUser['customer'] => ({
  customerId: user.id,
  customerType: user.customerType,
  fullName: user.fullName,
  idNumber: user.idNumber,
  email: user.email,
  mobile: user.mobile,
  repMobile: user.repMobile,
  fieldOfActivity: user.fieldOfActivity,
  notes: user.notes,
});

const adminUserOf = (user: UserRow): AdminUser => ({
  id: user.id,
  user_id: user.externalUserId,
  createTime: user.createdAt.toISOString(),
  status: user.customerStatus,
  customer: customerOf(user),
});

type PurchaseRow = Awaited<ReturnType<typeof purchasesByIds>>[number];

/** A purchased item as staff see it; overdue from the next payment day as the customer's billing page counts it (decision 6). */
const adminTransactionOf = (
  { item, user, names, productType, lastPaymentId }: PurchaseRow,
  language: Language,
  today: string,
): AdminTransaction => ({
  purchasedItemId: item.id,
  paymentId: lastPaymentId ?? item.firstPaymentId,
  itemName: names?.[toLocale(language)] ?? item.productKey,
  createTime: item.createdAt.toISOString(),
  lastPaymentTime: item.lastPaymentAt ? item.lastPaymentAt.toISOString() : null,
  nextPaymentTime: item.nextPaymentDate,
  overdueDays: overdueDays(item, today),
  status: item.status,
  unitCost: item.unitCost,
  upcomingPayment: item.upcomingPayment,
  price: item.price,
  quantity: item.quantity,
  period: item.period,
  idNumber: user.idNumber,
  product: { productKey: item.productKey },
  ...dueOf(item, today),
  productType: productType ?? null,
  firstPurchase: item.firstPurchase,
  comment: item.comment,
  userId: user.id,
  user_id: user.externalUserId,
  customer: customerOf(user),
});

/**
 * The admin console's data (issue 12): every customer, purchase and payment, for staff only (the
 * admin scope answers 401 and 403 before any of this runs), and an audit log of staff actions.
 */
export class AdminService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<AppConfig, 'mail' | 'publicUrl' | 'seller'>;
      mailer: Mailer;
      accounts: Pick<CustomersService, 'updateNotes'>;
      reports: Pick<ReportsService, 'allPayments' | 'allPaymentIds' | 'allPaymentsByIds'>;
      refunds?: Pick<RefundsService, 'refund' | 'refundable'>;
      staffBilling?: Pick<StaffBillingService, 'itemState' | 'cancelForCustomer' | 'reactivateForCustomer' | 'retryNow' | 'writeOff'>;
    },
  ) {}

  private get billing() {
    const { refunds, staffBilling } = this.deps;
    if (!refunds || !staffBilling) throw new Error('the admin service was built without the billing services');
    return { refunds, staffBilling };
  }

  private writeAudit(actorUserId: number, action: string, target: string, details: unknown): Promise<void> {
    return insertAudit(this.deps.db, { actorUserId, action, target, details, now: this.deps.clock.now() });
  }

  /** A paid payment's lines and what is left to refund on each (the refund dialog). */
  refundable(paymentId: number, language: Language) {
    return this.billing.refunds.refundable(paymentId, language);
  }

  /** Staff refund (issue 28, ADR 032), audited once (a repeated key answers the first refund and logs nothing). */
  async refund(actorUserId: number, body: RefundBody): Promise<RefundResult> {
    const { fresh, before, after, userId, ...result } = await this.billing.refunds.refund(body);
    if (fresh)
      await this.writeAudit(actorUserId, 'REFUND', `payment:${body.paymentId}`, { userId, ...result, lines: body.lines, before, after });
    return result;
  }

  /**
   * A staff action on a subscription (retry now, cancel, reactivate, write off), audited with the
   * item's state before and after; a refused action changes nothing and logs nothing. Retry now and
   * write off take the dialog's key (one effect per confirmation, issue 39 item 14): asked again,
   * they answer the first and log nothing more. Their `before` is read under the item's lock, and a
   * retry the bank refused (a FAILED payment) is audited before the error is answered (item 15).
   */
  async itemAction(
    actorUserId: number,
    action: StaffItemAction,
    purchasedItemId: number,
    idempotencyKey?: string,
  ): Promise<ItemActionResult> {
    const { staffBilling } = this.billing;
    const target = `item:${purchasedItemId}`;
    if (action === 'RETRY_NOW' || action === 'WRITE_OFF') {
      if (!idempotencyKey) throw new AppError('VALIDATION_ERROR', { fieldErrors: { idempotencyKey: 'Required' } });
      const done =
        action === 'RETRY_NOW'
          ? await staffBilling.retryNow(purchasedItemId, idempotencyKey)
          : { ...(await staffBilling.writeOff(actorUserId, purchasedItemId, idempotencyKey)), paymentId: null, refused: undefined };
      if (done.fresh) {
        const failureKey = done.refused?.key ?? null;
        await this.writeAudit(actorUserId, action, target, {
          amount: done.amount,
          paymentId: done.paymentId,
          ...(failureKey ? { failureKey } : {}),
          before: done.before,
          after: done.after,
        });
      }
      if (done.refused) throw done.refused;
      const after = done.after ?? (await staffBilling.itemState(purchasedItemId));
      return {
        purchasedItemId,
        status: after.status as ItemActionResult['status'],
        nextPaymentDate: after.nextPaymentDate,
        amount: done.amount,
        paymentId: done.paymentId,
      };
    }
    const before = await staffBilling.itemState(purchasedItemId);
    if (action === 'CANCEL') await staffBilling.cancelForCustomer(purchasedItemId);
    else await staffBilling.reactivateForCustomer(purchasedItemId);
    const after = await staffBilling.itemState(purchasedItemId);
    await this.writeAudit(actorUserId, action, target, { amount: 0, paymentId: null, before, after });
    return {
      purchasedItemId,
      status: after.status as ItemActionResult['status'],
      nextPaymentDate: after.nextPaymentDate,
      amount: 0,
      paymentId: null,
    };
  }

  async users(filter: AdminUserListQuery): Promise<Page<AdminUser>> {
    const { rows, count } = await listUsers(this.deps.db, { ...filter, ...dayWindow(filter) });
    return { count, list: rows.map(adminUserOf) };
  }

  async purchases(filter: AdminPurchaseListQuery, language: Language): Promise<Page<AdminTransaction>> {
    const today = toApiDate(this.deps.clock.now());
    const { rows, count } = await listPurchases(this.deps.db, { ...filter, ...dayWindow(filter), today });
    return { count, list: rows.map((row) => adminTransactionOf(row, language, today)) };
  }

  payments(filter: AdminPaymentListQuery, language: Language) {
    return this.deps.reports.allPayments(language, filter);
  }

  /** Sets a customer's personal-URL note and records who changed it from what to what. */
  async updateNotes(actorUserId: number, userId: number, notes: string): Promise<void> {
    const { before } = await this.deps.accounts.updateNotes(userId, notes);
    await insertAudit(this.deps.db, {
      actorUserId,
      action: 'USER_NOTES',
      target: `user:${userId}`,
      details: { before, after: notes.trim() || null },
      now: this.deps.clock.now(),
    });
  }

  /** Sends one notification template with sample data to any address, and records it. */
  async testMail(actorUserId: number, input: { type: TestMailType; language: Language; email: string }): Promise<void> {
    const now = this.deps.clock.now();
    const template = TEST_MAIL_TEMPLATES[input.type];
    await this.deps.mailer.send(this.deps.db, {
      to: input.email,
      template,
      language: input.language,
      data: sample(input.type, input.language, toApiDate(now)) as never,
      meta: { test: true, type: input.type },
    });
    await insertAudit(this.deps.db, { actorUserId, action: 'TEST_EMAIL', target: input.email, details: input, now });
  }

  /**
   * An export as an XLSX stream (issue 12), with the list's filters; decision 15: the To Date is
   * today at the latest and the From Date not after it. Recorded in the audit log with its filters.
   */
  async exportFile(
    actorUserId: number,
    kind: 'users' | 'purchases' | 'payments',
    filter: (AdminUserListQuery | AdminPurchaseListQuery | { fromDate?: string; toDate?: string }) & { fromDate?: string; toDate?: string },
    language: Language,
  ): Promise<{ filename: string; stream: NodeJS.ReadableStream }> {
    const now = this.deps.clock.now();
    const today = toApiDate(now);
    if (filter.toDate && filter.toDate > today) throw validationError({ toDate: MESSAGES.exportToDateFuture });
    if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate)
      throw validationError({ fromDate: MESSAGES.exportFromAfterTo });
    const { offset: _offset, limit: _limit, ...filters } = filter as typeof filter & { offset?: number; limit?: number };
    await insertAudit(this.deps.db, { actorUserId, action: 'EXPORT', target: kind, details: filters, now });
    const filename = `orioni-${kind}-${today}.xlsx`;
    const text = exportText(language);
    // Every matching id first (in order, a few bytes a row), then the rows a chunk at a time.
    if (kind === 'users') {
      const f: UserFilter = { ...(filters as AdminUserListQuery), ...dayWindow(filters) };
      const pages = chunksOf(
        () => userIds(this.deps.db, f),
        EXPORT_CHUNK,
        async (ids) => (await usersByIds(this.deps.db, ids)).map(adminUserOf),
      );
      return { filename, stream: streamWorkbook(text.sheets.users, userColumns(text), pages) };
    }
    if (kind === 'purchases') {
      const f: PurchaseFilter = { ...(filters as AdminPurchaseListQuery), ...dayWindow(filters), today };
      const pages = chunksOf(
        () => purchaseIds(this.deps.db, f),
        EXPORT_CHUNK,
        async (ids) => (await purchasesByIds(this.deps.db, ids)).map((row) => adminTransactionOf(row, language, today)),
      );
      return { filename, stream: streamWorkbook(text.sheets.purchases, purchaseColumns(text), pages) };
    }
    const pages = chunksOf(
      () => this.deps.reports.allPaymentIds(filters),
      EXPORT_CHUNK,
      (ids) => this.deps.reports.allPaymentsByIds(language, ids),
    );
    return {
      filename,
      stream: streamWorkbook(text.sheets.payments, paymentColumns(text, this.deps.config.seller.vatRateBp !== null), pages),
    };
  }

  async audit(page: { offset: number; limit: number }): Promise<Page<AuditEntry>> {
    const { rows, count } = await listAudit(this.deps.db, page);
    return {
      count,
      list: rows.map(({ entry, actorEmail }) => {
        let details: unknown = entry.details;
        try {
          details = entry.details ? JSON.parse(entry.details) : null;
        } catch {
          // kept as text
        }
        return {
          id: entry.id,
          actorUserId: entry.actorUserId,
          actorEmail,
          action: entry.action,
          target: entry.target,
          details,
          createdAt: entry.createdAt.toISOString(),
        };
      }),
    };
  }
}
