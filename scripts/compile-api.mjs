// How the API's TypeScript becomes the JavaScript production runs (esbuild, one bundle per entry
// point, npm dependencies left as imports of node_modules), shared by `npm run build` and the
// benchmarks that measure a job as production runs it (`npm run bench`, section 5), and the Node
// flags every production process starts with.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const api = path.join(repo, 'apps/api');

/**
 * Node flags of a production API process (`npm run start:prod`, every instance of `npm run
 * cluster`). An explicit heap ceiling: without one, V8 sizes it from the machine (about 4 GB here)
 * and lets the heap grow to four times what is live before it collects: the renewal pass over
 * 100,000 subscriptions peaked at 335 MB resident with 50 MB live. Under a 1 GB ceiling the same
 * pass peaks at 204-221 MB, at the same speed (ADR 037).
 */
export const productionNodeFlags = ['--enable-source-maps', '--max-old-space-size=1024'];

/** Compiles `entries` (paths under apps/api/src) to `outdir`, keeping the folders below src. */
export async function compileApi(entries, outdir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@orioni/'))
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: entries.map((file) => path.join(api, 'src', file)),
    outbase: path.join(api, 'src'),
    outdir,
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
}
