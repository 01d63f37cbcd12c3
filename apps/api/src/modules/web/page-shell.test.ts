import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries, users } from '../../db/schema/index.ts';
import { SessionService } from '../accounts/session.service.ts';
import { createSignedInUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cookieLocale, firstScreenFonts } from './page-shell.ts';

/**
 * The page shell against a small built web app of our own (index.html, a Vite manifest, one entry
 * stylesheet), so these tests do not depend on a web build.
 */
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-shell-'));
const dist = path.join(base, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'assets/home-page-1.css'), '.home-hero{color:red}');
fs.writeFileSync(path.join(dist, 'assets/product-list-1.css'), '.product-list{color:blue}');
// A server entry of our own: it echoes what it was given, and fails for one path.
fs.mkdirSync(path.join(base, 'dist-server'));
fs.writeFileSync(
  path.join(base, 'dist-server/entry-server.js'),
  `export async function renderFirstScreen(pathname, language, content, session) {
     if (pathname === '/services') throw new Error('render failed');
     const who = session ? ' data-cart="' + JSON.stringify(session.answers.cart.data).length + '"' : '';
     return '<main data-path="' + pathname + '" data-language="' + language + '"' + who + '>' + Object.keys(content).sort().join(' ') + '</main>';
   }`,
);
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html lang="ka">\n<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>\n<body><div id="root"><!--first-screen--><div class="bar"></div><!--/first-screen--></div></body>\n</html>\n',
);
fs.writeFileSync(path.join(dist, 'assets/index-1.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'boot.js'), '/* starts the app after the first paint */');
fs.writeFileSync(path.join(dist, 'assets/index-1.css'), ':root{--color-primary:#2f3bcb}');
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, css: ['assets/index-1.css'] },
    'src/features/catalog/routes/home-page.tsx': {
      file: 'assets/home-page-1.js',
      src: 'src/features/catalog/routes/home-page.tsx',
      name: 'home-page',
      isDynamicEntry: true,
      imports: ['index.html', '_product-list-1.js'],
      // Vite may name a shared stylesheet under more than one chunk of a page.
      css: ['assets/home-page-1.css', 'assets/product-list-1.css'],
    },
    '_product-list-1.js': { file: 'assets/product-list-1.js', imports: ['index.html'], css: ['assets/product-list-1.css'] },
    'noto-sans-georgian-georgian-wght-normal.woff2': { file: 'assets/noto-sans-georgian-georgian-wght-normal-1.woff2' },
  }),
);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(base, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The inline content block of a page: URL the web would fetch → the answer. */
function inlineContent(html: string): Record<string, unknown> {
  const match = /<script id="initial-content" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its content').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('page shell', () => {
  it('inlines the content the home page reads, byte for byte what the content API answers', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="ka"');
    const inline = inlineContent(res.body);
    const homeUrl = '/cms/api/home?locale=ka&populate%5B0%5D=products';
    expect(Object.keys(inline).sort()).toEqual([homeUrl, '/cms/api/product?locale=ka', '/cms/api/setting?locale=ka'].sort());
    for (const [url, body] of Object.entries(inline)) {
      expect(body, url).toEqual((await t.app.inject({ method: 'GET', url })).json());
    }
  });

  it('speaks the language of the lang cookie', async () => {
    const res = await page('/faq', { cookie: 'token=abc; lang=EN' });
    expect(res.body).toContain('<html lang="en"');
    const inline = inlineContent(res.body);
    expect(Object.keys(inline).sort()).toEqual(['/cms/api/faq?locale=en', '/cms/api/setting?locale=en']);
    expect((inline['/cms/api/faq?locale=en'] as { data: { attributes: { locale: string } } }).data.attributes.locale).toBe('en');
    expect(cookieLocale('lang=ru')).toBe('ru');
    expect(cookieLocale('lang=de')).toBe('ka');
    expect(cookieLocale(undefined)).toBe('ka');
  });

  it('renders the first screen of a public page on the server for a visitor without a session', async () => {
    const html = (await page('/faq', { cookie: 'lang=EN' })).body;
    expect(html).toContain(
      '<div id="root" inert data-server-rendered="en"><main data-path="/faq" data-language="EN">/cms/api/faq?locale=en /cms/api/setting?locale=en</main></div>',
    );
    expect(html).not.toContain('<div class="bar">'); // the painted bar gives way to the page
    // its page styles are in the HTML, since it is painted before any script runs
    const home = (await page('/')).body;
    expect(home).toContain('<style>.home-hero{color:red}</style>');
    expect(home).toContain('<style>.product-list{color:blue}</style>');
    expect(home.split('.product-list{color:blue}')).toHaveLength(2); // once, though two chunks name it
    expect(home).not.toContain('as="style"');
    // and named by disabled links, so the page chunk's loader does not fetch them again
    expect(home).toContain('<link rel="stylesheet" href="/assets/home-page-1.css" disabled>');
    expect(home.split('href="/assets/product-list-1.css"')).toHaveLength(2);
  });

  it('leaves the first screen to the browser with a session, a query string, or a failing render', async () => {
    for (const [url, cookie] of [
      ['/faq', 'token=abc'],
      ['/faq?x=1', ''],
      ['/services', ''],
      ['/profile', ''],
    ] as const) {
      const res = await page(url, cookie ? { cookie } : {});
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('data-server-rendered');
      expect(res.body, url).toContain('<div class="bar"></div>');
    }
  });

  it('preloads the hero image and the page chunks, and inlines the entry stylesheet', async () => {
    const html = (await page('/', { cookie: 'token=abc' })).body;
    const home = (await t.app.inject({ method: 'GET', url: '/cms/api/home' })).json();
    const hero = home.data.attributes.header.banner.data.attributes.url as string;
    expect(html).toContain(`<link rel="preload" as="image" href="${hero}" fetchpriority="high">`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-list-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/product-list-1.css">');
    // the entry is loaded by its own script tag, never preloaded twice
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    expect(html).toContain('<style>:root{--color-primary:#2f3bcb}</style>');
    expect(html).not.toContain('href="/assets/index-1.css"');
    const font =
      '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/noto-sans-georgian-georgian-wght-normal-1.woff2">';
    expect(html).toContain(font);
    // an English page has no Georgian letters to set
    expect((await page('/', { cookie: 'lang=EN' })).body).not.toContain('georgian-wght');
  });

  it("fetches a server-rendered page's scripts only after its first paint, and a browser-rendered page's at once", async () => {
    const painted = (await page('/')).body;
    expect(painted).toContain('data-server-rendered="ka"');
    expect(painted).not.toContain('<script type="module"');
    expect(painted).not.toContain('rel="modulepreload"');
    const modules =
      /<script id="app-modules" type="application\/json">([^<]*)<\/script><script src="\/boot.js" defer><\/script><\/body>/.exec(painted);
    expect(JSON.parse(modules![1]!)).toEqual(['/assets/index-1.js', '/assets/home-page-1.js', '/assets/product-list-1.js']);

    const browserRendered = (await page('/', { cookie: 'token=abc' })).body;
    expect(browserRendered).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(browserRendered).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(browserRendered).not.toContain('boot.js');
  });

  it('preloads the first screen faces of the page language: one variable file a script', async () => {
    const manifest = Object.fromEntries(
      ['georgian-georgian', 'latin', 'cyrillic', 'latin-ext'].map((script) => {
        const file = `assets/noto-sans-${script}-wght-normal-x1.woff2`;
        return [file, { file }];
      }),
    );
    const ka = firstScreenFonts(manifest, 'ka');
    expect(ka).toEqual(['/assets/noto-sans-georgian-georgian-wght-normal-x1.woff2', '/assets/noto-sans-latin-wght-normal-x1.woff2']);
    expect(firstScreenFonts(manifest, 'en')).toEqual(['/assets/noto-sans-latin-wght-normal-x1.woff2']);
    expect(firstScreenFonts(manifest, 'ru')).toEqual([
      '/assets/noto-sans-cyrillic-wght-normal-x1.woff2',
      '/assets/noto-sans-latin-wght-normal-x1.woff2',
    ]);
  });

  it('issue 39 item 18: an unknown page answers 404 with the app (which sends the visitor home); a known page 200', async () => {
    for (const url of ['/no-such-page', '/faq/other', '/some/client/page?x=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"');
      expect(res.body, url).toContain('/assets/index-1.js');
    }
    for (const url of ['/', '/faq', '/faq/isOffer', '/offer/isOffer', '/profile/default', '/currentproducts/default/id/0', '/cart']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it('inlines the solution of the path, and nothing for an unknown slug', async () => {
    const known = inlineContent((await page('/solutions/orioni-erp')).body);
    const key = '/cms/api/solutions?locale=ka&populate%5B0%5D=product&filters%5Bslug%5D%5B%24eq%5D=orioni-erp';
    expect((known[key] as { data: unknown[] }).data).toHaveLength(1);
    const unknown = await page('/solutions/no-such-solution');
    expect(unknown.statusCode).toBe(200);
    const inline = inlineContent(unknown.body);
    const slugKey = Object.keys(inline).find((k) => k.includes('no-such-solution'));
    // an empty list is a real answer (the page shows its not-found state from it)
    if (slugKey) expect((inline[slugKey] as { data: unknown[] }).data).toHaveLength(0);
    expect(unknown.body).not.toContain('rel="preload" as="image"');
    // a made-up slug costs no server render; a real one gets its first screen
    expect(unknown.body).not.toContain('data-server-rendered');
    expect((await page('/solutions/orioni-erp')).body).toContain(
      '<div id="root" inert data-server-rendered="ka"><main data-path="/solutions/orioni-erp"',
    );
  });

  it('gives pages behind a login only the layout content, and the cart its texts when a session cookie is sent', async () => {
    expect(Object.keys(inlineContent((await page('/profile')).body))).toEqual(['/cms/api/setting?locale=ka']);
    expect(Object.keys(inlineContent((await page('/cart')).body))).toEqual(['/cms/api/setting?locale=ka']);
    const signedIn = inlineContent((await page('/cart', { cookie: 'lang=KA; token=abc' })).body);
    expect(Object.keys(signedIn).sort()).toEqual(['/cms/api/cart?locale=ka', '/cms/api/setting?locale=ka']);
  });

  it("puts a signed-in page's own first answers in it for a live session (never stored), with the token when it rotated", async () => {
    const who = await createSignedInUser(t);
    const put = await t.app.inject({ method: 'PUT', url: '/api/product/cart?productKey=ORIONI_ERP_M1&quantity=2', headers: who.headers });
    expect(put.statusCode).toBe(200);
    const cookie = `lang=EN; token=${encodeURIComponent(who.token)}`;
    const initialSession = (html: string) => {
      const match = /<script id="initial-session" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
      return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
    };
    const asked = async (url: string, token: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json() as unknown;

    const res = await page('/cart', { cookie });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const session = initialSession(res.body)!;
    // The first screen is rendered for this session, from the same answers.
    expect(res.body).toContain(
      `<div id="root" inert data-server-rendered="en"><main data-path="/cart" data-language="EN" data-cart="${JSON.stringify((session.cart as { data: unknown }).data).length}">`,
    );
    expect(session.token).toBeUndefined();
    expect(session.user).toEqual(await asked('/api/user', who.token));
    expect(session.cart).toEqual(await asked('/api/product/cart', who.token));
    expect(JSON.stringify(session.cart)).toContain('ORIONI_ERP_M1');
    expect(session.card).toEqual(await asked('/api/payment/card', who.token));

    // Nothing personal in a public page, nor for a session that is not live; those stay revalidated.
    for (const [url, headers] of [
      ['/', { cookie }],
      ['/cart', { cookie: 'lang=EN; token=not-a-session' }],
      ['/cart', {}],
    ] as const) {
      const other = await page(url, headers);
      expect(initialSession(other.body), url).toBeNull();
      expect(other.body).not.toContain('data-cart=');
      expect(other.headers['cache-control']).toBe('no-cache');
    }

    // Past half the idle period (a day by default) asking rotates the token: the page carries the new one, which is live.
    t.clock.advance(13 * 3_600_000);
    const rotated = initialSession((await page('/cart', { cookie })).body)!;
    expect(rotated.token).toEqual(expect.any(String));
    expect(rotated.token).not.toBe(who.token);
    expect(rotated.user).toEqual(await asked('/api/user', rotated.token as string));
  });

  it("puts the first page of a customer's own lists in current products and the transaction history, for that customer alone (issue 30 item 1)", async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'customer@orioni.ge'));
    const token = await new SessionService(t.db, t.clock, t.config).create(demo!.id);
    const stranger = await createSignedInUser(t);
    const initialSession = (html: string) => {
      const match = /<script id="initial-session" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
      return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
    };
    // What the page would have asked, in the page's language (the `lang` cookie).
    const asked = async (url: string, as: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}`, cookie: 'lang=EN' } })).json() as unknown;
    const cookieOf = (as: string) => `lang=EN; token=${encodeURIComponent(as)}`;

    const products = await page('/currentproducts', { cookie: cookieOf(token) });
    expect(products.headers['cache-control']).toBe('private, no-store');
    expect(products.body).toContain('data-server-rendered="en"><main data-path="/currentproducts"');
    const first = initialSession(products.body)!;
    const expected = (await asked('/api/user/report/purchase-history?onPremise=true&offset=0&limit=10', token)) as {
      data: { count: number };
    };
    expect(expected.data.count).toBeGreaterThan(0); // the demo customer has licences: the comparison below means something
    expect(first.products).toEqual(expected);
    expect(first.card).toEqual(await asked('/api/payment/card', token));
    expect(first.user).toEqual(await asked('/api/user', token));
    expect(first.history).toBeUndefined();

    const history = await page('/transactionHistory', { cookie: cookieOf(token) });
    expect(history.headers['cache-control']).toBe('private, no-store');
    const answers = initialSession(history.body)!;
    const payments = (await asked('/api/user/report/payment-history?offset=0&limit=10', token)) as { data: { count: number } };
    expect(payments.data.count).toBeGreaterThan(0);
    expect(answers.history).toEqual(payments);
    expect(answers.products).toBeUndefined();
    expect(answers.card).toBeUndefined(); // the history shows no card

    // Another customer's page holds that customer's lists, never the demo's.
    const theirs = initialSession((await page('/transactionHistory', { cookie: cookieOf(stranger.token) })).body)!;
    expect(theirs.history).toEqual(await asked('/api/user/report/payment-history?offset=0&limit=10', stranger.token));
    expect(JSON.stringify(theirs)).not.toContain(demo!.email);
    expect((theirs.history as { data: { count: number } }).data.count).toBe(0);

    // No live session (none, an unknown or an ended one): nothing personal, revalidated as a public page.
    const out = await t.app.inject({ method: 'PUT', url: '/api/user/logout', headers: { authorization: `Bearer ${stranger.token}` } });
    expect(out.statusCode).toBe(200);
    for (const cookie of ['lang=EN', 'lang=EN; token=not-a-session', cookieOf(stranger.token)]) {
      for (const url of ['/currentproducts', '/transactionHistory']) {
        const other = await page(url, { cookie });
        expect(initialSession(other.body), `${url} ${cookie}`).toBeNull();
        expect(other.body, url).not.toContain('data-server-rendered');
        expect(other.headers['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it("puts the console's first list in /admin for a staff session alone; a customer's session gets nothing (issue 30 item 1)", async () => {
    const sessions = new SessionService(t.db, t.clock, t.config);
    const [staffUser] = await t.db.select().from(users).where(eq(users.email, 'admin@orioni.ge'));
    const staff = await sessions.create(staffUser!.id);
    const customer = await createSignedInUser(t);
    const initialSession = (html: string) => {
      const match = /<script id="initial-session" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
      return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
    };
    const cookieOf = (as: string) => `lang=EN; token=${encodeURIComponent(as)}`;

    const res = await page('/admin', { cookie: cookieOf(staff) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('data-server-rendered="en"><main data-path="/admin"');
    const answers = initialSession(res.body)!;
    // The very query the console sends first: every unset filter as '', the first page of 5.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user/list?status=&customerType=&query=&fromDate=&toDate=&offset=0&limit=5',
      headers: { authorization: `Bearer ${staff}`, cookie: 'lang=EN' },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: { count: number } }).data.count).toBeGreaterThan(0);
    expect(answers.adminUsers).toEqual(list.json());
    expect(answers.user).toEqual(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${staff}` } })).json(),
    );

    expect(answers.dashboard).toBeUndefined();

    // The dashboard: its answer, in the page's language, and its first screen.
    const board = await page('/admin/dashboard', { cookie: cookieOf(staff) });
    expect(board.headers['cache-control']).toBe('private, no-store');
    expect(board.body).toContain('data-server-rendered="en"><main data-path="/admin/dashboard"');
    const boardAnswers = initialSession(board.body)!;
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${staff}`, cookie: 'lang=EN' },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(boardAnswers.dashboard).toEqual(dashboard.json());
    expect(boardAnswers.adminUsers).toBeUndefined();

    // A customer's session (its admin routes answer 403), a dead one, none: no answers, no first screen, revalidated.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/user/list', headers: customer.headers })).statusCode).toBe(403);
    for (const cookie of [cookieOf(customer.token), 'lang=EN; token=not-a-session', 'lang=EN']) {
      for (const url of ['/admin', '/admin/dashboard', '/admin/integrations']) {
        const other = await page(url, { cookie });
        expect(initialSession(other.body), `${url} ${cookie}`).toBeNull();
        expect(other.body).not.toContain('data-server-rendered');
        expect(other.body).not.toContain('adminUsers');
        expect(other.headers['cache-control']).toBe('no-cache');
      }
    }
    // Staff answers are for staff pages only: a staff session on a customer's page gets no console list.
    expect(initialSession((await page('/currentproducts', { cookie: cookieOf(staff) })).body)!.adminUsers).toBeUndefined();

    // When asking rotated a customer's token, the page carries the new token alone (the old one lapses), nothing else.
    t.clock.advance(13 * 3_600_000);
    const rotatedRes = await page('/admin', { cookie: cookieOf(customer.token) });
    expect(rotatedRes.headers['cache-control']).toBe('private, no-store');
    const rotated = initialSession(rotatedRes.body)!;
    expect(Object.keys(rotated)).toEqual(['token']);
    expect(rotatedRes.body).not.toContain('data-server-rendered');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${rotated.token as string}` } })).statusCode,
    ).toBe(200);
  });

  it('keeps content text from closing the script element or reading as a replacement pattern', async () => {
    const [row] = await t.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, 'faq'), eq(contentEntries.locale, 'ka')));
    const data = row!.data as Record<string, unknown>;
    // The content service sanitises markup (the script goes); what is left still has `<`, `$&` and `$'`.
    const title = `კითხვები $& $' <b>მთავარი</b></script><script>alert(1)</script>`;
    await t.db
      .update(contentEntries)
      .set({ data: { ...data, title }, version: row!.version + 1 })
      .where(eq(contentEntries.id, row!.id));
    t.clock.advance(60_000); // past the content cache
    const html = (await page('/faq')).body;
    const block = /<script id="initial-content" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<'); // every `<` of the content is escaped inside the element
    expect(html).not.toContain('alert(1)');
    const served = (await t.app.inject({ method: 'GET', url: '/cms/api/faq?locale=ka' })).json();
    expect(served.data.attributes.title).toBe(`კითხვები $&amp; $' <b>მთავარი</b>`); // still holds `$&` and `$'`
    expect(inlineContent(html)['/cms/api/faq?locale=ka']).toEqual(served);
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await page('/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Cookie');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain('id="initial-content"');
    expect(res.rawPayload.length).toBeLessThan(html.length / 2);
  });
});
