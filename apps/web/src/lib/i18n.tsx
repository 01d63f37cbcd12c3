import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGES, toLocale, type Language, type Locale, type PricePeriod, type ProductType } from '@orioni/contracts/constants';
import { COOKIE_KEYS, getCookie, local, setCookie, STORAGE_KEYS } from './storage';
import { periodName } from '@orioni/contracts/period-names';
import { SHELL_MESSAGES, type ShellMessageKey } from './shell-messages';

/** Georgian is the default; the choice is kept in the `lang` cookie and local storage. */
export const DEFAULT_LANGUAGE: Language = 'KA';

export function storedLanguage(): Language {
  const saved = (local.get(STORAGE_KEYS.lang) ?? getCookie(COOKIE_KEYS.lang) ?? '').toUpperCase();
  return (LANGUAGES as readonly string[]).includes(saved) ? (saved as Language) : DEFAULT_LANGUAGE;
}

export function persistLanguage(language: Language): void {
  local.set(STORAGE_KEYS.lang, language);
  setCookie(COOKIE_KEYS.lang, language);
}

interface I18nValue {
  language: Language;
  locale: Locale;
  setLanguage(language: Language): void;
  /** Shell strings (header, footer, placeholders); page text comes from the content service. */
  t(key: ShellMessageKey): string;
}

const I18nContext = createContext<I18nValue | null>(null);

type LanguageListener = (language: Language) => void | Promise<void>;
const listeners = new Set<LanguageListener>();
/** Lets other parts react to a language change (e.g. the session saves it on the server). */
export function onLanguageChange(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `initialLanguage` is the server's (it has no local storage); the browser reads the stored one. */
export function I18nProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? storedLanguage());

  useEffect(() => {
    document.documentElement.lang = toLocale(language);
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    persistLanguage(next);
    setLanguageState(next);
    for (const listener of listeners) void listener(next);
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      language,
      locale: toLocale(language),
      setLanguage,
      t: (key) => SHELL_MESSAGES[toLocale(language)][key],
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/**
 * The name of a price period in the interface language: contracts' one table (`periodName`), which the
 * receipts, the e-mails and the exports print too. A one-time price (PREMISE) is named by what is
 * bought (issue 39 item 25): a solution's is its licence, hardware's a one-time purchase, a service's
 * (a training, a migration) a one-time service; where the kind is not known, only what is true of
 * all three: one-time.
 */
export function usePeriodName(): (period: PricePeriod, type?: ProductType) => string {
  const { language } = useI18n();
  return (period, type) => periodName(period, type, language);
}
