/**
 * Gzipped size of the home route's initial JavaScript, read from the Vite manifest: the entry
 * chunk and its static imports, plus the home page chunk and its static imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const HOME_PAGE_SRC = 'src/features/catalog/routes/home-page.tsx';

export function homeBundle(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`no Vite manifest at ${manifestFile}; build the web app with build.manifest`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  visit(entry);
  if (manifest[HOME_PAGE_SRC]) visit(HOME_PAGE_SRC);
  const rows = [...files.keys()]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(dist, file));
      return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { rows, totalGzip: rows.reduce((n, r) => n + r.gzip, 0) };
}
