import type { Locale } from '@orioni/contracts/constants';
import { integrations as en, type IntegrationsTexts } from '@/i18n/en/integrations';
import { integrations as ka } from '@/i18n/ka/integrations';
import { integrations as ru } from '@/i18n/ru/integrations';
import { useI18n } from '@/lib/i18n';

/** The integrations page's texts (its chunk carries the three languages, as the dashboard's does; ADR 016). */
export const INTEGRATIONS_MESSAGES: Record<Locale, IntegrationsTexts> = { ka, en, ru };

export function useIntegrationsText(): IntegrationsTexts {
  return INTEGRATIONS_MESSAGES[useI18n().locale];
}
