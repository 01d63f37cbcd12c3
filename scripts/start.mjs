// `npm start`: build the web app if needed, then run the API (which migrates, seeds when empty and
// serves the web app) on PORT (3000). Signals pass through so the server stops cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repo, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
