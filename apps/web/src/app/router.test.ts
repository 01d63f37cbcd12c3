import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePlan } from '@orioni/contracts/content-requests';

/** The page plans name page modules by their path in the web app; each must exist and be preloadable. */
describe('page plans and the router', () => {
  const router = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
  for (const pathname of ['/', '/solutions/orioni-erp', '/services', '/hardware', '/faq', '/terms-of-use', '/offer/isOffer', '/cart']) {
    it(`${pathname}: its planned module exists and the router preloads it`, () => {
      const module = pagePlan(pathname)!.module;
      expect(fs.existsSync(path.join(import.meta.dirname, '../..', module)), module).toBe(true);
      expect(router).toContain(`'${module}':`);
    });
  }
});
