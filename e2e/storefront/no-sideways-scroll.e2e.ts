import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from '../support/auth';
import { LOCALES, openIn } from './content-fixtures';

/**
 * At 320 and 375 px no page scrolls sideways in any language: long Georgian words in headings
 * wrap instead of pushing the page wider (issue 10, item 9).
 */
const PUBLIC = ['/', '/solutions/orioni-erp', '/services', '/hardware', '/faq', '/terms-of-use', '/offer/isOffer'];
const SIGNED_IN = ['/cart', '/profile', '/transactionHistory', '/currentproducts'];

/** The page's own width against the viewport, and what sticks out (for a useful failure). */
async function overflow(page: Page): Promise<{ scrollWidth: number; width: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const offenders: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed') {
        if (!el.closest('.carousel__track, [aria-hidden="true"], .sr-only, .visually-hidden'))
          offenders.push(`${el.tagName.toLowerCase()}.${el.className} → ${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 5) };
  });
}

for (const width of [320, 375]) {
  for (const locale of LOCALES) {
    test(`public pages at ${width} px in ${locale} do not scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PUBLIC) {
        await openIn(page, locale, path);
        await expect(page.locator('#main')).toBeVisible();
        await expect(page.locator('#main h1').first()).toBeVisible();
        const seen = await overflow(page);
        expect(seen.scrollWidth, `${path}: ${seen.offenders.join('; ')}`).toBeLessThanOrEqual(seen.width);
      }
    });
  }
}

test('signed-in pages at 320 px in Georgian do not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginViaApi(page, 'customer@orioni.ge', 'Customer#2026');
  for (const path of SIGNED_IN) {
    await openIn(page, 'ka', path);
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.locator('.loading-screen, .spinner')).toHaveCount(0);
    const seen = await overflow(page);
    expect(seen.scrollWidth, `${path}: ${seen.offenders.join('; ')}`).toBeLessThanOrEqual(seen.width);
  }
});
