#!/usr/bin/env node
// `npm run build` (API half): compiles the API's entry points to plain JavaScript in apps/api/dist
// with esbuild — the server and the command-line tools a deployment runs — so production starts
// with `node apps/api/dist/server.js`: no TypeScript loader, no build step at start. The workspace
// package @orioni/contracts (TypeScript sources) is bundled in; every npm dependency stays an import
// of node_modules. Migrations are read from apps/api/src/db/migrations at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(repo, 'apps/api');
const pkg = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@orioni/'))
  .flatMap((name) => [name, `${name}/*`]);

/** Entry points: the server and the tools of the README (those present in this checkout). */
const entries = ['server.ts', 'cli/seed.ts', 'cli/admin-create.ts', 'cli/billing-renew.ts', 'cli/db-backup.ts', 'cli/db-restore.ts']
  .map((file) => path.join(api, 'src', file))
  .filter((file) => fs.existsSync(file));

const outdir = path.join(api, 'dist');
// Built beside and swapped in, so a server starting meanwhile never sees a half-written dist.
const staging = path.join(api, `dist.building-${process.pid}`);
fs.rmSync(staging, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: entries,
  outbase: path.join(api, 'src'),
  outdir: staging,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Positions only: stack traces name the source file and line; the sources themselves stay out of
  // the map (a third of its size, held in memory by --enable-source-maps).
  sourcesContent: false,
  external,
  // Bundled code that still calls require() (none of ours; some CommonJS helpers) gets one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
fs.rmSync(outdir, { recursive: true, force: true });
fs.renameSync(staging, outdir);
const files = fs.readdirSync(outdir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
console.log(`api: ${files.length} entry points compiled to apps/api/dist in ${Math.round(performance.now() - started)} ms`);
