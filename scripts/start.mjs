// `npm start`: build the web app if needed, then run the API (which migrates, seeds when empty and
// serves the web app) on PORT (3000). Signals pass through so the server stops cleanly.
// With NODE_ENV=production (or `npm run start:prod`) it runs what `npm run build` compiled —
// apps/api/dist/server.js and apps/web/dist — with plain Node: no TypeScript loader, no build step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionNodeFlags } from './compile-api.mjs';
import { buildWebIfStale } from './web-build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = process.argv.includes('--prod') || process.env.NODE_ENV === 'production';

let args;
if (production) {
  const compiled = ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
  const missing = compiled.filter((file) => !fs.existsSync(path.join(repo, file)));
  if (missing.length) {
    console.error(`Production start needs the compiled app (missing: ${missing.join(', ')}). Run \`npm run build\` first.`);
    process.exit(1);
  }
  args = [...productionNodeFlags, 'apps/api/dist/server.js'];
} else {
  buildWebIfStale();
  args = ['--import', 'tsx', 'apps/api/src/server.ts'];
}
// A development start sells as a VAT payer unless told otherwise (issue 41), so the demo's receipts,
// mails and console show the VAT; production takes SELLER_VAT_PAYER from its environment (default false).
const env = production ? { ...process.env, NODE_ENV: 'production' } : { SELLER_VAT_PAYER: 'true', ...process.env };
const child = spawn(process.execPath, args, { cwd: repo, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
