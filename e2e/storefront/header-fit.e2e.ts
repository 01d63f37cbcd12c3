import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from '../support/auth';
import { LOCALES, openIn } from './content-fixtures';

/** Issue 15, item 4: from 901 px up, nothing in the desktop header overlaps, in any language. */
const WIDTHS = [901, 960, 1000, 1030, 1100, 1180, 1181, 1280, 1440];

async function headerBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.site-header .logo, .site-header .site-nav__link, .site-header__actions > *')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => {
        const b = e.getBoundingClientRect();
        return { name: e.className || e.tagName, left: b.left, right: b.right, top: b.top, bottom: b.bottom };
      }),
  );
}

async function expectNoOverlap(page: Page, label: string) {
  const boxes = await headerBoxes(page);
  expect(boxes.length, label).toBeGreaterThanOrEqual(6);
  const width = await page.evaluate(() => window.innerWidth);
  for (const [i, a] of boxes.entries()) {
    expect(a.left, `${label}: ${a.name} starts off screen`).toBeGreaterThanOrEqual(0);
    expect(a.right, `${label}: ${a.name} ends off screen`).toBeLessThanOrEqual(width);
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${label}: ${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: sideways scroll`).toBe(true);
}

for (const locale of LOCALES) {
  test(`the desktop header fits from 901 px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 901, height: 700 });
    await openIn(page, locale, '/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await expect(page.locator('.site-header .site-nav')).toBeVisible();
      await expectNoOverlap(page, `${locale} ${width}px`);
    }
  });
}

test('the signed-in desktop header fits from 901 px in Georgian', async ({ page }) => {
  await loginViaApi(page, 'customer@orioni.ge', 'Customer#2026');
  await page.setViewportSize({ width: 901, height: 700 });
  await openIn(page, 'ka', '/');
  // Signed in, the header is the app's (no server-rendered first screen): wait for it and the account button.
  await expect(page.locator('.site-header .site-nav')).toBeVisible();
  await expect.poll(async () => (await headerBoxes(page)).length).toBeGreaterThanOrEqual(6);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await expect(page.locator('.site-header .site-nav')).toBeVisible();
    await expectNoOverlap(page, `ka signed in ${width}px`);
  }
});
