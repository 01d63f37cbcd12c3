import { expect, test } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';
import { textContrast } from '../support/contrast';
import { openIn } from '../storefront/content-fixtures';

/** What a newcomer noticed first (issue 26, items 11 and 12). */
test.describe('the shell as a visitor sees it', () => {
  for (const [name, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['mobile', VIEWPORTS.mobile],
  ] as const) {
    test(`issue 26 item 12: the hero of home, a solution, services and the offer starts right under the header (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const [path, hero] of [
        ['/', '.home-hero'],
        ['/solutions/orioni-erp', '.solution-hero'],
        ['/services', '.catalog-page__header'],
        ['/offer/isOffer', '.offer-hero'],
      ] as const) {
        await openPage(page, path);
        await page.evaluate(() => window.scrollTo(0, 0));
        const headerBottom = await page.locator('.site-header').evaluate((e) => e.getBoundingClientRect().bottom);
        const heroTop = await page
          .locator(hero)
          .first()
          .evaluate((e) => e.getBoundingClientRect().top);
        // No band of the page's background between the fixed header and the hero (it was 37 px on desktop).
        expect(Math.abs(heroTop - headerBottom), path).toBeLessThanOrEqual(1);
      }
    });
  }

  test('issue 26 item 11: the mobile menu shows the signed-in avatar initials at 4.5:1 or more', async ({ page, request }) => {
    const { email, password } = await registerAndVerify(request, { firstName: 'Nino', lastName: 'Beridze' });
    await page.setViewportSize(VIEWPORTS.mobile);
    await loginViaApi(page, email, password);
    await openPage(page, '/');
    await page.locator('.site-header__burger').click();
    const avatar = page.locator('.mobile-menu .avatar');
    await expect(avatar).toBeVisible();
    expect(await textContrast(avatar)).toBeGreaterThanOrEqual(4.5);
  });

  test('issue 26 item 7: a style breakpoint at 320 px narrows the gutters (R9.breakpoints.07)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/');
    const gutter = () => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.container')!).paddingLeft));
    const at375 = await gutter();
    const breakpoints = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].filter((rule) => rule instanceof CSSMediaRule).map((rule) => (rule as CSSMediaRule).conditionText),
      ),
    );
    expect(breakpoints.some((condition) => /max-width:\s*320px/.test(condition))).toBe(true);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await gutter()).toBeLessThan(at375);
  });

  test('issue 26 item 15: /favicon.ico is an icon, not a 404 on every page', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await response.body();
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  test('issue 32 item 7: labels set in capitals stay in ordinary letters in Georgian (no Mtavruli), uppercase in English', async ({
    page,
  }) => {
    // One rule for every element on a Georgian screen (base.css), so the cart's and history's labels follow it too.
    await openIn(page, 'ka', '/terms-of-use');
    expect(
      await page
        .locator('.terms-nav__title')
        .first()
        .evaluate((e) => getComputedStyle(e).textTransform),
    ).toBe('none');
    await openIn(page, 'en', '/terms-of-use');
    expect(
      await page
        .locator('.terms-nav__title')
        .first()
        .evaluate((e) => getComputedStyle(e).textTransform),
    ).toBe('uppercase');
  });
});
