import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { content, openIn } from './content-fixtures';

/**
 * The server's page shell: a first visit renders from the content inlined into the HTML (no content
 * round trip), with the hero image preloaded; later navigation and a language switch still fetch.
 */
test.describe('page shell', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  for (const { path, title, image } of [
    { path: '/', title: content('en', 'home').header.title as string, image: '.home-hero__img' },
    {
      path: '/solutions/orioni-erp',
      title: content('en', 'solution').entries.find((s: { slug: string }) => s.slug === 'orioni-erp').title as string,
      image: '.solution-hero__img',
    },
  ]) {
    test(`${path} renders its first screen without asking the content service`, async ({ page }) => {
      const contentCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/cms/api/')) contentCalls.push(request.url());
      });
      await openIn(page, 'en', path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      const heroSrc = await page.locator(image).getAttribute('src');
      expect(await preload.getAttribute('href')).toBe(heroSrc);
      expect(contentCalls).toEqual([]);
    });
  }

  test('switching language afterwards fetches the other language', async ({ page }) => {
    const contentCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/cms/api/')) contentCalls.push(request.url());
    });
    await openIn(page, 'en', '/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('en', 'faq').title);
    expect(contentCalls).toEqual([]);
    await page.locator('.site-header__burger').click();
    await page.locator('.mobile-menu').getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content('ru', 'faq').title);
    expect(contentCalls.some((url) => url.includes('/cms/api/faq?locale=ru'))).toBe(true);
  });
});
