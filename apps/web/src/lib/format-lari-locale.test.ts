import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 31: every amount on a screen is written as the screen's language writes numbers
 * ("1 850,00 ₾" in Georgian and Russian, "1,850.00 ₾" in English). `formatLari` writes English
 * when it is not told the language, so a call without a locale is an English amount on a Georgian
 * page (the revenue dashboard showed "16,705.50 ₾"). This reads every source file of the web app
 * and names each call that does not pass one, and each number formatter that follows the browser's
 * language instead of the page's.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** The text between a call's parentheses (from the index just after its opening one), or null if unbalanced. */
function argumentsAt(text: string, from: number): string | null {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return text.slice(from, i);
    }
  }
  return null;
}

/** The arguments split at their top-level commas. */
function topLevel(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const ch = args[i];
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(args.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(args.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** `formatLari(...)` calls whose options do not name a locale, as "file:line: call". */
export function callsWithoutLocale(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bformatLari\(/g)) {
    const start = match.index + match[0].length;
    const args = argumentsAt(text, start);
    if (args === null) continue;
    const [, options] = topLevel(args);
    if (!options || !/\blocale\b/.test(options)) found.push(`${file}:${lineOf(text, match.index)}: formatLari(${args})`);
  }
  return found;
}

/** Number formatters that follow the browser's language (no locale given): `toLocaleString()`, `Intl.NumberFormat()`, `toFixed(2)` on money. */
export function browserLanguageNumbers(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\.toLocaleString\(\s*\)|new Intl\.NumberFormat\(\s*(?:undefined\s*)?[,)]|\.toFixed\(2\)/g))
    found.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
  return found;
}

describe('money on screen in the page’s language (issue 39 item 26, decision 31)', () => {
  const files = sources(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));

  it('reads the web app’s sources (the scan is not looking at an empty folder)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => /\bformatLari\(/.test(f.text)).length).toBeGreaterThan(10);
  });

  it('every formatLari call passes the locale of the screen', () => {
    expect(files.flatMap((f) => callsWithoutLocale(f.file, f.text))).toEqual([]);
  });

  it('no number is formatted in the browser’s language instead of the page’s', () => {
    expect(files.flatMap((f) => browserLanguageNumbers(f.file, f.text))).toEqual([]);
  });

  it('the scanner itself tells a call with a locale from one without', () => {
    expect(callsWithoutLocale('a.tsx', 'x(formatLari(total)); y(formatLari(a.b(c), { sign: false }));')).toHaveLength(2);
    expect(callsWithoutLocale('a.tsx', 'formatLari(total, { locale }); formatLari(f(x, y), { locale: "ka", sign: false })')).toEqual([]);
    expect(browserLanguageNumbers('a.tsx', 'n.toLocaleString(); (v / 100).toFixed(2); n.toLocaleString("ru")')).toHaveLength(2);
  });
});
