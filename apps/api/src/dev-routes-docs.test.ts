import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

/** Issue 39 item 28: the development routes are in the development API documentation and the README says how to call them. */
describe('issue 39 item 28: the development routes are documented', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_TOOLS: 'true' } });
  });
  afterAll(() => t.close());

  it('the API documentation of a DEV_TOOLS instance lists POST /api/dev/billing/run, behind the Bearer token', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; security?: unknown[]; tags?: string[] }>>;
    };
    const run = doc.paths['/api/dev/billing/run']?.post;
    expect(run, 'POST /api/dev/billing/run in the document').toBeDefined();
    expect(run!.tags).toContain('dev');
    expect(run!.summary).toMatch(/renewal pass/);
    expect(JSON.stringify(run!.security ?? doc.paths['/api/dev/billing/run'])).toContain('bearer');
    // And it is what it says: without a token it is refused.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/dev/billing/run', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the README says the development routes need a signed-in token, and names each of them', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Development routes'));
    expect(section.length).toBeLessThan(readme.length);
    for (const words of ['/api/dev/billing/run', '/api/dev/outbox', 'Authorization: Bearer', 'DEV_TOOLS=true'])
      expect(section).toContain(words);
  });
});
