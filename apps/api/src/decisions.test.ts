import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The decision records stay readable as a set: each says whether it still holds (a status line at
 * its top), the index lists each one, and every link between them and to the map
 * (`docs/architecture.md`) leads to a file that exists. A superseded record is marked, not rewritten.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = path.join(repo, 'docs/decisions');
const records = fs
  .readdirSync(dir)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort();
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

describe('decision records (docs/decisions)', () => {
  it('are numbered once each', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s has a status line at its top', (file) => {
    const head = fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(0, 8).join('\n');
    expect(head).toMatch(/^\**Status:?\**:? *(accepted|superseded|proposed|deprecated)/im);
  });

  it.each(records)('%s is listed in the index with its status', (file) => {
    expect(index).toContain(`(${file})`);
  });

  it('links only to files that exist', () => {
    const broken: string[] = [];
    for (const file of [...records, 'README.md', '../architecture.md']) {
      const from = path.join(dir, file);
      const text = fs.readFileSync(from, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
        if (/^https?:/.test(target!)) continue;
        if (!fs.existsSync(path.resolve(path.dirname(from), target!))) broken.push(`${file} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
