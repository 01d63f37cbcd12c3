import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { content, danglingIdReferences, openIn } from './content-fixtures';

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
      // The shell preloads the hero from the head; React's server render adds its own preload of the
      // same high-priority image at the top of the markup, which hydration keeps. Nothing else is preloaded.
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      const heroSrc = await page.locator(image).getAttribute('src');
      const hrefs = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(new Set([heroSrc]));
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
      expect(served).toContain('<div id="root" inert data-server-rendered="en">');
      expect(served).toContain(`<h1 class="home-hero__title">${en.header.title}</h1>`);

      const mismatches: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) mismatches.push(message.text());
      });
      // The page's stylesheets are in the HTML: the app does not fetch them again before it attaches.
      const sheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') sheets.push(r.url());
      });
      await openIn(page, 'en', '/');
      // The app attached to the server's markup (the served heading is the live one) without a mismatch.
      expect(mismatches).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-start', 'hydrated');
      expect(sheets).toEqual([]);
      // Hydration keeps the server's attributes: every id reference (useId values) must still resolve.
      const dangling = await danglingIdReferences(page);
      expect(dangling).toEqual([]);
      // the hydrated screen works: the register button opens the registration
      await page.getByRole('button', { name: en.header.registration }).click();
      await expect(page.locator('dialog[open]')).toHaveCount(1);
      // nothing above the fold moved when the app took over the server's screen
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

  test('every public page hydrates the server screen: no mismatch, no dangling id reference, it works', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) problems.push(message.text());
    });
    for (const path of ['/', '/solutions/orioni-erp', '/services', '/hardware', '/faq', '/terms-of-use']) {
      await openIn(page, 'ru', path);
      await expect(page.locator('html'), path).toHaveAttribute('data-start', 'hydrated');
      const dangling = await danglingIdReferences(page);
      expect(dangling, path).toEqual([]);
    }
    expect(problems).toEqual([]);
    // A dialog opened on the hydrated terms page is named by its (client-rendered) title.
    await page.getByRole('button', { name: new RegExp(content('ru', 'terms-of-use').chooseSection) }).click();
    await expect(page.getByRole('dialog', { name: content('ru', 'terms-of-use').chooseSection })).toBeVisible();
  });

  test('a signed-in visitor gets no server screen', async ({ request }) => {
    const served = await (await request.get('/', { headers: { cookie: 'lang=EN; token=something' } })).text();
    expect(served).not.toContain('data-server-rendered');
  });
});
