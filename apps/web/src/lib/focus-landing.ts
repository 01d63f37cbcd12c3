/**
 * Whether focus sits where arriving on a page left it: lost (the body, a removed element), on `<main>`, or
 * on the main heading that arriving focused (`focusNewPage` in app/focus-after-navigation.ts). A dialog closed after such an arrival gives focus back
 * there (a dialog returns focus to what had it when it opened), so a page that places focus after its
 * dialog closes may move it on; focus anywhere else is the customer's and stays.
 */
export function focusIsOnLanding(active: Element | null, main: HTMLElement | null, body: HTMLElement | null): boolean {
  if (!active || active === body || !active.isConnected) return true;
  if (!main) return false;
  return active === main || (active.tagName === 'H1' && active.getAttribute('tabindex') === '-1' && main.contains(active));
}
