import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { billing as en, type BillingTexts as BillingMessages } from '@/i18n/en/billing';
import { billing as ka } from '@/i18n/ka/billing';
import { billing as ru } from '@/i18n/ru/billing';

/** Texts of the current products page (on-premise licences and billing), in Georgian, English and Russian. */

const BILLING_MESSAGES: Record<Locale, BillingMessages> = { ka, en, ru };

export function useBillingText(): BillingMessages {
  return BILLING_MESSAGES[useI18n().locale];
}
