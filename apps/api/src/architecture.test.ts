import fs from 'node:fs';
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
  const ROOT_FILES = ['app.ts', 'cli/bench-renewals.ts', 'cli/bench-webhooks.ts', 'cli/billing-renew.ts'];

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

/**
 * One job per service (issue 40 item 3): every class in a `*.service.ts` of the API (and the renewal
 * engine the subscriptions' services share) keeps at most 10 public methods and 400 lines.
 */
export function serviceSizes(source: string): { name: string; publicMethods: string[]; lines: number }[] {
  const found: { name: string; publicMethods: string[]; lines: number }[] = [];
  for (const match of source.matchAll(/^export class (\w+)[^\n]*\{\n/gm)) {
    const start = match.index;
    const end = source.indexOf('\n}\n', start);
    const body = source.slice(start, end === -1 ? undefined : end + 2);
    const publicMethods = [...body.matchAll(/^ {2}(?:static\s+)?(?:async\s+)?(?:get\s+|set\s+)?(\w+)\s*(?:<[^>]*>)?\(/gm)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'constructor');
    found.push({ name: match[1]!, publicMethods, lines: body.split('\n').length });
  }
  return found;
}

describe('one job per service', () => {
  const src = path.join(repo, 'apps/api/src');
  const modules = path.join(src, 'modules');
  const files = fs
    .readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.service\.ts$|renewal-engine\.ts$/.test(f))
    .map((f) => path.join(modules, f));

  it('no service class has more than 10 public methods or 400 lines', () => {
    const classes = files.flatMap((file) =>
      serviceSizes(fs.readFileSync(file, 'utf8')).map((c) => ({ ...c, file: path.relative(src, file) })),
    );
    expect(classes.length).toBeGreaterThan(20);
    const over = classes
      .filter((c) => c.publicMethods.length > 10 || c.lines > 400)
      .map((c) => `${c.file} ${c.name}: ${c.publicMethods.length} public methods, ${c.lines} lines`);
    expect(over).toEqual([]);
  });

  it('counts what it looks for (the check itself works)', () => {
    const methods = Array.from({ length: 11 }, (_, k) => `  async m${k}(x: number): Promise<void> {\n    return;\n  }\n`).join('\n');
    const [planted] = serviceSizes(
      `export class Planted {\n  constructor(private readonly db: Db) {}\n\n  private async hidden() {}\n${methods}}\n`,
    );
    expect(planted!.publicMethods).toHaveLength(11);
    expect(planted!.lines).toBeGreaterThan(40);
  });
});
