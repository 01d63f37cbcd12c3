import type { Locale } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';
import { demo as en, type DemoTexts as DemoMessages } from '@/i18n/en/demo';
import { demo as ka } from '@/i18n/ka/demo';
import { demo as ru } from '@/i18n/ru/demo';

/** Texts of the demo request modal in Georgian, English and Russian. */

const DEMO_MESSAGES: Record<Locale, DemoMessages> = { ka, en, ru };

export function useDemoText(): DemoMessages {
  return DEMO_MESSAGES[useI18n().locale];
}
