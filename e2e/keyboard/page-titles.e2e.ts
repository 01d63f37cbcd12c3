import { expect, test, type Page } from '@playwright/test';
import { appTookOver, chooseLanguage, openPage, VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';

/** Issue 32 item 16: each page names itself in the language on screen, on load, navigation and a switch. */

const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };

async function expectTitle(page: Page, title: RegExp, lang: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The account menu's link (the app's own navigation, no page load). */
async function follow(page: Page, path: '/currentproducts' | '/transactionHistory' | '/profile') {
  await page.locator('.account__button').click();
  await page.locator(`.account__menu a[href="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('issue 32 item 16: cart, current products, history and profile carry their own titles in the language on screen, on navigation and after a switch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const { email, password } = await registerAndVerify(page.request, { language: 'KA' });
  await loginViaApi(page, email, password);

  await openPage(page, '/cart');
  await expectTitle(page, /^კალათა — ორიონი$/, 'ka');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await follow(page, '/currentproducts');
  await expectTitle(page, /^მიმდინარე პროდუქტები — ორიონი$/, 'ka');
  await follow(page, '/transactionHistory');
  await expectTitle(page, /^გადახდების ისტორია — ორიონი$/, 'ka');

  await chooseLanguage(page, 'English');
  await expectTitle(page, /^Payment history — Orioni$/, 'en');
  await follow(page, '/profile');
  await expectTitle(page, /^Profile — Orioni$/, 'en');

  await chooseLanguage(page, 'Русский');
  await expectTitle(page, /^Профиль — Орион$/, 'ru');
  await follow(page, '/currentproducts');
  await expectTitle(page, /^Текущие продукты — Орион$/, 'ru');

  // Back to a content page: its title is no longer the customer page's, and is Russian.
  await page.locator('.site-header a.logo, .site-header .logo a, .site-header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(/Текущие продукты/);
  await expect(page).toHaveTitle(/Орион/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // One document all along: every title above came from the app, not a page load.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('issue 32 item 16: /admin loaded directly names the console, not the home page', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await appTookOver(page);
  await expectTitle(page, /^ადმინისტრირება — ორიონი$/, 'ka');
});
