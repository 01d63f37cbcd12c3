import { expect, test } from '@playwright/test';
import { chooseLanguage, openPage, VIEWPORTS } from '../support/app';

test.describe('application shell', () => {
  test('the home page loads in Georgian by default, with a Georgian font', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText(/[\u10A0-\u10FF]/); // Georgian script
    const georgianFontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((f) => f.family.includes('Noto Sans Georgian') && f.status === 'loaded');
    });
    expect(georgianFontLoaded).toBe(true);
  });

  test('switching to English changes the page and is remembered', async ({ page, context }) => {
    await openPage(page, '/');
    const georgian = await page.locator('h1').first().innerText();
    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1').first()).not.toHaveText(georgian);
    await expect(page.locator('h1').first()).not.toHaveText(/[\u10A0-\u10FF]/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('EN');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('EN');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown path lands on home', async ({ page }) => {
    await page.goto('/this/path/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/faq/notAMode');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an auth route without a token opens the login modal on home', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a history deep link without a token is remembered for after login', async ({ page }) => {
    await page.goto('/transactionHistory/default/id/42');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('transactionId'))).toBe('42');
  });

  test('/admin without a token behaves as an auth route', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('offer mode: /offer becomes /offer/isOffer and the header shows only the offer item', async ({ page }) => {
    await page.goto('/offer');
    await expect(page).toHaveURL(/\/offer\/isOffer$/);
    const nav = page.locator('.site-nav');
    await expect(nav.getByRole('link')).toHaveCount(1);
    await page.goto('/faq');
    await expect(nav.getByRole('link')).not.toHaveCount(1);
    await expect(nav.getByRole('link', { name: /შეთავაზება/ })).toHaveCount(0);
  });

  test('mobile layout at 375 px: menu button, 590 px menu capped to the screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await openPage(page, '/');
    await expect(page.locator('.site-nav')).toBeHidden();
    await page.locator('.site-header__burger').click();
    const menu = page.locator('.mobile-menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('the footer shows on public pages', async ({ page }) => {
    await openPage(page, '/faq');
    await expect(page.locator('.site-footer')).toBeVisible();
  });
});
