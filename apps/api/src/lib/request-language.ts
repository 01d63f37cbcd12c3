import type { IncomingHttpHeaders } from 'node:http';
import { LANGUAGES, type Language } from '@orioni/contracts/constants';

const asLanguage = (value: string | undefined): Language | null => {
  const upper = (value ?? '').trim().toUpperCase();
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : null;
};

/** The first supported language of an Accept-Language header, by weight ("en-US,ka;q=0.8" → EN). */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.weight > 0 && !Number.isNaN(r.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = asLanguage(range.primary);
    if (language) return language;
  }
  return null;
}

/** The language of the `lang` cookie (spec section 3: KA, EN or RU), or null. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  const match = cookieHeader ? /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader) : null;
  return asLanguage(match?.[1]);
}

/**
 * The language on the screen a request comes from (decision 26): product and item names in an
 * answer follow it, so a page shows them in its own language and a language switch shows the new
 * names at once. The account's stored language chooses only the e-mail language.
 *
 *  1. `Accept-Language`: the web's API client sends the language on screen with every call, and
 *     any other client may (the first supported tag by weight: ka, en or ru);
 *  2. else the `lang` cookie the web keeps (spec section 3);
 *  3. else `fallback`: the account's stored language.
 */
export function requestLanguage(request: { headers: IncomingHttpHeaders }, fallback: Language): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? cookieLanguage(request.headers.cookie) ?? fallback;
}
