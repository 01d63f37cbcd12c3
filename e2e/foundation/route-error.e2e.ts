import { expect, test } from '@playwright/test';
import { openPage } from '../support/app';

test.describe('route error boundary', () => {
  test('a page that cannot render shows the error panel inside the layout, with a way home', async ({ page }) => {
    // The FAQ page's chunk fails to arrive (also to a prefetch before the click): its route throws while rendering.
    await page.route(/\/assets\/faq-page[^/]*\.js$/, (route) => route.abort());
    await openPage(page, '/');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const panel = page.getByRole('alert').filter({ hasText: 'გვერდის ჩვენება ვერ მოხერხდა' });
    await expect(panel).toBeVisible();
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'თავიდან ცდა' })).toBeVisible();
    await panel.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel).toBeHidden();
    await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('issue 26 item 18: openPage returns only once the app has taken over the first screen, even when its script is late', async ({
    page,
  }) => {
    // A slow network (every request 0.8 s late): the server's first screen is visible well before the
    // entry script arrives. Before the fix, openPage returned on that inert screen, and a journey that then
    // moved through history did so before the app listened.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 800, downloadThroughput: -1, uploadThroughput: -1 });
    await openPage(page, '/');
    // Read once, without waiting: the state openPage left.
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    expect(await page.locator('html').getAttribute('data-start')).toMatch(/^(hydrated|rendered)$/);
  });
});
