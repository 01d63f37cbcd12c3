import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT, trustProxyWarning } from './config.ts';
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

describe('TRUST_PROXY beyond loopback (issue 25 item 19)', () => {
  it('issue 25 item 19: trusting hops is flagged only when the server listens beyond loopback; trusting named balancers never is', () => {
    const warning = (env: Record<string, string>) => trustProxyWarning(loadConfig({ NODE_ENV: 'test', ...env }));
    expect(warning({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toMatch(/TRUST_PROXY/);
    expect(warning({ TRUST_PROXY: 'true', HOST: '::' })).toMatch(/X-Forwarded-For/);
    expect(warning({ TRUST_PROXY: '2', HOST: '10.0.0.5' })).toMatch(/balancers' addresses/);
    for (const env of [
      { TRUST_PROXY: '1', HOST: '127.0.0.1' },
      { TRUST_PROXY: '1', HOST: 'localhost' },
      { TRUST_PROXY: '1', HOST: '::1' },
      { TRUST_PROXY: '10.0.0.2,10.0.0.3', HOST: '0.0.0.0' },
      { TRUST_PROXY: '10.0.0.0/24', HOST: '0.0.0.0' },
      { TRUST_PROXY: 'false', HOST: '0.0.0.0' },
    ]) {
      expect(warning(env), JSON.stringify(env)).toBeUndefined();
    }
  });

  it.skipIf(Boolean(TEST_DATABASE_URL))(
    'issue 25 item 19: the server warns at start when TRUST_PROXY=1 and it listens on every address',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-server-'));
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '0.0.0.0',
          TRUST_PROXY: '1',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
          SEED_ON_START: 'never',
          BILLING_INTERVAL_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      try {
        await waitForHealth(`http://127.0.0.1:${port}/api/health/live`, child, 60_000);
        const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        expect(await exit).toBe(0);
        const warnings = output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { level: number; msg: string })
          .filter((entry) => entry.level === 40);
        expect(warnings.map((w) => w.msg)).toContainEqual(expect.stringMatching(/^TRUST_PROXY=1 trusts X-Forwarded-For/));
      } catch (error) {
        child.kill('SIGKILL');
        throw new Error(`${(error as Error).message}\n${output}`);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
