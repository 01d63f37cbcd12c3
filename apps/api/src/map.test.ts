import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40 item 6: the map (`docs/architecture.md`) cannot drift from the code. Every repository
 * path it names exists, except those it marks `(planned)`, which must not exist yet (a planned file
 * that lands loses its mark); every API module, job, schema file and web feature is named in it; and
 * every "never imports" it states names the lint rule or the test that holds it.
 *
 * The convention (also stated at the top of the map): a path in backticks is from the repository
 * root when it starts with one of its folders (`apps/`, `packages/`, `docs/`…), from `apps/api/src`
 * when it starts with one of that folder's (`modules/`, `jobs/`, `lib/`…), `@orioni/contracts/x` is
 * `packages/contracts/src/x.ts`, and a bare file name (`services.ts`) must be a file somewhere in the
 * repository. Patterns (`*`, `<name>`, `{a,b}`) are checked up to their first wildcard. Links are
 * relative to `docs/`. Commands in backticks are read word by word.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const API = path.join(REPO, 'apps/api/src');
const MAP_FILE = path.join(REPO, 'docs/architecture.md');

const ROOT_DIRS = ['apps', 'packages', 'scripts', 'docs', 'e2e', 'bench', 'content', '.ci'];
const dirsOf = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const API_DIRS = dirsOf(API);
const FILE_NAME = /^[\w.-]+\.(?:ts|tsx|mts|mjs|js|json|md|sql|css|sh)$/;
const WILDCARD = /[*<>{}]|NNN|…|\.\.\./;

/** Every file name in the repository's own folders (not node_modules or build output), for bare names. */
function fileNames(): Set<string> {
  const names = new Set<string>(fs.readdirSync(REPO).filter((f) => fs.statSync(path.join(REPO, f)).isFile()));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'dist-server', '.git'].includes(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else names.add(entry.name);
    }
  };
  for (const dir of ROOT_DIRS) if (fs.existsSync(path.join(REPO, dir))) walk(path.join(REPO, dir));
  return names;
}

export interface NamedPath {
  /** As written in the map. */
  text: string;
  /** The repository path it stands for (for a bare file name: the name itself). */
  target: string;
  kind: 'path' | 'pattern' | 'bare' | 'link';
  planned: boolean;
  line: number;
}

/** The repository path a word of the map stands for, or null when the word is not a path. */
export function pathOf(word: string): Pick<NamedPath, 'target' | 'kind'> | null {
  const clean = word.replace(/^[("']+/, '').replace(/[)"',.;:]+$/, '');
  const [first, ...rest] = clean.split('/');
  let target: string | null = null;
  if (clean.startsWith('@orioni/contracts/')) {
    const file = clean.slice('@orioni/contracts/'.length);
    target = `packages/contracts/src/${file}${path.extname(file) ? '' : '.ts'}`;
  } else if (rest.length > 0 && ROOT_DIRS.includes(first!)) target = clean;
  else if (rest.length > 0 && API_DIRS.includes(first!)) target = `apps/api/src/${clean}`;
  else if (rest.length === 0 && FILE_NAME.test(clean)) return { target: clean, kind: 'bare' };
  if (target === null) return null;
  if (!WILDCARD.test(target)) return { target, kind: 'path' };
  const segments = target.split('/');
  const fixed = segments.slice(
    0,
    segments.findIndex((s) => WILDCARD.test(s)),
  );
  return { target: fixed.join('/'), kind: 'pattern' };
}

/** Every path the map names: in backticks (word by word) and in links. */
export function namedPaths(map: string): NamedPath[] {
  const found: NamedPath[] = [];
  map.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/`([^`]+)`/g)) {
      const planned = /^\s*\(planned\)/.test(text.slice(match.index! + match[0].length));
      for (const word of match[1]!.split(/\s+/)) {
        const named = pathOf(word);
        if (named) found.push({ text: word, ...named, planned, line: index + 1 });
      }
    }
    for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:https?:|mailto:|#)/.test(link!)) continue;
      const target = path.relative(REPO, path.resolve(path.dirname(MAP_FILE), link!.replace(/#.*$/, '')));
      found.push({ text: link!, target, kind: 'link', planned: false, line: index + 1 });
    }
  });
  return found;
}

/** What is wrong with the paths named: missing ones, and planned ones that exist already. */
export function pathProblems(named: NamedPath[], names: Set<string>): string[] {
  const problems: string[] = [];
  for (const p of named) {
    const exists = p.kind === 'bare' ? names.has(p.target) : fs.existsSync(path.join(REPO, p.target));
    if (p.planned && exists) problems.push(`line ${p.line}: \`${p.text}\` is marked (planned) but exists: drop the mark`);
    if (!p.planned && !exists) problems.push(`line ${p.line}: \`${p.text}\` (${p.target}) does not exist`);
  }
  return problems;
}

