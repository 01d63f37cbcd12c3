import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@orioni/contracts/constants';
import { REPO_ROOT } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { upsertEntries, type ContentSeedRow } from './content.repository.ts';

export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

/**
 * Reads `content/{ka,en,ru}/*.json`. A file is one single type (`home.json` → type `home`), or a
 * collection when it holds `{ "$collection": true, "entries": [{ "slug", ...data }] }`.
 */
export function readContentFiles(dir = CONTENT_DIR): ContentSeedRow[] {
  const rows: ContentSeedRow[] = [];
  for (const locale of LOCALES as readonly Locale[]) {
    const folder = path.join(dir, locale);
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder).sort()) {
      if (!file.endsWith('.json')) continue;
      const type = file.slice(0, -'.json'.length);
      const json = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
      if (json.$collection === true && Array.isArray(json.entries)) {
        for (const entry of json.entries as Record<string, unknown>[]) {
          const { slug, ...data } = entry;
          rows.push({ type, locale, slug: String(slug), data });
        }
      } else {
        rows.push({ type, locale, slug: '', data: json });
      }
    }
  }
  return rows;
}

/** Loads `content/{ka,en,ru}` into the content entries (insert or replace). Returns how many entries it wrote. */
export async function seedContent(db: Db): Promise<number> {
  const rows = readContentFiles();
  return db.transaction((tx) => upsertEntries(tx, rows));
}
