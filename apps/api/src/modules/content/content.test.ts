import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, contentEntries, prices, products, users } from '../../db/schema/index.ts';
import { readContentVersion } from './content.repository.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedContent } from './content.seed.ts';
import type { ProductContent } from '@orioni/contracts/content';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** Content answers are reused for 2 s (and served stale up to 10 s more while rebuilt); the manual clock moves past that. */
const expireCache = () => t.clock.advance(60_000);

describe('content service (Strapi v4 shape)', () => {
  it('answers a single type as { data: { id, attributes }, meta } with Georgian by default', async () => {
    const res = await get('/cms/api/home');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({});
    expect(typeof body.data.id).toBe('number');
    expect(body.data.attributes.locale).toBe('ka');
    expect(body.data.attributes.header.title).toMatch(/[\u10D0-\u10FF]/);
    // media are wrapped in data
    expect(body.data.attributes.banners[0].LG.data.attributes.url).toBe('/media/banners/banner-1-lg.webp');
  });

  it('answers a collection with pagination meta', async () => {
    const body = (await get('/cms/api/hardwares?locale=en')).json();
    expect(body.data.length).toBe(4);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 4 });
    expect(body.data[0].attributes.locale).toBe('en');
    const paged = (await get('/cms/api/products?pagination[page]=2&pagination[pageSize]=5')).json();
    expect(paged.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: 3, total: 13 });
    expect(paged.data).toHaveLength(5);
  });

  it('serves every content source the pages read, in all three languages', async () => {
    const singles = ['home', 'services-page', 'hardwares-page', 'faq', 'terms-of-use', 'setting', 'profile', 'auth', 'transaction', 'product', 'cart', 'offer', 'current-products', 'site-unavailable'];
    const collections = ['products', 'home-products', 'services', 'hardwares', 'offer-products', 'solutions', 'businesses'];
    for (const locale of ['ka', 'en', 'ru']) {
      for (const path of singles) {
        const res = await get(`/cms/api/${path}?locale=${locale}`);
        expect(res.statusCode, `${path} ${locale}`).toBe(200);
        expect(res.json().data.attributes.locale).toBe(locale);
      }
      for (const path of collections) {
        const res = await get(`/cms/api/${path}?locale=${locale}`);
        expect(res.statusCode, `${path} ${locale}`).toBe(200);
        expect(res.json().data.length, `${path} ${locale}`).toBeGreaterThan(0);
      }
    }
    expect((await get('/cms/api/nothing-here')).statusCode).toBe(404);
    // A name Object.prototype carries is an unknown type too, not a 500.
    expect((await get('/cms/api/constructor')).statusCode).toBe(404);
  });

  it('issue 26 item 4 (R3.content.01): the settings offer each language as { label, secondaryValue, value }', async () => {
    const expected = {
      ka: ['ქართული', 'ინგლისური', 'რუსული'],
      en: ['Georgian', 'English', 'Russian'],
      ru: ['Грузинский', 'Английский', 'Русский'],
    } as const;
    for (const locale of ['ka', 'en', 'ru'] as const) {
      const languages = (await get(`/cms/api/setting?locale=${locale}`)).json().data.attributes.languages;
      expect(languages, locale).toEqual([
        { label: 'ქართული', secondaryValue: expected[locale][0], value: 'KA' },
        { label: 'English', secondaryValue: expected[locale][1], value: 'EN' },
        { label: 'Русский', secondaryValue: expected[locale][2], value: 'RU' },
      ]);
    }
  });

  it('issue 26 item 6 (R3.product.20): supports carry a real cartRemoveModal, checkProduct and blocker naming catalogue keys', async () => {
    const keys = new Set((await t.db.select({ key: prices.productKey }).from(prices)).map((p) => p.key));
    for (const locale of ['ka', 'en', 'ru']) {
      const services = (await get(`/cms/api/services?locale=${locale}`)).json().data as { attributes: ProductContent }[];
      const bySlug = new Map(services.map((s) => [s.attributes.slug, s.attributes]));
      const plus = bySlug.get('support-plus')!.cartRemoveModal!;
      const standard = bySlug.get('support-standard')!.cartRemoveModal!;
      // Support Plus asks when Standard support is in the cart (keep both or remove it) ...
      expect(plus).toMatchObject({ checkProduct: ['SUPPORT_STANDARD_M1', 'SUPPORT_STANDARD_Y1'], blocker: [] });
      // ... and Standard support is blocked by Support Plus, which already covers it.
      expect(standard).toMatchObject({ checkProduct: [], blocker: ['SUPPORT_PLUS_M1', 'SUPPORT_PLUS_Y1'] });
      for (const modal of [plus, standard]) {
        for (const field of ['title', 'description', 'addButton', 'removeButton'] as const) expect(modal[field].length, `${locale} ${field}`).toBeGreaterThan(3);
        for (const key of [...modal.checkProduct, ...modal.blocker]) expect(keys.has(key), key).toBe(true);
      }
    }
  });

  it('issue 26 item 15: a hardware item\'s add-to-cart dialog speaks of a one-time price, not of periods or cancelling a subscription', async () => {
    const subscriptionWords = { ka: /პერიოდ|გამოწერ/, en: /period|subscription/i, ru: /период|подписк/i } as const;
    for (const locale of ['ka', 'en', 'ru'] as const) {
      const hardware = (await get(`/cms/api/hardwares?locale=${locale}`)).json().data as { attributes: ProductContent }[];
      expect(hardware.length).toBe(4);
      for (const { attributes } of hardware) {
        expect(attributes.prices.every((p) => p.period === 'PREMISE')).toBe(true);
        expect(`${attributes.modal!.subTitle} ${attributes.modal!.description}`, `${locale} ${attributes.slug}`).not.toMatch(subscriptionWords[locale]);
      }
    }
  });

  it('refuses an unknown locale with 400', async () => {
    const res = await get('/cms/api/home?locale=de');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('VALIDATION_ERROR');
  });

  it('falls back to Georgian when an entry is missing in the requested locale', async () => {
    await t.db.insert(contentEntries).values({ type: 'faq', locale: 'ka', slug: 'only-ka', data: {} });
    await t.db.insert(contentEntries).values({ type: 'product', locale: 'ka', slug: 'ka-only-card', data: { kind: 'hardware', name: 'მხოლოდ ქართულად' } });
    await t.db.delete(contentEntries).where(eq(contentEntries.type, 'offer'));
    await t.db.insert(contentEntries).values({ type: 'offer', locale: 'ka', slug: '', data: { title: 'შეთავაზება' } });
    expireCache();
    const offer = (await get('/cms/api/offer?locale=ru')).json();
    expect(offer.data.attributes).toMatchObject({ title: 'შეთავაზება', locale: 'ka' });
    const hardware = (await get('/cms/api/hardwares?locale=en')).json();
    const card = hardware.data.find((d: { attributes: { slug: string } }) => d.attributes.slug === 'ka-only-card');
    expect(card.attributes.locale).toBe('ka');
    expect(hardware.data.filter((d: { attributes: { locale: string } }) => d.attributes.locale === 'en')).toHaveLength(4);
    await t.db.delete(contentEntries).where(eq(contentEntries.slug, 'ka-only-card'));
    await t.db.delete(contentEntries).where(eq(contentEntries.slug, 'only-ka'));
    await seedContent(t.db);
    expireCache();
    expect((await get('/cms/api/offer?locale=ru')).json().data.attributes.locale).toBe('ru');
  });

  it('resolves relations only when populate asks for them', async () => {
    const bare = (await get('/cms/api/home?locale=en')).json();
    expect(bare.data.attributes.products).toBeUndefined();
    for (const query of ['populate=*', 'populate=products', 'populate[0]=products', 'populate[products][populate]=*']) {
      const body = (await get(`/cms/api/home?locale=en&${query}`)).json();
      const products = body.data.attributes.products.data;
      expect(products.map((p: { attributes: { slug: string } }) => p.attributes.slug), query).toEqual(['orioni-erp', 'orioni-accounting', 'orioni-retail', 'orioni-hr']);
    }
    const other = (await get('/cms/api/home?locale=en&populate=seo')).json();
    expect(other.data.attributes.products).toBeUndefined();
  });

  it('filters a collection by slug', async () => {
    const body = (await get('/cms/api/solutions?locale=ru&populate=*&filters[slug][$eq]=orioni-retail')).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0].attributes.slug).toBe('orioni-retail');
    expect(body.data[0].attributes.title).toBe('Орион Ритейл');
    expect(body.data[0].attributes.product.data.attributes.slug).toBe('orioni-retail');
    const none = (await get('/cms/api/solutions?filters[slug][$eq]=no-such-solution')).json();
    expect(none.data).toEqual([]);
    expect(none.meta.pagination.total).toBe(0);
  });

  it('answers 304 to a matching If-None-Match, with a cache policy a CDN can use', async () => {
    const first = await get('/cms/api/faq?locale=en');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await get('/cms/api/faq?locale=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/cms/api/faq?locale=en', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const other = await get('/cms/api/faq?locale=ka', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('sanitises rich text: a script never comes out, allowed markup stays', async () => {
    await t.db.insert(contentEntries).values({
      type: 'product',
      locale: 'ka',
      slug: 'evil-card',
      data: {
        kind: 'hardware',
        name: 'x',
        description: '<p>კარგი <strong>ტექსტი</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">ბმული</a>',
        nested: [{ text: '<p onclick="steal()">hi</p><script>bad()</script>' }],
      },
    });
    expireCache();
    const res = await get('/cms/api/products?filters[slug][$eq]=evil-card');
    const attributes = res.json().data[0].attributes;
    expect(res.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(attributes.description).toContain('<p>კარგი <strong>ტექსტი</strong></p>');
    expect(attributes.nested[0].text).toBe('<p>hi</p>');
    await t.db.delete(contentEntries).where(eq(contentEntries.slug, 'evil-card'));
  });

  it('embeds prices from the catalogue, never from the content JSON', async () => {
    const read = async () =>
      (await get('/cms/api/home-products?locale=en&filters[slug][$eq]=orioni-erp')).json().data[0].attributes.prices as {
        productKey: string;
        price: number;
        title: string;
        isDemo: boolean;
      }[];
    const before = await read();
    expect(before.map((p) => p.productKey)).toEqual(['ORIONI_ERP_M1', 'ORIONI_ERP_Y1', 'ORIONI_ERP_PREMISE', 'ORIONI_ERP_DEMO']);
    expect(before[0]).toMatchObject({ price: 14900, basePrice: 29900, period: 'M1', title: 'Monthly', isDemo: false });
    expect(before[3]).toMatchObject({ isDemo: true, title: 'Free demo' });
    await t.db.update(prices).set({ amount: 15900 }).where(eq(prices.productKey, 'ORIONI_ERP_M1'));
    expireCache();
    const after = await read();
    expect(after[0]!.price).toBe(15900);
    // the home page's populated products show the same price
    const home = (await get('/cms/api/home?locale=ka&populate=products')).json();
    expect(home.data.attributes.products.data[0].attributes.prices[0]).toMatchObject({ productKey: 'ORIONI_ERP_M1', price: 15900, title: 'თვიური' });
  });

  it('serves media files locally', async () => {
    const res = await get('/media/banners/banner-1-xs.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await get('/media/partners/rioni-foods.svg')).headers['content-type']).toContain('image/svg+xml');
    expect((await get('/media/../package.json')).statusCode).toBe(404);
  });

  it('seeds idempotently', async () => {
    const n = await seedContent(t.db);
    const again = await seedContent(t.db);
    expect(again).toBe(n);
    const rows = await t.db.select({ id: contentEntries.id }).from(contentEntries);
    expect(rows.length).toBe(n);
  });
});

describe('content cache', () => {
  it('serves a stale answer while one rebuild runs, then the rebuilt one', async () => {
    const url = '/cms/api/hardwares?locale=en&filters[slug][$eq]=cash-drawer';
    const price = async () => (await get(url)).json().data[0].attributes.prices[0].price as number;
    expect(await price()).toBe(24000);
    await t.db.update(prices).set({ amount: 25000 }).where(eq(prices.productKey, 'HW_CASH_DRAWER_PREMISE'));
    t.clock.advance(1000);
    expect(await price()).toBe(24000); // fresh for 2 s
    t.clock.advance(2000);
    expect(await price()).toBe(24000); // stale: answered at once, rebuilt behind it
    await vi.waitFor(async () => expect(await price()).toBe(25000));
  });
});

describe('content version (migration 0007)', () => {
  it('counts every write to content entries, products and prices, and no other', async () => {
    const v0 = await readContentVersion(t.db);
    await t.db.update(prices).set({ sort: 5 }).where(eq(prices.productKey, 'HW_CASH_DRAWER_PREMISE'));
    const v1 = await readContentVersion(t.db);
    expect(v1).toBeGreaterThan(v0);
    await t.db.update(products).set({ sort: 7 }).where(eq(products.slug, 'orioni-erp'));
    const v2 = await readContentVersion(t.db);
    expect(v2).toBeGreaterThan(v1);
    await t.db.update(contentEntries).set({ version: 2 }).where(eq(contentEntries.type, 'faq'));
    const v3 = await readContentVersion(t.db);
    expect(v3).toBeGreaterThan(v2);
    // A statement that matched no row still counts (statement triggers): never too few, sometimes one too many.
    await t.db.delete(contentEntries).where(eq(contentEntries.slug, 'no-such-entry'));
    expect(await readContentVersion(t.db)).toBeGreaterThan(v3);
    const v4 = await readContentVersion(t.db);
    // Customers and carts are not content.
    await t.db.update(users).set({ notes: 'content version test' }).where(eq(users.email, 'customer@orioni.ge'));
    await t.db.delete(cartItems).where(eq(cartItems.productKey, 'no-such-key'));
    expect(await readContentVersion(t.db)).toBe(v4);
  });

  it('keeps a cached answer past its lifetime without building it while the version is unchanged', async () => {
    const url = '/cms/api/services?locale=ru';
    const first = await get(url);
    const build = vi.spyOn(t.app.services.content, 'build');
    try {
      t.clock.advance(3_000);
      await get(url); // stale: answered, and the version checked behind it
      await t.app.services.content.whenIdle();
      const kept = await get(url);
      expect(build).not.toHaveBeenCalled();
      expect(kept.headers.etag).toBe(first.headers.etag);
      expect(kept.body).toBe(first.body);
      // A write anywhere in the catalogue: the next check builds again.
      await t.db.update(prices).set({ sort: 6 }).where(eq(prices.productKey, 'HW_CASH_DRAWER_PREMISE'));
      t.clock.advance(3_000);
      await get(url);
      await t.app.services.content.whenIdle();
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      build.mockRestore();
    }
  });
});

describe('content compression', () => {
  it('answers compressed for clients that accept it, with the same JSON', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/cms/api/faq?locale=ru');
    const br = await get('/cms/api/faq?locale=ru', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/cms/api/faq?locale=ru', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
