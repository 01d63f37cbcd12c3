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
