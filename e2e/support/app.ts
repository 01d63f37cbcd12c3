import { expect, type Page } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 900, height: 1000 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Opens a path and waits until the app has rendered its main region. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#main')).toBeVisible();
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
