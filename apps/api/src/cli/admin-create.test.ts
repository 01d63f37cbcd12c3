import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { verifyPassword } from '../lib/password.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-admin-create-'));
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin-create.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' },
  });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:create -- <email>', () => {
  it('creates a verified ADMIN with a printed random password, then promotes an existing account', async () => {
    const created = await cli('  Staff@Orioni.ge ');
    const password = /with password: (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();

    const again = await cli('staff@orioni.ge');
    expect(again.stdout).toMatch(/staff@orioni\.ge is now an admin/);

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'staff@orioni.ge'));
      expect(row).toMatchObject({ role: 'ADMIN', status: 'VERIFIED' });
      expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a malformed e-mail with a usage line and exit code 2', async () => {
    const failure = await cli('not-an-email').catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('usage: npm run admin:create -- <email>');
  }, 60_000);
});
