import { useSyncExternalStore } from 'react';

/** The mobile layout of spec section 2 applies at 900px and narrower. */
export const MOBILE_QUERY = '(max-width: 900px)';

/** Whether a CSS media query matches, kept in sync with the window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);

/**
 * Whether the mobile layout applies, or null while the app attaches to a page the server rendered
 * (the server cannot know the width: parts that differ by layout wait for the browser's answer
 * rather than be painted in the wrong layout and swapped).
 */
export function useIsMobileOnceKnown(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    (notify) => {
      const list = window.matchMedia(MOBILE_QUERY);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => null,
  );
}
