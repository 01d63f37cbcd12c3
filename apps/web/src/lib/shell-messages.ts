import type { Locale } from '@orioni/contracts';
import { shell as en } from '@/i18n/en/shell';
import { shell as ka, type ShellMessageKey } from '@/i18n/ka/shell';
import { shell as ru } from '@/i18n/ru/shell';

/**
 * Strings of the application shell that do not come from the content service. Every key has
 * natural text in Georgian, English and Russian.
 */

export const SHELL_MESSAGES: Record<Locale, Record<ShellMessageKey, string>> = { ka, en, ru };

export type { ShellMessageKey };
