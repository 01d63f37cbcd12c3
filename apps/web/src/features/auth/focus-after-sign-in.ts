/**
 * Issue 32 item 11: the login button that opened the dialog is gone once the customer is signed in,
 * so the dialog's own focus return lands on the page body. Once the dialog has closed, focus goes to
 * the account menu that took the button's place (the menu button on a phone), or to the main region.
 */
const TARGETS = ['.site-header .account__button', '.site-header .site-header__burger', '#main'];

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

function target(): HTMLElement | null {
  for (const selector of TARGETS) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element && visible(element)) return element;
  }
  return null;
}

/** Waits (a few frames at most) for the dialog to close and the header to re-render, then moves focus. */
export function focusAfterSignIn(frames = 60): void {
  const step = (left: number) => {
    const lost = !document.activeElement || document.activeElement === document.body;
    const dialogOpen = Boolean(document.querySelector('dialog[open]'));
    const element = target();
    if (!dialogOpen && element && (lost || !document.activeElement?.isConnected)) {
      element.focus();
      return;
    }
    // Focus already somewhere meaningful (a page the login continued to moved it): leave it.
    if (!dialogOpen && !lost) return;
    if (left > 0) requestAnimationFrame(() => step(left - 1));
  };
  requestAnimationFrame(() => step(frames));
}
