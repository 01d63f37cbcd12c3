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

test.describe('first screen from the server', () => {
  for (const { viewport, name } of [
    { viewport: VIEWPORTS.mobile, name: '375' },
    { viewport: VIEWPORTS.desktop, name: '1440' },
  ]) {
    test(`a first visit is painted from the HTML, then the app takes over without a shift (${name} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const en = content('en', 'home');
      const served = await (await request.get('/', { headers: { cookie: 'lang=EN' } })).text();
      expect(served).toContain('<div class="first-screen" inert>');
      expect(served).toContain(`<h1 class="home-hero__title">${en.header.title}</h1>`);

      await openIn(page, 'en', '/');
      await expect(page.locator('.first-screen')).toHaveCount(0);
      // the replaced screen works: the register button opens the registration
      await page.getByRole('button', { name: en.header.registration }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      // nothing above the fold moved when the app replaced the server's screen
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
      expect(shift).toBeLessThan(0.1);
    });
  }

  test('a signed-in visitor gets no server screen', async ({ request }) => {
    const served = await (await request.get('/', { headers: { cookie: 'lang=EN; token=something' } })).text();
    expect(served).not.toContain('first-screen" inert');
  });
});
