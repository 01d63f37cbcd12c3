import { WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS, WEBHOOK_TEST_TYPE } from '@orioni/contracts/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookExampleBodies } from '../modules/webhooks/webhook-examples.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/** Issue 42 item 1: the catalogue is published in the OpenAPI document's `webhooks` section (OpenAPI 3.1). */

interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}
interface Operation {
  summary: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

/** The problems of `value` against the JSON Schema keywords the catalogue's schemas use (empty: it conforms). */
function problems(schema: Schema, value: unknown, at = '$'): string[] {
  if (schema.anyOf) return schema.anyOf.some((s) => problems(s, value, at).length === 0) ? [] : [`${at}: matches no anyOf branch`];
  const found: string[] = [];
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const typeOk =
    types.length === 0 ||
    types.some((type) => type === kind || (type === 'integer' && Number.isInteger(value)) || (type === 'number' && kind === 'number'));
  if (!typeOk) return [`${at}: ${kind}, not ${types.join(' or ')}`];
  if ('const' in schema && schema.const !== value) found.push(`${at}: not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) found.push(`${at}: not one of ${JSON.stringify(schema.enum)}`);
  if (schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern).test(value)) found.push(`${at}: not ${schema.pattern}`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) found.push(`${at}: below ${schema.minimum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      found.push(`${at}: not above ${schema.exclusiveMinimum}`);
  }
  if (kind === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) found.push(`${at}.${key}: missing`);
    for (const [key, v] of Object.entries(record)) {
      const property = schema.properties?.[key];
      if (!property) found.push(`${at}.${key}: not in the schema`);
      else found.push(...problems(property, v, `${at}.${key}`));
    }
  }
  if (kind === 'array' && schema.items) (value as unknown[]).forEach((v, i) => found.push(...problems(schema.items!, v, `${at}[${i}]`)));
  return found;
}

let t: TestContext;
let webhooks: Record<string, { post: Operation }>;
let openapi: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  ({ openapi, webhooks } = res.json() as { openapi: string; webhooks: Record<string, { post: Operation }> });
});
afterAll(() => t.close());

describe("the OpenAPI document's webhooks", () => {
  it('is OpenAPI 3.1 and lists every published type, then the test message, each with a JSON body schema', () => {
    expect(openapi).toBe('3.1.0');
    expect(Object.keys(webhooks)).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_TYPE]);
    for (const [type, { post }] of Object.entries(webhooks)) {
      const schema = post.requestBody.content['application/json']!.schema;
      expect(post.requestBody.required).toBe(true);
      expect(schema.type).toBe('object');
      expect(schema.required).toEqual(['type', 'version', 'timestamp', 'data']);
      expect(schema.properties!.type).toMatchObject({ const: type });
      expect(schema.properties!.version).toMatchObject({ const: 1 });
      expect(schema.properties!.data!.type).toBe('object');
      expect(Object.keys(schema.properties!.data!.properties ?? {}).length).toBeGreaterThan(0);
      expect(post.parameters.map((p) => [p.name, p.in, p.required])).toEqual(
        Object.values(WEBHOOK_HEADERS).map((name) => [name, 'header', true]),
      );
      expect(Object.keys(post.responses)).toContain('410');
    }
  });

  it("each type's schema accepts the body the builder writes, and refuses what the catalogue refuses", () => {
    for (const [type, body] of webhookExampleBodies()) {
      const schema = webhooks[type]!.post.requestBody.content['application/json']!.schema;
      const example = JSON.parse(body) as { data: Record<string, unknown> };
      expect(problems(schema, example), type).toEqual([]);
      expect(problems(schema, { ...example, type: 'card.saved' === type ? 'card.removed' : 'card.saved' })).not.toEqual([]);
      expect(problems(schema, { ...example, data: { ...example.data, unexpected: 1 } })).toEqual(['$.data.unexpected: not in the schema']);
    }
    const refund = JSON.parse(webhookExampleBodies().get('refund.made')!) as { data: { amount: unknown } };
    refund.data.amount = { tetri: -100, lari: '-1.00' };
    const refundSchema = webhooks['refund.made']!.post.requestBody.content['application/json']!.schema;
    expect(problems(refundSchema, refund)).toEqual(['$.data.amount.tetri: below 0', '$.data.amount.lari: not ^\\d+\\.\\d{2}$']);
  });

  it('the web’s API types leave them out (the web receives no webhook)', async () => {
    const { webApiTypes } = await import('./web-types.ts');
    const types = await webApiTypes(t.app.swagger());
    expect(types).not.toContain('"subscription.renewal_refused": {');
    expect(types).toContain('export type webhooks = Record<string, never>;');
  });
});
