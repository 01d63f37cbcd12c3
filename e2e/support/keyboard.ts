import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const reached = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })
      .catch(() => false);
    if (reached) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}
