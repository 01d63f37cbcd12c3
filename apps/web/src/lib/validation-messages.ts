import { useCallback } from 'react';
import type { Locale } from '@orioni/contracts/constants';
import { ERROR_CATALOGUE, type ErrorKey } from '@orioni/contracts/error-keys';
import type { ValidationMessage } from '@orioni/contracts/validation';
import { validation as en } from '@/i18n/en/validation';
import { validation as ka } from '@/i18n/ka/validation';
import { validation as ru } from '@/i18n/ru/validation';
import { useSettings } from './content-hooks';
import { useI18n } from './i18n';

const FIELD_MESSAGES: Record<Exclude<Locale, 'en'>, Record<ValidationMessage, string>> = { ka, ru };
/** An error catalogue message sent as a field error (e.g. WRONG_PASSWORD on `oldPassword`) → its key. */
const KEY_OF_MESSAGE = new Map(Object.entries(ERROR_CATALOGUE).map(([key, entry]) => [entry.message as string, key as ErrorKey]));

/**
 * A field message in the interface language. Field messages of the validation rules are English
 * texts that double as keys (decision 14), translated by the Georgian and Russian catalogues; a
 * message of the error catalogue is translated by its key through the settings `errorTranslate`
 * content (spec section 8), never by a second table here. English shows them as they are (but for the
 * few its catalogue says more about, `i18n/en/validation.ts`); unknown
 * messages pass through unchanged.
 */
export function translateMessage(
  message: string | undefined | null,
  locale: Locale,
  errorTable: readonly { key: string; value: string }[] = [],
): string {
  if (!message) return '';
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return errorTable.find((e) => e.key === key)?.value || message;
  if (locale === 'en') return en[message as ValidationMessage] ?? message;
  return FIELD_MESSAGES[locale][message as ValidationMessage] ?? message;
}

/** `const tm = useValidationMessage(); tm(errors.email?.message)`. */
export function useValidationMessage(): (message: string | undefined | null) => string {
  const { locale } = useI18n();
  const table = useSettings().data?.errorTranslate;
  return useCallback((message) => translateMessage(message, locale, table ?? []), [locale, table]);
}
