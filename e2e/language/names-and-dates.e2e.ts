import { expect, test, type Page } from '@playwright/test';
import { appTookOver, chooseLanguage, VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify, uniquePersonalNumber } from '../support/auth';
import { saveCardByRequest } from '../billing/saved-card';

/**
 * Issue 26 items 1 and 2 (decisions 26 and 30): names in the language on screen, whatever the
 * account's stored language, and a switch renames without a reload; Georgian dates with Georgian
 * month names in Debian's Chromium, which has no Georgian locale data, and "until" on the month.
 */

/** A customer whose account is stored in `language`, with a paid monthly subscription and another product in the cart. */
async function customerWithHistory(page: Page, language: 'KA' | 'EN' | 'RU') {
  const { email, password } = await registerAndVerify(page.request, { language, firstName: 'Nino', lastName: 'Names' });
  const token = await loginViaApi(page, email, password);
  const auth = { authorization: `Bearer ${token}` };
  await saveCardByRequest(page.request, auth, '4242 4242 4242 4242');
  expect((await page.request.put('/api/product/cart?productKey=ORIONI_ERP_M1&quantity=1', { headers: auth })).status()).toBe(200);
  const bought = await page.request.put('/api/product/purchase', {
    headers: { ...auth, 'idempotency-key': `names-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { fullName: 'Nino Names', idNumber: uniquePersonalNumber() },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  expect((await page.request.put('/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { headers: auth })).status()).toBe(200);
  const items = await (await page.request.get('/api/user/report/purchase-history?onPremise=false', { headers: auth })).json();
  return { auth, itemId: items.data.list[0].purchasedItemId as number };
}

/** Follows an account-menu link (the app's own navigation, no page load); current products on its subscriptions tab. */
async function openFromAccountMenu(page: Page, path: '/currentproducts' | '/transactionHistory') {
  await page.locator('.account__button').click();
  await page.locator(`.account__menu a[href="${path}"]`).click();
  if (path === '/currentproducts') await page.getByRole('tab').nth(1).click();
}

test('issue 26 item 1: an English screen on a Georgian account names the cart, dropdown, current products, history and receipt in English; a switch to Russian renames them without a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  // The screen is English (local storage only: the server renders its first screen in Georgian).
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'EN');
  });
  await customerWithHistory(page, 'KA');
  const main = page.locator('main');

  await page.goto('/cart');
  await appTookOver(page);
  await expect(page.getByTestId('cart-row')).toContainText('Orioni Retail POS');
  await expect(main).not.toContainText('ორიონი');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('header-cart-list')).toContainText('Orioni Retail POS');
  await page.keyboard.press('Escape');

  await openFromAccountMenu(page, '/currentproducts');
  await expect(main).toContainText('Orioni ERP');
  await expect(main).not.toContainText('ორიონი');

  await openFromAccountMenu(page, '/transactionHistory');
  await expect(page.getByTestId('payment').first()).toContainText('Orioni ERP');
  await page.locator('.payment__open').first().click();
  await expect(page.getByTestId('receipt')).toContainText('Orioni ERP');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receipt')).toHaveCount(0);

  // Russian: the page on screen renames at once, and so does every other page, without a reload.
  await chooseLanguage(page, 'Русский');
  await expect(page.getByTestId('payment').first()).toContainText('Орион ERP');
  await expect(main).not.toContainText('Orioni ERP');
  await page.locator('.payment__open').first().click();
  await expect(page.getByTestId('receipt')).toContainText('Орион ERP');
  await page.keyboard.press('Escape');

  await openFromAccountMenu(page, '/currentproducts');
  await expect(main).toContainText('Орион ERP');
  await expect(main).not.toContainText('Orioni ERP');

  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('header-cart-list')).toContainText('Орион Ритейл');
  await page.locator('#header-cart-panel a[href="/cart"]').click();
  await expect(page.getByTestId('cart-row')).toContainText('Орион Ритейл');
  await expect(main).not.toContainText('Orioni Retail POS');

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

const GEORGIAN_SHORT_DATE = /^\d{1,2} (იან|თებ|მარ|აპრ|მაი|ივნ|ივლ|აგვ|სექ|ოქტ|ნოე|დეკ) \d{4}$/;
const GEORGIAN_UNTIL = /აქტიურია \d{4} წლის \d{1,2}\s[ა-ჰ]+მდე/;

test('issue 26 item 2: a Georgian screen writes Georgian month names (no Intl data in this Chromium) and a cancelled subscription "აქტიურია 2026 წლის … -მდე", at 1440 and 375', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { auth, itemId } = await customerWithHistory(page, 'EN');
  const cancel = await page.request.put('/api/product/cancel', { headers: auth, data: { purchasedItemId: itemId } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  // This browser has no Georgian month names of its own.
  expect(await page.evaluate(() => new Intl.DateTimeFormat('ka', { month: 'short' }).format(new Date(Date.UTC(2026, 10, 19))))).not.toBe(
    'ნოე',
  );

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/transactionHistory');
  await appTookOver(page);
  const date = page.getByTestId('payment').first().locator('time');
  await expect(date).toHaveText(GEORGIAN_SHORT_DATE);
  await page.locator('.payment__open').first().click();
  await expect(page.getByTestId('receipt')).toContainText(/\d{1,2} (იან|თებ|მარ|აპრ|მაი|ივნ|ივლ|აგვ|სექ|ოქტ|ნოე|დეკ) \d{4}/);
  await page.keyboard.press('Escape');

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await page.goto('/currentproducts/default/id/billing');
    await appTookOver(page);
    const status = page.getByTestId(`canceling-${itemId}`).filter({ visible: true }).first();
    await expect(status).toContainText(GEORGIAN_UNTIL);
    await expect(status).not.toContainText(/\d{4}-მდე/);
  }
});
