import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript helper of the repository's scripts
import { findCycles, importGraph } from '../../../scripts/import-graph.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const relative = (cycle: string[]) => cycle.map((f) => path.relative(repo, f)).join(' → ');

/** No import cycle anywhere, type-only imports included (ESLint's import-x/no-cycle skips those). */
describe('import graph', () => {
  for (const [name, root, aliases] of [
    ['api', 'apps/api/src', {}],
    ['web', 'apps/web/src', { '@/': path.join(repo, 'apps/web/src/') }],
    ['contracts', 'packages/contracts/src', {}],
  ] as const) {
    it(`${name} has no import cycle`, () => {
      const cycles = findCycles(importGraph(path.join(repo, root), aliases)) as string[][];
      expect(cycles.map(relative)).toEqual([]);
    });
  }

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});

/**
 * Route modules receive what they use (issue 40 item 4): only the composition root builds or names
 * the whole set of services, so nothing below it imports `services.ts`. A module declares the services
 * its routes use (`RouteModule<S>`) and `modules/register.ts` hands it exactly those.
 */
describe('composition root', () => {
  const src = path.join(repo, 'apps/api/src');
  const SERVICES = path.join(src, 'services.ts');
  /** The files allowed to import `services.ts`: the app, which builds and wires the services, and the command-line entry points. */
  const ROOT_FILES = ['app.ts', 'cli/bench-renewals.ts', 'cli/billing-renew.ts'];

  /** Every file of `graph` that imports `services.ts` and is not a root file. */
  const importersBelowRoot = (graph: Map<string, string[]>) =>
    [...graph]
      .filter(([file, imports]) => imports.includes(SERVICES) && !ROOT_FILES.includes(path.relative(src, file).split(path.sep).join('/')))
      .map(([file]) => path.relative(repo, file));

  it('nothing but the root files imports services.ts', () => {
    const graph = importGraph(src) as Map<string, string[]>;
    // An empty or unresolved graph would pass the check below without looking at anything.
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(src, 'app.ts'))).toContain(SERVICES);
    expect(importersBelowRoot(graph)).toEqual([]);
  });

  it('finds an import of services.ts from below the root (the check itself works)', () => {
    const planted = path.join(src, 'modules/cart/cart.routes.ts');
    const graph = new Map([
      [path.join(src, 'app.ts'), [SERVICES]],
      [planted, [SERVICES]],
    ]);
    expect(importersBelowRoot(graph)).toEqual(['apps/api/src/modules/cart/cart.routes.ts']);
  });
});
