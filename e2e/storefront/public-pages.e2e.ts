import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/app';
import { content, LOCALES, openIn, productsOf, recordForeignRequests, type Locale } from './content-fixtures';
import { seriousAxe } from '../support/axe';

/**
 * Every public route in every language, at 375, 900 and 1440 px in turn: one page load each, asserting what
 * spec section 2 says the page shows (rules R2.*), and axe checks the page in every language.
 */

type Check = (page: Page, locale: Locale, mobile: boolean) => Promise<void>;

const headerNav = (page: Page) => page.locator('.site-header .site-nav');

async function checkHeaderAndFooter(page: Page, locale: Locale, mobile: boolean, offerMode: boolean) {
  const settings = content(locale, 'setting');
  if (mobile) {
    await expect(page.locator('.site-header__burger')).toBeVisible(); // R2.routes.47
    await expect(headerNav(page)).toBeHidden();
  } else {
    const expected = settings.navigation.filter((n: { offer: boolean }) => n.offer === offerMode).map((n: { label: string }) => n.label);
    await expect(headerNav(page).getByRole('link')).toHaveText(expected); // R2.routes.41, R2.routes.43
    await expect(page.locator('.site-header .lang__button')).toBeVisible();
  }
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('heading', { name: settings.footer.contactTitle })).toBeAttached();
  const contacts = footer.locator('a[href^="mailto:"], a[href^="tel:"]');
  await expect(contacts.first()).toHaveAttribute('href', `mailto:${settings.footer.contact[0].value}`);
  await expect(contacts.nth(1)).toHaveAttribute('href', /^tel:\+995/);
  for (const group of settings.footer.groups) await expect(footer.getByRole('heading', { name: group.title })).toBeAttached();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
}

const home: Check = async (page, locale, mobile) => {
  const data = content(locale, 'home');
  const common = content(locale, 'setting').common;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.header.title); // R2.home.01
  await expect(page.getByText(data.header.description)).toBeVisible(); // R2.home.02
  await expect(page.getByRole('button', { name: data.header.registration, exact: true })).toBeVisible(); // R2.home.03
  await expect(page.getByRole('button', { name: data.header.videoButton })).toBeVisible(); // R2.home.04
  const banners = page.locator(`.carousel[aria-label="${data.bannersTitle}"]`);
  await expect(banners).toBeVisible(); // R2.home.07
  const img = banners.locator('.carousel__slide').first().locator('img');
  await expect(img).toHaveJSProperty('complete', true);
  const src = await img.evaluate((e: HTMLImageElement) => e.currentSrc);
  expect(src).toContain(mobile ? '-xs.webp' : '-lg.webp'); // R2.home.08, R2.home.10 (375 and 900 are XS, 1440 is LG)
  const rows = page.locator('.product-row');
  await expect(rows).toHaveCount(4); // R2.home.12
  await expect(rows.getByRole('button', { name: new RegExp(`^${common.buy}|${productsOf(locale, 'solution')[0].buyBtn}`) })).toHaveCount(4); // R2.home.13
  // R2.home.14: HR has no demo price, so no demo button there.
  await expect(page.locator('.product-row[data-product="orioni-hr"]').getByRole('button', { name: new RegExp(common.demo) })).toHaveCount(
    0,
  );
  await expect(page.locator('.product-row[data-product="orioni-erp"]').getByRole('button', { name: new RegExp(common.demo) })).toHaveCount(
    1,
  );
  await expect(rows.locator('button', { hasText: productsOf(locale, 'solution')[0].button })).toHaveCount(4); // R2.home.15
  const partners = page.locator(`.carousel[aria-label="${data.ourPartners.title}"]`);
  await expect(partners.locator('.carousel__slide:not([aria-hidden])')).toHaveCount(3); // R2.home.16, R2.home.17
  await expect(page).toHaveTitle(data.seo.metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', data.seo.metaDescription);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', data.seo.metaTitle);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/og\/orioni\.png$/);
};

