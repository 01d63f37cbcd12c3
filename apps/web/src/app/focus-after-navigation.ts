import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Issue 32 item 11: after an in-app navigation (Go to cart in the header cart, a link of the account
 * menu, a header or footer link) the link that was used is gone or belongs to the previous page, and
 * focus fell to the page body. Focus now goes to the new page's main heading (the `<main>` landmark
 * while the page loads, or when it has no heading).
 *
 * Left alone: the first load, a change of search params only, a change of path within the same page
 * (a dialog's item, a tab, a checkout step: the page moves focus itself), an open dialog, and focus
 * that the new page has already put somewhere inside itself.
 */

/** Which page a path shows, for focus: its first segment (each solution is a page of its own). */
export function pageFocusKey(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (first === '' || first === 'home' || (first === 'solutions' && segments.length === 1)) return 'home';
  return first === 'solutions' ? `solutions/${segments[1]}` : first;
}

/** Frames to wait for the new page's heading (a lazily loaded page shows its loading state first). */
const HEADING_FRAMES = 300;

/** Whether focus may be moved: it is lost, on `<main>` itself, or outside the page and any dialog (the link used). */
export function focusIsFree(active: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || !active.isConnected || active === main) return true;
  if (main.contains(active)) return false;
  return !active.closest('dialog');
}

/** Moves focus to the page's heading, or to `<main>` until it appears; returns a cancel function. */
export function focusNewPage(frames = HEADING_FRAMES): () => void {
  let frame = 0;
  const step = (left: number) => {
    const main = document.getElementById('main');
    if (!main || document.querySelector('dialog[open]') || !focusIsFree(document.activeElement, main)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (document.activeElement !== main) main.focus({ preventScroll: true });
    if (left > 0) frame = requestAnimationFrame(() => step(left - 1));
  };
  // One frame later: a menu dialog closed by the navigation has returned focus to its opener by then.
  frame = requestAnimationFrame(() => step(frames));
  return () => cancelAnimationFrame(frame);
}

/** Mounted once by the app layout. */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const key = pageFocusKey(pathname);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = key;
    if (from === null || from === key) return;
    return focusNewPage();
  }, [key]);
}
