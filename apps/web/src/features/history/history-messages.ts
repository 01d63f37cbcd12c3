import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { history as en, type HistoryTexts as HistoryMessages } from '@/i18n/en/history';
import { history as ka } from '@/i18n/ka/history';
import { history as ru } from '@/i18n/ru/history';

/** Texts of the transaction history page and the receipt dialog. */

const HISTORY_MESSAGES: Record<Locale, HistoryMessages> = { ka, en, ru };

export function useHistoryText(): HistoryMessages {
  return HISTORY_MESSAGES[useI18n().locale];
}
