import type { Locale } from '@orioni/contracts/constants';
import { documentKindOf } from '@orioni/contracts/document-rules';
import { DOCUMENT_TEXTS } from '@orioni/contracts/document-texts';
import type { Payment } from '@orioni/contracts/entities';

/**
 * What a payment's document is called, in the screen's language, the words the PDF prints as its
 * title ("Payment receipt", "Credit note"): the label of its number beside the payment id (decision 32).
 */
export const documentTitle = (payment: Pick<Payment, 'kind'>, locale: Locale): string =>
  DOCUMENT_TEXTS[locale.toUpperCase() as Uppercase<Locale>].title[documentKindOf(payment.kind ?? 'PURCHASE')];
