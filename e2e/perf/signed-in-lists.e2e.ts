import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { loginViaApi } from '../support/auth';

/**
 * Issue 30 item 1: current products and the transaction history come rendered, with their first
 * answers (the user, the cart, the card on current products, and the page's first list) put in them
 * by the server for the session of the token cookie, so the app asks for none of them again; and
 * nothing personal stays in the document once the app has read it.
 */
const CUSTOMER = { email: 'customer@orioni.ge', password: 'Customer#2026' };
const WATCHED = [
  '/api/user',
  '/api/product/cart',
  '/api/payment/card',
  '/api/user/report/purchase-history',
  '/api/user/report/payment-history',
];

async function signedInInEnglish(page: Page): Promise<{ started: string[]; token: string }> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const token = await loginViaApi(page, CUSTOMER.email, CUSTOMER.password);
  // The language the server renders in comes from the lang cookie (the app keeps it with the choice).
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: test.info().project.use.baseURL! }]);
  const started: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (WATCHED.includes(pathname) && r.method() === 'GET') started.push(pathname);
  });
  return { started, token };
}

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
  test(`current products at ${viewport.width}px shows the licences it came with and asks for nothing it came with`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { started } = await signedInInEnglish(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|error/i.test(message.text())) problems.push(message.text());
    });
    const response = await page.goto('/currentproducts');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    const served = await response!.text();
    expect(served).toContain('<div id="root" inert data-server-rendered="en">');
    expect(served).toContain('id="initial-session"');
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-testid^="item-"]:visible').first()).toBeVisible();
    // The header knows the customer from the same answers (on phones its account button is in the menu).
    if (viewport === VIEWPORTS.desktop) await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
    expect(started).toEqual([]);
    expect(await page.locator('#initial-session').count()).toBe(0);
    expect(problems).toEqual([]);
    // The demo customer owes a renewal: Subscriptions is open (issue 39 item 23), from the rows the
    // page came with, and so are the licences, on the other tab.
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Subscriptions/);
    await page.getByRole('tab').nth(0).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^One-time purchases/);
    await expect(page.locator('[data-testid^="item-"]:visible').first()).toBeVisible();
    expect(started).toEqual([]);
    // The page works: a search is asked for (it did not come with the page).
    await page.getByTestId('products-search').fill('zzz');
    await expect.poll(() => started).toEqual(['/api/user/report/purchase-history']);
  });

  test(`the transaction history at ${viewport.width}px shows the payments it came with and asks for nothing it came with`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { started, token } = await signedInInEnglish(page);
    // (the test's own request: not the page's, so not among those watched)
    const history = await page.request.get('/api/user/report/payment-history?offset=0&limit=10', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { count, list } = ((await history.json()) as { data: { count: number; list: { purchaseList: { quantity: number }[] }[] } }).data;
    expect(count).toBeGreaterThan(0);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|error/i.test(message.text())) problems.push(message.text());
    });
    const response = await page.goto('/transactionHistory');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(await response!.text()).toContain('<div id="root" inert data-server-rendered="en">');
    await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
    // 10 a page, 3 on mobile (spec section 9), both from the one answer the page came with.
    const shown = Math.min(count, viewport === VIEWPORTS.mobile ? 3 : 10);
    await expect(page.getByTestId('payment')).toHaveCount(shown);
    // A line of several units says how many, on a phone as on a desktop ("× 2").
    const several = list.slice(0, shown).flatMap((p) => p.purchaseList.filter((l) => l.quantity > 1).map((l) => `× ${l.quantity}`));
    expect(several.length).toBeGreaterThan(0);
    await expect(page.getByTestId('payment').locator('.payment__qty')).toHaveText(several);
    expect(started).toEqual([]);
    expect(await page.locator('#initial-session').count()).toBe(0);
    expect(problems).toEqual([]);
  });
}

test('the Georgian history fetches no Cyrillic font for the numero sign of "გადახდა №5" (it has a face of its own)', async ({ page }) => {
  await loginViaApi(page, CUSTOMER.email, CUSTOMER.password);
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/transactionHistory');
  await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
  await expect(page.getByTestId('payment').first()).toContainText('№');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => f.includes('georgian'))).toBe(true);
  expect(fonts.filter((f) => f.includes('cyrillic'))).toEqual([]);
});

test('a page without a live session embeds nothing and is revalidated', async ({ page }) => {
  await page.context().addCookies([{ name: 'token', value: 'not-a-session', url: test.info().project.use.baseURL! }]);
  for (const path of ['/currentproducts', '/transactionHistory']) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    const html = await response.text();
    expect(html, path).not.toContain('initial-session');
    expect(html, path).not.toContain('data-server-rendered');
  }
});