const map = fs.readFileSync(MAP_FILE, 'utf8');
const named = namedPaths(map);
const mentions = (prefix: string) => named.some((p) => !p.planned && (p.target === prefix || p.target.startsWith(`${prefix}/`)));

describe('issue 40 item 6: the map (docs/architecture.md) matches the code', () => {
  it('names only paths that exist (or marks them planned, and those do not exist yet)', () => {
    expect(named.length).toBeGreaterThan(100);
    expect(pathProblems(named, fileNames())).toEqual([]);
  });

  it('names every API module, job, schema file and web feature', () => {
    const expected = [
      ...dirsOf(path.join(API, 'modules')).map((m) => `apps/api/src/modules/${m}`),
      ...fs.readdirSync(path.join(API, 'jobs')).map((f) => `apps/api/src/jobs/${f}`),
      ...fs
        .readdirSync(path.join(API, 'db/schema'))
        .filter((f) => f !== 'index.ts')
        .map((f) => `apps/api/src/db/schema/${f}`),
      ...dirsOf(path.join(REPO, 'apps/web/src/features')).map((f) => `apps/web/src/features/${f}`),
    ];
    expect(expected.filter((p) => !mentions(p))).toEqual([]);
  });

  it('every "never imports" names the lint rule or the test that holds it', () => {
    const claims = map.split('\n').filter((line) => /never import/i.test(line));
    expect(claims.length).toBeGreaterThan(3);
    expect(claims.filter((line) => !/\blint\b|eslint|\.test\.ts/i.test(line))).toEqual([]);
  });

  it('the checks find what they look for (planted cases)', () => {
    const planted = namedPaths(
      [
        'See `modules/nowhere/gone.service.ts` and `apps/api/src/services.ts`, run `node scripts/test.mjs --e2e-only <file>`.',
        'The `modules/webhooks/webhooks.service.ts` (planned) and `lib/billing-sql.ts` (planned).',
        'Bare `services.ts` and `no-such-file.ts`; `@orioni/contracts/billing-rules`; `e2e/**/*.e2e.ts`; [x](decisions/README.md) [y](missing.md).',
      ].join('\n'),
    );
    expect(planted.map((p) => [p.target, p.kind, p.planned])).toEqual([
      ['apps/api/src/modules/nowhere/gone.service.ts', 'path', false],
      ['apps/api/src/services.ts', 'path', false],
      ['scripts/test.mjs', 'path', false],
      ['apps/api/src/modules/webhooks/webhooks.service.ts', 'path', true],
      ['apps/api/src/lib/billing-sql.ts', 'path', true],
      ['services.ts', 'bare', false],
      ['no-such-file.ts', 'bare', false],
      ['packages/contracts/src/billing-rules.ts', 'path', false],
      ['e2e', 'pattern', false],
      ['docs/decisions/README.md', 'link', false],
      ['docs/missing.md', 'link', false],
    ]);
    expect(pathProblems(planted, fileNames())).toEqual([
      'line 1: `modules/nowhere/gone.service.ts` (apps/api/src/modules/nowhere/gone.service.ts) does not exist',
      'line 2: `lib/billing-sql.ts` is marked (planned) but exists: drop the mark',
      'line 3: `no-such-file.ts` (no-such-file.ts) does not exist',
      'line 3: `missing.md` (docs/missing.md) does not exist',
    ]);
  });
});
