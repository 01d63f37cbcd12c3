import type { EntryMeta } from '@orioni/contracts/content';

/**
 * Issue 32 item 17 (WCAG 3.1.2): a content entry missing in the page's language comes in Georgian,
 * the content's fallback (`pickLocale` in the API). The entry's root then names the language it is
 * written in, so a screen reader reads it as written; an entry in the page's language needs nothing.
 */
export function entryLang(entry: Partial<EntryMeta> | undefined, pageLocale: string): string | undefined {
  const locale = entry?.locale?.trim().toLowerCase();
  return locale && locale !== pageLocale.toLowerCase() ? locale : undefined;
}
