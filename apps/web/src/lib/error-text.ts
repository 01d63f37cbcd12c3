import type { Locale } from '@orioni/contracts/constants';
import { ERROR_KEYS, FALLBACK_ERROR_MESSAGE, isErrorKey } from '@orioni/contracts/error-keys';
import { ApiError } from './api-client';
import { translateMessage } from './validation-messages';

/**
 * Spec section 8, by key and never by English text: an error's key (an ApiError's, or a stored
 * key) is looked up in the settings `errorTranslate` table; without a translation the server's
 * message (or the catalogue's, for a stored key) shows as it is, a field message of the validation
 * rules translated as a field message; without any message, the generic text.
 */
export function errorText(error: unknown, table: readonly { key: string; value: string }[], locale: Locale, fallback: string): string {
  if (!error) return '';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const key = error instanceof ApiError ? error.key : isErrorKey(message) ? message : undefined;
  const hit = key ? table.find((e) => e.key === key) : undefined;
  if (hit?.value) return hit.value;
  // A stored key shows the catalogue's message; an ApiError the message the server sent.
  const shown = key && !(error instanceof ApiError) ? ERROR_KEYS[key] : message;
  if (shown && shown !== FALLBACK_ERROR_MESSAGE) return translateMessage(shown, locale);
  return fallback;
}
