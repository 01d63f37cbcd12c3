import type { Locale } from '@orioni/contracts/constants';
import { admin as en, type AdminTexts } from '@/i18n/en/admin';
import { admin as ka } from '@/i18n/ka/admin';
import { admin as ru } from '@/i18n/ru/admin';
import { useI18n } from '@/lib/i18n';

/** Texts of the admin console (its chunk carries the three languages; ADR 016). */
const ADMIN_MESSAGES: Record<Locale, AdminTexts> = { ka, en, ru };

export function useAdminText(): AdminTexts {
  return ADMIN_MESSAGES[useI18n().locale];
}
