import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, pagePlan } from '@orioni/contracts/content-requests';

/**
 * The page plans name pages by their chunk name; the router preloads each, from a module of that
 * name (Vite names a lazy chunk after its file, and the server finds the chunk by that name).
 */
describe('page plans and the router', () => {
  const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
  for (const pathname of [
    '/',
    '/solutions/orioni-erp',
    '/services',
    '/hardware',
    '/faq',
    '/terms-of-use',
    '/offer/isOffer',
    '/cart',
    '/currentproducts',
    '/transactionHistory',
    '/admin',
    '/admin/dashboard',
    '/admin/integrations',
  ]) {
    it(`${pathname}: its planned page is preloaded by the router from a module of that name`, () => {
      const page = pagePlan(pathname)!.page;
      const entry = new RegExp(`'${page}': (\\w+),`).exec(router);
      expect(entry, page).not.toBeNull();
      const loader = new RegExp(`const ${entry![1]} = \\(\\) => import\\('@/([^']+)'\\)`).exec(router);
      expect(loader?.[1], page).toMatch(new RegExp(`/${page}$`));
      expect(fs.existsSync(path.join(import.meta.dirname, '..', `${loader![1]}.tsx`))).toBe(true);
    });
  }
  it('names every page once', () => {
    expect(new Set(PAGE_NAMES).size).toBe(PAGE_NAMES.length);
    for (const page of PAGE_NAMES) expect(router).toContain(`'${page}':`);
  });
});
