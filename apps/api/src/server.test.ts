import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { TEST_DATABASE_URL } from './test/test-database.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, child: ReturnType<typeof spawn>, timeoutMs: number): Promise<Response> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error('server did not become healthy in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The real process: migrate, seed, listen, answer health, and stop cleanly on a signal. */
describe.skipIf(Boolean(TEST_DATABASE_URL))('server process (embedded database)', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`starts on a fresh data folder and exits 0 on ${signal}`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-server-'));
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      try {
        const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 60_000);
        const body = (await res.json()) as { data: { database: string; databaseKind: string } };
        expect(body.data).toMatchObject({ database: 'up', databaseKind: 'pglite' });
        expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
        const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
        child.kill(signal);
        expect(await exit).toBe(0);
      } catch (error) {
        child.kill('SIGKILL');
        throw new Error(`${(error as Error).message}\n${output}`);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 90_000);
  }
});
