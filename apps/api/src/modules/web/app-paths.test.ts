import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webPaths, webRoutes } from '@orioni/contracts/web-paths';
import { REPO_ROOT } from '../../config.ts';
import { isAppPath } from './app-paths.ts';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The `path=` of every route in the web app's route table: a key of contracts' `webRoutes`, or a literal. */
const routerPaths = [...read('apps/web/src/app/router.tsx').matchAll(/<Route path=(?:\{webRoutes\.(\w+)\}|"([^"]+)")/g)].map((m) =>
  m[1] ? { key: m[1] } : { literal: m[2]! },
);
const routePatterns = routerPaths.map((p) => ('key' in p ? webRoutes[p.key as keyof typeof webRoutes] : p.literal));

/** A path of a route pattern with sample values for its parameters. */
const sample = (pattern: string) =>
  pattern.replace(':mode', 'isOffer').replace(':slug', 'fina').replace(':id', '12').replace(':addCard', 'success').replace('/*', '/users');

describe('issue 39 item 18: the paths the web app has a page for', () => {
  it('accepts every path of the router, with a trailing slash too', () => {
    const known = routePatterns.filter((p) => p !== '*');
    expect(known.length).toBeGreaterThan(15);
    for (const pattern of known) {
      expect(isAppPath(sample(pattern)), pattern).toBe(true);
      expect(isAppPath(`${sample(pattern)}/`), `${pattern}/`).toBe(true);
    }
    expect(isAppPath('/currentproducts/default/id/billing')).toBe(true);
    expect(isAppPath('/solutions/%E1%83%A4%E1%83%98%E1%83%9C%E1%83%90')).toBe(true);
  });

  it('refuses what the router sends home: unknown pages, a bad mode, extra segments', () => {
    for (const pathname of [
      '/no-such-page',
      '/some/client/page',
      '/faq/other',
      '/offer/default/extra',
      '/currentproducts/billing',
      '/transactionHistory/nomode/id/5',
      '/cart/default',
      '/solutions/fina/extra',
      '/index.html',
    ]) {
      expect(isAppPath(pathname), pathname).toBe(false);
    }
  });
});

/** Sample arguments for each of contracts' `webPaths` (a path added there without a sample here does not compile). */
const SAMPLES: { [K in keyof typeof webPaths]: Parameters<(typeof webPaths)[K]> } = {
  currentProducts: [],
  currentProduct: [12],
  history: [],
  payment: [34, 'isOffer'],
  profile: [],
  profileCardReturn: ['success'],
  cart: [],
  cartCardReturn: ['failure'],
  verifyEmail: ['a b/c?'],
  resetPassword: ['123456', 'user+1@example.ge'],
  signIn: ['user+1@example.ge'],
  forgotPassword: ['user+1@example.ge'],
};

/** The web's source files (its pages read the parameters of a deep link with `params.get('…')`). */
const webSources = (dir = 'apps/web/src'): string[] =>
  fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return webSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [read(file)] : [];
  });

/** The API's source files, tests left out. */
const apiSources = (dir = 'apps/api/src'): [string, string][] =>
  fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return apiSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [[file, read(file)]] : [];
  });

describe('issue 40 item 5: the web’s addresses have one home (contracts’ web-paths)', () => {
  it('the API writes no address of the web by hand: after PUBLIC_URL comes webPaths, or an address of its own', () => {
    const own = /^\/($|api\/|sandbox-gateway\/)/; // the site itself, its API, the sandbox bank
    const found = apiSources().flatMap(([file, source]) =>
      [...source.matchAll(/\$\{[\w.]*publicUrl\}(\/[^`]*)/g)].filter((m) => !own.test(m[1]!)).map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('the router declares exactly contracts’ webRoutes (and its catch-all), none written by hand', () => {
    expect(routerPaths.filter((p) => 'literal' in p)).toEqual([{ literal: '*' }]);
    const keys = routerPaths.flatMap((p) => ('key' in p ? [p.key] : []));
    expect([...keys].sort()).toEqual(Object.keys(webRoutes).sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(Object.keys(SAMPLES) as (keyof typeof webPaths)[])(
    'webPaths.%s is a page the router declares, and the web reads each of its parameters',
    (key) => {
      const built = (webPaths[key] as (...args: unknown[]) => string)(...SAMPLES[key]);
      const url = new URL(built, 'https://orioni.example');
      expect(built.startsWith('/'), built).toBe(true);
      expect(isAppPath(url.pathname), built).toBe(true);
      const sources = webSources();
      for (const name of url.searchParams.keys())
        expect(
          sources.some((source) => source.includes(`.get('${name}')`)),
          `${built}: ?${name}=`,
        ).toBe(true);
    },
  );

  it('the addresses the e-mails and the bank return to are the router’s, in its casing', () => {
    expect(webPaths.currentProducts()).toBe(webRoutes.currentProducts);
    expect(webPaths.history()).toBe(webRoutes.history);
    expect(webPaths.cart()).toBe(webRoutes.cart);
    // The server's 404 for unknown paths is case-sensitive: `/currentProducts` (the bank's old return address) was one.
    expect(isAppPath('/currentProducts')).toBe(false);
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(webPaths).sort());
  });
});
