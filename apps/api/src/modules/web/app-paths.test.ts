import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { isAppPath } from './app-paths.ts';

/** The `path="…"` of every route in the web app's route table. */
const routerPaths = [
  ...fs.readFileSync(path.join(REPO_ROOT, 'apps/web/src/app/router.tsx'), 'utf8').matchAll(/<Route path="([^"]+)"/g),
].map((m) => m[1]!);

/** A path of a route pattern with sample values for its parameters. */
const sample = (pattern: string) =>
  pattern.replace(':mode', 'isOffer').replace(':slug', 'fina').replace(':id', '12').replace(':addCard', 'success').replace('/*', '/users');

describe('issue 39 item 18: the paths the web app has a page for', () => {
  it('accepts every path of the router, with a trailing slash too', () => {
    const known = routerPaths.filter((p) => p !== '*');
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
