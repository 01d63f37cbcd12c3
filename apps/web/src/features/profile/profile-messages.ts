import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { profile as en, type ProfileMessageKey } from '@/i18n/en/profile';
import { profile as ka } from '@/i18n/ka/profile';
import { profile as ru } from '@/i18n/ru/profile';

const MESSAGES: Record<Locale, Record<ProfileMessageKey, string>> = { ka, en, ru };

export function useProfileText(): (key: ProfileMessageKey) => string {
  const { locale } = useI18n();
  return (key) => MESSAGES[locale][key];
}

export type { ProfileMessageKey };
