import { LANGUAGES, type Language } from '@orioni/contracts/constants';
import { useSettings } from '@/lib/content-hooks';
import { useI18n } from '@/lib/i18n';
import type { ShellMessageKey } from '@/lib/shell-messages';
import { isOfferPath } from '../route-paths';

export interface NavItem {
  id: string;
  label: string;
  to: string;
  /** The offer item shows only in offer mode; the others only outside it. */
  offer?: boolean;
}

/** Navigation until the settings content provides it (the storefront issue replaces the source). */
const FALLBACK: { id: string; key: ShellMessageKey; to: string; offer?: boolean }[] = [
  { id: 'solutions', key: 'navSolutions', to: '/' },
  { id: 'services', key: 'navServices', to: '/services' },
  { id: 'hardware', key: 'navHardware', to: '/hardware' },
  { id: 'faq', key: 'navFaq', to: '/faq' },
  { id: 'offer', key: 'navOffer', to: '/offer/isOffer', offer: true },
];

export function fallbackNavigation(t: (key: ShellMessageKey) => string): NavItem[] {
  return FALLBACK.map((item) => ({ id: item.id, label: t(item.key), to: item.to, offer: item.offer }));
}

/** Spec section 2: in offer mode only the offer item; otherwise every item but the offer one. */
export const visibleNavigation = (items: NavItem[], pathname: string): NavItem[] =>
  items.filter((item) => Boolean(item.offer) === isOfferPath(pathname));

/** Navigation items from the settings content, or the shell's own until it has loaded (or when it fails). */
export function useNavigationItems(): NavItem[] {
  const { t } = useI18n();
  const settings = useSettings();
  const items = settings.data?.navigation;
  if (!items?.length) return fallbackNavigation(t);
  return items.map((item) => ({ id: item.id, label: item.label, to: item.url, offer: item.offer }));
}

/** The interface languages the settings offer (all three until they load); the selector hides with 0 or 1. */
export function useSiteLanguages(): readonly Language[] {
  const settings = useSettings();
  const listed = settings.data?.languages;
  if (!listed) return LANGUAGES;
  return LANGUAGES.filter((code) => listed.some((language) => language.value === code));
}
