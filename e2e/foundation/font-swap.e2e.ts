import { expect, test, type Browser } from '@playwright/test';
import { loginViaApi } from '../support/auth';

/**
 * Issue 30 item 1: the web fonts arrive after the first paint (font-display: swap), and when they do
 * nothing moves. The text is first set in a local font scaled to Noto Sans's widths (fonts.css, ADR 040),
 * so the server's first screen lays out the same with and without the web fonts. Before, the revenue
 * dashboard's Georgian intro took four lines in the fallback and five in Noto Sans Georgian, and
 * Lighthouse counted a layout shift of 0.095 when the font arrived.
 */
const PHONE = { width: 412, height: 823 };
const ADMIN = { email: 'admin@orioni.ge', password: 'Admin#Orioni2026' };

/** The position and height of each element of the first screen's main content, painted from the HTML alone. */
async function layout(browser: Browser, path: string, lang: string, webFonts: boolean, admin: boolean) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.addInitScript((language) => window.localStorage.setItem('lang', language), lang);
    await context.addCookies([{ name: 'lang', value: lang.toLowerCase(), url: test.info().project.use.baseURL! }]);
    if (admin) await loginViaApi(page, ADMIN.email, ADMIN.password);
    // The server's first screen only: with the scripts the chart would draw (in both runs alike).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    if (!webFonts) await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    let fontsServed = 0;
    page.on('response', (response) => {
      if (/\.woff2(\?|$)/.test(response.url()) && response.ok()) fontsServed += 1;
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(fontsServed > 0).toBe(webFonts);
    return page.evaluate(
      (height) =>
        [...document.querySelectorAll('main *')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          // A margin below the screen: an element whose top is a pixel or two from the edge is compared, not lost.
          .filter(({ box }) => box.top < height + 40 && box.height > 0)
          .map(({ element, box }) => ({
            what: `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
            top: Math.round(box.top),
            height: Math.round(box.height),
          })),
      PHONE.height,
    );
  } finally {
    await context.close();
  }
}

for (const { path, lang, admin } of [
  { path: '/', lang: 'KA', admin: false },
  { path: '/', lang: 'EN', admin: false },
  { path: '/admin/dashboard', lang: 'KA', admin: true },
  { path: '/admin/dashboard', lang: 'RU', admin: true },
]) {
  test(`issue 30 item 1: ${path} (${lang}) lays out the same before and after the web fonts arrive`, async ({ browser }) => {
    const before = await layout(browser, path, lang, false, admin);
    const after = await layout(browser, path, lang, true, admin);
    // The first screen of the run without web fonts, element by element, in the run with them.
    const shown = before.filter((b) => b.top < PHONE.height).length;
    expect(after.slice(0, shown).map((a) => a.what)).toEqual(before.slice(0, shown).map((b) => b.what));
    expect(shown).toBeGreaterThan(5);
    const moved = before
      .slice(0, shown)
      .map((b, i) => ({ what: b.what, top: [b.top, after[i]!.top], height: [b.height, after[i]!.height] }))
      // What the screen shows: an element's top, and its height while it ends on the first screen
      // (a container that runs below the screen may grow there: nothing on screen moves).
      .filter(
        (m) =>
          Math.abs(m.top[0]! - m.top[1]!) > 4 ||
          (Math.min(m.top[0]! + m.height[0]!, m.top[1]! + m.height[1]!) < PHONE.height && Math.abs(m.height[0]! - m.height[1]!) > 4),
      );
    expect(moved).toEqual([]);
  });
}
