import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { WEB_API_TYPES, webApiTypes } from './web-types.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the web's API types", () => {
  it('match the OpenAPI document the API serves (run `npm run api:types` after changing a route)', async () => {
    const fresh = await webApiTypes(t.app.swagger());
    const committed = fs.existsSync(WEB_API_TYPES) ? fs.readFileSync(WEB_API_TYPES, 'utf8') : '';
    expect(committed === fresh, 'apps/web/src/lib/api-schema.gen.ts is stale: run `npm run api:types`').toBe(true);
  });

  it('describe the routes the web calls', async () => {
    const fresh = await webApiTypes(t.app.swagger());
    for (const route of ['"/api/user"', '"/api/product/cart"', '"/api/product/purchase"', '"/api/user/report/payment-history"'])
      expect(fresh).toContain(route);
  });
});
