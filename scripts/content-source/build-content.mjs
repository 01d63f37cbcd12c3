#!/usr/bin/env node
/**
 * Writes content/{ka,en,ru}/*.json from the sources beside this script. Each text is written once
 * as { ka, en, ru } next to the structure it belongs to, so the three languages never drift apart.
 * Run: node scripts/content-source/build-content.mjs (the output is committed; the seed reads it).
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

for (const locale of LOCALES) {
  const dir = path.join(root, locale);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.json')) fs.rmSync(path.join(dir, file));
  for (const [name, source] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(pick(source, locale), null, 2)}\n`);
  }
}
console.log(`wrote ${Object.keys(files).length} files × ${LOCALES.length} locales to ${path.relative(process.cwd(), root)}`);
