import type { Locale } from '@orioni/contracts/constants';
import { billingActions as en, type BillingActionsTexts } from '@/i18n/en/billing-actions';
import { billingActions as ka } from '@/i18n/ka/billing-actions';
import { billingActions as ru } from '@/i18n/ru/billing-actions';
import { useI18n } from '@/lib/i18n';

/** Texts of the staff billing actions and the customer's undo of a cancellation (issue 28). */
const MESSAGES: Record<Locale, BillingActionsTexts> = { ka, en, ru };

export function useBillingActionsText(): BillingActionsTexts {
  return MESSAGES[useI18n().locale];
}