const solution: Check = async (page, locale) => {
  const data = content(locale, 'solution').entries.find((e: { slug: string }) => e.slug === 'orioni-erp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title); // R2.routes.04, R2.routes.05
  await expect(page.locator('.solution-block')).toHaveCount(data.blocks.length); // R2.routes.06
  await expect(page.locator('.solution-block--reverse')).toHaveCount(Math.floor(data.blocks.length / 2));
  await expect(page.getByRole('heading', { name: data.whyChoose.title })).toBeVisible(); // R2.routes.07
  await expect(page.locator('.solution-why__item')).toHaveCount(data.whyChoose.items.length);
  await expect(page.locator('.solution-features li')).toHaveCount(data.features.items.length); // R2.routes.08
  await expect(page.locator('.solution-faq .accordion__button')).toHaveCount(data.faq.items.length); // R2.routes.09
  await expect(page.getByRole('heading', { name: data.banner.title })).toBeVisible(); // R2.routes.10
  const reviews = page.locator(`.carousel[aria-label="${data.reviews.title}"]`);
  await expect(reviews).toBeVisible(); // R2.routes.11
  await expect(reviews.locator('.carousel__slide:not([aria-hidden]) .review__name')).toHaveText(data.reviews.items[0].name); // R2.routes.12
  await expect(page).toHaveTitle(data.seo.metaTitle);
};

const services: Check = async (page, locale) => {
  const data = content(locale, 'services-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
  await expect(page.getByRole('heading', { level: 2, name: data.trainingsTitle })).toBeVisible(); // R2.services.01, R2.services.03
  await expect(page.getByRole('heading', { level: 2, name: data.supportsTitle })).toBeVisible(); // R2.services.02
  await expect(page.locator('[data-section="trainings"] .product-row')).toHaveCount(2);
  await expect(page.locator('[data-section="supports"] .product-row')).toHaveCount(2);
  await expect(page.locator('[data-section="supports"] .product-row--reverse')).toHaveCount(1); // R2.services.04
  // R2.services.06: data porting is offer-only, so not in the standard variant.
  await expect(page.locator('.product-row[data-product="data-porting"]')).toHaveCount(0);
};

const hardware: Check = async (page, locale) => {
  const data = content(locale, 'hardwares-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
  const rows = page.locator('.product-row');
  await expect(rows).toHaveCount(productsOf(locale, 'hardware').length); // R2.hardware.01
  for (const product of productsOf(locale, 'hardware')) {
    await expect(page.getByRole('button', { name: `${product.buyBtn}: ${product.name}` })).toBeVisible(); // R2.hardware.02
  }
};

const faq: Check = async (page, locale, mobile) => {
  const data = content(locale, 'faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title); // R2.faq.01
  await expect(page.getByRole('searchbox', { name: data.searchLabel })).toBeVisible(); // R2.faq.02
  const tags = page.locator('.faq-page__tag select');
  if (mobile) await expect(tags).toBeHidden();
  else await expect(page.getByRole('combobox', { name: data.tagLabel })).toBeVisible(); // R2.faq.03
  await expect(tags.locator('option').first()).toHaveText(data.allTag); // R2.faq.04
  const count = data.accordion.reduce((n: number, g: { block: unknown[] }) => n + g.block.length, 0);
  await expect(page.locator('.accordion__button')).toHaveCount(count); // R2.faq.05
};

const terms: Check = async (page, locale, mobile) => {
  const data = content(locale, 'terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
  await expect(page.locator('.accordion__button')).toHaveText(data.sections.map((s: { title: string }) => s.title)); // R2.terms.01, R2.terms.02
  await expect(page.locator('.accordion__panel:visible').first()).toContainText(data.sections[0].text.replace(/<[^>]+>/g, '').slice(0, 20)); // R2.terms.03
  if (mobile) {
    await expect(page.getByRole('button', { name: new RegExp(data.chooseSection) })).toBeVisible(); // R2.terms.07
    await expect(page.getByRole('navigation', { name: data.navTitle })).toBeHidden();
  } else {
    await expect(page.getByRole('navigation', { name: data.navTitle }).getByRole('link')).toHaveCount(data.sections.length); // R2.terms.04
  }
};

const offer: Check = async (page, locale) => {
  const data = content(locale, 'offer');
  await expect(page).toHaveURL(/\/offer\/isOffer$/); // R2.routes.42
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.hero.title);
  await expect(page.locator('.product-row[data-product="data-porting"]')).toHaveCount(1); // R2.services.05: offer
  await expect(page.locator('.product-row[data-product="support-plus"]')).toHaveCount(1); // … and all
  await expect(page.locator('.product-row[data-product="training-retail-cashiers"]')).toHaveCount(0); // standard only
};

const ROUTES: { path: string; check: Check; offer?: boolean }[] = [
  { path: '/', check: home }, // R2.routes.01
  { path: '/solutions', check: home }, // R2.routes.02
  { path: '/home', check: home }, // R2.routes.03
  { path: '/solutions/orioni-erp', check: solution },
  { path: '/services', check: services }, // R2.routes.13
  { path: '/hardware', check: hardware }, // R2.routes.14
  { path: '/faq', check: faq }, // R2.routes.15
  { path: '/faq/isOffer', check: faq, offer: true }, // R2.routes.16
  { path: '/terms-of-use', check: terms }, // R2.routes.17
  { path: '/terms-of-use/isOffer', check: terms, offer: true }, // R2.routes.18
  { path: '/offer', check: offer, offer: true }, // R2.routes.19
  { path: '/offer/isOffer', check: offer, offer: true }, // R2.routes.20
];

/**
 * Each route in each language once, the width turning with the route and the language: every route
 * is seen at all three widths (one language each) and every language at all three widths, in a
 * third of the visits that every route × language × width took (871 s of CI time, issue 30).
 */
const SIZES = Object.entries(VIEWPORTS);
LOCALES.forEach((locale, localeIndex) => {
  ROUTES.forEach((route, routeIndex) => {
    const turn = SIZES[(routeIndex + localeIndex) % SIZES.length];
    if (!turn) throw new Error('no viewport');
    const [size, viewport] = turn;
    test.describe(`${locale} at ${viewport.width}px`, () => {
      test.use({ viewport });
      test(`${route.path} shows its page`, async ({ page }) => {
        const foreign = recordForeignRequests(page);
        await openIn(page, locale, route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await route.check(page, locale, size !== 'desktop');
        await checkHeaderAndFooter(page, locale, size !== 'desktop', Boolean(route.offer));
        expect(await seriousAxe(page)).toEqual([]);
        expect(foreign, 'no request leaves the machine without tracker settings').toEqual([]);
      });
    });
  });
});
