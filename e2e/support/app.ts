import { expect, type Page } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 900, height: 1000 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Opens a path and waits until the app has rendered its main region and taken it over. The server
 * renders `#main` before any script runs: a journey that moved through history before the app started
 * listening lost that move (issue 26 item 18: route-error.e2e.ts saw only the skip link of the inert
 * first screen when its pushState landed during hydration).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#main')).toBeVisible();
  await appTookOver(page);
}

/**
 * Waits until the app has taken over the first screen the server rendered (hydrated it, or rendered
 * afresh; the root is inert until then). A click waits by itself (inert elements receive no
 * events); a test that reads state, moves through history or runs a fake clock waits here first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
}

/** Chooses an interface language through the visible selector (desktop header or mobile menu). */
export async function chooseLanguage(page: Page, nativeName: 'ქართული' | 'English' | 'Русский'): Promise<void> {
  const desktopButton = page.locator('.site-header .lang__button');
  if (await desktopButton.isVisible()) {
    await desktopButton.click();
    await page.getByRole('button', { name: nativeName }).click();
  } else {
    await page.locator('.site-header__burger').click();
    await page.locator('.mobile-menu').getByRole('button', { name: nativeName }).click();
    await page.keyboard.press('Escape');
  }
}
