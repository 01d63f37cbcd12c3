// `npm run dev`: the API with --watch on PORT (3000) and Vite with hot reload on 5173, proxying the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? 'apps/web/.dev-no-dist' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(repo, 'apps/web'), stdio: 'inherit', env: process.env }),
];
console.log('storefront (hot reload): http://localhost:5173   API: http://localhost:3000/api');
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let left = children.length;
children.forEach((c) => c.on('exit', () => (left -= 1) === 0 && process.exit(0)));
