import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { REPO_ROOT } from '../config.ts';

/** Where the web keeps the types generated from the API's OpenAPI document. */
export const WEB_API_TYPES = path.join(REPO_ROOT, 'apps/web/src/lib/api-schema.gen.ts');

/**
 * The web's request and response types, generated from the OpenAPI document the API serves at
 * `/api/docs` (one function for `npm run api:types` and for the test that fails when the committed
 * file is stale).
 */
export async function webApiTypes(document: object): Promise<string> {
  const doc = JSON.parse(JSON.stringify(document)) as { paths: Record<string, unknown>; webhooks?: unknown };
  // The product API only: content has its own Strapi-shaped client (it may point at a real Strapi), and the
  // webhooks the API posts to other systems are no call of the web's.
  doc.paths = Object.fromEntries(Object.entries(doc.paths).filter(([route]) => route.startsWith('/api/')));
  delete doc.webhooks;
  const ast = await openapiTS(doc as Parameters<typeof openapiTS>[0]);
  return `// Generated from the API's OpenAPI document by \`npm run api:types\`. Do not edit.\n${astToString(ast)}`;
}
