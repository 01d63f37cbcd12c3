// Builds the web app when its sources are newer than the last build (or it was never built).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(repo, 'apps/web');
const stamp = path.join(web, 'dist/index.html');
const serverEntry = path.join(web, 'dist-server/entry-server.js');
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(repo, 'packages/contracts/src'),
];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true })) {
    const s = fs.statSync(path.join(target, String(entry)));
    if (s.mtimeMs > max) max = s.mtimeMs;
  }
  return max;
}

export function buildWebIfStale({ force = false } = {}) {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest));
  if (!force && built > changed && fs.existsSync(serverEntry)) {
    console.log('web app is up to date');
    return;
  }
  console.log('building the web app…');
  // Always a production build: a server started with NODE_ENV=development (the bench, a local run)
  // would otherwise get React's development build, five times the size.
  const result = spawnSync('npm', ['run', 'build', '-w', '@orioni/web'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale({ force: process.argv.includes('--force') });
