import { useSyncExternalStore } from 'react';

/** The mobile layout of spec section 2 applies at 900px and narrower. */
export const MOBILE_QUERY = '(max-width: 900px)';

/** Whether a CSS media query matches, kept in sync with the window; `onServer` while rendered on the server or attaching to that render. */
function useMatches<T extends boolean | null>(query: string, onServer: T): boolean | T {
  return useSyncExternalStore<boolean | T>(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/** Whether a CSS media query matches, kept in sync with the window. */
export const useMediaQuery = (query: string): boolean => useMatches(query, false);

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);

/**
 * Whether the mobile layout applies, or null while the app attaches to a page the server rendered
 * (the server cannot know the width: parts that differ by layout wait for the browser's answer
 * rather than be painted in the wrong layout and swapped).
 */
export const useIsMobileOnceKnown = (): boolean | null => useMatches(MOBILE_QUERY, null);
