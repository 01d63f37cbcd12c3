import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from './i18n';
import { card as en, type CardTexts as CardMessages } from '@/i18n/en/card';
import { card as ka } from '@/i18n/ka/card';
import { card as ru } from '@/i18n/ru/card';

/** Texts of saving a card on the bank's page (cart and current products), in Georgian, English and Russian. */

const CARD_MESSAGES: Record<Locale, CardMessages> = { ka, en, ru };

export function useCardText(): CardMessages {
  return CARD_MESSAGES[useI18n().locale];
}
