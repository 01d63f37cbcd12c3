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
