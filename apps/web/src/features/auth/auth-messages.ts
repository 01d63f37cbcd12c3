import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { auth as en, type AuthMessageKey } from '@/i18n/en/auth';
import { auth as ka } from '@/i18n/ka/auth';
import { auth as ru } from '@/i18n/ru/auth';

/** Texts of the authentication modal in Georgian, English and Russian. */

const AUTH_MESSAGES: Record<Locale, Record<AuthMessageKey, string>> = { ka, en, ru };

export function useAuthText(): (key: AuthMessageKey) => string {
  const { locale } = useI18n();
  return (key) => AUTH_MESSAGES[locale][key];
}

export type { AuthMessageKey };
