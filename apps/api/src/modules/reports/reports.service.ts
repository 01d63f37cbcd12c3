import { dayWindow, toApiDate, toLocale, type BillingItem, type Language, type Page, type Payment } from '@orioni/contracts';
import { paymentVat } from '@orioni/contracts/vat';
import { overdueDays, owedPeriods, owedTotal, type OwingItem } from '@orioni/contracts/billing-rules';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { documentNumbersOf } from '../documents/documents.queries.ts';
import { taxInvoicesOf } from '../taxes/taxes.queries.ts';
import type { TaxInvoice, TaxInvoiceFilter } from '@orioni/contracts/tax-invoices';
import {
  countSucceededPayments,
  findSucceededPayment,
  linesOfPayments,
  listAllSucceededPayments,
  listPurchasedItems,
  listSucceededPayments,
  succeededPaymentIds,
  succeededPaymentsByIds,
  type PaymentHeadRow,
} from './reports.repository.ts';

type Names = { ka: string; en: string; ru: string } | null;
const nameIn = (names: Names, language: Language, fallback: string) => names?.[toLocale(language)] ?? fallback;

/** Decision 27: what Pay now would charge today, period by period (the rule the charge uses). */
export const dueOf = (item: OwingItem, today: string): Pick<BillingItem, 'amountDue' | 'duePeriods'> => {
  const duePeriods = owedPeriods(item, today);
  return { amountDue: owedTotal(duePeriods), duePeriods };
};

/** A payment's tax invoice as answered: the customer sees its state and number, staff also why it failed or waits. */
const taxInvoiceOf = (invoice: TaxInvoice | undefined, staff: boolean): TaxInvoice | null =>
  invoice ? { ...invoice, error: staff ? (invoice.error ?? null) : undefined } : null;

/** The customer's own payment history, receipts and purchased items. Nobody else's, ever. */
export class ReportsService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
  ) {}

  /** `staff`: the console's view, which also reads why a tax invoice failed or waits. */
  private async toPayments(heads: PaymentHeadRow[], language: Language, staff = false): Promise<Payment[]> {
    const ids = heads.map((h) => h.id);
    const [lines, numbers, invoices] = [
      await linesOfPayments(this.db, ids),
      await documentNumbersOf(this.db, ids),
      await taxInvoicesOf(this.db, ids),
    ];
    return heads.map((h) => {
      const own = lines.filter((l) => l.paymentId === h.id);
      // Issue 41: the VAT each line includes, at the rate the payment was made at, worked out here once.
      const vat = paymentVat(
        own.map((l) => l.amount),
        h.vatRateBp,
      );
      return {
        paymentId: h.id,
        documentNumber: numbers.get(h.id) ?? null,
        externalId: h.externalId,
        paymentTime: (h.paidAt ?? h.createdAt).toISOString(),
        amount: h.amount,
        kind: h.kind,
        refundOfPaymentId: h.refundOfPaymentId,
        cardNotSaved: h.cardNotSaved,
        email: h.email,
        idNumber: h.idNumber ?? h.userIdNumber,
        vat: vat && { rateBp: vat.rateBp, amount: vat.vat },
        taxInvoice: taxInvoiceOf(invoices.get(h.id), staff),
        purchaseList: own.map((l, i) => ({
          productKey: l.productKey,
          productName: nameIn(l.names, language, l.productKey),
          purchasedItemId: l.purchasedItemId ?? 0,
          period: l.period,
          quantity: l.quantity,
          price: l.amount,
          vat: vat ? vat.lines[i]!.vat : null,
        })),
      };
    });
  }

  async paymentHistory(userId: number, language: Language, page: { offset: number; limit: number }): Promise<Page<Payment>> {
    const [heads, count] = await Promise.all([listSucceededPayments(this.db, userId, page), countSucceededPayments(this.db, userId)]);
    return { list: await this.toPayments(heads, language), count };
  }

  /** Every customer's payments in a window of Tbilisi days, for staff (the admin console's Payment History). */
  async allPayments(
    language: Language,
    filter: { fromDate?: string; toDate?: string; taxInvoice?: TaxInvoiceFilter; offset: number; limit: number },
  ): Promise<Page<Payment & { userId: number; fullName: string }>> {
    const { rows, count } = await listAllSucceededPayments(this.db, {
      ...dayWindow(filter),
      taxInvoice: filter.taxInvoice,
      offset: filter.offset,
      limit: filter.limit,
    });
    const list = await this.toPayments(rows, language, true);
    return { count, list: list.map((p, i) => ({ ...p, userId: rows[i]!.userId, fullName: rows[i]!.fullName })) };
  }

  /** The ids of those payments, newest first (exports read them in chunks with `allPaymentsByIds`). */
  allPaymentIds(filter: { fromDate?: string; toDate?: string; taxInvoice?: TaxInvoiceFilter }): Promise<number[]> {
    return succeededPaymentIds(this.db, { ...dayWindow(filter), taxInvoice: filter.taxInvoice });
  }

  /** These payments of any customer, in this order. */
  async allPaymentsByIds(language: Language, ids: number[]): Promise<(Payment & { userId: number; fullName: string })[]> {
    const rows = await succeededPaymentsByIds(this.db, ids);
    const list = await this.toPayments(rows, language, true);
    return list.map((p, i) => ({ ...p, userId: rows[i]!.userId, fullName: rows[i]!.fullName }));
  }

  async receipt(userId: number, language: Language, paymentId: number): Promise<Payment> {
    const head = await findSucceededPayment(this.db, userId, paymentId);
    if (!head) throw notFound();
    const [payment] = await this.toPayments([head], language);
    return payment!;
  }

  async purchaseHistory(
    userId: number,
    language: Language,
    filter: { onPremise: boolean; query?: string; offset: number; limit: number },
  ): Promise<Page<BillingItem>> {
    const { rows, count } = await listPurchasedItems(this.db, userId, filter);
    const today = toApiDate(this.clock.now());
    return {
      count,
      list: rows.map((r) => ({
        purchasedItemId: r.id,
        paymentId: r.lastPaymentId ?? r.firstPaymentId,
        itemName: nameIn(r.names, language, r.productKey),
        createTime: r.createdAt.toISOString(),
        lastPaymentTime: r.lastPaymentAt ? r.lastPaymentAt.toISOString() : null,
        nextPaymentTime: r.nextPaymentDate,
        // Decision 6: null while not yet due; 0 is due today and unpaid.
        overdueDays: overdueDays(r, today),
        status: r.status,
        unitCost: r.unitCost,
        upcomingPayment: r.upcomingPayment,
        price: r.price,
        quantity: r.quantity,
        period: r.period,
        idNumber: r.idNumber,
        product: { productKey: r.productKey },
        ...dueOf(r, today),
      })),
    };
  }
}
