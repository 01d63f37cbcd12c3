import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';

/**
 * Issue 27 item 5: the content the seed loads (`content/{ka,en,ru}/*.json`, the settings with the
 * error translations among them) is exactly what `scripts/content-source/` generates: a hand edit
 * of the JSON, or a source change whose output was not regenerated, fails here.
 */
describe('issue 27 item 5: the generated content matches its source', () => {
  it('build-content --check finds every file of content/ as the sources write it, and none without a source', () => {
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/content-source/build-content.mjs'), '--check'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status, run.stdout).toBe(0);
  });
});
