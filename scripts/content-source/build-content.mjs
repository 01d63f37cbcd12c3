#!/usr/bin/env node
/**
 * Writes content/{ka,en,ru}/*.json from the sources beside this script. Each text is written once
 * as { ka, en, ru } next to the structure it belongs to, so the three languages never drift apart.
 * Run: node scripts/content-source/build-content.mjs (the output is committed; the seed reads it);
 * with --check it writes nothing and fails when content/ differs from what it would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pages } from './pages.mjs';
import { productEntries } from './products.mjs';
import { solutionEntries } from './solutions.mjs';
import { settings } from './settings.mjs';
import { accountTexts } from './account-texts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const LOCALES = ['ka', 'en', 'ru'];

const isText = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 3 && LOCALES.every((l) => typeof v[l] === 'string');

function pick(value, locale) {
  if (isText(value)) return value[locale];
  if (Array.isArray(value)) return value.map((v) => pick(v, locale));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, locale)]));
  return value;
}

const files = {
  ...pages,
  ...settings,
  ...accountTexts,
  product: { $collection: true, entries: productEntries },
  solution: { $collection: true, entries: solutionEntries },
};

/** Every generated file by its path under content/ (`en/setting.json`) and its text. */
function render() {
  const out = new Map();
  for (const locale of LOCALES) {
    for (const [name, source] of Object.entries(files))
      out.set(`${locale}/${name}.json`, `${JSON.stringify(pick(source, locale), null, 2)}\n`);
  }
  return out;
}

const rendered = render();
if (process.argv.includes('--check')) {
  // Issue 27 item 5: the committed content is what its sources generate, file for file (none missing, none extra).
  const committed = LOCALES.flatMap((locale) =>
    fs.existsSync(path.join(root, locale))
      ? fs
          .readdirSync(path.join(root, locale))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${locale}/${f}`)
      : [],
  );
  const stale = [...rendered].filter(
    ([file, text]) => !fs.existsSync(path.join(root, file)) || fs.readFileSync(path.join(root, file), 'utf8') !== text,
  );
  const extra = committed.filter((file) => !rendered.has(file));
  for (const [file] of stale)
    console.error(`content/${file} differs from scripts/content-source (run node scripts/content-source/build-content.mjs)`);
  for (const file of extra) console.error(`content/${file} has no source in scripts/content-source`);
  if (stale.length || extra.length) process.exit(1);
  console.log(`content/ matches scripts/content-source (${rendered.size} files)`);
} else {
  for (const locale of LOCALES) {
    const dir = path.join(root, locale);
    fs.mkdirSync(dir, { recursive: true });
    for (const file of fs.readdirSync(dir)) if (file.endsWith('.json')) fs.rmSync(path.join(dir, file));
  }
  for (const [file, text] of rendered) fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${Object.keys(files).length} files × ${LOCALES.length} locales to ${path.relative(process.cwd(), root)}`);
}
