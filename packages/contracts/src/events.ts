import type { PricePeriod, ProductType } from './constants.ts';
import type { ErrorKey } from './error-keys.ts';

/**
 * The domain events of the storefront (issue 40 item 1): the moments other parts react to, written in
 * the same transaction as the change that causes them and read after commit by each consumer with its
 * own cursor (ADR 043). Mail is the first consumer; tax invoices and signed webhooks come next.
 *
 * An event is a fact, not a message: it names the ids it concerns and an exact amount in tetri where
 * there is one, and carries the facts of the moment that cannot be read again later (the periods a
 * charge paid, the retry day a refusal set). Words and addresses are never in an event: a consumer
 * writes them in the customer's language when it reacts.
 *
 * A type's data changes only by a new version; a consumer reads the versions it knows.
 */
export interface DomainEventData {
  /** A new customer account (registration; the e-mail is not yet verified). */
  'customer.registered': { role: 'CUSTOMER' | 'ADMIN' };
  /**
   * The customer's e-mail address proven (issue 42): by the verification link's code, or by a password
   * reset's code, which reached the same address. Once per account: INCOMPLETE → VERIFIED.
   */
  'customer.verified': { via: 'VERIFICATION_CODE' | 'PASSWORD_RESET' };
  /** A card saved on the bank's page (the 0.10 ₾ check passed). */
  'card.saved': { cardMask: string };
  /** A saved card removed by its owner. */
  'card.removed': { cardMask: string };
  /**
   * A saved card's expiry notice queued (issue 42): the card expires before the subscription's next
   * payment. `expiresOn`: the last day of the card's expiry month (YYYY-MM-DD).
   */
  'card.expiring': { cardMask: string; expiresOn: string };
  /** A cart paid: one line per bought line, the items it started. */
  'purchase.paid': {
    paidAt: string;
    lines: {
      purchasedItemId: number;
      productKey: string;
      period: PricePeriod;
      kind: ProductType;
      quantity: number;
      /** Tetri. */
      amount: number;
    }[];
    /** The VAT rate the payment was made at, in basis points (issue 41); null or absent: no VAT. */
    vatRateBp?: number | null;
  };
  /** A cart's payment refused by the bank (the cart stays as it was). */
  'purchase.refused': { failureKey: ErrorKey };
  /** A renewal or a Pay now charged: one line per period paid, with the item's next payment date after it. */
  'renewal.charged': {
    paymentKind: 'RENEWAL' | 'REPAY';
    paidAt: string;
    lines: {
      purchasedItemId: number;
      productKey: string;
      period: 'M1' | 'Y1';
      quantity: number;
      /** Tetri. */
      amount: number;
      periodStart: string;
      nextPaymentDate: string;
    }[];
    /** The payment's VAT rate (issue 41); null or absent: no VAT. */
    vatRateBp?: number | null;
  };
  /**
   * A renewal or a Pay now refused. `firstRefusal`: a renewal refused on its first try (the moment the
   * items fall overdue); `owed`: what Pay now would charge today per item (decision 27).
   */
  'renewal.refused': {
    paymentKind: 'RENEWAL' | 'REPAY';
    failureKey: ErrorKey;
    firstRefusal: boolean;
    dueDate: string;
    nextRetryDate: string | null;
    items: { purchasedItemId: number; productKey: string; owed: number }[];
  };
  /** An item fell overdue: its renewal was refused on the first try. */
  'item.overdue': { dueDate: string };
  /** ACTIVE → CANCELING: never charged again; ends at `endDate` (null: nothing paid ahead). */
  'item.cancelled': { productKey: string; endDate: string | null };
  /** CANCELING → ACTIVE (undo-cancel, or staff). */
  'item.reactivated': { productKey: string };
  /** CANCELING → CANCELED at the end of the paid period. */
  'item.ended': { productKey: string; endedOn: string };
  /** Staff wrote off what an item owed (the periods are skipped, not paid). */
  'item.written_off': { productKey: string; periods: number };
  /** Money given back from a payment (`paymentId` is the refund's own payment; `amount` is positive). */
  'refund.made': {
    refundOfPaymentId: number;
    refundedAt: string;
    lines: { purchasedItemId: number | null; productKey: string; period: PricePeriod; amount: number }[];
    /** The refunded payment's VAT rate, which the refund keeps (issue 41); null or absent: no VAT. */
    vatRateBp?: number | null;
  };
  /**
   * A tax invoice (or a refund's correction of it) accepted by the Revenue Service with its number
   * (issue 42), once per invoice: the step that saves RS.ge's number records it. `paymentId` on the event
   * is the payment the invoice documents (for a correction, the refund's own payment).
   */
  'tax_invoice.sent': { kind: 'INVOICE' | 'CORRECTION'; series: string | null; number: string; buyerTaxNumber: string };
}

export type DomainEventType = keyof DomainEventData;

export const DOMAIN_EVENT_TYPES = [
  'customer.registered',
  'customer.verified',
  'card.saved',
  'card.removed',
  'card.expiring',
  'purchase.paid',
  'purchase.refused',
  'renewal.charged',
  'renewal.refused',
  'item.overdue',
  'item.cancelled',
  'item.reactivated',
  'item.ended',
  'item.written_off',
  'refund.made',
  'tax_invoice.sent',
] as const satisfies readonly DomainEventType[];

/** The version each type is written at today. */
export const DOMAIN_EVENT_VERSION: Record<DomainEventType, number> = Object.fromEntries(DOMAIN_EVENT_TYPES.map((t) => [t, 1])) as Record<
  DomainEventType,
  number
>;

/** What a change records: the type, the ids it concerns, the amount in tetri where there is one, and its facts. */
export type NewDomainEvent = {
  [T in DomainEventType]: {
    type: T;
    userId: number;
    paymentId?: number | null;
    purchasedItemIds?: number[];
    /** Tetri, exact; positive for money paid or given back. */
    amount?: number | null;
    data: DomainEventData[T];
  };
}[DomainEventType];

/** An event as a consumer reads it. */
export type DomainEvent = {
  [T in DomainEventType]: {
    id: number;
    type: T;
    version: number;
    userId: number;
    paymentId: number | null;
    purchasedItemIds: number[];
    amount: number | null;
    data: DomainEventData[T];
    /** ISO timestamp (the app's clock). */
    occurredAt: string;
  };
}[DomainEventType];

export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
