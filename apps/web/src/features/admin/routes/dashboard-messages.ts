import type { Locale } from '@orioni/contracts/constants';
import { REVENUE_DEFINITIONS } from '@orioni/contracts/revenue-rules';
import { dashboard as en, type DashboardTexts } from '@/i18n/en/dashboard';
import { dashboard as ka } from '@/i18n/ka/dashboard';
import { dashboard as ru } from '@/i18n/ru/dashboard';
import { useI18n } from '@/lib/i18n';

/** The dashboard's texts (its chunk carries the three languages, as the console's does; ADR 016). */
const MESSAGES: Record<Locale, DashboardTexts> = { ka, en, ru };

export function useDashboardText(): DashboardTexts & { definitions: (typeof REVENUE_DEFINITIONS)['en']; locale: Locale } {
  const { locale } = useI18n();
  return { ...MESSAGES[locale], definitions: REVENUE_DEFINITIONS[locale], locale };
}

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
