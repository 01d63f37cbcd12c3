#!/usr/bin/env node
// `npm run build` (API half): compiles the API's entry points to plain JavaScript in apps/api/dist
// with esbuild — the server and the command-line tools a deployment runs — so production starts
// with `node apps/api/dist/server.js`: no TypeScript loader, no build step at start. The workspace
// package @orioni/contracts (TypeScript sources) is bundled in; every npm dependency stays an import
// of node_modules. Migrations are read from apps/api/src/db/migrations at run time.
import fs from 'node:fs';
import path from 'node:path';
import { api, compileApi } from './compile-api.mjs';

/** Entry points: the server and the tools of the README (those present in this checkout). */
const entries = ['server.ts', 'cli/seed.ts', 'cli/admin-create.ts', 'cli/billing-renew.ts', 'cli/db-backup.ts', 'cli/db-restore.ts'].filter(
  (file) => fs.existsSync(path.join(api, 'src', file)),
);

const outdir = path.join(api, 'dist');
// Built beside and swapped in, so a server starting meanwhile never sees a half-written dist.
const staging = path.join(api, `dist.building-${process.pid}`);
fs.rmSync(staging, { recursive: true, force: true });
const started = performance.now();
await compileApi(entries, staging);
fs.rmSync(outdir, { recursive: true, force: true });
fs.renameSync(staging, outdir);
const files = fs.readdirSync(outdir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
console.log(`api: ${files.length} entry points compiled to apps/api/dist in ${Math.round(performance.now() - started)} ms`);
