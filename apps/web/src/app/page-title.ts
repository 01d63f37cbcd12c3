import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '@/lib/i18n';
import type { ShellMessageKey } from '@/lib/shell-messages';

/**
 * Issue 32 item 16: the pages without content of their own (the customer's pages and the console)
 * name themselves in the language on screen; the content pages set theirs from content
 * (`usePageMeta`), with the shell's home title while their content loads.
 */
const APP_PAGE_TITLES: ReadonlyArray<readonly [prefix: string, key: ShellMessageKey]> = [
  ['/cart', 'titleCart'],
  ['/currentproducts', 'currentProducts'],
  ['/transactionHistory', 'transactionHistory'],
  ['/profile', 'profile'],
  ['/admin', 'admin'],
];

/** The shell key naming the page at `pathname`, when it is one of the app's own pages. */
export function appPageTitleKey(pathname: string): ShellMessageKey | null {
  const entry = APP_PAGE_TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return entry ? entry[1] : null;
}

/** "Page — Brand", or the brand with its tagline for the home title. */
export function composeTitle(brand: string, name?: string, tagline?: string): string {
  return name ? `${name} — ${brand}` : `${brand} — ${tagline ?? ''}`.replace(/ — $/, '');
}

/**
 * Sets the title on every navigation and language switch: an app page's own name, or the home title
 * for a content page until its content names it (a layout effect runs before the pages' effects, so
 * the content's title, once known, is the one that stays).
 */
export function useAppPageTitle(): void {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const key = appPageTitleKey(pathname);
  const title = key ? composeTitle(t('brand'), t(key)) : composeTitle(t('brand'), undefined, t('brandTagline'));
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
}
