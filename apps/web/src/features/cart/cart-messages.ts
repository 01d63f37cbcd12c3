import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { cart as en, type CartTexts as CartMessages } from '@/i18n/en/cart';
import { cart as ka } from '@/i18n/ka/cart';
import { cart as ru } from '@/i18n/ru/cart';

/** The cart texts of the interface language (the catalogues in `src/i18n`, ADR 016). */

export const CART_MESSAGES: Record<Locale, CartMessages> = { ka, en, ru };

export function useCartText(): CartMessages {
  return CART_MESSAGES[useI18n().locale];
}
