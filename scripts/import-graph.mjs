// The import graph of a source tree, type-only imports included, and its cycles. ESLint's
// import-x/no-cycle skips `import type`; the architecture tests use this to keep those out too.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `aliases`: import prefix → directory (e.g. `{ '@/': 'apps/web/src/' }`). */
export function importGraph(root, aliases = {}) {
  const graph = new Map();
  for (const file of files(root)) {
    const source = fs.readFileSync(file, 'utf8');
    const targets = [];
    for (const [, spec] of source.matchAll(IMPORT)) {
      const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix));
      const base = alias
        ? path.join(aliases[alias], spec.slice(alias.length))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (!base) continue;
      const resolved = EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (resolved) targets.push(resolved);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of files it passes through. */
export function findCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
