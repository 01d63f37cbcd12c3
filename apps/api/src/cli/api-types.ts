import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { WEB_API_TYPES, webApiTypes } from '../openapi/web-types.ts';

/** `npm run api:types`: writes the web's API types from the OpenAPI document (the app as tests build it). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-api-types-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/.no-dist-for-api-types', DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  fs.writeFileSync(WEB_API_TYPES, await webApiTypes(app.swagger()));
  await app.close();
  await database.close();
  console.log(`wrote ${path.relative(process.cwd(), WEB_API_TYPES)}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
